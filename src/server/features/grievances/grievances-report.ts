import { type GrievanceReport, grievanceSubjects } from '#shared/contracts/grievances.ts';
import { monthRange } from '#shared/financial-year.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { claimDueReminders, listGrievancesFiled } from './grievances.repository.ts';
import { officerGrievanceMail } from './grievances-mails.ts';
import { grievanceRulesOn } from './grievances-rules.ts';
import type { GrievanceDeps } from './grievances.service.ts';

const HOUR = 3_600_000;

const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / HOUR;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/**
 * The month's report (India time) the rules ask an operator to keep: the complaints received in it, how many were
 * taken up and resolved (by the time of the report) and how many of those within their clocks, the median hours
 * each took, and how many are still open.
 */
export async function grievanceReport(db: Db, month: string): Promise<GrievanceReport> {
  const { from, to } = monthRange(month);
  const rows = await listGrievancesFiled(db, from, to);
  const acknowledged = rows.filter((row) => row.acknowledgedAt !== null);
  const resolved = rows.filter((row) => row.resolvedAt !== null);
  return {
    month,
    received: rows.length,
    bySubject: Object.fromEntries(
      grievanceSubjects.map((subject) => [subject, rows.filter((row) => row.subject === subject).length]),
    ) as GrievanceReport['bySubject'],
    acknowledged: acknowledged.length,
    acknowledgedInTime: acknowledged.filter((row) => row.acknowledgedAt && row.acknowledgedAt <= row.acknowledgeBy)
      .length,
    resolved: resolved.length,
    resolvedInTime: resolved.filter((row) => row.resolvedAt && row.resolvedAt <= row.resolveBy).length,
    open: rows.length - resolved.length,
    medianHoursToAcknowledge: median(acknowledged.map((row) => hours(row.filedAt, row.acknowledgedAt ?? row.filedAt))),
    medianHoursToResolve: median(resolved.map((row) => hours(row.filedAt, row.resolvedAt ?? row.filedAt))),
  };
}

/**
 * Reminds the grievance officer of each ticket whose clock runs out soon (grievances-rules.ts), once per clock:
 * the reminder is marked and its mail written in one transaction. Run every few minutes by a job.
 */
export async function remindGrievanceOfficer(deps: GrievanceDeps, logger: Logger): Promise<number> {
  const rules = grievanceRulesOn(deps.now);
  const reminders = [
    { clock: 'acknowledge' as const, by: new Date(deps.now.getTime() + rules.remindHoursBeforeAcknowledge * HOUR) },
    { clock: 'resolve' as const, by: new Date(deps.now.getTime() + rules.remindDaysBeforeResolve * 24 * HOUR) },
  ];
  let sent = 0;
  for (const { clock, by } of reminders) {
    const mailIds = await deps.db.transaction(async (tx) => {
      const due = await claimDueReminders(tx, clock, by, deps.now);
      const mails = due.map((row) =>
        officerGrievanceMail({
          to: deps.operator.grievanceOfficer.email,
          ticket: row,
          reason: clock,
          queueUrl: `${deps.origin}/ops/grievances`,
        }),
      );
      return deps.mailer.write(tx, mails);
    });
    await deps.mailer.deliver(mailIds);
    sent += mailIds.length;
  }
  if (sent > 0) logger.info({ sent }, 'reminded the grievance officer');
  return sent;
}
