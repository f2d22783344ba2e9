// Mail a payout owes its payee (payout_mail_events, owned by payouts): written when the payout settles, claimed once
// by whoever composes it.
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutMailEvents } from './payout-mail.schema.ts';

export type PayoutMailEventRow = typeof payoutMailEvents.$inferSelect;

/** Records the mail; a second record of the same payout and kind changes nothing. */
export async function insertPayoutMailEvent(tx: Db, event: Omit<PayoutMailEventRow, 'composedAt'>): Promise<void> {
  await tx.insert(payoutMailEvents).values(event).onConflictDoNothing();
}

/**
 * Marks the event composed and returns it, when it was not: the row stays locked until the transaction ends, so a
 * second claim waits, then finds it composed. Null when it was composed already or never committed.
 */
export async function claimPayoutMailEvent(
  tx: Db,
  key: Pick<PayoutMailEventRow, 'payoutId' | 'kind'>,
  now: Date,
): Promise<PayoutMailEventRow | null> {
  const [row] = await tx
    .update(payoutMailEvents)
    .set({ composedAt: now })
    .where(
      and(
        eq(payoutMailEvents.payoutId, key.payoutId),
        eq(payoutMailEvents.kind, key.kind),
        isNull(payoutMailEvents.composedAt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Events not composed yet, oldest first. */
export function findUncomposedPayoutMail(
  db: Db,
  limit: number,
): Promise<Pick<PayoutMailEventRow, 'payoutId' | 'kind'>[]> {
  return db
    .select({ payoutId: payoutMailEvents.payoutId, kind: payoutMailEvents.kind })
    .from(payoutMailEvents)
    .where(isNull(payoutMailEvents.composedAt))
    .orderBy(asc(payoutMailEvents.createdAt))
    .limit(limit);
}

/** Composed events from before `before` (their mails are in the outbox, which keeps its own record). */
export async function deleteComposedPayoutMailBefore(db: Db, before: Date): Promise<void> {
  await db.delete(payoutMailEvents).where(lt(payoutMailEvents.composedAt, before));
}
