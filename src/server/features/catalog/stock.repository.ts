import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.schema.ts';

/**
 * Takes `quantity` units of an active product in one conditional update, only while it has them and still
 * costs `pricePaise` (the base price the buyer saw). False when it did not.
 */
export async function takeUnitsAtPrice(db: Db, productId: string, quantity: number, pricePaise: number) {
  const taken = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'active'),
        gte(products.stock, quantity),
        eq(products.pricePaise, pricePaise),
      ),
    )
    .returning({ id: products.id });
  return taken.length > 0;
}

/** Takes one unit of a seller's active product, when it has one: its name, or null. */
export async function takeOneUnit(
  db: Db,
  productId: string,
  sellerId: string,
): Promise<{ name: string; hsnCode: string; gstRateBps: number } | null> {
  const [taken] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - 1` })
    .where(
      and(
        eq(products.id, productId),
        eq(products.sellerId, sellerId),
        eq(products.status, 'active'),
        gte(products.stock, 1),
      ),
    )
    .returning({ name: products.name, hsnCode: products.hsnCode, gstRateBps: products.gstRateBps });
  return taken ?? null;
}

export async function findStock(db: Db, productId: string) {
  const [row] = await db
    .select({ name: products.name, stock: products.stock, pricePaise: products.pricePaise })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

export async function addUnits(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}
