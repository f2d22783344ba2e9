import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creatorStores } from './stores.schema.ts';

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
