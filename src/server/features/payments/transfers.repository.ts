// The payments feature's Route tables (decision 069): payees' linked accounts, transfers and the reconciliation's
// findings.
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentAccounts, paymentDifferences, paymentReconciliations, paymentTransfers } from './payments.schema.ts';

export type LinkedAccountRow = typeof paymentAccounts.$inferSelect;
export type TransferRow = typeof paymentTransfers.$inferSelect;
export type NewTransferRow = typeof paymentTransfers.$inferInsert;
export type DifferenceRow = typeof paymentDifferences.$inferSelect;

export function findLinkedAccounts(db: Db, userIds: string[]): Promise<LinkedAccountRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentAccounts)
    .where(inArray(paymentAccounts.userId, [...new Set(userIds)]));
}

/** Every payee with an activated linked account. */
export async function findActivatedPayees(db: Db): Promise<Set<string>> {
  const rows = await db
    .select({ userId: paymentAccounts.userId })
    .from(paymentAccounts)
    .where(eq(paymentAccounts.state, 'activated'));
  return new Set(rows.map((row) => row.userId));
}

/** Of these payees, those with no linked account row yet. */
export async function findUnlinked(db: Db, userIds: string[]): Promise<string[]> {
  const linked = new Set((await findLinkedAccounts(db, userIds)).map((row) => row.userId));
  return userIds.filter((userId) => !linked.has(userId));
}

export async function upsertLinkedAccount(
  db: Db,
  values: Omit<LinkedAccountRow, 'createdAt'> & { createdAt: Date },
): Promise<void> {
  await db
    .insert(paymentAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: paymentAccounts.userId,
      set: { accountId: values.accountId, state: values.state, failure: values.failure, updatedAt: values.updatedAt },
    });
}

export async function insertTransfers(tx: Db, rows: NewTransferRow[]): Promise<TransferRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(paymentTransfers).values(rows).onConflictDoNothing().returning();
}

export function listTransfersOfPayment(db: Db, paymentId: string): Promise<TransferRow[]> {
  return db
    .select()
    .from(paymentTransfers)
    .where(eq(paymentTransfers.paymentId, paymentId))
    .orderBy(asc(paymentTransfers.createdAt), asc(paymentTransfers.id));
}

export function listTransfersOfPayments(db: Db, paymentIds: string[]): Promise<TransferRow[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.select().from(paymentTransfers).where(inArray(paymentTransfers.paymentId, paymentIds));
}

export function listTransfersOfPayout(db: Db, payoutId: string): Promise<TransferRow[]> {
  return db.select().from(paymentTransfers).where(eq(paymentTransfers.payoutId, payoutId));
}

/** The payments with transfers still to create (queued), oldest first. */
export async function listPaymentsWithQueuedTransfers(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ paymentId: paymentTransfers.paymentId, createdAt: paymentTransfers.createdAt })
    .from(paymentTransfers)
    .where(and(eq(paymentTransfers.state, 'queued'), sql`${paymentTransfers.paymentId} is not null`))
    .orderBy(asc(paymentTransfers.createdAt))
    .limit(limit);
  return [...new Set(rows.flatMap((row) => (row.paymentId ? [row.paymentId] : [])))];
}

/** Transfers with a reversal still to ask the gateway for. */
export function listReversalsToSend(db: Db, limit: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(paymentTransfers)
    .where(
      and(gt(paymentTransfers.reversedPaise, paymentTransfers.reversalSentPaise), eq(paymentTransfers.state, 'held')),
    )
    .limit(limit);
}

export async function updateTransfer(
  db: Db,
  id: string,
  values: Partial<Omit<TransferRow, 'id'>>,
  onlyIn?: TransferRow['state'][],
): Promise<TransferRow | null> {
  const [row] = await db
    .update(paymentTransfers)
    .set(values)
    .where(and(eq(paymentTransfers.id, id), onlyIn ? inArray(paymentTransfers.state, onlyIn) : undefined))
    .returning();
  return row ?? null;
}

export async function deleteQueuedTransfer(tx: Db, id: string): Promise<void> {
  await tx.delete(paymentTransfers).where(and(eq(paymentTransfers.id, id), eq(paymentTransfers.state, 'queued')));
}

/** Claims these held transfers for a payout: each into one payout only. */
export function claimTransfersForPayout(tx: Db, payoutId: string, ids: string[]): Promise<TransferRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .update(paymentTransfers)
    .set({ payoutId })
    .where(
      and(inArray(paymentTransfers.id, ids), eq(paymentTransfers.state, 'held'), isNull(paymentTransfers.payoutId)),
    )
    .returning();
}

/** A payee's transfers of these lines, whatever their state. */
export function listTransfersOfUserLines(db: Db, userId: string, lineIds: string[]): Promise<TransferRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(paymentTransfers)
    .where(and(eq(paymentTransfers.userId, userId), inArray(paymentTransfers.lineId, lineIds)));
}

export type ReconciliationRow = typeof paymentReconciliations.$inferSelect;

/** The last reconciliation and its differences; null before the first. */
export async function findLastReconciliation(
  db: Db,
): Promise<{ run: ReconciliationRow; differences: DifferenceRow[] } | null> {
  const [run] = await db.select().from(paymentReconciliations).orderBy(desc(paymentReconciliations.ranAt)).limit(1);
  if (!run) return null;
  const differences = await db
    .select()
    .from(paymentDifferences)
    .where(eq(paymentDifferences.reconciliationId, run.id))
    .orderBy(asc(paymentDifferences.kind), asc(paymentDifferences.subject));
  return { run, differences };
}

/** A reconciliation and what it found; the runs before it, and theirs, are dropped. */
export async function insertReconciliation(
  tx: Db,
  run: Omit<ReconciliationRow, 'id'>,
  rows: Omit<DifferenceRow, 'id' | 'reconciliationId'>[],
): Promise<void> {
  await tx.delete(paymentReconciliations);
  const [written] = await tx.insert(paymentReconciliations).values(run).returning();
  if (!written) throw new Error('The reconciliation was not written');
  if (rows.length > 0)
    await tx.insert(paymentDifferences).values(rows.map((row) => ({ ...row, reconciliationId: written.id })));
}
