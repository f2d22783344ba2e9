import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creatorStores, storeListings } from './stores.schema.ts';

const publicColumns = {
  id: creatorStores.id,
  handle: creatorStores.handle,
  displayName: creatorStores.displayName,
  bio: creatorStores.bio,
  avatarKey: creatorStores.avatarKey,
};

export type StoreRow = { id: string; handle: string; displayName: string; bio: string; avatarKey: string | null };

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

export async function updateStoreAvatar(db: Db, userId: string, avatarKey: string): Promise<void> {
  await db.update(creatorStores).set({ avatarKey }).where(eq(creatorStores.userId, userId));
}

export type ListingRow = typeof storeListings.$inferSelect;

export function listListings(db: Db, storeId: string): Promise<ListingRow[]> {
  return db.select().from(storeListings).where(eq(storeListings.storeId, storeId)).orderBy(asc(storeListings.position), asc(storeListings.createdAt));
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
  const [row] = await db.select({ value: max(storeListings.position) }).from(storeListings).where(eq(storeListings.storeId, storeId));
  return (row?.value ?? -1) + 1;
}
