import type { AuditSubject } from '#shared/contracts/ops.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { findPayoutsWithPayee, findRunsById } from './payout-audit.repository.ts';

/**
 * The audit log's names for payouts and runs, by id: a payout by its payee (the amount sent and their email beside
 * it), a run by when it started (its provider beside it, `manual` or `razorpayx`).
 */
export async function payoutAuditSubjects(
  db: Db,
  ids: { payouts: string[]; runs: string[] },
): Promise<{ payouts: Map<string, AuditSubject>; runs: Map<string, AuditSubject> }> {
  const payoutIds = [...new Set(ids.payouts.filter(isUuid))];
  const runIds = [...new Set(ids.runs.filter(isUuid))];
  const [payoutRows, runRows] = await Promise.all([
    payoutIds.length > 0 ? findPayoutsWithPayee(db, payoutIds) : [],
    runIds.length > 0 ? findRunsById(db, runIds) : [],
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
  };
}
