import {
  DEFAULT_PAYOUT_MINIMUM_PAISE,
  type OwnPayout,
  type OwnPayouts,
  type Payout,
  withholdingLabel,
} from '#shared/contracts/payouts-runs.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import { balanceOf } from '../ledger/ledger-payouts.service.ts';
import { releaseDueEarnings } from '../ledger/ledger.service.ts';
import { findOwnSeller } from '../catalog/sellers.service.ts';
import { findOwnStore } from '../stores/stores.service.ts';
import { findRunsById } from './payout-audit.repository.ts';
import { findDeductions, findYearBases, listPayoutsOf, type PayoutRow } from './payout-runs.repository.ts';
import { requirePayee } from './payouts.service.ts';
import { nextScheduledRun } from './schedule.ts';
import { notWithheld, withholdingRules, type YearSoFar } from './withholding.ts';
import { indiaDate, type Quarter, quarterDates } from '#shared/financial-year.ts';

/** A payout's deductions as its payee reads them: one per section, tax year and rate, its months of deduction summed. */
function byRate(rows: Awaited<ReturnType<typeof findDeductions>>): Payout['deductions'] {
  const merged = new Map<string, Payout['deductions'][number]>();
  for (const { section, taxYear, basePaise, rateBps, amountPaise } of rows) {
    const key = `${section}:${String(taxYear)}:${String(rateBps)}`;
    const found = merged.get(key);
    merged.set(
      key,
      found
        ? { ...found, basePaise: found.basePaise + basePaise, amountPaise: found.amountPaise + amountPaise }
        : { section, taxYear, label: withholdingLabel(section, taxYear), basePaise, rateBps, amountPaise },
    );
  }
  return [...merged.values()];
}

/** Payouts with their deductions, as payees and the operator see them. */
export async function withDeductions(db: Db, rows: PayoutRow[]): Promise<Payout[]> {
  const [found, runs] = await Promise.all([
    findDeductions(
      db,
      rows.map((row) => row.id),
    ),
    findRunsById(db, [...new Set(rows.map((row) => row.runId))]),
  ]);
  const deductions = Map.groupBy(found, (row) => row.payoutId);
  const routed = new Set(runs.filter((run) => run.provider === 'route').map((run) => run.id));
  return rows.map((row) => ({
    id: row.id,
    runId: row.runId,
    status: row.status,
    grossPaise: row.grossPaise,
    deductions: byRate(deductions.get(row.id) ?? []),
    netPaise: row.netPaise,
    destination: row.destination,
    utr: row.utr,
    // A route payout is settled by the gateway: its reference is the settlement's, not a bank UTR.
    referenceKind: routed.has(row.runId) ? ('settlement' as const) : ('utr' as const),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  }));
}

/** A payee's payouts, each with why a section covering what it paid of a tax year withheld nothing. */
async function explained(db: Db, rows: PayoutRow[]): Promise<OwnPayout[]> {
  const [payouts, bases] = await Promise.all([
    withDeductions(db, rows),
    findYearBases(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const basesOf = Map.groupBy(bases, (base) => base.payoutId);
  return payouts.map((payout, index) => {
    const row = rows[index] as PayoutRow;
    // What the run read when it decided: the payee's payouts (not failed) made before this one, by tax year.
    const earlier = payouts.filter(
      (other, at) => other.status !== 'failed' && (rows[at] as PayoutRow).createdAt < row.createdAt,
    );
    const soFar = (taxYear: number): YearSoFar => {
      const years = earlier.flatMap((other) => basesOf.get(other.id) ?? []).filter((year) => year.taxYear === taxYear);
      const taxed = earlier.flatMap((other) =>
        other.deductions.filter((deduction) => deduction.section === '194H' && deduction.taxYear === taxYear),
      );
      return {
        salesPaise: years.reduce((total, year) => total + year.salesPaise, 0),
        commissionPaise: years.reduce((total, year) => total + year.commissionPaise, 0),
        commissionTaxedPaise: taxed.reduce((total, deduction) => total + deduction.basePaise, 0),
      };
    };
    const paid = { years: basesOf.get(row.id) ?? [], withheld: payout.deductions };
    return { ...payout, notWithheld: notWithheld(paid, soFar) };
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
