import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import type { Db } from '../../db/client.ts';
import { accountsByIds, verifiedEmails } from '../auth/auth-accounts.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { payoutPaidMail } from '../mail/payout-mail-templates.ts';
import { localesOfUsers } from '../profiles/profiles.service.ts';
import { withDeductions } from './payee-payouts.service.ts';
import {
  claimPayoutMailEvent,
  deleteComposedPayoutMailBefore,
  findUncomposedPayoutMail,
  type PayoutMailEventRow,
} from './payout-mail.repository.ts';
import { findPayout } from './payout-runs.repository.ts';

/*
 * Mail about a payout (decision 037), the way order mail works (decision 044): the transaction that settles a
 * payout records the mail it owes (`recordPayoutResult`, one row per payout, so a replayed webhook or a second
 * upload of the bank file records nothing more); after the commit the `payouts.mail` job writes it to the outbox
 * and marks it composed in one transaction, and the minute's sweep writes any whose job was lost.
 */

export const PAYOUT_MAIL_JOB = 'payouts.mail';

export interface PayoutMailDeps {
  db: Db;
  mailer: Mailer;
  /** The site's public origin, for links. */
  origin: string;
  now: () => Date;
}

/**
 * The payee's mail, at their account's verified email and in their language: what was paid, where, when, under
 * which UTR, and each deduction. None when the payout is no longer paid (the bank sent it back before the mail was
 * written) or the account has no verified email.
 */
async function paidMails(deps: PayoutMailDeps, payoutId: string): Promise<MailMessage[]> {
  const payout = await findPayout(deps.db, payoutId);
  if (!payout || payout.status !== 'paid' || !payout.utr) return [];
  const [emails, locales, accounts, [view]] = await Promise.all([
    verifiedEmails(deps.db, [payout.userId]),
    localesOfUsers(deps.db, [payout.userId]),
    accountsByIds(deps.db, [payout.userId]),
    withDeductions(deps.db, [payout]),
  ]);
  const to = emails.get(payout.userId);
  if (!to || !view) return [];
  return [
    payoutPaidMail({
      locale: locales.get(payout.userId) ?? 'en',
      to,
      payeeName: accounts.get(payout.userId)?.name ?? '',
      grossPaise: view.grossPaise,
      deductions: view.deductions,
      netPaise: view.netPaise,
      destination: view.destination,
      utr: payout.utr,
      referenceKind: view.referenceKind,
      paidAt: payout.settledAt ?? deps.now(),
      dashboardUrl: `${deps.origin}/dashboard`,
    }),
  ];
}

/** Writes one payout's owed mail to the outbox and marks it composed, in one transaction; then starts delivery. */
export async function composePayoutMail(
  deps: PayoutMailDeps,
  key: Pick<PayoutMailEventRow, 'payoutId' | 'kind'>,
): Promise<number> {
  const mailIds = await deps.db.transaction(async (tx) => {
    const event = await claimPayoutMailEvent(tx, key, deps.now());
    if (!event) return [];
    return deps.mailer.write(tx, await paidMails({ ...deps, db: tx }, event.payoutId));
  });
  await deps.mailer.deliver(mailIds);
  return mailIds.length;
}

const BATCH = 100;
/** How long a composed event is kept. */
const KEEP_COMPOSED_MS = 7 * 86_400_000;

/**
 * Every payout mail owed, oldest first, until none is left: the `payouts.mail` job (asked for after a settlement
 * commits) and its sweep (every minute, for a job that was lost) both run it.
 */
export async function composeOwedPayoutMail(deps: PayoutMailDeps): Promise<number> {
  let written = 0;
  for (;;) {
    const owed = await findUncomposedPayoutMail(deps.db, BATCH);
    for (const key of owed) written += await composePayoutMail(deps, key);
    if (owed.length < BATCH) break;
  }
  await deleteComposedPayoutMailBefore(deps.db, new Date(deps.now().getTime() - KEEP_COMPOSED_MS));
  return written;
}

/**
 * After a request's settlement has committed: the `payouts.mail` job writes what is owed now. If the queue cannot
 * take it, the sweep writes it within a minute.
 */
export function sendOwedPayoutMail(c: Pick<Context<AppEnv>, 'get'>): void {
  const { jobs } = c.get('deps');
  const logger = c.get('logger');
  jobs
    .send(PAYOUT_MAIL_JOB, {}, { singletonKey: 'owed' })
    .catch((error: unknown) =>
      logger.warn({ err: error }, 'the payout mail job could not be queued; the sweep will write it'),
    );
}
