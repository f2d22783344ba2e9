import type { AuditSubject } from '#shared/contracts/ops.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { findPayoutsWithPayee, findRunsById } from './payout-audit.repository.ts';
import { findChallansById } from './tds-challans.repository.ts';

/**
 * The audit log's names for payouts, runs and TDS challans, by id: a payout by its payee (the amount sent and their
 * email beside it), a run by when it started (its provider beside it, `manual` or `razorpayx`), a challan by its
 * identification number (the amount, section and month it pays beside it).
 */
export async function payoutAuditSubjects(
  db: Db,
  ids: { payouts: string[]; runs: string[]; challans: string[] },
): Promise<{
  payouts: Map<string, AuditSubject>;
  runs: Map<string, AuditSubject>;
  challans: Map<string, AuditSubject>;
}> {
  const payoutIds = [...new Set(ids.payouts.filter(isUuid))];
  const runIds = [...new Set(ids.runs.filter(isUuid))];
  const [payoutRows, runRows, challanRows] = await Promise.all([
    payoutIds.length > 0 ? findPayoutsWithPayee(db, payoutIds) : [],
    runIds.length > 0 ? findRunsById(db, runIds) : [],
    findChallansById(db, [...new Set(ids.challans.filter(isUuid))]),
  ]);
  return {
    payouts: new Map(
      payoutRows.map((row) => [
        row.id,
        { name: row.name || row.email, detail: `${formatRupees(row.netPaise)} · ${row.email}`, at: null },
      ]),
    ),
    runs: new Map(
      runRows.map((row) => [row.id, { name: null, detail: row.provider, at: row.createdAt.toISOString() }]),
    ),
    challans: new Map(
      challanRows.map((row) => [
        row.id,
        {
          name: `${row.bsrCode} ${row.depositedOn} ${row.serial}`,
          detail: `${formatRupees(row.amountPaise)} · ${row.section} ${row.month}`,
          at: null,
        },
      ]),
    ),
  };
}
