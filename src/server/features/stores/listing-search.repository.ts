// Product search through creators' stores (/shop, a store's search box, the AI Manager): listings of store_listings,
// owned by stores, ranked by catalog's product search (decisions 041 and 046).
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productOnSaleInStores, products } from '../catalog/catalog.schema.ts';
import {
  type ProductSearch,
  productMatches,
  productRank,
  productSearch,
  searchingNearWords,
} from '../catalog/product-search.queries.ts';
import { withProductAndStore } from './listings.repository.ts';
import { creatorStores, storeListings, storeOpenToPublic } from './stores.schema.ts';

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
