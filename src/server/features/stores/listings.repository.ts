// A creator's listings (store_listings, owned by stores) and the reads that show them with their product and
// store (catalog's products and sellers, read in joins).
import { and, asc, count, desc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { productOnSaleInStores, products, sellers } from '../catalog/catalog.schema.ts';
import {
  type ProductSearch,
  productMatches,
  productRank,
  productSearch,
  searchingNearWords,
} from '../catalog/product-search.schema.ts';
import { creatorStores, storeListings, storeOpenToPublic } from './stores.schema.ts';

export type ListingRow = typeof storeListings.$inferSelect;

export function listListings(db: Db, storeId: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(storeListings)
    .where(eq(storeListings.storeId, storeId))
    .orderBy(asc(storeListings.position), asc(storeListings.createdAt));
}

export async function findListing(db: Db, storeId: string, listingId: string): Promise<ListingRow | null> {
  const [row] = await db
    .select()
    .from(storeListings)
    .where(and(eq(storeListings.id, listingId), eq(storeListings.storeId, storeId)));
  return row ?? null;
}

export async function insertListing(db: Db, values: typeof storeListings.$inferInsert): Promise<ListingRow | null> {
  const [row] = await db.insert(storeListings).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateListingRow(
  db: Db,
  listingId: string,
  values: Partial<Pick<ListingRow, 'markupPaise' | 'featured' | 'position'>>,
): Promise<ListingRow | null> {
  const [row] = await db.update(storeListings).set(values).where(eq(storeListings.id, listingId)).returning();
  return row ?? null;
}

export async function deleteListing(db: Db, storeId: string, listingId: string): Promise<boolean> {
  const rows = await db
    .delete(storeListings)
    .where(and(eq(storeListings.id, listingId), eq(storeListings.storeId, storeId)))
    .returning({ id: storeListings.id });
  return rows.length > 0;
}

export async function nextListingPosition(db: Db, storeId: string): Promise<number> {
  const [row] = await db
    .select({ value: max(storeListings.position) })
    .from(storeListings)
    .where(eq(storeListings.storeId, storeId));
  return (row?.value ?? -1) + 1;
}

/** Product ids a store shows buyers: listed, on sale, and still resellable. */
export async function listVisibleProductIds(db: Db, storeId: string): Promise<string[]> {
  const rows = await db
    .select({ productId: storeListings.productId })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(and(eq(storeListings.storeId, storeId), productOnSaleInStores));
  return rows.map((row) => row.productId);
}

/** Listings by id with their store's handle and whether the public may see the store; missing ids are left out. */
export function findListingsWithStore(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: storeListings.id,
      productId: storeListings.productId,
      markupPaise: storeListings.markupPaise,
      handle: creatorStores.handle,
      storeOpen: sql<boolean>`${storeOpenToPublic}`,
    })
    .from(storeListings)
    .innerJoin(creatorStores, eq(creatorStores.id, storeListings.storeId))
    .where(inArray(storeListings.id, ids));
}

export interface ListingFilter {
  /** What was typed in a search box (/shop): a product matches every word, or a name nearly as typed. */
  text?: string | undefined;
  /** Any of these words (the AI Manager's product words). */
  anyWord?: readonly string[] | undefined;
  category?: string | undefined;
  /** The price a buyer pays (base price plus markup), in paise. */
  minPricePaise?: number | null | undefined;
  maxPricePaise?: number | null | undefined;
}

/** A product buyers can find, from the store that shows it first: its featured listing, else its newest. */
export interface FoundListing {
  listingId: string;
  productId: string;
  markupPaise: number;
  /** What a buyer pays in that store: base price plus markup, in paise. */
  pricePaise: number;
  name: string;
  /** Its seller's Hindi name for it, if they gave one. */
  nameHi: string | null;
  category: string;
  storeHandle: string;
  storeName: string;
}

/**
 * How many of the best matching products a search ranks listings for, per product shown: about a third of the
 * products of a large marketplace are in no open store (`npm run bench:scale`), and a product outside every store
 * or every price asked for is passed over. When too few are left, the search ranks every match instead.
 */
const CANDIDATES_PER_PRODUCT = 4;

/**
 * Products buyers can find, each once from the store that shows it first: on sale in a store the public may see,
 * matching the words (catalog's product search), category and price; best match first when searched, else featured
 * and newest first.
 */
export async function searchListings(db: Db, filter: ListingFilter, productLimit: number): Promise<FoundListing[]> {
  const words = filter.anyWord?.filter(Boolean) ?? [];
  const typed = filter.text ? productSearch(filter.text, true) : words.length > 0 ? productSearch(words, false) : null;
  if (!typed) return firstPerProduct(await newestListings(db, filter, productLimit * 3), productLimit);
  return searchingNearWords(db, typed, async (tx, search) => {
    const candidates = productLimit * CANDIDATES_PER_PRODUCT;
    const ranked = await bestListingsOfBestMatches(tx, search, filter, candidates);
    const found = ranked.filter(isListed);
    if (found.length >= productLimit || ranked.length < candidates) return found.slice(0, productLimit);
    return (await bestListingsOfBestMatches(tx, search, filter, null)).filter(isListed).slice(0, productLimit);
  });
}

/** A ranked product with the listing buyers find it by (the left join leaves one no store shows all nulls). */
const isListed = <T extends { listingId: string | null }>(row: T): row is T & FoundListing => row.listingId !== null;

/** The markup a listing sells with: its own, never past the MRP (#shared/catalog/markup.ts's saleMarkupPaise). */
const saleMarkup = sql<number>`least(${storeListings.markupPaise}, coalesce(${products.originalPricePaise} - ${products.pricePaise}, ${storeListings.markupPaise}))`;
const buyerPrice = sql<number>`${products.pricePaise} + ${saleMarkup}`;

/** Listings and their product and store matching the filter's category and price. */
function listingConditions(filter: ListingFilter): (SQL | undefined)[] {
  return [
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.minPricePaise != null ? sql`${buyerPrice} >= ${filter.minPricePaise}` : undefined,
    filter.maxPricePaise != null ? sql`${buyerPrice} <= ${filter.maxPricePaise}` : undefined,
  ];
}

const foundListingColumns = {
  listingId: storeListings.id,
  productId: storeListings.productId,
  markupPaise: saleMarkup,
  pricePaise: buyerPrice,
  name: products.name,
  nameHi: products.nameHi,
  category: products.category,
  storeHandle: creatorStores.handle,
  storeName: creatorStores.displayName,
};

/** Listings on sale in open stores matching the filter, featured and newest first (/shop before a search). */
function newestListings(db: Db, filter: ListingFilter, limit: number) {
  return withProductAndStore(db.select(foundListingColumns).from(storeListings).$dynamic())
    .where(and(productOnSaleInStores, storeOpenToPublic, ...listingConditions(filter)))
    .orderBy(desc(storeListings.featured), desc(storeListings.createdAt))
    .limit(limit);
}

/**
 * The best `limit` matching products on sale (all of them when null), best first, each with the listing buyers
 * find it by, or null when no open store lists it at the price asked. Ranking products before their listings keeps
 * the cost to the matches, not to every listing of every match (a product several hundred stores resell).
 */
function bestListingsOfBestMatches(tx: Db, search: ProductSearch, filter: ListingFilter, limit: number | null) {
  const rank = productRank(search);
  const matches = tx
    .select({ id: products.id, rank: sql<number>`${rank}`.as('rank'), createdAt: products.createdAt })
    .from(products)
    .where(
      and(
        productOnSaleInStores,
        productMatches(search),
        filter.category ? eq(products.category, filter.category) : undefined,
      ),
    )
    .orderBy(desc(rank), desc(products.createdAt), asc(products.id))
    .$dynamic();
  const ranked = tx.$with('ranked').as(limit === null ? matches : matches.limit(limit));
  const listing = withProductAndStore(
    tx
      .select({
        ...foundListingColumns,
        markupPaise: sql<number>`${saleMarkup}`.as('markup_paise'),
        pricePaise: sql<number>`${buyerPrice}`.as('price_paise'),
      })
      .from(storeListings)
      .$dynamic(),
  )
    .where(and(sql`${storeListings.productId} = ${ranked.id}`, storeOpenToPublic, ...listingConditions(filter)))
    .orderBy(desc(storeListings.featured), desc(storeListings.createdAt))
    .limit(1)
    .as('listing');
  return tx
    .with(ranked)
    .select({
      id: ranked.id,
      listingId: listing.listingId,
      productId: listing.productId,
      markupPaise: listing.markupPaise,
      pricePaise: listing.pricePaise,
      name: listing.name,
      nameHi: listing.nameHi,
      category: listing.category,
      storeHandle: listing.storeHandle,
      storeName: listing.storeName,
    })
    .from(ranked)
    .leftJoinLateral(listing, sql`true`)
    .orderBy(desc(ranked.rank), desc(ranked.createdAt), asc(ranked.id));
}

/** The first listing of each product, up to `limit`. */
function firstPerProduct<T extends { productId: string }>(listings: readonly T[], limit: number): T[] {
  const first = new Map<string, T>();
  for (const listing of listings) if (!first.has(listing.productId)) first.set(listing.productId, listing);
  return [...first.values()].slice(0, limit);
}

/** A store's listings buyers can see whose products match what was typed in its search box, best match first. */
export function searchStoreListings(db: Db, storeId: string, text: string, limit: number): Promise<string[]> {
  const typed = productSearch(text, true);
  if (typed.words.length === 0) return Promise.resolve([]);
  return searchingNearWords(db, typed, async (tx, search) => {
    const rows = await tx
      .select({ id: storeListings.id })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .where(and(eq(storeListings.storeId, storeId), productOnSaleInStores, productMatches(search)))
      .orderBy(desc(productRank(search)), desc(storeListings.featured), asc(storeListings.position))
      .limit(limit);
    return rows.map((row) => row.id);
  });
}

/** A select from store_listings joined with each listing's product and store: the one join of the three. */
function withProductAndStore<TQuery extends PgSelect>(query: TQuery) {
  return query
    .innerJoin(products, eq(products.id, storeListings.productId))
    .innerJoin(creatorStores, eq(creatorStores.id, storeListings.storeId));
}

/** What checkout and the cart need of listings: the store, the product as it is now, and its seller. */
export function findListingOffers(db: Db, listingIds: string[]) {
  const query = db
    .select({
      listingId: storeListings.id,
      markupPaise: storeListings.markupPaise,
      storeId: creatorStores.id,
      storeHandle: creatorStores.handle,
      storeName: creatorStores.displayName,
      storeUserId: creatorStores.userId,
      productId: products.id,
      productName: products.name,
      productNameHi: products.nameHi,
      category: products.category,
      hsnCode: products.hsnCode,
      gstRateBps: products.gstRateBps,
      basePricePaise: products.pricePaise,
      mrpPaise: products.originalPricePaise,
      stock: products.stock,
      status: products.status,
      resellable: products.resellable,
      withheld: sql<boolean>`(${products.hiddenAt} is not null or ${sellers.suspendedAt} is not null)`,
      storeOpen: sql<boolean>`${storeOpenToPublic}`,
      deliveryFeePaise: products.deliveryFeePaise,
      returnDays: products.returnPolicyDays,
      sellerId: sellers.id,
      sellerName: sellers.businessName,
      sellerUserId: sellers.userId,
      /** Where the seller supplies from, and whether they are registered for GST (decision 038). */
      sellerStateCode: sellers.stateCode,
      sellerPickupPincode: sellers.pickupPincode,
      sellerGstRegistered: sql<boolean>`(${sellers.gstin} is not null)`,
    })
    .from(storeListings)
    .$dynamic();
  return withProductAndStore(query)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(storeListings.id, listingIds));
}

/**
 * The stores listing a seller's products, with how many they list. The seller's product ids go in as an array,
 * so the listings are found by the product index: a join lets the planner read every listing of the marketplace
 * instead (`npm run bench:scale`).
 */
export function listStoresSellingFor(db: Db, sellerId: string) {
  const own = db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId));
  return db
    .select({ storeId: storeListings.storeId, listings: count() })
    .from(storeListings)
    .where(sql`${storeListings.productId} = any(array(${own}))`)
    .groupBy(storeListings.storeId);
}
