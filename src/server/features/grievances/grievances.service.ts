import {
  type Grievance,
  type GrievanceComplaint,
  type OperatorIdentity,
  type QueuedGrievance,
} from '#shared/contracts/grievances.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../lib/errors.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { recordOperatorAction } from '../ops/audit.service.ts';
import {
  eraseComplainant,
  findGrievance,
  insertGrievance,
  listGrievanceQueue,
  listGrievancesOf,
  markAcknowledged,
  markResolved,
} from './grievances.repository.ts';
import {
  grievanceAcknowledgedMail,
  grievanceReceivedMail,
  grievanceResolvedMail,
  officerGrievanceMail,
} from './grievances-mails.ts';
import { grievanceDeadlines } from './grievances-rules.ts';
import type { GrievanceRow } from './grievances.schema.ts';

/*
 * Complaints to the operator's grievance officer (decision 054). Filing one stores it with its ticket number and
 * both deadlines and writes the acknowledgement mail in the same transaction; an operator takes it up, then
 * resolves it, each change mailed to the complainant and kept in the audit log.
 */

/** The demo's operator, standing in until the operator's own is configured (production requires it: env.ts). */
const DEMO_OPERATOR: OperatorIdentity = {
  legalName: 'Haat Demo Commerce Private Limited',
  address: '2nd Floor, 14 Residency Road, Bengaluru, Karnataka 560025',
  contact: { email: 'care@haat.demo', phone: '' },
  grievanceOfficer: { name: 'Asha Menon', designation: 'Grievance Officer', email: 'grievance@haat.demo', phone: '' },
};

/** Who runs this Haat, from its configuration. */
export function operatorIdentity(env: Env): OperatorIdentity {
  return {
    legalName: env.OPERATOR_LEGAL_NAME ?? DEMO_OPERATOR.legalName,
    address: env.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
    contact: {
      email: env.OPERATOR_EMAIL ?? DEMO_OPERATOR.contact.email,
      phone: env.OPERATOR_PHONE ?? DEMO_OPERATOR.contact.phone,
    },
    grievanceOfficer: {
      name: env.GRIEVANCE_OFFICER_NAME ?? DEMO_OPERATOR.grievanceOfficer.name,
      designation: env.GRIEVANCE_OFFICER_DESIGNATION,
      email: env.GRIEVANCE_OFFICER_EMAIL ?? DEMO_OPERATOR.grievanceOfficer.email,
      phone: env.GRIEVANCE_OFFICER_PHONE ?? DEMO_OPERATOR.grievanceOfficer.phone,
    },
  };
}

export interface GrievanceDeps {
  db: Db;
  now: Date;
  mailer: Mailer;
  operator: OperatorIdentity;
  /** The site's public origin, for links in mail. */
  origin: string;
}

export function toGrievance(row: GrievanceRow): Grievance {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    reference: row.reference,
    details: row.details,
    status: row.status,
    filedAt: row.filedAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolution: row.resolution,
    acknowledgeBy: row.acknowledgeBy.toISOString(),
    resolveBy: row.resolveBy.toISOString(),
  };
}

function toQueued(row: GrievanceRow, now: Date): QueuedGrievance {
  const acknowledgedAt = row.acknowledgedAt ?? row.resolvedAt ?? now;
  const resolvedAt = row.resolvedAt ?? now;
  return {
    ...toGrievance(row),
    name: row.name,
    email: row.email,
    account: row.userId !== null,
    overdue: [
      ...(acknowledgedAt > row.acknowledgeBy ? (['acknowledge'] as const) : []),
      ...(resolvedAt > row.resolveBy ? (['resolve'] as const) : []),
    ],
  };
}

function complainantMail(deps: GrievanceDeps, row: GrievanceRow) {
  return {
    locale: row.locale as Locale,
    to: row.email,
    ticket: row,
    officer: deps.operator.grievanceOfficer,
    followUrl: `${deps.origin}${row.userId ? '/account#grievances' : '/grievance'}`,
  };
}

/** Writes the mails in the caller's transaction and sends them once it has committed. */
async function withMail<T>(
  deps: GrievanceDeps,
  change: (tx: Db) => Promise<{ result: T; mails: MailMessage[] }>,
): Promise<T> {
  const done = await deps.db.transaction(async (tx) => {
    const { result, mails } = await change(tx);
    return { result, mailIds: await deps.mailer.write(tx, mails) };
  });
  await deps.mailer.deliver(done.mailIds);
  return done.result;
}

export interface Complainant {
  /** The signed-in account filing it, or null for a guest. */
  user: { id: string; name: string; email: string } | null;
  locale: Locale;
}

/** Files a complaint: a ticket number at once, and the acknowledgement mail to the complainant. */
export async function fileGrievance(
  deps: GrievanceDeps,
  who: Complainant,
  input: GrievanceComplaint,
): Promise<Grievance> {
  const name = who.user?.name || input.name;
  const email = who.user?.email ?? input.email;
  if (!name || !email) {
    throw new AppError('validation_failed', /*i18n*/ 'Tell us your name and email so we can answer you.', {
      fields: {
        ...(name ? {} : { name: [/*i18n*/ 'Enter your name.'] }),
        ...(email ? {} : { email: [/*i18n*/ 'Enter your email address.'] }),
      },
    });
  }
  return withMail(deps, async (tx) => {
    const row = await insertGrievance(tx, {
      userId: who.user?.id ?? null,
      name,
      email,
      locale: who.locale,
      subject: input.subject,
      reference: input.reference,
      details: input.details,
      filedAt: deps.now,
      ...grievanceDeadlines(deps.now),
    });
    const officer = officerGrievanceMail({
      to: deps.operator.grievanceOfficer.email,
      ticket: row,
      reason: 'filed',
      queueUrl: `${deps.origin}/ops/grievances`,
    });
    return { result: toGrievance(row), mails: [grievanceReceivedMail(complainantMail(deps, row)), officer] };
  });
}

export async function listOwnGrievances(db: Db, userId: string): Promise<Grievance[]> {
  return (await listGrievancesOf(db, userId)).map(toGrievance);
}

export async function grievanceQueue(db: Db, status: 'open' | 'resolved', now: Date): Promise<QueuedGrievance[]> {
  return (await listGrievanceQueue(db, status)).map((row) => toQueued(row, now));
}

async function ticketToMove(db: Db, id: string): Promise<GrievanceRow> {
  const row = await findGrievance(db, id);
  if (!row) throw new AppError('not_found', /*i18n*/ 'No such complaint.');
  return row;
}

const alreadyMoved = (row: GrievanceRow) =>
  new AppError(
    'conflict',
    row.status === 'resolved'
      ? /*i18n*/ 'This complaint is resolved already.'
      : /*i18n*/ 'This complaint is taken up already.',
  );

/** An operator takes a complaint up: the complainant is told, and the audit log keeps who did. */
export async function acknowledgeGrievance(
  deps: GrievanceDeps,
  operatorUserId: string,
  id: string,
): Promise<QueuedGrievance> {
  const before = await ticketToMove(deps.db, id);
  if (before.status !== 'received') throw alreadyMoved(before);
  return withMail(deps, async (tx) => {
    const row = await markAcknowledged(tx, id, operatorUserId, deps.now);
    if (!row) throw alreadyMoved({ ...before, status: 'acknowledged' });
    await recordOperatorAction(
      tx,
      { operatorUserId, action: 'grievance.acknowledge', subjectType: 'grievance', subjectId: row.id },
      deps.now,
    );
    return {
      result: toQueued(row, deps.now),
      mails: row.email ? [grievanceAcknowledgedMail(complainantMail(deps, row))] : [],
    };
  });
}

/** An operator resolves a complaint, saying what was done: the complainant is told it, in their mail and account. */
export async function resolveGrievance(
  deps: GrievanceDeps,
  operatorUserId: string,
  id: string,
  resolution: string,
): Promise<QueuedGrievance> {
  const before = await ticketToMove(deps.db, id);
  if (before.status === 'resolved') throw alreadyMoved(before);
  return withMail(deps, async (tx) => {
    const row = await markResolved(tx, id, operatorUserId, deps.now, resolution);
    if (!row) throw alreadyMoved({ ...before, status: 'resolved' });
    await recordOperatorAction(
      tx,
      { operatorUserId, action: 'grievance.resolve', subjectType: 'grievance', subjectId: row.id, reason: resolution },
      deps.now,
    );
    return {
      result: toQueued(row, deps.now),
      // An erased complainant has no address any more: the ticket moves, no mail goes.
      mails: row.email ? [grievanceResolvedMail({ ...complainantMail(deps, row), resolution })] : [],
    };
  });
}

/** An erased account's complaints lose its name and email; the tickets stay for the monthly report (privacy). */
export function eraseComplaintsOf(tx: Db, userId: string): Promise<number> {
  return eraseComplainant(tx, userId);
}
