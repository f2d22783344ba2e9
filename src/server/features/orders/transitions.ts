import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../catalog/catalog.schema.ts';
import { isOpen } from './order-view.ts';
import { orderLineEvents, orderLines, orders } from './orders.schema.ts';
import { paymentProvider } from './payments.ts';

/**
 * Moves a line to its next status if it is still in one of `from` (a
 * conditional update, so two clicks or two sellers' tabs cannot both move it)
 * and adds the step to its timeline. False when it had already moved on.
 */
export async function moveLine(
  tx: Db,
  lineId: string,
  from: readonly LineStatus[],
  to: LineStatus,
  at: Date,
  details: { note?: string | null; courier?: string; trackingNumber?: string; deliveredAt?: Date } = {},
): Promise<boolean> {
  const { note = null, ...columns } = details;
  const moved = await tx
    .update(orderLines)
    .set({ status: to, updatedAt: at, ...columns })
    .where(and(eq(orderLines.id, lineId), inArray(orderLines.status, [...from])))
    .returning({ id: orderLines.id });
  if (moved.length === 0) return false;
  await tx.insert(orderLineEvents).values({ lineId, status: to, note, at });
  return true;
}

/** Puts a line's units back on the shelf (cancelled, undelivered or returned). */
export async function restock(tx: Db, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}` })
    .where(eq(products.id, productId));
}

/** When no line of the order is on its way any more, the payment settles (something delivered) or is void. */
export async function settlePayment(tx: Db, orderId: string): Promise<void> {
  const [order] = await tx
    .select({ method: orders.paymentMethod, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  const lines = await tx.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const statuses = lines.map((line) => line.status);
  if (statuses.some(isOpen)) return;
  const provider = paymentProvider(order.method);
  const next = statuses.some((status) => status === 'delivered' || status === 'returned')
    ? provider.settle(order.status)
    : provider.void(order.status);
  if (next !== order.status) await tx.update(orders).set({ paymentStatus: next }).where(eq(orders.id, orderId));
}
