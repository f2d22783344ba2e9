// The figures of the creator's and the seller's dashboards: sums over order lines, joined with the products,
// stores and visits they are about (reads only).
import { and, count, countDistinct, desc, eq, gte, notInArray, type SQL, sql, sum } from 'drizzle-orm';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../catalog/catalog.schema.ts';
import { storeVisits } from '../stores/stores.schema.ts';
import { orderLines } from '../orders/orders.schema.ts';

// India's calendar day of the order, as the operator's chart counts it: an order placed at 04:30 in India is that day's,
// not the day before's (UTC). Spelled as a zone name, so PGlite and PostgreSQL agree.
const placedDay = sql<string>`to_char(${orderLines.placedAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;
const saleValue = sql<number>`sum((${orderLines.basePricePaise} + ${orderLines.markupPaise}) * ${orderLines.quantity})`;
const baseValue = sql<number>`sum(${orderLines.basePricePaise} * ${orderLines.quantity})`;
const units = sum(orderLines.quantity);

/**
 * Which lines count: a store's or a seller's, of orders placed since `since`, leaving out statuses in `except`. Each
 * query reads only the period's lines, through the owner's (seller or store, placed_at) index, without their orders.
 */
export interface LineScope {
  storeId?: string;
  sellerId?: string;
  since: Date;
  except?: LineStatus[];
}

function scoped(scope: LineScope): SQL | undefined {
  return and(
    scope.storeId ? eq(orderLines.storeId, scope.storeId) : undefined,
    scope.sellerId ? eq(orderLines.sellerId, scope.sellerId) : undefined,
    gte(orderLines.placedAt, scope.since),
    scope.except ? notInArray(orderLines.status, scope.except) : undefined,
  );
}

/** The lines' value by India's day of the order: with the creators' markup (`sale`) or the sellers' base only. */
export function valueByDay(db: Db, scope: LineScope, value: 'sale' | 'base') {
  return db
    .select({ day: placedDay, value: value === 'sale' ? saleValue : baseValue })
    .from(orderLines)
    .where(scoped(scope))
    .groupBy(placedDay);
}

export async function salesTotals(db: Db, scope: LineScope) {
  const [totals] = await db
    .select({ orders: countDistinct(orderLines.orderId), units, value: saleValue })
    .from(orderLines)
    .where(scoped(scope));
  return totals;
}

export function linesByStatus(db: Db, scope: LineScope) {
  return db
    .select({ status: orderLines.status, lines: count() })
    .from(orderLines)
    .where(scoped(scope))
    .groupBy(orderLines.status);
}

/**
 * The products that sold most units (then most value), with their names: the period's lines summed by product
 * first, then only the top ones joined with their products (by primary key).
 */
export function topProducts(db: Db, scope: LineScope, limit: number) {
  const top = db
    .select({ productId: orderLines.productId, units: units.as('units'), revenue: baseValue.as('revenue') })
    .from(orderLines)
    .where(scoped(scope))
    .groupBy(orderLines.productId)
    .orderBy(desc(units), desc(baseValue), orderLines.productId)
    .limit(limit)
    .as('top');
  return db
    .select({ productId: top.productId, name: products.name, units: top.units, revenue: top.revenue })
    .from(top)
    .innerJoin(products, eq(products.id, top.productId))
    .orderBy(desc(top.units), desc(top.revenue), top.productId);
}

/** Units and value sold by store: what buyers paid (`sale`) or the sellers' base only. */
export function salesByStore(db: Db, scope: LineScope, value: 'sale' | 'base') {
  return db
    .select({ storeId: orderLines.storeId, units, value: value === 'sale' ? saleValue : baseValue })
    .from(orderLines)
    .where(scoped(scope))
    .groupBy(orderLines.storeId);
}

/** A store's visits since `startDay` (YYYY-MM-DD), by day and by source (most first). */
export function visitsSince(db: Db, storeId: string, startDay: string) {
  const since = and(eq(storeVisits.storeId, storeId), gte(storeVisits.day, startDay));
  return Promise.all([
    db
      .select({ day: sql<string>`to_char(${storeVisits.day}, 'YYYY-MM-DD')`, value: sum(storeVisits.visits) })
      .from(storeVisits)
      .where(since)
      .groupBy(storeVisits.day),
    db
      .select({ source: storeVisits.utmSource, visits: sum(storeVisits.visits) })
      .from(storeVisits)
      .where(since)
      .groupBy(storeVisits.utmSource)
      .orderBy(desc(sum(storeVisits.visits))),
  ]);
}
