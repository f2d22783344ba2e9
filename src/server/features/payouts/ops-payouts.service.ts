import type { Payee, PayoutRunDetail, PayoutRunSummary, TaxToDeposit } from '#shared/contracts/payouts-ops.ts';
import { type WithholdingSection, withholdingLabel, withholdingSections } from '#shared/contracts/payouts-runs.ts';
import type { Db } from '../../db/client.ts';
import { depositsOf } from './tds-challans.service.ts';
import { accountsByIds } from '../auth/auth-accounts.ts';
import { balancesByPayee } from '../ledger/ledger-payouts.service.ts';
import { type Quarter, quarterDates } from '#shared/financial-year.ts';
import { withDeductions } from './payee-payouts.service.ts';
import { payoutMethodsOf } from './payouts.service.ts';
import { findRunPayouts, listRuns, sumDeductions } from './payout-runs.repository.ts';
import { AppError } from '../../lib/errors.ts';

/* What the operator console shows of payouts: payees, runs, and the tax withheld that the operator deposits. */

/** Every account with earnings: its roles, payout method (whether it has a PAN) and balance by status. */
export async function listPayees(db: Db): Promise<Payee[]> {
  const payees = await balancesByPayee(db);
  const ids = payees.map((payee) => payee.userId);
  const [accounts, methods] = await Promise.all([accountsByIds(db, ids), payoutMethodsOf(db, ids)]);
  return payees
    .map((payee) => {
      const method = methods.get(payee.userId);
      return {
        userId: payee.userId,
        name: accounts.get(payee.userId)?.name ?? '',
        email: accounts.get(payee.userId)?.email ?? '',
        roles: [...payee.roles].toSorted(),
        method: method ? { kind: method.kind, label: method.label, hasPan: method.hasPan } : null,
        balance: payee.balance,
      };
    })
    .toSorted((a, b) => b.balance.payable - a.balance.payable || a.email.localeCompare(b.email));
}

const summary = (row: Awaited<ReturnType<typeof listRuns>>[number]): PayoutRunSummary => ({
  id: row.run.id,
  provider: row.run.provider,
  minimumPaise: row.run.minimumPaise,
  startedBy: row.startedBy,
  scheduledFor: row.run.scheduledFor,
  createdAt: row.run.createdAt.toISOString(),
  payouts: row.payouts,
  netPaise: row.netPaise,
  open: row.open,
});

export async function listPayoutRuns(db: Db): Promise<PayoutRunSummary[]> {
  return (await listRuns(db, 50)).map(summary);
}

/** A run with every payout in it, the payee's name and email beside each. */
export async function readPayoutRun(db: Db, runId: string): Promise<PayoutRunDetail> {
  const [found] = await listRuns(db, 1, runId);
  if (!found) throw new AppError('not_found', /*i18n*/ 'No payout run has this id.');
  const rows = await findRunPayouts(db, runId);
  const payouts = await withDeductions(
    db,
    rows.map((row) => row.payout),
  );
  return {
    ...summary(found),
    items: payouts.map((payout, index) => ({
      ...payout,
      payeeName: rows[index]?.name ?? '',
      payeeEmail: rows[index]?.email ?? '',
    })),
  };
}

/**
 * Tax withheld from the quarter's payouts, by section and tax year (a payout in April may pay earnings credited in
 * March, under the earlier year's Act): what the operator deposits with the government. Every section of the
 * quarter's own year is listed, at ₹0 when nothing was withheld.
 */
export async function taxToDeposit(db: Db, fyStart: number, quarter: Quarter, now: Date): Promise<TaxToDeposit> {
  const { from, to } = quarterDates(fyStart, quarter);
  const [rows, deposits] = await Promise.all([sumDeductions(db, { from, to }), depositsOf(db, fyStart, quarter, now)]);
  const found = (section: WithholdingSection, taxYear: number) =>
    rows.find((row) => row.section === section && row.taxYear === taxYear);
  const years = [...new Set([...rows.map((row) => row.taxYear), fyStart])].toSorted((a, b) => a - b);
  return {
    from,
    to,
    ...deposits,
    sections: years.flatMap((taxYear) =>
      withholdingSections.flatMap((section) => {
        const row = found(section, taxYear);
        if (!row && taxYear !== fyStart) return [];
        return [
          {
            section,
            taxYear,
            label: withholdingLabel(section, taxYear),
            basePaise: row?.basePaise ?? 0,
            amountPaise: row?.amountPaise ?? 0,
          },
        ];
      }),
    ),
  };
}
