import { and, count, countDistinct, desc, eq, gte, notInArray, sql, sum } from 'drizzle-orm';
import type { CreatorDashboard, DailyPoint, LineStatus, SellerDashboard } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../catalog/catalog.schema.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { requireOwnStore } from '../stores/own-store.ts';
import { creatorStores, storeListings, storeVisits } from '../stores/stores.schema.ts';
import { readLedger, releaseDueEarnings } from './ledger.service.ts';
import { orderLines, orders } from './orders.schema.ts';

const DAY_MS = 86_400_000;
/** Lines that did not become a sale. */
const UNSOLD: LineStatus[] = ['cancelled', 'returned', 'delivery_failed'];

/** The period's first day (UTC) and its days as YYYY-MM-DD, oldest first. */
function period(now: Date, days: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * DAY_MS);
  const dayList = Array.from({ length: days }, (_, index) =>
    new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10),
  );
  return { start, days: dayList };
}

/** One point per day of the period, zero where nothing happened. */
function zeroFilled(days: string[], values: { day: string; value: number | string | null }[]): DailyPoint[] {
  const byDay = new Map(values.map((point) => [point.day, Number(point.value ?? 0)]));
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

const placedDay = sql<string>`to_char(${orders.placedAt} at time zone 'utc', 'YYYY-MM-DD')`;
const saleValue = sql<number>`sum((${orderLines.basePricePaise} + ${orderLines.markupPaise}) * ${orderLines.quantity})`;
const baseValue = sql<number>`sum(${orderLines.basePricePaise} * ${orderLines.quantity})`;

/** A creator's sales, visits by day and source, conversion and ledger over the last `days` days. */
export async function creatorDashboard(db: Db, userId: string, days: number, now: Date): Promise<CreatorDashboard> {
  const store = await requireOwnStore(db, userId);
  await releaseDueEarnings(db, now);
  const range = period(now, days);
  const sold = and(
    eq(orderLines.storeId, store.id),
    gte(orders.placedAt, range.start),
    notInArray(orderLines.status, UNSOLD),
  );
  const startDay = range.days[0] as string;
  const [byDay, [totals], visitDays, sources, ledger] = await Promise.all([
    db
      .select({ day: placedDay, value: saleValue })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sold)
      .groupBy(placedDay),
    db
      .select({ orders: countDistinct(orderLines.orderId), units: sum(orderLines.quantity), value: saleValue })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sold),
    db
      .select({ day: sql<string>`to_char(${storeVisits.day}, 'YYYY-MM-DD')`, value: sum(storeVisits.visits) })
      .from(storeVisits)
      .where(and(eq(storeVisits.storeId, store.id), gte(storeVisits.day, startDay)))
      .groupBy(storeVisits.day),
    db
      .select({ source: storeVisits.utmSource, visits: sum(storeVisits.visits) })
      .from(storeVisits)
      .where(and(eq(storeVisits.storeId, store.id), gte(storeVisits.day, startDay)))
      .groupBy(storeVisits.utmSource)
      .orderBy(desc(sum(storeVisits.visits))),
    readLedger(db, { storeId: store.id }),
  ]);
  const visitsByDay = zeroFilled(range.days, visitDays);
  const visits = visitsByDay.reduce((total, point) => total + point.value, 0);
  const orderCount = Number(totals?.orders ?? 0);
  return {
    days,
    salesByDay: zeroFilled(range.days, byDay),
    salesPaise: Number(totals?.value ?? 0),
    orders: orderCount,
    unitsSold: Number(totals?.units ?? 0),
    visitsByDay,
    visits,
    visitsBySource: sources.map((row) => ({ source: row.source, visits: Number(row.visits ?? 0) })),
    conversion: visits === 0 ? 0 : orderCount / visits,
    ledger,
  };
}

const TOP_PRODUCTS = 5;

/** A seller's revenue, lines by status, top products, the creators selling them, and ledger. */
export async function sellerDashboard(db: Db, userId: string, days: number, now: Date): Promise<SellerDashboard> {
  const seller = await requireOwnSeller(db, userId);
  await releaseDueEarnings(db, now);
  const range = period(now, days);
  const inPeriod = and(eq(orderLines.sellerId, seller.id), gte(orders.placedAt, range.start));
  const sold = and(inPeriod, notInArray(orderLines.status, UNSOLD));
  const units = sum(orderLines.quantity);
  const [byDay, byStatus, top, selling, sales, ledger] = await Promise.all([
    db
      .select({ day: placedDay, value: baseValue })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sold)
      .groupBy(placedDay),
    db
      .select({ status: orderLines.status, lines: count() })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(inPeriod)
      .groupBy(orderLines.status),
    db
      .select({ productId: orderLines.productId, name: products.name, units, revenue: baseValue })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(sold)
      .groupBy(orderLines.productId, products.name)
      .orderBy(desc(units), desc(baseValue))
      .limit(TOP_PRODUCTS),
    db
      .select({
        storeId: creatorStores.id,
        handle: creatorStores.handle,
        displayName: creatorStores.displayName,
        listings: count(),
      })
      .from(storeListings)
      .innerJoin(products, eq(products.id, storeListings.productId))
      .innerJoin(creatorStores, eq(creatorStores.id, storeListings.storeId))
      .where(eq(products.sellerId, seller.id))
      .groupBy(creatorStores.id, creatorStores.handle, creatorStores.displayName),
    db
      .select({ storeId: orderLines.storeId, units, value: saleValue })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sold)
      .groupBy(orderLines.storeId),
    readLedger(db, { sellerId: seller.id }),
  ]);
  const salesByStore = new Map(sales.map((row) => [row.storeId, row]));
  const revenueByDay = zeroFilled(range.days, byDay);
  return {
    days,
    revenueByDay,
    revenuePaise: revenueByDay.reduce((total, point) => total + point.value, 0),
    ordersByStatus: byStatus.map((row) => ({ status: row.status, lines: row.lines })),
    topProducts: top.map((row) => ({
      productId: row.productId,
      name: row.name,
      units: Number(row.units ?? 0),
      revenuePaise: Number(row.revenue ?? 0),
    })),
    creators: selling
      .map((row) => ({
        ...row,
        units: Number(salesByStore.get(row.storeId)?.units ?? 0),
        salesPaise: Number(salesByStore.get(row.storeId)?.value ?? 0),
      }))
      .toSorted((a, b) => b.salesPaise - a.salesPaise || b.listings - a.listings),
    ledger,
  };
}
