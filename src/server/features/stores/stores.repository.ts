import { and, asc, count, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { containing } from '../../lib/like-pattern.ts';
import { productOnSaleInStores, products } from '../catalog/catalog.schema.ts';
import {
  creatorStores,
  storeFollows,
  storeListings,
  storeOpenToPublic,
  storeSearchText,
  storeVisitors,
  storeVisits,
} from './stores.schema.ts';

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
  payNowDiscountBps: creatorStores.payNowDiscountBps,
  /** Moderation: the public sees neither a hidden store nor a suspended creator's (public-store.ts). */
  hiddenAt: creatorStores.hiddenAt,
  suspendedAt: creatorStores.suspendedAt,
  createdAt: creatorStores.createdAt,
};

export type StoreRow = Pick<typeof creatorStores.$inferSelect, keyof typeof publicColumns>;
export type StoreChanges = Partial<
  Pick<
    StoreRow,
    | 'displayName'
    | 'bio'
    | 'avatarKey'
    | 'bannerKey'
    | 'theme'
    | 'announcement'
    | 'links'
    | 'featuredTitle'
    | 'payNowDiscountBps'
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
  values: { userId: string; handle: string; displayName: string; bio: string; createdAt: Date },
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

/** How many people follow the store (creator_stores.follower_count, counted by the database). */
export async function countFollowers(db: Db, storeId: string): Promise<number> {
  const [row] = await db
    .select({ value: creatorStores.followerCount })
    .from(creatorStores)
    .where(eq(creatorStores.id, storeId));
  return row?.value ?? 0;
}

export async function isFollowing(db: Db, storeId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: storeFollows.userId })
    .from(storeFollows)
    .where(and(eq(storeFollows.storeId, storeId), eq(storeFollows.userId, userId)));
  return rows.length > 0;
}

export async function setFollowing(
  db: Db,
  storeId: string,
  userId: string,
  following: boolean,
  now: Date,
): Promise<void> {
  if (following) await db.insert(storeFollows).values({ storeId, userId, createdAt: now }).onConflictDoNothing();
  else await db.delete(storeFollows).where(and(eq(storeFollows.storeId, storeId), eq(storeFollows.userId, userId)));
}

export async function isOwnerVerified(db: Db, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, userId));
  return row?.verified ?? false;
}

/**
 * Stores the public may see, matching words in handle, name or bio when given: the most followed first, then those
 * showing the most products. Products are counted only for the stores followed at least as much as the last one
 * shown (creator_stores.follower_count, kept by the database), not for every store of the marketplace.
 */
export function searchStores(db: Db, text: string | undefined, limit: number) {
  const pattern = text ? containing(text) : undefined;
  const shown = and(storeOpenToPublic, pattern ? ilike(storeSearchText(creatorStores), pattern) : undefined);
  const fewestFollowersShown = db
    .select({ followers: creatorStores.followerCount })
    .from(creatorStores)
    .where(shown)
    .orderBy(desc(creatorStores.followerCount))
    .offset(limit - 1)
    .limit(1);
  const productCount = sql<number>`(${db
    .select({ count: count() })
    .from(storeListings)
    .innerJoin(products, eq(products.id, storeListings.productId))
    .where(and(eq(storeListings.storeId, creatorStores.id), productOnSaleInStores))})::int`;
  return db
    .select({ ...publicColumns, productCount })
    .from(creatorStores)
    .where(and(shown, sql`${creatorStores.followerCount} >= coalesce((${fewestFollowersShown}), 0)`))
    .orderBy(desc(creatorStores.followerCount), desc(productCount), asc(creatorStores.handle))
    .limit(limit);
}

/** The account stops following every store (its erasure); the follower counts follow by their trigger. */
export async function deleteFollowsOfUser(tx: Db, userId: string): Promise<number> {
  const deleted = await tx
    .delete(storeFollows)
    .where(eq(storeFollows.userId, userId))
    .returning({ storeId: storeFollows.storeId });
  return deleted.length;
}

/** The discount each store's creator funds for a COD buyer paying now (decision 072), in basis points. */
export async function findPayNowDiscounts(db: Db, storeIds: string[]): Promise<Map<string, number>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: creatorStores.id, bps: creatorStores.payNowDiscountBps })
    .from(creatorStores)
    .where(inArray(creatorStores.id, [...new Set(storeIds)]));
  return new Map(rows.map((row) => [row.id, row.bps]));
}
