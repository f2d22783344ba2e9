import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from './catalog.schema.ts';

export interface UnitsAtPrice {
  productId: string;
  quantity: number;
  /** The base price the buyer saw. */
  pricePaise: number;
}

/**
 * Takes each product's units in one statement, from each product still active that has them and still costs what
 * the buyer saw: the ids of the products taken. The rows are locked first in id order, so two orders of the same
 * products never wait on each other in a cycle; a product must appear once in `wanted`. The lock is the one an
 * update that keeps the key takes (`for no key update`): `for update` would also wait for the key-share locks that
 * the order's own lines, and every other order's, hold on their products, and two such orders would deadlock.
 */
export async function takeUnitsAtPrices(db: Db, wanted: readonly UnitsAtPrice[]): Promise<Set<string>> {
  const rows = sql.join(
    wanted.map((units) => sql`(${units.productId}::uuid, ${units.quantity}::integer, ${units.pricePaise}::integer)`),
    sql`, `,
  );
  // Both drivers answer a raw statement with `rows`.
  const taken = (await db.execute(sql`
    with wanted (id, quantity, price_paise) as (values ${rows}),
    locked as materialized (
      select ${products.id} from ${products}
      where ${products.id} in (select id from wanted)
      order by ${products.id}
      for no key update
    )
    update ${products} set stock = ${products.stock} - wanted.quantity
    from wanted join locked on locked.id = wanted.id
    where ${products.id} = wanted.id and ${products.status} = 'active'
      and ${products.stock} >= wanted.quantity and ${products.pricePaise} = wanted.price_paise
    returning ${products.id}`)) as unknown as { rows: { id: string }[] };
  return new Set(taken.rows.map((row) => row.id));
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
