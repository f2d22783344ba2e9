// What the operator's audit log names payouts and runs by (reads of payouts' tables, the payee's account joined).
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { payoutRuns, payouts } from './payout-runs.schema.ts';

/** Payouts by id, with their payee's name and email. */
export function findPayoutsWithPayee(db: Db, ids: string[]) {
  return db
    .select({ id: payouts.id, netPaise: payouts.netPaise, name: users.name, email: users.email })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(inArray(payouts.id, ids));
}

/** Runs by id: their provider and when they started. */
export function findRunsById(db: Db, ids: string[]) {
  return db
    .select({ id: payoutRuns.id, provider: payoutRuns.provider, createdAt: payoutRuns.createdAt })
    .from(payoutRuns)
    .where(inArray(payoutRuns.id, ids));
}
