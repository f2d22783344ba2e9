// A creator's listings (store_listings, owned by stores) and the reads that show them with their product and
// store (catalog's products and sellers, read in joins).
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { productOnSaleInStores, products, sellers } from '../catalog/catalog.schema.ts';
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

export function withProductAndStore<TQuery extends PgSelect>(query: TQuery) {
  return query
    .innerJoin(products, eq(products.id, storeListings.productId))
    .innerJoin(creatorStores, eq(creatorStores.id, storeListings.storeId));
}

/**
 * The offers read, built once for each database and run with the listing ids as one array (decision 090): checkout
 * reads it for every order, and building its 28 columns and three joins again each time was most of what an order
 * allocated to build statements.
 */
const offersRead = builtOnce((db) => {
  const query = db
    .select({
      listingId: storeListings.id,
      markupPaise: storeListings.markupPaise,
      storeId: creatorStores.id,
      storeHandle: creatorStores.handle,
      storeName: creatorStores.displayName,
      storeUserId: creatorStores.userId,
      /** What the creator takes off for a COD buyer paying now (decision 072). */
      storePayNowDiscountBps: creatorStores.payNowDiscountBps,
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
    .where(sql`${storeListings.id} = any(${sql.placeholder('listingIds')}::uuid[])`)
    .prepare('listing_offers');
});

/** What checkout and the cart need of listings: the store, the product as it is now, and its seller. */
export function findListingOffers(db: Db, listingIds: string[]) {
  return offersRead(db).execute({ listingIds });
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
