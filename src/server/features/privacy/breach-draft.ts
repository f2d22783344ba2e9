import type { OperatorIdentity } from '#shared/contracts/grievances.ts';
import type { Db } from '../../db/client.ts';
import { textColumn, writeCsv } from '../../lib/csv.ts';
import { accountsInWindow } from '../auth/auth-accounts.ts';
import { orderContactsBetween } from '../orders/buyer-data.ts';
import { logProcessing } from './privacy.service.ts';

/** What the operator knows of a breach when drafting: the window, what it reached, and what was done. */
export interface BreachFacts {
  from: Date;
  to: Date;
  /** Whose data it reached: accounts signed in during the window, or every account, and the contacts of the window's orders. */
  scope: 'sign-ins' | 'all';
  /** What happened and which data, in the operator's words. */
  what: string;
  /** What has been done and is being done about it. */
  measures: string;
  /** When the operator became aware: the Board's 72 hours run from it. */
  awareAt: Date;
}

export interface BreachDraft {
  recipients: { userId: string; name: string; email: string; reason: string }[];
  recipientsCsv: string;
  noticeToPeople: string;
  intimationToBoard: string;
}

const day = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/**
 * Drafts the intimations of the Digital Personal Data Protection Rules, 2025, rule 7 (docs/breach-runbook.md): one
 * to each person affected (what happened, when and where, its likely consequences, what Haat did, what they can do,
 * whom to ask) and one to the Data Protection Board (the same, and within 72 hours of `awareAt` the detailed report).
 * The people are found from Haat's own records: accounts signed in during the window (or every account) and the
 * contacts of orders placed in it. Each affected account's processing log records the draft.
 */
export async function draftBreachNotices(
  db: Db,
  facts: BreachFacts,
  operator: OperatorIdentity,
  now: Date,
): Promise<BreachDraft> {
  const byEmail = new Map<string, BreachDraft['recipients'][number]>();
  for (const account of await accountsInWindow(db, facts.scope, facts.from, facts.to)) {
    byEmail.set(account.email.toLowerCase(), {
      userId: account.id,
      name: account.name,
      email: account.email,
      reason: facts.scope === 'all' ? 'account' : 'signed in during the window',
    });
  }
  for (const contact of await orderContactsBetween(db, facts.from, facts.to)) {
    if (!contact.email || byEmail.has(contact.email.toLowerCase())) continue;
    byEmail.set(contact.email.toLowerCase(), {
      userId: contact.userId ?? '',
      name: contact.name,
      email: contact.email,
      reason: 'ordered during the window',
    });
  }
  const recipients = [...byEmail.values()].toSorted((a, b) => a.email.localeCompare(b.email));
  for (const recipient of recipients) {
    if (recipient.userId)
      await logProcessing(db, recipient.userId, 'breach_notice_drafted', now, { window: [facts.from, facts.to] });
  }
  const deadline = new Date(facts.awareAt.getTime() + 72 * 3_600_000);
  const window = `between ${day(facts.from)} and ${day(facts.to)}`;
  const contact = `${operator.grievanceOfficer.name}, ${operator.grievanceOfficer.designation}, ${operator.grievanceOfficer.email}${operator.grievanceOfficer.phone ? `, ${operator.grievanceOfficer.phone}` : ''}`;
  const noticeToPeople = [
    `Subject: Your data with ${operator.legalName}: a security incident`,
    '',
    'Dear {name},',
    '',
    `We are writing because of a security incident ${window} that may have reached your personal data on Haat.`,
    '',
    `What happened: ${facts.what}`,
    `What it may mean for you: someone may have seen or used the data named above. Watch for messages that use it to ask for payment, passwords or OTPs; Haat never asks for them.`,
    `What we have done: ${facts.measures}`,
    'What you can do: change your Haat password, and the password of any account where you used the same one; tell your bank at once of any payment you did not make.',
    `Whom to ask: ${contact}. You may also complain at /grievance, and then to the Data Protection Board of India.`,
    '',
    `${operator.legalName}, ${operator.address}`,
  ].join('\n');
  const intimationToBoard = [
    `# Intimation of a personal data breach: ${operator.legalName}`,
    '',
    'Under rule 7(2) of the Digital Personal Data Protection Rules, 2025.',
    '',
    `- Data Fiduciary: ${operator.legalName}, ${operator.address}; contact ${contact}.`,
    `- Became aware: ${day(facts.awareAt)}. Detailed report due by ${day(deadline)} (72 hours).`,
    `- Nature, extent, timing and location: ${facts.what} (${window}).`,
    `- Data Principals likely affected: ${recipients.length} (listed in recipients.csv).`,
    '- Likely impact: to be assessed; see the notice sent to the people affected.',
    '',
    '## Within 72 hours (rule 7(2)(b))',
    '',
    '- Broad facts, circumstances and reasons leading to the breach: TO COMPLETE',
    `- Measures implemented or proposed to mitigate the risk: ${facts.measures}`,
    '- Findings regarding the person who caused the breach: TO COMPLETE',
    '- Remedial measures to prevent it happening again: TO COMPLETE',
    `- Intimations given to the Data Principals: ${recipients.length} drafted on ${day(now)}; record when each was sent.`,
  ].join('\n');
  const recipientsCsv = writeCsv(
    recipients.map((recipient) => [recipient.userId, recipient.name, recipient.email, recipient.reason]),
    ['account', 'name', 'email', 'reason'].map(textColumn),
  );
  return { recipients, recipientsCsv, noticeToPeople, intimationToBoard };
}
