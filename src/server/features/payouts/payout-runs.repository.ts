// The payouts feature's tables (payout_runs, payouts, payout_deductions, payout_webhook_events).
import { and, desc, eq, gte, inArray, isNotNull, lt, lte, ne, sql, sum } from 'drizzle-orm';
import type { PayoutStatus } from '#shared/contracts/payouts-runs.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { payoutDeductions, payoutRuns, payouts, payoutWebhookEvents, payoutYearBases } from './payout-runs.schema.ts';

export type PayoutRunRow = typeof payoutRuns.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

// Any constant works; it only has to be the same in every Haat process.
const PAYOUT_RUN_LOCK_KEY = 727_273;

/** Waits for any other run being created (in any process), until the transaction ends. */
export async function lockPayoutRuns(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_RUN_LOCK_KEY})`);
}

/** A new run; null when a scheduled run for that week exists already. */
export async function insertRun(tx: Db, values: typeof payoutRuns.$inferInsert): Promise<PayoutRunRow | null> {
  const [row] = await tx.insert(payoutRuns).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function insertPayout(tx: Db, values: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(values).returning();
  if (!row) throw new Error('The payout was not written');
  return row;
}

export async function updatePayout(tx: Db, id: string, values: Partial<typeof payouts.$inferInsert>): Promise<void> {
  await tx.update(payouts).set(values).where(eq(payouts.id, id));
}

export async function insertDeductions(tx: Db, rows: (typeof payoutDeductions.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(payoutDeductions).values(rows);
}

/** Accounts with a payout the bank has not settled yet. */
export async function findUsersWithOpenPayouts(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ userId: payouts.userId })
    .from(payouts)
    .where(inArray(payouts.status, ['pending', 'processing']));
  return new Set(rows.map((row) => row.userId));
}

/** Payouts not yet handed to their provider (from any run, e.g. one a crash cut short), with the run's provider. */
export function findPendingPayouts(db: Db, runId?: string) {
  return db
    .select({ payout: payouts, provider: payoutRuns.provider })
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .where(and(eq(payouts.status, 'pending'), runId ? eq(payouts.runId, runId) : undefined))
    .orderBy(payouts.createdAt, payouts.id);
}

/** A provider's payouts not yet settled (pending or processing), oldest first. */
export function findOpenPayoutsOf(db: Db, provider: PayoutRunRow['provider']) {
  return db
    .select({ payout: payouts })
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .where(and(inArray(payouts.status, ['pending', 'processing']), eq(payoutRuns.provider, provider)))
    .orderBy(payouts.createdAt, payouts.id);
}

/** RazorpayX payouts submitted before `before` and still waiting for their result (a webhook may have been lost). */
export function findUnsettledProviderPayouts(db: Db, before: Date) {
  return db
    .select({ id: payouts.id, providerPayoutId: payouts.providerPayoutId })
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .where(
      and(
        eq(payouts.status, 'processing'),
        eq(payoutRuns.provider, 'razorpayx'),
        isNotNull(payouts.providerPayoutId),
        lt(payouts.submittedAt, before),
      ),
    )
    .orderBy(payouts.submittedAt);
}

/**
 * Moves a payout on if it is still in one of `from` (one conditional update): the row after, or null when
 * it had already moved (a replayed webhook, a second recording of the same result).
 */
export async function movePayout(
  tx: Db,
  id: string,
  from: PayoutStatus[],
  values: Partial<typeof payouts.$inferInsert> & { status: PayoutStatus },
): Promise<PayoutRow | null> {
  const [row] = await tx
    .update(payouts)
    .set(values)
    .where(and(eq(payouts.id, id), inArray(payouts.status, from)))
    .returning();
  return row ?? null;
}

export async function findPayout(db: Db, id: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

export function findRunPayouts(db: Db, runId: string) {
  return db
    .select({ payout: payouts, email: users.email, name: users.name })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(eq(payouts.runId, runId))
    .orderBy(payouts.createdAt, payouts.id);
}

export async function findRun(db: Db, id: string): Promise<PayoutRunRow | null> {
  const [row] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, id));
  return row ?? null;
}

/** Runs (or the one with `runId`), newest first, with their payouts' count, net total and unsettled count. */
export function listRuns(db: Db, limit: number, runId?: string) {
  return db
    .select({
      run: payoutRuns,
      startedBy: users.email,
      payouts: sql<number>`(select count(*) from ${payouts} where ${payouts.runId} = ${payoutRuns.id})`.mapWith(Number),
      netPaise:
        sql<number>`(select coalesce(sum(${payouts.netPaise}), 0) from ${payouts} where ${payouts.runId} = ${payoutRuns.id})`.mapWith(
          Number,
        ),
      open: sql<number>`(select count(*) from ${payouts} where ${payouts.runId} = ${payoutRuns.id} and ${payouts.status} in ('pending', 'processing'))`.mapWith(
        Number,
      ),
    })
    .from(payoutRuns)
    .leftJoin(users, eq(users.id, payoutRuns.startedByUserId))
    .where(runId ? eq(payoutRuns.id, runId) : undefined)
    .orderBy(desc(payoutRuns.createdAt))
    .limit(limit);
}

export function listPayoutsOf(db: Db, userId: string) {
  return db.select().from(payouts).where(eq(payouts.userId, userId)).orderBy(desc(payouts.createdAt));
}

export function findDeductions(db: Db, payoutIds: string[]) {
  if (payoutIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(payoutDeductions)
    .where(inArray(payoutDeductions.payoutId, payoutIds))
    .orderBy(payoutDeductions.id);
}

export async function insertYearBases(tx: Db, rows: (typeof payoutYearBases.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(payoutYearBases).values(rows);
}

/** What each payout paid of each tax year's earnings. */
export function findYearBases(db: Db, payoutIds: string[]) {
  if (payoutIds.length === 0) return Promise.resolve([]);
  return db.select().from(payoutYearBases).where(inArray(payoutYearBases.payoutId, payoutIds));
}

/**
 * What an account's payouts (not failed) made before `before` paid of each tax year: sales and commission, and the
 * commission already taxed under 194H.
 */
export async function findYearsSoFar(db: Db, userId: string, before: Date) {
  const earlier = and(eq(payouts.userId, userId), ne(payouts.status, 'failed'), lt(payouts.createdAt, before));
  const [paid, taxed] = await Promise.all([
    db
      .select({
        taxYear: payoutYearBases.taxYear,
        salesPaise: sum(payoutYearBases.salesPaise).mapWith(Number),
        commissionPaise: sum(payoutYearBases.commissionPaise).mapWith(Number),
      })
      .from(payoutYearBases)
      .innerJoin(payouts, eq(payouts.id, payoutYearBases.payoutId))
      .where(earlier)
      .groupBy(payoutYearBases.taxYear),
    db
      .select({ taxYear: payoutDeductions.taxYear, basePaise: sum(payoutDeductions.basePaise).mapWith(Number) })
      .from(payoutDeductions)
      .innerJoin(payouts, eq(payouts.id, payoutDeductions.payoutId))
      .where(and(earlier, eq(payoutDeductions.section, '194H')))
      .groupBy(payoutDeductions.taxYear),
  ]);
  return { paid, taxed };
}

/**
 * Income-tax deductions (of payouts not failed) made on the days from `days.from` to `days.to` (India's dates), with
 * their payout's payee and date.
 */
export function findIncomeTaxDeductions(db: Db, days: { from: string; to: string }, userId?: string) {
  return db
    .select({
      userId: payouts.userId,
      payoutId: payouts.id,
      paidAt: payouts.createdAt,
      deductedOn: payoutDeductions.deductedOn,
      section: payoutDeductions.section,
      taxYear: payoutDeductions.taxYear,
      basePaise: payoutDeductions.basePaise,
      rateBps: payoutDeductions.rateBps,
      amountPaise: payoutDeductions.amountPaise,
    })
    .from(payoutDeductions)
    .innerJoin(payouts, eq(payouts.id, payoutDeductions.payoutId))
    .where(
      and(
        ne(payouts.status, 'failed'),
        gte(payoutDeductions.deductedOn, days.from),
        lte(payoutDeductions.deductedOn, days.to),
        inArray(payoutDeductions.section, ['194O', '194H']),
        userId === undefined ? undefined : eq(payouts.userId, userId),
      ),
    )
    .orderBy(
      payoutDeductions.deductedOn,
      payouts.createdAt,
      payouts.id,
      payoutDeductions.section,
      payoutDeductions.taxYear,
    );
}

/** Deductions (of payouts not failed) made on the days `days` spans, by section and tax year: what is deposited. */
export function sumDeductions(db: Db, days: { from: string; to: string }) {
  return db
    .select({
      section: payoutDeductions.section,
      taxYear: payoutDeductions.taxYear,
      basePaise: sum(payoutDeductions.basePaise).mapWith(Number),
      amountPaise: sum(payoutDeductions.amountPaise).mapWith(Number),
    })
    .from(payoutDeductions)
    .innerJoin(payouts, eq(payouts.id, payoutDeductions.payoutId))
    .where(
      and(
        ne(payouts.status, 'failed'),
        gte(payoutDeductions.deductedOn, days.from),
        lte(payoutDeductions.deductedOn, days.to),
      ),
    )
    .groupBy(payoutDeductions.section, payoutDeductions.taxYear)
    .orderBy(payoutDeductions.taxYear, payoutDeductions.section);
}

/** Records a provider's webhook delivery; false when that event was handled before (a replay). */
export async function claimWebhookEvent(tx: Db, eventId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(payoutWebhookEvents)
    .values({ eventId, receivedAt: at })
    .onConflictDoNothing()
    .returning({ eventId: payoutWebhookEvents.eventId });
  return rows.length > 0;
}
