// The marketplace's totals for the operator (reads of the orders feature's tables only).
import { and, count, gte, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { ledgerEntries } from './ledger.schema.ts';

const lineValue = sql<number>`(${orderLines.basePricePaise} + ${orderLines.markupPaise}) * ${orderLines.quantity} + ${orderLines.deliveryPaise}`;
const indiaDay = sql<string>`to_char(${orders.placedAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Per India day since `from`: what buyers paid for lines not cancelled, and the platform's share of them. */
export function findDailyTotals(db: Db, from: Date) {
  return db
    .select({
      day: indiaDay,
      gmvPaise: sql<number>`sum(${lineValue})`.mapWith(Number),
      revenuePaise: sql<number>`sum(${orderLines.commissionPaise} + ${orderLines.markupFeePaise})`.mapWith(Number),
      orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(and(gte(orders.placedAt, from), ne(orderLines.status, 'cancelled')))
    .groupBy(indiaDay)
    .orderBy(indiaDay);
}

/** Lines placed since `from`, by status. */
export function findLinesByStatus(db: Db, from: Date) {
  return db
    .select({ status: orderLines.status, lines: count() })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(gte(orders.placedAt, from))
    .groupBy(orderLines.status);
}

/** Ledger totals over all time, by party and status. */
export function findLedgerTotals(db: Db) {
  return db
    .select({
      party: ledgerEntries.party,
      status: ledgerEntries.status,
      amountPaise: sum(ledgerEntries.amountPaise).mapWith(Number),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.party, ledgerEntries.status);
}
