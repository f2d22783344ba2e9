import {
  DEFAULT_PAYOUT_MINIMUM_PAISE,
  type OwnPayouts,
  type Payout,
  WITHHOLDING_LABELS,
} from '#shared/contracts/payout-runs.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import { balanceOf } from '../orders/ledger-payouts.service.ts';
import { releaseDueEarnings } from '../orders/ledger.service.ts';
import { findDeductions, listPayoutsOf, type PayoutRow } from './payout-runs.repository.ts';
import { requirePayee } from './payouts.service.ts';
import { nextScheduledRun } from './schedule.ts';
import { indiaDate, type Quarter, quarterDates } from '#shared/financial-year.ts';

/** Payouts with their deductions, as payees and the operator see them. */
export async function withDeductions(db: Db, rows: PayoutRow[]): Promise<Payout[]> {
  const deductions = Map.groupBy(
    await findDeductions(
      db,
      rows.map((row) => row.id),
    ),
    (row) => row.payoutId,
  );
  return rows.map((row) => ({
    id: row.id,
    runId: row.runId,
    status: row.status,
    grossPaise: row.grossPaise,
    deductions: (deductions.get(row.id) ?? []).map(({ section, basePaise, rateBps, amountPaise }) => ({
      section,
      label: WITHHOLDING_LABELS[section],
      basePaise,
      rateBps,
      amountPaise,
    })),
    netPaise: row.netPaise,
    destination: row.destination,
    utr: row.utr,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}

/** The signed-in creator's or seller's balance by status, the next run and every payout. */
export async function readOwnPayouts(
  db: Db,
  userId: string,
  now: Date,
  schedule: 'weekly' | 'off',
): Promise<OwnPayouts> {
  await requirePayee(db, userId);
  await releaseDueEarnings(db, now);
  return {
    balance: await balanceOf(db, userId),
    nextRunAt: schedule === 'weekly' ? nextScheduledRun(now).toISOString() : null,
    minimumPaise: DEFAULT_PAYOUT_MINIMUM_PAISE,
    payouts: await withDeductions(db, await listPayoutsOf(db, userId)),
  };
}

/**
 * A quarter's statement for the payee's own reconciliation: every payout made
 * in it (not failed), one row per deduction (or one row without), in rupees.
 */
export async function ownStatementCsv(db: Db, userId: string, fyStart: number, quarter: Quarter) {
  await requirePayee(db, userId);
  const { from, to } = quarterDates(fyStart, quarter);
  const payouts = (await withDeductions(db, await listPayoutsOf(db, userId)))
    .filter((payout) => payout.status !== 'failed')
    .filter((payout) => {
      const day = indiaDate(new Date(payout.createdAt));
      return day >= from && day <= to;
    })
    .toReversed();
  const rows = payouts.flatMap((payout) => {
    const common = [
      indiaDate(new Date(payout.createdAt)),
      payout.id,
      payout.status,
      payout.utr ?? '',
      rupeesDecimal(payout.grossPaise),
    ];
    const net = rupeesDecimal(payout.netPaise);
    return payout.deductions.length === 0
      ? [[...common, '', '', '', '', net]]
      : payout.deductions.map((deduction) => [
          ...common,
          deduction.label,
          rupeesDecimal(deduction.basePaise),
          `${deduction.rateBps / 100}%`,
          rupeesDecimal(deduction.amountPaise),
          net,
        ]);
  });
  return writeCsv(rows, [
    textColumn('Date'),
    textColumn('Payout'),
    textColumn('Status'),
    textColumn('UTR'),
    numberColumn('Gross (₹)'),
    textColumn('Deduction'),
    numberColumn('Base (₹)'),
    numberColumn('Rate'),
    numberColumn('Withheld (₹)'),
    numberColumn('Net paid (₹)'),
  ]);
}
