import { ledgerStatuses, type LedgerStatus } from '#shared/contracts/ledger.ts';
import { lineStatuses, type LineStatus } from '#shared/contracts/orders.ts';
import type { MarketplaceOverview } from '#shared/contracts/payouts-ops.ts';
import { indiaDate } from '#shared/financial-year.ts';
import type { Db } from '../../db/client.ts';
import { findDailyTotals, findLedgerTotals, findLinesByStatus } from './marketplace-totals.repository.ts';

const DAY_MS = 86_400_000;

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/** The operator's overview: GMV, orders and platform revenue over the last `days`, lines by status, payables. */
export async function marketplaceOverview(db: Db, days: number, now: Date): Promise<MarketplaceOverview> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const [daily, lines, ledger] = await Promise.all([
    findDailyTotals(db, from),
    findLinesByStatus(db, from),
    findLedgerTotals(db),
  ]);
  const platformRevenue = zeros<LedgerStatus>(ledgerStatuses);
  const platformGst = zeros<LedgerStatus>(ledgerStatuses);
  const payables = zeros<LedgerStatus>(ledgerStatuses);
  const totalsOf = { platform: platformRevenue, platform_gst: platformGst, creator: payables, seller: payables };
  for (const row of ledger) totalsOf[row.party][row.status] += row.amountPaise;
  const linesByStatus = zeros<LineStatus>(lineStatuses);
  for (const row of lines) linesByStatus[row.status] = row.lines;
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const points = Array.from({ length: days }, (_, index) => {
    const day = indiaDate(new Date(now.getTime() - (days - 1 - index) * DAY_MS));
    const found = byDay.get(day);
    return { day, gmvPaise: found?.gmvPaise ?? 0, revenuePaise: found?.revenuePaise ?? 0 };
  });
  return {
    days,
    gmvPaise: daily.reduce((total, row) => total + row.gmvPaise, 0),
    orders: daily.reduce((total, row) => total + row.orders, 0),
    platformRevenue,
    platformGst,
    linesByStatus,
    payables,
    daily: points,
  };
}
