// Mail an order change owes (order_mail_events, owned by orders): written in the change's transaction, claimed once
// by whoever composes it.
import { and, asc, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderMailEvents } from './orders.schema.ts';

export type OrderMailEventRow = typeof orderMailEvents.$inferSelect;
export type NewOrderMailEvent = Pick<
  OrderMailEventRow,
  'kind' | 'orderId' | 'lineIds' | 'cancelledBy' | 'returnId' | 'refundId' | 'createdAt'
>;

export async function insertOrderMailEvent(tx: Db, event: NewOrderMailEvent): Promise<string> {
  const [row] = await tx.insert(orderMailEvents).values(event).returning({ id: orderMailEvents.id });
  if (!row) throw new Error('the order mail event was not written');
  return row.id;
}

/**
 * Marks the events composed and returns those that were not: each row stays locked until the transaction ends, so a
 * second claim waits, then finds it composed (or, when the first rolled back, claims it). An event composed already,
 * or whose change never committed, is not returned.
 */
export async function claimOrderMailEvents(tx: Db, ids: string[], now: Date): Promise<OrderMailEventRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(orderMailEvents)
    .set({ composedAt: now })
    .where(and(inArray(orderMailEvents.id, ids), isNull(orderMailEvents.composedAt)))
    .returning();
  // In the order asked for, so a batch's mails go out in the order their changes were made.
  return rows.toSorted((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
}

/** Events not composed that were written before `before`, oldest first (the sweep). */
export async function findUncomposedOrderMail(db: Db, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orderMailEvents.id })
    .from(orderMailEvents)
    .where(and(isNull(orderMailEvents.composedAt), lt(orderMailEvents.createdAt, before)))
    .orderBy(asc(orderMailEvents.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Composed events from before `before` (their mails are in the outbox, which keeps its own record). */
export async function deleteComposedOrderMailBefore(db: Db, before: Date): Promise<void> {
  await db.delete(orderMailEvents).where(lt(orderMailEvents.composedAt, before));
}
