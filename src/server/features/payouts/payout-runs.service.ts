import type { Deduction, PayoutProviderName } from '#shared/contracts/payouts-runs.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { invoicedSales } from '../invoices/invoices.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type ClaimedEntry, claimForPayout, payableBalances, settlePayout } from '../ledger/ledger-payouts.service.ts';
import { releaseDueEarnings } from '../ledger/ledger.service.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import { routePayees } from '../payments/linked-accounts.service.ts';
import { payoutMethodsOf, requireReadablePayoutDetails } from './payouts.service.ts';
import { insertPayoutMailEvent } from './payout-mail.repository.ts';
import {
  findPayout,
  findUsersWithOpenPayouts,
  findYearsSoFar,
  insertDeductions,
  insertPayout,
  insertRun,
  insertYearBases,
  lockPayoutRuns,
  movePayout,
  type PayoutRow,
  type PayoutRunRow,
  updatePayout,
} from './payout-runs.repository.ts';
import { type PanHolder, type TaxedEarning, withholding, type YearSoFar } from './withholding.ts';

/*
 * Payout runs. A run is written in one transaction: for every payee whose
 * payable balance reaches the minimum and who has a payout method, a payout
 * (its id is the idempotency key the provider sees), the payable entries moved
 * into it, and the tax withheld. Only then is anything sent: with the manual
 * provider the operator pays from the bank file and records each UTR; through
 * RazorpayX every payout still pending is submitted, the run's and any earlier
 * run's a crash cut short, so a payee is never paid twice.
 */

export interface StartRun {
  provider: PayoutProviderName;
  minimumPaise: number;
  /** The operator who started it; null for the schedule. */
  startedByUserId: string | null;
  /** A scheduled run's week: at most one run per week whatever the processes. */
  scheduledFor?: string;
}

export interface RunOutcome {
  run: PayoutRunRow;
  payouts: number;
  /** Payees above the minimum without a payout method: they wait for the next run. */
  withoutMethod: number;
}

/**
 * Writes a run and its payouts; null when the week's scheduled run exists already, or a route run would pay nobody.
 * Payees with a linked account are paid by route runs only, everyone else by the others. `written` runs in the same
 * transaction (an operator's audit row). Saved details the configured keys cannot open stop it first (a 503), with
 * nothing written, so it can be started again once the key is right.
 */
export async function startPayoutRun(
  db: Db,
  crypto: FieldCrypto,
  start: StartRun,
  at: Date,
  written?: (tx: Db, outcome: RunOutcome) => Promise<void>,
): Promise<RunOutcome | null> {
  await releaseDueEarnings(db, at);
  // A payee with a linked account is paid through it, by the server's route runs only (decision 069).
  const routed = await routePayees(db);
  const paidHere = (userId: string) => (start.provider === 'route') === routed.has(userId);
  if (start.provider === 'route' && !(await payableBalances(db)).some((payee) => paidHere(payee.userId))) return null;
  return db.transaction(async (tx) => {
    await lockPayoutRuns(tx);
    const run = await insertRun(tx, {
      provider: start.provider,
      minimumPaise: start.minimumPaise,
      startedByUserId: start.startedByUserId,
      scheduledFor: start.scheduledFor ?? null,
      createdAt: at,
    });
    if (!run) return null;
    const open = await findUsersWithOpenPayouts(tx);
    const due = (await payableBalances(tx)).filter(
      (payee) => payee.payablePaise >= start.minimumPaise && !open.has(payee.userId) && paidHere(payee.userId),
    );
    const methods = await payoutMethodsOf(
      tx,
      due.map((payee) => payee.userId),
    );
    // The bank file and the provider read these details: a key that no longer opens them must stop the run before
    // it claims earnings it could not pay out (decision 036).
    const holders = await requireReadablePayoutDetails(tx, crypto, [...methods.keys()]);
    let payouts = 0;
    for (const payee of due) {
      const method = methods.get(payee.userId);
      if (!method) continue;
      await writePayout(tx, run, payee.userId, { ...method, holder: holders.get(payee.userId) ?? null }, at);
      payouts += 1;
    }
    const outcome = { run, payouts, withoutMethod: due.length - payouts };
    await written?.(tx, outcome);
    return outcome;
  });
}

async function writePayout(
  tx: Db,
  run: PayoutRunRow,
  userId: string,
  method: { label: string; hasPan: boolean; holder: PanHolder | null },
  at: Date,
): Promise<void> {
  const payout = await insertPayout(tx, {
    runId: run.id,
    userId,
    grossPaise: 0,
    deductionsPaise: 0,
    netPaise: 0,
    status: 'pending',
    destination: method.label,
    createdAt: at,
  });
  const claimed = await claimForPayout(tx, userId, payout.id, at);
  const { deductions, years } = withholding(
    await taxedEarnings(tx, claimed.entries, at),
    method,
    await yearsSoFar(tx, userId, at),
  );
  const withheld = capDeductions(deductions, claimed.grossPaise);
  await insertDeductions(
    tx,
    withheld.map(({ section, taxYear, basePaise, rateBps, amountPaise, deductedOn }) => ({
      payoutId: payout.id,
      section,
      taxYear,
      basePaise,
      rateBps,
      amountPaise,
      deductedOn,
    })),
  );
  await insertYearBases(
    tx,
    years.map((year) => ({ payoutId: payout.id, ...year })),
  );
  const withheldPaise = withheld.reduce((total, deduction) => total + deduction.amountPaise, 0);
  // The manual provider has nothing to call: the payout is with the operator's bank file from now on. A route payout
  // stays pending until its transfers are matched to it (features/payments/route-payouts.service.ts).
  const manual = run.provider === 'manual';
  await updatePayout(tx, payout.id, {
    grossPaise: claimed.grossPaise,
    salesPaise: years.reduce((total, year) => total + year.salesPaise, 0),
    commissionPaise: years.reduce((total, year) => total + year.commissionPaise, 0),
    deductionsPaise: withheldPaise,
    netPaise: claimed.grossPaise - withheldPaise,
    status: manual ? 'processing' : 'pending',
    submittedAt: manual ? at : null,
  });
}

/**
 * The claimed earnings as tax sees them, each assigned at the earlier of its credit and this payment (`at`). A sale's
 * 194-O base, its GST TCS base and the TCS come from what its invoice billed, net of credit notes (decision 063): the
 * gross amount without the GST shown separately (a bill of supply's whole amount), and TCS per invoice line as
 * GSTR-8 reports it.
 */
async function taxedEarnings(tx: Db, entries: ClaimedEntry[], at: Date): Promise<TaxedEarning[]> {
  const invoiced = await invoicedSales(
    tx,
    entries.flatMap(({ sale, lineId }) =>
      sale && lineId ? [{ lineId, orderId: sale.orderId, carriesFee: sale.deliveryPaise > 0 }] : [],
    ),
  );
  return entries.map((entry) => {
    const assignedAt = entry.creditedAt < at ? entry.creditedAt : at;
    const sale = entry.kind === 'sale' && entry.lineId ? invoiced.get(entry.lineId) : undefined;
    if (entry.kind !== 'sale')
      return {
        kind: entry.kind,
        assignedAt,
        basePaise: entry.amountPaise,
        taxablePaise: 0,
        tcsPaise: 0,
        tcsRateBps: 0,
      };
    return {
      kind: 'sale',
      assignedAt,
      basePaise: sale?.salesPaise ?? 0,
      taxablePaise: sale?.taxablePaise ?? 0,
      tcsPaise: sale?.tcsPaise ?? 0,
      tcsRateBps: sale?.tcsRateBps ?? 0,
    };
  });
}

/** What the payee's payouts before `at` paid of each tax year, as `withholding` asks for it. */
async function yearsSoFar(tx: Db, userId: string, at: Date): Promise<(taxYear: number) => YearSoFar> {
  const { paid, taxed } = await findYearsSoFar(tx, userId, at);
  return (taxYear) => {
    const year = paid.find((row) => row.taxYear === taxYear);
    return {
      salesPaise: year?.salesPaise ?? 0,
      commissionPaise: year?.commissionPaise ?? 0,
      commissionTaxedPaise: taxed.find((row) => row.taxYear === taxYear)?.basePaise ?? 0,
    };
  };
}

/** The least a payout sends (RazorpayX's minimum): tax is never withheld below it. */
const LEAST_SENT_PAISE = 100;

/**
 * What can be withheld from a payout of `grossPaise`: each deduction in turn, while at least ₹1 is left to send.
 * A deduction cut short keeps the base it covers, so the rest of a 194H catch-up is withheld from later payouts.
 */
export function capDeductions<T extends Deduction>(deductions: T[], grossPaise: number): T[] {
  let room = Math.max(0, grossPaise - LEAST_SENT_PAISE);
  return deductions.flatMap((deduction) => {
    const amountPaise = Math.min(deduction.amountPaise, room);
    room -= amountPaise;
    if (amountPaise === deduction.amountPaise) return [deduction];
    if (amountPaise === 0) return [];
    return [{ ...deduction, amountPaise, basePaise: Math.floor((amountPaise * 10_000) / deduction.rateBps) }];
  });
}

export type PayoutResult = { utr: string } | { failed: string };

/**
 * The bank's answer for a payout: paid with its UTR, or failed with the
 * reason (its earnings are payable again). Only an unsettled payout moves, so
 * recording the same result twice, or a replayed webhook, changes nothing. A
 * `reversal` (the bank sent the money back after paying it) also fails a paid payout; a `settlement` is a route
 * payout's reference (the gateway's settlement id, not a bank UTR).
 */
export async function recordPayoutResult(
  db: Db,
  payoutId: string,
  result: PayoutResult,
  at: Date,
  providerPayoutId?: string | null,
  options: { reversal?: boolean; settlement?: boolean } = {},
): Promise<PayoutRow | null> {
  return db.transaction(async (tx) => {
    const moved = await movePayout(
      tx,
      payoutId,
      options.reversal && 'failed' in result ? ['pending', 'processing', 'paid'] : ['pending', 'processing'],
      'utr' in result
        ? { status: 'paid', utr: result.utr, settledAt: at, ...(providerPayoutId ? { providerPayoutId } : {}) }
        : {
            status: 'failed',
            failureReason: result.failed,
            settledAt: at,
            ...(providerPayoutId ? { providerPayoutId } : {}),
          },
    );
    if (!moved) return null;
    await settlePayout(
      tx,
      payoutId,
      'utr' in result ? { paid: true } : { failed: `Payout failed: ${result.failed}` },
      at,
    );
    // The payee's mail is owed with the move, so every way a payout becomes paid mails it once (payout-mails.ts).
    if ('utr' in result) await insertPayoutMailEvent(tx, { payoutId, kind: 'paid', createdAt: at });
    await notify(tx, at, [
      {
        userId: moved.userId,
        kind: 'utr' in result ? 'payout_paid' : 'payout_failed',
        app: 'Payouts',
        message:
          'utr' in result
            ? phrase(
                options.settlement
                  ? /*i18n*/ 'Paid {amount} to {destination}, settlement {utr}.'
                  : /*i18n*/ 'Paid {amount} to {destination}, UTR {utr}.',
                { amount: formatRupees(moved.netPaise), destination: moved.destination, utr: result.utr },
              )
            : phrase(/*i18n*/ 'Your payout of {amount} failed: {reason} The amount is payable again.', {
                amount: formatRupees(moved.netPaise),
                reason: result.failed.replace(/[.!]?$/, '.'),
              }),
        link: '/dashboard',
      },
    ]);
    return moved;
  });
}

/** A payout by id, or 404. */
export async function requirePayout(db: Db, id: string): Promise<PayoutRow> {
  const payout = await findPayout(db, id);
  if (!payout) throw new AppError('not_found', /*i18n*/ 'No payout has this id.');
  return payout;
}
