import { AUDIT_PAGE_SIZE, type AuditPage } from '#shared/contracts/ops.ts';
import type { Db } from '../../db/client.ts';
import { insertOperatorAction, listOperatorActions } from './audit.repository.ts';

/** One operator action for the audit log: who, what (to which subject), why, and anything more worth keeping. */
export interface OperatorAction {
  operatorUserId: string;
  /** `<subject>.<verb>`: product.hide, seller.suspend, operator.grant, payout_run.create. */
  action: string;
  subjectType: string;
  subjectId: string;
  /** Why; every moderation action has one (its owner is shown it). */
  reason?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends the action to the audit log, at `at` (the app's clock). Call it with the transaction that makes the change,
 * so the change and its audit row commit together or not at all. Returns the row's id.
 */
export function recordOperatorAction(db: Db, action: OperatorAction, at: Date): Promise<number> {
  return insertOperatorAction(db, {
    operatorUserId: action.operatorUserId,
    action: action.action,
    subjectType: action.subjectType,
    subjectId: action.subjectId,
    reason: action.reason ?? null,
    details: action.details ?? {},
    at,
  });
}

/** A page of the audit log, newest first, with each operator's email; `before` is the last id of the page before. */
export async function readAuditLog(db: Db, before: number | undefined): Promise<AuditPage> {
  const rows = await listOperatorActions(db, before, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    items: page.map((row) => ({ ...row, id: String(row.id), at: row.at.toISOString() })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? String(page.at(-1)?.id) : null,
  };
}
