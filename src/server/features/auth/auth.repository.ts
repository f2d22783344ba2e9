import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { and, eq, gte, inArray, lt, lte, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, authThrottle, sessions, users, verifications } from './auth.schema.ts';

/** better-auth's own access to its four tables (accounts, sessions, verification and reset tokens). */
export function betterAuthDatabase(db: Db) {
  return drizzleAdapter(db, {
    provider: 'pg',
    schema: { user: users, session: sessions, account: accounts, verification: verifications },
  });
}

/** The verified email of each of these accounts that has one. */
export function listVerifiedEmails(db: Db, userIds: string[]): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.emailVerified, true)));
}

/** The account with this email (emails are kept in lower case), or null. */
export async function findAccountByEmail(db: Db, email: string): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export interface ThrottleWindow {
  count: number;
  windowStartedAt: number;
}

/**
 * Counts one event against `key` in one atomic upsert: a window started at or before `expiredFrom` starts
 * again at `now` with this event, otherwise the event is added to it. Returns the window after the event.
 */
export async function countThrottleEvent(
  db: Db,
  key: string,
  now: number,
  expiredFrom: number,
): Promise<ThrottleWindow | undefined> {
  const [row] = await db
    .insert(authThrottle)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        count: sql`case when ${authThrottle.windowStartedAt} <= ${expiredFrom} then 1 else ${authThrottle.count} + 1 end`,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} <= ${expiredFrom} then ${now} else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({ count: authThrottle.count, windowStartedAt: authThrottle.windowStartedAt });
  return row;
}

/** Takes one event off `key`'s count, never below zero. */
export async function uncountThrottleEvent(db: Db, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ count: sql`greatest(${authThrottle.count} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

export async function deleteThrottle(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

export function listAccounts(db: Db, userIds: string[]): Promise<{ id: string; name: string; email: string }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Removes sessions and tokens past their expiry, and throttle windows started before `throttleBefore`. */
export async function deleteExpiredAuthRecords(
  db: Db,
  now: Date,
  throttleBefore: number,
): Promise<{ sessions: number; tokens: number; throttles: number }> {
  const gone = await db.transaction(async (tx) => ({
    sessions: await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }),
    tokens: await tx.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id }),
    throttles: await tx
      .delete(authThrottle)
      .where(lt(authThrottle.windowStartedAt, throttleBefore))
      .returning({ key: authThrottle.key }),
  }));
  return { sessions: gone.sessions.length, tokens: gone.tokens.length, throttles: gone.throttles.length };
}

/** The account's password hash, if it signs in with one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Erases the account (decision 057): its name and email give way to a pseudonym no one can sign in with, and its
 * sessions, password and pending tokens go. The row stays, so the orders and documents that refer to it still do.
 */
export async function pseudonymiseUser(tx: Db, userId: string, pseudonymEmail: string, now: Date): Promise<string> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return '';
  await tx
    .update(users)
    .set({ name: '', email: pseudonymEmail, emailVerified: false, image: null, updatedAt: now })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(accounts).where(eq(accounts.userId, userId));
  // A verification names the email it checks; a password reset's token names the account.
  await tx
    .delete(verifications)
    .where(or(sql`lower(${verifications.identifier}) = ${user.email.toLowerCase()}`, eq(verifications.value, userId)));
  return user.email;
}

/** Accounts with a session alive at some time in [from, to] (sessions past their expiry are gone: auth-cleanup). */
export function listAccountsSignedInBetween(db: Db, from: Date, to: Date) {
  return db
    .selectDistinct({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(lte(sessions.createdAt, to), gte(sessions.expiresAt, from), notLike(users.email, '%@erased.invalid')));
}

/** Every account that existed at `at` and is not erased. */
export function listAccountsExistingAt(db: Db, at: Date) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(lte(users.createdAt, at), notLike(users.email, '%@erased.invalid')));
}
