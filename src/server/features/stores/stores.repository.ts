import { and, asc, count, desc, eq, gte, ilike, inArray, lt, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { creatorStores, storeFollows, storeListings, storeVisitors, storeVisits } from './stores.schema.ts';

const publicColumns = {
  id: creatorStores.id,
  userId: creatorStores.userId,
  handle: creatorStores.handle,
  displayName: creatorStores.displayName,
  bio: creatorStores.bio,
  avatarKey: creatorStores.avatarKey,
  bannerKey: creatorStores.bannerKey,
  theme: creatorStores.theme,
  announcement: creatorStores.announcement,
  links: creatorStores.links,
  featuredTitle: creatorStores.featuredTitle,
  createdAt: creatorStores.createdAt,
};

export type StoreRow = Pick<typeof creatorStores.$inferSelect, keyof typeof publicColumns>;
export type StoreChanges = Partial<
  Pick<
    StoreRow,
    'displayName' | 'bio' | 'avatarKey' | 'bannerKey' | 'theme' | 'announcement' | 'links' | 'featuredTitle'
  >
>;

export async function storeHandleExists(db: Db, handle: string): Promise<boolean> {
  const rows = await db
    .select({ id: creatorStores.id })
    .from(creatorStores)
    .where(sql`lower(${creatorStores.handle}) = ${handle.toLowerCase()}`)
    .limit(1);
  return rows.length > 0;
}

export async function findStoreByHandle(db: Db, handle: string): Promise<StoreRow | null> {
  const [row] = await db
    .select(publicColumns)
    .from(creatorStores)
    .where(sql`lower(${creatorStores.handle}) = ${handle.toLowerCase()}`);
  return row ?? null;
}

export async function findStoreById(db: Db, id: string): Promise<StoreRow | null> {
  const [row] = await db.select(publicColumns).from(creatorStores).where(eq(creatorStores.id, id));
  return row ?? null;
}

/** Stores by id; missing ids are left out. */
export function findStoresByIds(db: Db, ids: string[]): Promise<StoreRow[]> {
  return db.select(publicColumns).from(creatorStores).where(inArray(creatorStores.id, ids));
}

export async function findStoreByUser(db: Db, userId: string): Promise<StoreRow | null> {
  const [row] = await db.select(publicColumns).from(creatorStores).where(eq(creatorStores.userId, userId));
  return row ?? null;
}

export async function insertStore(
  db: Db,
  values: { userId: string; handle: string; displayName: string; bio: string },
): Promise<StoreRow> {
  const [row] = await db.insert(creatorStores).values(values).returning(publicColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateStoreHandle(db: Db, userId: string, handle: string): Promise<void> {
  await db.update(creatorStores).set({ handle }).where(eq(creatorStores.userId, userId));
}

export async function updateStore(db: Db, storeId: string, changes: StoreChanges): Promise<StoreRow | null> {
  const [row] = await db
    .update(creatorStores)
    .set(changes)
    .where(eq(creatorStores.id, storeId))
    .returning(publicColumns);
  return row ?? null;
}

/** Notes that a visitor came to a store on `day` (YYYY-MM-DD, UTC); false when they already had. */
export async function rememberVisitor(db: Db, storeId: string, visitor: string, day: string): Promise<boolean> {
  const rows = await db
    .insert(storeVisitors)
    .values({ storeId, day, visitor })
    .onConflictDoNothing()
    .returning({ storeId: storeVisitors.storeId });
  return rows.length > 0;
}

/** Forgets who visited a store before `day`: only that day's visitors are ever looked up. */
export async function forgetEarlierVisitors(db: Db, storeId: string, day: string): Promise<void> {
  await db.delete(storeVisitors).where(and(eq(storeVisitors.storeId, storeId), lt(storeVisitors.day, day)));
}

/** Counts one visit to a store on `day` (UTC) from a source. */
export async function countVisit(db: Db, storeId: string, utmSource: string, day: string): Promise<void> {
  await db
    .insert(storeVisits)
    .values({ storeId, day, utmSource, visits: 1 })
    .onConflictDoUpdate({
      target: [storeVisits.storeId, storeVisits.day, storeVisits.utmSource],
      set: { visits: sql`${storeVisits.visits} + 1` },
    });
}

/** A store's visits from `sinceDay` (YYYY-MM-DD) on, by day and source. */
export function listVisits(db: Db, storeId: string, sinceDay: string) {
  return db
    .select({ day: storeVisits.day, utmSource: storeVisits.utmSource, visits: storeVisits.visits })
    .from(storeVisits)
    .where(and(eq(storeVisits.storeId, storeId), gte(storeVisits.day, sinceDay)))
    .orderBy(asc(storeVisits.day), asc(storeVisits.utmSource));
}

export async function countFollowers(db: Db, storeId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(storeFollows).where(eq(storeFollows.storeId, storeId));
  return row?.value ?? 0;
}

export async function isFollowing(db: Db, storeId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: storeFollows.userId })
    .from(storeFollows)
    .where(and(eq(storeFollows.storeId, storeId), eq(storeFollows.userId, userId)));
  return rows.length > 0;
}

export async function setFollowing(db: Db, storeId: string, userId: string, following: boolean): Promise<void> {
  if (following) await db.insert(storeFollows).values({ storeId, userId }).onConflictDoNothing();
  else await db.delete(storeFollows).where(and(eq(storeFollows.storeId, storeId), eq(storeFollows.userId, userId)));
}

export async function isOwnerVerified(db: Db, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.verified ?? false;
}

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
    .where(and(eq(storeListings.storeId, storeId), eq(products.status, 'active'), eq(products.resellable, true)));
  return rows.map((row) => row.productId);
}

/** Listings by id with their store's handle; missing ids are left out. */
export function findListingsWithStore(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: storeListings.id,
      productId: storeListings.productId,
      markupPaise: storeListings.markupPaise,
      handle: creatorStores.handle,
    })
    .from(storeListings)
    .innerJoin(creatorStores, eq(creatorStores.id, storeListings.storeId))
    .where(inArray(storeListings.id, ids));
}

const escapeLike = (text: string) => `%${text.replaceAll(/[\\%_]/g, (match) => `\\${match}`)}%`;
const visibleProduct = and(eq(products.status, 'active'), eq(products.resellable, true));

export interface ListingFilter {
  /** One phrase that must appear (the /shop search box). */
  text?: string | undefined;
  /** Any of these words (the AI Manager's product words); listings naming one in the product name come first. */
  anyWord?: readonly string[] | undefined;
  category?: string | undefined;
  /** The price a buyer pays (base price plus markup), in paise. */
  minPricePaise?: number | null | undefined;
  maxPricePaise?: number | null | undefined;
}

const matchesText = (pattern: string) =>
  or(
    ilike(products.name, pattern),
    ilike(products.brand, pattern),
    ilike(products.description, pattern),
    ilike(products.category, pattern),
  );

/** Listings buyers can find: on sale, matching the words, category and price, featured and newest first. */
export function searchListings(db: Db, filter: ListingFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [visibleProduct];
  const buyerPrice = sql<number>`${products.pricePaise} + ${storeListings.markupPaise}`;
  if (filter.text) conditions.push(matchesText(escapeLike(filter.text)));
  const words = filter.anyWord?.filter(Boolean) ?? [];
  if (words.length > 0) conditions.push(or(...words.map((word) => matchesText(escapeLike(word)))));
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.minPricePaise != null) conditions.push(sql`${buyerPrice} >= ${filter.minPricePaise}`);
  if (filter.maxPricePaise != null) conditions.push(sql`${buyerPrice} <= ${filter.maxPricePaise}`);
  const nameMatch = words.length > 0 ? or(...words.map((word) => ilike(products.name, escapeLike(word)))) : undefined;
  return db
    .select({
      listingId: storeListings.id,
      productId: storeListings.productId,
      markupPaise: storeListings.markupPaise,
      pricePaise: buyerPrice,
      name: products.name,
      category: products.category,
      storeHandle: creatorStores.handle,
      storeName: creatorStores.displayName,
    })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .innerJoin(creatorStores, eq(creatorStores.id, storeListings.storeId))
    .where(and(...conditions))
    .orderBy(
      ...(nameMatch ? [desc(sql`(${nameMatch})`)] : []),
      desc(storeListings.featured),
      desc(storeListings.createdAt),
    )
    .limit(limit);
}

/** Stores with the number of products they show; matching words in handle, name or bio when given. */
export function searchStores(db: Db, text: string | undefined, limit: number) {
  const productCount = sql<number>`count(${products.id})::int`;
  const followers = sql<number>`(select count(*) from ${storeFollows} where ${storeFollows.storeId} = ${creatorStores.id})`;
  const pattern = text ? escapeLike(text) : undefined;
  return db
    .select({ ...publicColumns, productCount })
    .from(creatorStores)
    .leftJoin(storeListings, eq(storeListings.storeId, creatorStores.id))
    .leftJoin(products, and(eq(products.id, storeListings.productId), visibleProduct))
    .where(
      pattern
        ? or(
            ilike(creatorStores.handle, pattern),
            ilike(creatorStores.displayName, pattern),
            ilike(creatorStores.bio, pattern),
          )
        : undefined,
    )
    .groupBy(creatorStores.id)
    .orderBy(desc(followers), desc(productCount), asc(creatorStores.handle))
    .limit(limit);
}
