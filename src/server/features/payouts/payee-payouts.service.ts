import {
  DEFAULT_PAYOUT_MINIMUM_PAISE,
  type OwnPayout,
  type OwnPayouts,
  type Payout,
  WITHHOLDING_LABELS,
} from '#shared/contracts/payouts-runs.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import { balanceOf } from '../ledger/ledger-payouts.service.ts';
import { releaseDueEarnings } from '../ledger/ledger.service.ts';
import { findOwnSeller } from '../catalog/sellers.service.ts';
import { findOwnStore } from '../stores/stores.service.ts';
import { findDeductions, listPayoutsOf, type PayoutRow } from './payout-runs.repository.ts';
import { requirePayee } from './payouts.service.ts';
import { nextScheduledRun } from './schedule.ts';
import { financialYear, notWithheld, withholdingRules } from './withholding.ts';
import { indiaDate, indiaDayStart, type Quarter, quarterDates } from '#shared/financial-year.ts';

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

/**
 * The commission in a payee's payouts (not failed) made earlier in the financial year of `payout`: what the run
 * read (findYearCommission) when it decided on 194H, from the same rows.
 */
function yearCommissionBefore(rows: PayoutRow[], payout: PayoutRow): number {
  const from = indiaDayStart(financialYear(payout.createdAt).from);
  return rows
    .filter((row) => row.status !== 'failed' && row.createdAt >= from && row.createdAt < payout.createdAt)
    .reduce((total, row) => total + row.commissionPaise, 0);
}

/** A payee's payouts, each with why a section covering its earnings withheld nothing. */
async function explained(db: Db, rows: PayoutRow[]): Promise<OwnPayout[]> {
  const payouts = await withDeductions(db, rows);
  return payouts.map((payout, index) => {
    const row = rows[index] as PayoutRow;
    const paid = {
      salesPaise: row.salesPaise,
      commissionPaise: row.commissionPaise,
      withheld: payout.deductions.map((deduction) => deduction.section),
      yearCommissionBeforePaise: yearCommissionBefore(rows, row),
    };
    return { ...payout, notWithheld: notWithheld(paid, row.createdAt) };
  });
}

/** The signed-in creator's or seller's balance by status, the next run, the tax rules and every payout. */
export async function readOwnPayouts(
  db: Db,
  userId: string,
  now: Date,
  schedule: 'weekly' | 'off',
): Promise<OwnPayouts> {
  await requirePayee(db, userId);
  await releaseDueEarnings(db, now);
  const [store, seller] = await Promise.all([findOwnStore(db, userId), findOwnSeller(db, userId)]);
  return {
    balance: await balanceOf(db, userId),
    nextRunAt: schedule === 'weekly' ? nextScheduledRun(now).toISOString() : null,
    minimumPaise: DEFAULT_PAYOUT_MINIMUM_PAISE,
    withholdingRules: withholdingRules(now, { commission: store !== null, sales: seller !== null }),
    payouts: await explained(db, await listPayoutsOf(db, userId)),
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
