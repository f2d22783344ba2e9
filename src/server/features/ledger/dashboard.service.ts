import {
  type CreatorDashboard,
  type DailyPoint,
  type SellerDashboard,
  TOP_CREATORS,
} from '#shared/contracts/ledger-dashboards.ts';
import { DASHBOARD_LEDGER_ENTRIES } from '#shared/contracts/ledger.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { Db } from '../../db/client.ts';
import { indiaDate, indiaDayStart } from '#shared/financial-year.ts';
import { DAY_MS } from '../../lib/clock.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { storesSellingFor } from '../stores/listings.service.ts';
import { getStoreCreators } from '../stores/stores.service.ts';
import { requireOwnStore } from '../stores/own-store.ts';
import {
  linesByStatus,
  salesByStore,
  salesTotals,
  topProducts,
  valueByDay,
  visitsSince,
} from './dashboard.repository.ts';
import { readLedger, releaseDueEarnings } from './ledger.service.ts';

/** The dashboards' earnings: the newest entries (their "Show more" pages through GET /me/earnings). */
const firstEntries = { after: null, limit: DASHBOARD_LEDGER_ENTRIES };

/** Lines that did not become a sale. */
const UNSOLD: LineStatus[] = ['cancelled', 'returned', 'delivery_failed'];

/**
 * The period's days in India (YYYY-MM-DD, oldest first, today last) and the instant its first day began there: the
 * charts count an order by the day its buyer and seller lived it, as the operator's do. India keeps no daylight
 * saving, so each of its days is 24 hours long.
 */
function period(now: Date, days: number) {
  const dayList = Array.from({ length: days }, (_, index) =>
    indiaDate(new Date(now.getTime() - (days - 1 - index) * DAY_MS)),
  );
  return { start: indiaDayStart(dayList[0] as string), days: dayList };
}

/** One point per day of the period, zero where nothing happened. */
function zeroFilled(days: string[], values: { day: string; value: number | string | null }[]): DailyPoint[] {
  const byDay = new Map(values.map((point) => [point.day, Number(point.value ?? 0)]));
  return days.map((day) => ({ day, value: byDay.get(day) ?? 0 }));
}

/** A creator's sales, visits by day and source and conversion over the last `days` days, and their earnings. */
export async function creatorDashboard(
  { db, now }: ServiceContext,
  userId: string,
  days: number,
): Promise<CreatorDashboard> {
  const store = await requireOwnStore(db, userId);
  await releaseDueEarnings(db, now);
  const range = period(now, days);
  const sold = { storeId: store.id, since: range.start, except: UNSOLD };
  const [byDay, totals, [visitDays, sources], ledger] = await Promise.all([
    valueByDay(db, sold, 'sale'),
    salesTotals(db, sold),
    visitsSince(db, store.id, range.days[0] as string),
    readLedger(db, { storeId: store.id }, firstEntries),
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

/** A seller's revenue, lines by status, top products and the creators selling them, and their earnings. */
export async function sellerDashboard(
  { db, media, now }: ServiceContext,
  userId: string,
  days: number,
): Promise<SellerDashboard> {
  const seller = await requireOwnSeller(db, userId);
  await releaseDueEarnings(db, now);
  const range = period(now, days);
  const inPeriod = { sellerId: seller.id, since: range.start };
  const sold = { ...inPeriod, except: UNSOLD };
  const [byDay, byStatus, top, selling, sales, ledger] = await Promise.all([
    valueByDay(db, sold, 'base'),
    linesByStatus(db, inPeriod),
    topProducts(db, sold, TOP_PRODUCTS),
    storesSellingFor(db, seller.id),
    salesByStore(db, sold, 'base'),
    readLedger(db, { sellerId: seller.id }, firstEntries),
  ]);
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
    creators: await topCreators(db, media, selling, sales),
    creatorCount: selling.length,
    ledger,
  };
}

/**
 * The stores listing the seller's products that sold most in the period (then list most), with their names. What
 * they sold is counted at the seller's base price, as the rest of the seller's figures: the creators' markup is
 * theirs, not the seller's revenue.
 */
async function topCreators(
  db: Db,
  media: MediaStorage,
  selling: { storeId: string; listings: number }[],
  sales: { storeId: string | null; units: string | null; value: number | string | null }[],
): Promise<SellerDashboard['creators']> {
  const storeSales = new Map(sales.map((row) => [row.storeId, row]));
  const top = selling
    .map((row) => ({
      ...row,
      units: Number(storeSales.get(row.storeId)?.units ?? 0),
      revenuePaise: Number(storeSales.get(row.storeId)?.value ?? 0),
    }))
    .toSorted(
      (a, b) => b.revenuePaise - a.revenuePaise || b.listings - a.listings || a.storeId.localeCompare(b.storeId),
    )
    .slice(0, TOP_CREATORS);
  const stores = await getStoreCreators(
    db,
    media,
    top.map((row) => row.storeId),
  );
  return top.flatMap((row) => {
    const store = stores.get(row.storeId);
    return store ? [{ ...row, handle: store.handle, displayName: store.displayName }] : [];
  });
}
