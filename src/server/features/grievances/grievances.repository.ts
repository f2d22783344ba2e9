import { and, asc, desc, eq, gte, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { indiaDate } from '#shared/financial-year.ts';
import type { Db } from '../../db/client.ts';
import { type GrievanceRow, grievances } from './grievances.schema.ts';

export type NewGrievance = Omit<typeof grievances.$inferInsert, 'id' | 'number' | 'status'>;

/** Stores a complaint under the next ticket number of its year: GR-2026-000042. */
export async function insertGrievance(db: Db, row: NewGrievance): Promise<GrievanceRow> {
  const year = indiaDate(row.filedAt).slice(0, 4);
  const [inserted] = await db
    .insert(grievances)
    .values({ ...row, number: sql`${`GR-${year}-`} || lpad(nextval('grievance_numbers')::text, 6, '0')` })
    .returning();
  if (!inserted) throw new Error('the grievance was not stored');
  return inserted;
}

export async function findGrievance(db: Db, id: string): Promise<GrievanceRow | null> {
  const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
  return row ?? null;
}

/** The account's complaints, newest first. */
export function listGrievancesOf(db: Db, userId: string): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(eq(grievances.userId, userId))
    .orderBy(desc(grievances.filedAt), desc(grievances.id))
    .limit(100);
}

/** The operator's queue: open tickets by the deadline nearest first, or the latest resolved. */
export function listGrievanceQueue(db: Db, status: 'open' | 'resolved'): Promise<GrievanceRow[]> {
  return status === 'open'
    ? db
        .select()
        .from(grievances)
        .where(ne(grievances.status, 'resolved'))
        .orderBy(asc(grievances.acknowledgeBy), asc(grievances.id))
        .limit(200)
    : db
        .select()
        .from(grievances)
        .where(eq(grievances.status, 'resolved'))
        .orderBy(desc(grievances.resolvedAt), desc(grievances.id))
        .limit(200);
}

/** Takes a received ticket up; null when it is not waiting to be (someone moved it first). */
export async function markAcknowledged(db: Db, id: string, by: string, at: Date): Promise<GrievanceRow | null> {
  const [row] = await db
    .update(grievances)
    .set({ status: 'acknowledged', acknowledgedAt: at, acknowledgedBy: by })
    .where(and(eq(grievances.id, id), eq(grievances.status, 'received')))
    .returning();
  return row ?? null;
}

/** Resolves an open ticket (taking it up too, if nobody had); null when it is resolved already. */
export async function markResolved(
  db: Db,
  id: string,
  by: string,
  at: Date,
  resolution: string,
): Promise<GrievanceRow | null> {
  const [row] = await db
    .update(grievances)
    .set({
      status: 'resolved',
      acknowledgedAt: sql`coalesce(${grievances.acknowledgedAt}, ${at})`,
      acknowledgedBy: sql`coalesce(${grievances.acknowledgedBy}, ${by})`,
      resolvedAt: at,
      resolvedBy: by,
      resolution,
    })
    .where(and(eq(grievances.id, id), ne(grievances.status, 'resolved')))
    .returning();
  return row ?? null;
}

/** Every complaint filed in [start, end). */
export function listGrievancesFiled(db: Db, start: Date, end: Date): Promise<GrievanceRow[]> {
  return db
    .select()
    .from(grievances)
    .where(and(gte(grievances.filedAt, start), lt(grievances.filedAt, end)));
}

/**
 * Claims the tickets whose clock runs out by `by` and whose officer has not been reminded of it: marks them
 * reminded at `now` and returns them (the caller writes the mail in the same transaction).
 */
export function claimDueReminders(db: Db, clock: 'acknowledge' | 'resolve', by: Date, now: Date) {
  const [deadline, reminded, open] =
    clock === 'acknowledge'
      ? [grievances.acknowledgeBy, grievances.acknowledgeReminderAt, eq(grievances.status, 'received')]
      : [grievances.resolveBy, grievances.resolveReminderAt, ne(grievances.status, 'resolved')];
  return db
    .update(grievances)
    .set(clock === 'acknowledge' ? { acknowledgeReminderAt: now } : { resolveReminderAt: now })
    .where(and(open, isNull(reminded), lte(deadline, by)))
    .returning();
}

/**
 * The account's complaints lose their name and email (its erasure): the tickets stay for the monthly report the
 * rules ask for, and no mail about them can go out any more.
 */
export async function eraseComplainant(tx: Db, userId: string): Promise<number> {
  const erased = await tx
    .update(grievances)
    .set({ name: '', email: '' })
    .where(eq(grievances.userId, userId))
    .returning({ id: grievances.id });
  return erased.length;
}
