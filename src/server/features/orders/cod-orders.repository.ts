// The orders table's cash-on-delivery confirmation (decision 070): confirmed in time, or taken out of waiting.
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from './orders.repository.ts';
import { orderLines, orders } from './orders.schema.ts';

/** A cash-on-delivery order confirmed by its buyer in time (decision 070); null when there was nothing to confirm. */
export async function markCodConfirmed(tx: Db, orderId: string, at: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ codConfirmedAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        isNotNull(orders.codConfirmBy),
        isNull(orders.codConfirmedAt),
        gt(orders.codConfirmBy, at),
      ),
    )
    .returning();
  return row ?? null;
}

/** Cash-on-delivery orders whose buyer did not confirm them in time, oldest first. */
export function listUnconfirmedCodOrders(db: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.codConfirmBy), isNull(orders.codConfirmedAt), lte(orders.codConfirmBy, now)))
    .orderBy(orders.codConfirmBy)
    .limit(limit);
}

/**
 * Takes an unconfirmed cash-on-delivery order past its time out of waiting (its confirm-by cleared), once across
 * processes; null when it was confirmed or taken already.
 */
export async function claimUnconfirmedCodOrder(tx: Db, orderId: string, now: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ codConfirmBy: null })
    .where(and(eq(orders.id, orderId), isNull(orders.codConfirmedAt), lte(orders.codConfirmBy, now)))
    .returning();
  return row ?? null;
}

/**
 * A cash-on-delivery order paid by UPI before it shipped (decision 070): paid, by UPI, and (paying shows the buyer
 * wants it) confirmed. Null when it was no longer a COD order due on delivery.
 */
export async function markPrepaid(tx: Db, orderId: string, at: Date): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({
      paymentMethod: 'upi',
      paymentStatus: 'paid',
      codConfirmedAt: sql`case when ${orders.codConfirmBy} is not null then coalesce(${orders.codConfirmedAt}, ${at}::timestamptz) else ${orders.codConfirmedAt} end`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'due_on_delivery')))
    .returning();
  return row ?? null;
}

/** The discount per unit each line would get if its COD buyer paid now (decision 072), frozen as the payment opens. */
export async function freezePayNowDiscounts(tx: Db, discounts: Map<string, number>, at: Date): Promise<void> {
  for (const [lineId, perUnit] of discounts)
    await tx.update(orderLines).set({ payNowDiscountPaise: perUnit, updatedAt: at }).where(eq(orderLines.id, lineId));
}

/** A line repriced when its COD buyer paid now: its markup and what rides on it, and its delivery (decision 072). */
export async function repriceLine(
  tx: Db,
  lineId: string,
  price: Pick<
    typeof orderLines.$inferSelect,
    'markupPaise' | 'markupGstPaise' | 'markupFeePaise' | 'markupFeeGstPaise' | 'deliveryPaise'
  >,
  at: Date,
): Promise<void> {
  await tx
    .update(orderLines)
    .set({ ...price, updatedAt: at })
    .where(eq(orderLines.id, lineId));
}

/** The order's summary once paid now: less the discounts taken, and no COD fee (decision 072). */
export async function repriceOrder(
  tx: Db,
  orderId: string,
  less: { itemsPaise: number; codFeePaise: number },
): Promise<void> {
  await tx
    .update(orders)
    .set({
      itemsPaise: sql`${orders.itemsPaise} - ${less.itemsPaise}`,
      codFeePaise: sql`${orders.codFeePaise} - ${less.codFeePaise}`,
      totalPaise: sql`${orders.totalPaise} - ${less.itemsPaise + less.codFeePaise}`,
    })
    .where(eq(orders.id, orderId));
}
