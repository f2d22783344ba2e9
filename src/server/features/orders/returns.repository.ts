// Return requests (order_returns, owned by orders) and the lines they are about.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { orderLines, orderReturns, orders } from './orders.schema.ts';
import { OPEN_RETURN_STATUSES } from '#shared/contracts/orders-returns.ts';

export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type NewOrderReturnRow = typeof orderReturns.$inferInsert;

/** The lines' return requests, oldest first. */
export function listReturns(db: Db, lineIds: string[]): Promise<OrderReturnRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderReturns)
    .where(inArray(orderReturns.lineId, lineIds))
    .orderBy(asc(orderReturns.requestedAt));
}

/** Whether the line has a return request waiting for its seller. */
export async function hasOpenReturn(db: Db, lineId: string): Promise<boolean> {
  const [open] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(and(eq(orderReturns.lineId, lineId), inArray(orderReturns.status, OPEN_RETURN_STATUSES)))
    .limit(1);
  return open !== undefined;
}

/** A line of the order, with the account of its seller. */
export async function findOrderLineWithSeller(db: Db, orderId: string, lineId: string) {
  const [row] = await db
    .select({ line: orderLines, sellerUserId: sellers.userId })
    .from(orderLines)
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)));
  return row ?? null;
}

/** Locks the line until the transaction ends: its return request and the seller's "returned" cannot cross. */
export async function lockLine(tx: Db, lineId: string) {
  const [locked] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId)).for('update');
  return locked ?? null;
}

/** Writes a return request; returns its id. */
export async function insertReturn(tx: Db, values: NewOrderReturnRow): Promise<string> {
  const [row] = await tx.insert(orderReturns).values(values).returning({ id: orderReturns.id });
  if (!row) throw new Error('the return request was not written');
  return row.id;
}

/** A return request with its line, order number and buyer. */
export async function findReturnWithLine(db: Db, returnId: string) {
  const [row] = await db
    .select({ request: orderReturns, line: orderLines, number: orders.number, buyerId: orders.userId })
    .from(orderReturns)
    .innerJoin(orderLines, eq(orderLines.id, orderReturns.lineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderReturns.id, returnId));
  return row ?? null;
}

/** Decides a request still waiting (one conditional update): false when it had been answered already. */
export async function decideRequestedReturn(
  tx: Db,
  returnId: string,
  decision: { status: 'accepted' | 'rejected' | 'collecting'; sellerNote: string | null; decidedAt: Date },
): Promise<boolean> {
  const decided = await tx
    .update(orderReturns)
    .set(decision)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'requested')))
    .returning({ id: orderReturns.id });
  return decided.length > 0;
}

/** A return on its way back arrives with its seller (one conditional update): false when it had arrived already. */
export async function finishCollectedReturn(tx: Db, returnId: string): Promise<boolean> {
  const finished = await tx
    .update(orderReturns)
    .set({ status: 'accepted' })
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'collecting')))
    .returning({ id: orderReturns.id });
  return finished.length > 0;
}
