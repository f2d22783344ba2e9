import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { payoutMethods } from './payouts.schema.ts';

export type PayoutMethodRow = typeof payoutMethods.$inferSelect;
/** A row as saved: everything but when it was first made, which an update keeps. */
export type PayoutMethodValues = Omit<PayoutMethodRow, 'createdAt'>;

export async function findPayoutMethod(db: Db, userId: string): Promise<PayoutMethodRow | null> {
  const [row] = await db.select().from(payoutMethods).where(eq(payoutMethods.userId, userId));
  return row ?? null;
}

/** The account's method with the account's own name (better-auth's), for a payout to a UPI ID without a PAN name. */
export async function findPayoutMethodWithAccountName(
  db: Db,
  userId: string,
): Promise<(PayoutMethodRow & { accountName: string }) | null> {
  const [row] = await db
    .select({ method: payoutMethods, accountName: users.name })
    .from(payoutMethods)
    .innerJoin(users, eq(users.id, payoutMethods.userId))
    .where(eq(payoutMethods.userId, userId));
  return row ? { ...row.method, accountName: row.accountName } : null;
}

/**
 * Adds the account's method, or replaces every detail of the one it has; with `keepPan`, a replaced row keeps its
 * PAN (a new row gets the PAN in `values`, none).
 */
export async function upsertPayoutMethod(
  db: Db,
  values: PayoutMethodValues,
  { keepPan }: { keepPan: boolean },
): Promise<PayoutMethodRow> {
  const { userId, panEncrypted, panLast4, panName, ...details } = values;
  const [row] = await db
    .insert(payoutMethods)
    .values({ ...values, createdAt: values.updatedAt })
    .onConflictDoUpdate({
      target: payoutMethods.userId,
      set: keepPan ? details : { ...details, panEncrypted, panLast4, panName },
    })
    .returning();
  if (!row) throw new Error(`The payout method of ${userId} was not saved.`);
  return row;
}

/** The kind of each account's method and whether it has a PAN, for the accounts that have one. */
export function findPayoutMethodKinds(db: Db, userIds: string[]) {
  return db
    .select({
      userId: payoutMethods.userId,
      kind: payoutMethods.kind,
      panLast4: payoutMethods.panLast4,
      upiIdMasked: payoutMethods.upiIdMasked,
      bankName: payoutMethods.bankName,
      accountNumberLast4: payoutMethods.accountNumberLast4,
    })
    .from(payoutMethods)
    .where(inArray(payoutMethods.userId, userIds));
}

/** The encrypted details of these accounts' methods, to check they open before a run claims anything. */
export function findPayoutMethodSecrets(db: Db, userIds: string[]) {
  return db
    .select({
      userId: payoutMethods.userId,
      upiIdEncrypted: payoutMethods.upiIdEncrypted,
      accountNumberEncrypted: payoutMethods.accountNumberEncrypted,
      panEncrypted: payoutMethods.panEncrypted,
    })
    .from(payoutMethods)
    .where(inArray(payoutMethods.userId, userIds));
}

/** The accounts whose payout method is a bank account, with the mobile number given with it. */
export function findBankPayees(db: Db) {
  return db
    .select({ userId: payoutMethods.userId, mobile: payoutMethods.mobile })
    .from(payoutMethods)
    .where(eq(payoutMethods.kind, 'bank'));
}
