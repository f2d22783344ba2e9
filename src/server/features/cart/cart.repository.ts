// A signed-in buyer's cart (cart_lines, owned by orders).
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines } from './cart.schema.ts';

export type CartLineRow = typeof cartLines.$inferSelect;
export type NewCartLineRow = typeof cartLines.$inferInsert;

/** The user's cart lines, oldest first. */
export function listCartLines(db: Db, userId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.userId, userId)).orderBy(asc(cartLines.addedAt));
}

export async function countCartLines(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ lines: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.lines ?? 0;
}

export async function hasCartLine(db: Db, userId: string, listingId: string): Promise<boolean> {
  const [row] = await db
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), eq(cartLines.listingId, listingId)));
  return row !== undefined;
}

/** Adds the line, or sets the quantity of the one the user has (its first attribution stays). */
export async function upsertCartLine(db: Db, values: NewCartLineRow): Promise<void> {
  await db
    .insert(cartLines)
    .values(values)
    .onConflictDoUpdate({ target: [cartLines.userId, cartLines.listingId], set: { quantity: values.quantity } });
}

/** Adds the lines the user does not have yet; lines they have stay as they are. */
export async function addCartLinesIfNew(db: Db, values: NewCartLineRow[]): Promise<void> {
  if (values.length === 0) return;
  await db.insert(cartLines).values(values).onConflictDoNothing();
}

export async function deleteCartLines(db: Db, userId: string, listingIds: string[]): Promise<void> {
  if (listingIds.length === 0) return;
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.listingId, listingIds)));
}

/** Empties the account's bag (its erasure). */
export async function deleteCartOfUser(tx: Db, userId: string): Promise<number> {
  const deleted = await tx.delete(cartLines).where(eq(cartLines.userId, userId)).returning({ id: cartLines.listingId });
  return deleted.length;
}
