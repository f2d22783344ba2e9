import { AUDIT_PAGE_SIZE, type AuditPage, type AuditSubject } from '#shared/contracts/ops.ts';
import type { Db } from '../../db/client.ts';
import { accountsByIds } from '../auth/auth-accounts.ts';
import { campaignAuditSubjects } from '../campaigns/moderation.service.ts';
import { catalogAuditSubjects } from '../catalog/moderation.service.ts';
import { payoutAuditSubjects } from '../payouts/payout-audit.service.ts';
import { storeAuditSubjects } from '../stores/moderation.service.ts';
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

type Row = { subjectType: string; subjectId: string };

/**
 * What each row is about, named by the feature that owns it (one owner per table, decision 032): products, sellers
 * and reviews by catalog, stores and creators by stores, campaigns by campaigns, payouts and runs by payouts, an
 * operator's account by auth. Keyed `type:id`; a subject that no longer exists has no entry.
 */
async function subjectsOf(db: Db, rows: Row[]): Promise<Map<string, AuditSubject>> {
  const idsOf = (...types: string[]) =>
    rows.filter((row) => types.includes(row.subjectType)).map((row) => row.subjectId);
  const [catalog, stores, campaigns, payouts, accounts] = await Promise.all([
    catalogAuditSubjects(db, { products: idsOf('product'), sellers: idsOf('seller'), reviews: idsOf('review') }),
    storeAuditSubjects(db, idsOf('store', 'creator')),
    campaignAuditSubjects(db, idsOf('campaign')),
    payoutAuditSubjects(db, {
      payouts: idsOf('payout'),
      runs: idsOf('payout_run'),
      challans: idsOf('tds_challan'),
    }),
    accountsByIds(db, [...new Set(idsOf('operator'))]),
  ]);
  const byType: Record<string, Map<string, AuditSubject>> = {
    product: catalog.products,
    seller: catalog.sellers,
    review: catalog.reviews,
    store: stores.stores,
    creator: stores.creators,
    campaign: campaigns,
    payout: payouts.payouts,
    payout_run: payouts.runs,
    tds_challan: payouts.challans,
    operator: new Map(
      [...accounts].map(([id, account]) => [id, { name: account.email, detail: account.name || null, at: null }]),
    ),
  };
  const subjects = new Map<string, AuditSubject>();
  for (const [type, found] of Object.entries(byType))
    for (const [id, subject] of found) subjects.set(`${type}:${id}`, subject);
  return subjects;
}

/**
 * A page of the audit log, newest first, with each operator's name and email and what each row is about as its
 * owner names it now; `before` is the last id of the page before.
 */
export async function readAuditLog(db: Db, before: number | undefined): Promise<AuditPage> {
  const rows = await listOperatorActions(db, before, AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const subjects = await subjectsOf(db, page);
  return {
    items: page.map((row) => ({
      ...row,
      id: String(row.id),
      at: row.at.toISOString(),
      subject: subjects.get(`${row.subjectType}:${row.subjectId}`) ?? null,
    })),
    nextBefore: rows.length > AUDIT_PAGE_SIZE ? String(page.at(-1)?.id) : null,
  };
}
