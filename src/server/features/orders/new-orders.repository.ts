// The statements that write a new order (a buyer's checkout, or a campaign's gift) on the orders feature's tables:
// the Idempotency-Key's order, the order and its lines.
import { eq, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import type { NewOrderLineRow, NewOrderRow, OrderLineRow, OrderRow } from './orders.repository.ts';
import { orderLines, orders } from './orders.schema.ts';

const orderByKey = builtOnce((db) =>
  db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('order_by_key'),
);

/** The order placed under an Idempotency-Key, if any (every checkout asks: built once, decision 090). */
export async function findOrderByKey(db: Db, key: string): Promise<{ id: string; requestHash: string } | null> {
  const [row] = await orderByKey(db).execute({ key });
  return row ?? null;
}

/** Writes the order unless one with its Idempotency-Key exists (then null: that request placed it). */
export async function claimOrder(tx: Db, values: NewOrderRow): Promise<OrderRow | null> {
  const [claimed] = await tx
    .insert(orders)
    .values(values)
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  return claimed ?? null;
}

export async function insertOrder(tx: Db, values: NewOrderRow): Promise<{ id: string; number: string }> {
  const [order] = await tx.insert(orders).values(values).returning({ id: orders.id, number: orders.number });
  if (!order) throw new Error('The order was not written');
  return order;
}

export function insertLines(tx: Db, values: NewOrderLineRow[]): Promise<OrderLineRow[]> {
  return tx.insert(orderLines).values(values).returning();
}
