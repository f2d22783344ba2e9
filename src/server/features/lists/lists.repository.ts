import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../catalog/catalog.schema.ts';
import { productListEntries } from './lists.schema.ts';

export type ListEntryRow = typeof productListEntries.$inferSelect;

export function listEntries(db: Db, userId: string): Promise<ListEntryRow[]> {
  return db
    .select()
    .from(productListEntries)
    .where(eq(productListEntries.userId, userId))
    .orderBy(desc(productListEntries.addedAt));
}

/** Adds entries; one already on the list is left as it is (spec §4). */
export async function insertEntries(db: Db, rows: (typeof productListEntries.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(productListEntries).values(rows).onConflictDoNothing();
}

export async function deleteEntry(
  db: Db,
  userId: string,
  list: ListEntryRow['list'],
  productId: string,
): Promise<void> {
  await db
    .delete(productListEntries)
    .where(
      and(
        eq(productListEntries.userId, userId),
        eq(productListEntries.list, list),
        eq(productListEntries.productId, productId),
      ),
    );
}

export async function countEntries(db: Db, userId: string, list: ListEntryRow['list']): Promise<number> {
  return db.$count(productListEntries, and(eq(productListEntries.userId, userId), eq(productListEntries.list, list)));
}

export async function existingProductIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Empties the account's saved and liked lists (its erasure). */
export async function deleteListsOfUser(tx: Db, userId: string): Promise<number> {
  const deleted = await tx
    .delete(productListEntries)
    .where(eq(productListEntries.userId, userId))
    .returning({ userId: productListEntries.userId });
  return deleted.length;
}
