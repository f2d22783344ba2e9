import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { formatBps } from '#shared/contracts/commission.ts';
import type { AuditEntry } from '#shared/contracts/ops.ts';
import type { PayoutProviderName } from '#shared/contracts/payouts-runs.ts';
import { formatRupees } from '#shared/money.ts';
import { formatDate } from '#web/lib/format.ts';
import { providerName } from './payout-words.ts';

/*
 * The audit log in words, in the reader's language (decision 047): what each recorded action did, what kind of thing
 * it was done to, and what the row kept beside it. The names of the things come from the server, read through
 * their owners when the log is read.
 */

const actions: Record<string, MessageDescriptor> = {
  'product.hide': msg`Hid a product`,
  'product.restore': msg`Restored a product`,
  'store.hide': msg`Hid a store`,
  'store.restore': msg`Restored a store`,
  'review.hide': msg`Hid a review`,
  'review.restore': msg`Restored a review`,
  'campaign.hide': msg`Hid a campaign`,
  'campaign.restore': msg`Restored a campaign`,
  'seller.suspend': msg`Suspended a seller`,
  'seller.restore': msg`Restored a seller`,
  'creator.suspend': msg`Suspended a creator`,
  'creator.restore': msg`Restored a creator`,
  // A grant or revocation is recorded as by the account whose role it is (it comes from the command line).
  'operator.grant': msg`Was made an operator`,
  'operator.revoke': msg`Was removed as an operator`,
  'commission.set': msg`Changed the commission rates`,
  'payout_run.start': msg`Started a payout run`,
  'payout_run.bank_file': msg`Downloaded a run’s bank file`,
  'payout_run.bank_result': msg`Uploaded the bank’s result for a run`,
  'payout.paid': msg`Recorded a payout as paid`,
  'payout.failed': msg`Recorded a payout as failed`,
  'tds_challan.record': msg`Recorded a TDS challan`,
  'grievance.acknowledge': msg`Took up a complaint`,
  'grievance.resolve': msg`Resolved a complaint`,
};

const kinds: Record<string, MessageDescriptor> = {
  product: msg`Product`,
  store: msg`Store`,
  creator: msg`Creator`,
  seller: msg`Seller`,
  campaign: msg`Campaign`,
  review: msg`Review`,
  operator: msg`Account`,
  commission: msg`Commission rates`,
  payout_run: msg`Payout run`,
  payout: msg`Payout`,
  tds_challan: msg`TDS challan`,
  grievance: msg`Complaint`,
};

/** The action in words; an action this console does not know yet, as recorded. */
export const actionText = (i18n: I18n, action: string): string => {
  const words = actions[action];
  return words ? i18n._(words) : action;
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const whole = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** What the row is about: its kind, its name now, and what tells it apart. */
export function subjectOf(i18n: I18n, entry: AuditEntry): { kind: string; name: string; detail: string | null } {
  const kindWords = kinds[entry.subjectType];
  const kind = kindWords ? i18n._(kindWords) : entry.subjectType;
  const { subject } = entry;
  if (entry.subjectType === 'commission') return { kind, name: '', detail: null };
  if (!subject) {
    // Gone since: the name it had when the action was taken (moderation keeps it), else its id.
    const name = text(entry.details.title) ?? entry.subjectId;
    return { kind, name, detail: i18n._(msg`No longer exists`) };
  }
  if (entry.subjectType === 'payout_run') {
    const started = formatDate(subject.at ?? entry.at);
    const provider = subject.detail === 'manual' || subject.detail === 'razorpayx' ? subject.detail : null;
    return {
      kind,
      name: i18n._(msg`started ${started}`),
      detail: provider ? providerName(i18n, provider satisfies PayoutProviderName) : null,
    };
  }
  const name = subject.name ?? entry.subjectId;
  const beside = subject.detail;
  if (beside && entry.subjectType === 'product') return { kind, name, detail: i18n._(msg`Sold by ${beside}`) };
  if (beside && entry.subjectType === 'review') return { kind, name, detail: i18n._(msg`By ${beside}`) };
  return { kind, name, detail: beside };
}

/** What the row kept beside the action, in words: a run's size, a file's rows, a UTR, the rates set. */
export function extrasOf(i18n: I18n, entry: AuditEntry): string {
  const { details } = entry;
  switch (entry.action) {
    case 'payout_run.start': {
      const payouts = whole(details.payouts);
      const minimumPaise = whole(details.minimumPaise);
      if (payouts === null || minimumPaise === null) break;
      const minimum = formatRupees(minimumPaise);
      return i18n._(
        msg`${plural(payouts, { one: '# payout', other: '# payouts' })}, each balance of ${minimum} or more`,
      );
    }
    case 'payout_run.bank_file': {
      const rows = whole(details.rows);
      if (rows === null) break;
      return i18n._(msg`${plural(rows, { one: '# payout in the file', other: '# payouts in the file' })}`);
    }
    case 'payout_run.bank_result': {
      const paid = whole(details.paid);
      const failed = whole(details.failed);
      if (paid === null || failed === null) break;
      return i18n._(msg`${paid} paid, ${failed} failed.`);
    }
    case 'payout.paid': {
      const utr = text(details.utr);
      return utr ? i18n._(msg`UTR ${utr}`) : '';
    }
    case 'commission.set': {
      const seller = whole(details.sellerDefaultBps);
      const creator = whole(details.creatorMarkupBps);
      if (seller === null || creator === null) break;
      const sellerRate = formatBps(seller);
      const creatorRate = formatBps(creator);
      return i18n._(msg`Sellers ${sellerRate} by default, creators ${creatorRate} of their markup`);
    }
    case 'operator.grant':
    case 'operator.revoke':
      return details.by === 'cli' ? i18n._(msg`From the command line`) : '';
    default:
      // Moderation keeps the title and state it left, which the name and the action already say.
      return '';
  }
  return '';
}
