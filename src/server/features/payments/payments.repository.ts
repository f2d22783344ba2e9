// The payments feature's tables: payments, their refunds and the gateway's events already handled.
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, paymentRefunds, payments } from './payments.schema.ts';
import type { GatewayName } from './providers/gateway.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type RefundRow = typeof paymentRefunds.$inferSelect;

export async function insertPayment(tx: Db, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('The payment was not written');
  return row;
}

/** The payment of the gateway's order: the provider's, as order ids are unique only per provider. */
export async function findPaymentByProviderOrder(
  db: Db,
  provider: GatewayName,
  providerOrderId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
  return row ?? null;
}

export async function findPaymentOfOrder(db: Db, orderId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row ?? null;
}

export function listPaymentsOfOrders(db: Db, orderIds: string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(payments).where(inArray(payments.orderId, orderIds));
}

/** Marks an awaiting payment captured (one conditional update): null when it was not awaiting any more. */
export async function captureAwaiting(
  tx: Db,
  id: string,
  providerPaymentId: string,
  at: Date,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ state: 'captured', providerPaymentId, capturedAt: at })
    .where(and(eq(payments.id, id), eq(payments.state, 'awaiting')))
    .returning();
  return row ?? null;
}

/** Ends an awaiting payment as failed or expired: null when it was not awaiting any more. */
export async function endAwaiting(
  tx: Db,
  id: string,
  state: 'failed' | 'expired',
  failure: string,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ state, failure })
    .where(and(eq(payments.id, id), eq(payments.state, 'awaiting')))
    .returning();
  return row ?? null;
}

export async function markLateCapture(tx: Db, id: string, at: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ lateCapturedAt: at })
    .where(and(eq(payments.id, id), isNull(payments.lateCapturedAt)));
}

/** Awaiting payments to ask the gateway about: past their window, or not asked in the last minute and a minute old. */
export function listAwaitingToCheck(db: Db, now: Date, limit: number): Promise<PaymentRow[]> {
  const minuteAgo = new Date(now.getTime() - 60_000);
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.state, 'awaiting'),
        or(
          lte(payments.expiresAt, now),
          and(lte(payments.createdAt, minuteAgo), or(isNull(payments.checkedAt), lte(payments.checkedAt, minuteAgo))),
        ),
      ),
    )
    .orderBy(asc(payments.expiresAt))
    .limit(limit);
}

export async function markChecked(db: Db, id: string, at: Date): Promise<void> {
  await db.update(payments).set({ checkedAt: at }).where(eq(payments.id, id));
}

/** Claims a gateway event by its id: false when it was handled before (or is being handled by another request). */
export async function claimPaymentEvent(tx: Db, eventId: string, at: Date): Promise<boolean> {
  const claimed = await tx
    .insert(paymentEvents)
    .values({ eventId, receivedAt: at })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return claimed.length > 0;
}

/** Writes a refund owed; a late capture's refund at most once per gateway payment (null when already owed). */
export async function insertRefund(tx: Db, values: typeof paymentRefunds.$inferInsert): Promise<RefundRow | null> {
  const [row] = await tx.insert(paymentRefunds).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export function listRefundsOfPayments(db: Db, paymentIds: string[]): Promise<RefundRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}

/** What is refunded or on its way back for a payment: every refund but the failed ones. */
export async function sumRefundsOwed(tx: Db, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentRefunds.amountPaise}), 0)` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), sql`${paymentRefunds.state} <> 'failed'`));
  return Number(row?.total ?? 0);
}

export function listQueuedRefunds(db: Db, before: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.state, 'queued'), lt(paymentRefunds.createdAt, before)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(limit);
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, id));
  return row ?? null;
}

/** The gateway took a queued refund: it is pending (or already processed) under the gateway's id. */
export async function markRefundSent(
  db: Db,
  id: string,
  sent: { providerRefundId: string; state: 'pending' | 'processed' | 'failed'; reference: string | null },
  at: Date,
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ ...sent, sentAt: at, ...(sent.state === 'processed' ? { processedAt: at } : {}) })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.state, 'queued')));
}

/** The gateway's final word on a refund, found by its id or Haat's (the receipt); moves forward only. */
export async function settleRefund(
  tx: Db,
  match: { providerRefundId: string; receipt: string | null },
  result: { state: 'processed' | 'failed'; reference: string | null },
  at: Date,
): Promise<{ id: string; paymentId: string } | null> {
  const byId = eq(paymentRefunds.providerRefundId, match.providerRefundId);
  const byReceipt =
    match.receipt && /^[0-9a-f-]{36}$/i.test(match.receipt) ? eq(paymentRefunds.id, match.receipt) : undefined;
  const rows = await tx
    .update(paymentRefunds)
    .set({
      state: result.state,
      providerRefundId: match.providerRefundId,
      reference: result.reference,
      processedAt: at,
    })
    .where(and(byReceipt ? or(byId, byReceipt) : byId, inArray(paymentRefunds.state, ['queued', 'pending'])))
    .returning({ id: paymentRefunds.id, paymentId: paymentRefunds.paymentId });
  return rows[0] ?? null;
}

export async function findPaymentById(db: Db, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** Captured payments, newest first (the operator's view and the reconciliation). */
export function listCapturedPayments(db: Db, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.state, 'captured'))
    .orderBy(sql`${payments.capturedAt} desc`, payments.id)
    .limit(limit);
}

export function listPaymentsByIds(db: Db, ids: string[]): Promise<PaymentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payments)
    .where(inArray(payments.id, [...new Set(ids)]));
}

/** A refund with the order its payment paid. */
export async function findRefundWithOrder(db: Db, id: string) {
  const [row] = await db
    .select({
      orderId: payments.orderId,
      amountPaise: paymentRefunds.amountPaise,
      state: paymentRefunds.state,
      reference: paymentRefunds.reference,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, id));
  return row ?? null;
}
