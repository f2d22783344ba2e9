import { eq, inArray, sql } from 'drizzle-orm';
import type { Profile, RoleIntent } from '#shared/contracts/profiles.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { profiles } from './profiles.schema.ts';

export async function insertProfileIfMissing(
  db: Db,
  values: { userId: string; displayName: string; roleIntent: RoleIntent | null; locale?: Locale },
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(profiles)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: profiles.userId })
    .returning({ userId: profiles.userId });
  return inserted.length > 0;
}

export async function findProfile(
  db: Db,
  userId: string,
): Promise<Omit<Profile, 'store' | 'seller' | 'operator'> | null> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      displayName: profiles.displayName,
      haatHandle: profiles.haatHandle,
      roleIntent: profiles.roleIntent,
      locale: profiles.locale,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** The role and verification state of the account with this email, in one query whether or not it exists. */
export async function findAccountRoleByEmail(
  db: Db,
  email: string,
): Promise<{ roleIntent: RoleIntent | null; emailVerified: boolean } | null> {
  const [row] = await db
    .select({ roleIntent: profiles.roleIntent, emailVerified: users.emailVerified })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  return row ? { roleIntent: row.roleIntent ?? null, emailVerified: row.emailVerified } : null;
}

export async function updateProfileRow(
  db: Db,
  userId: string,
  values: { displayName?: string; haatHandle?: string; roleIntent?: RoleIntent; locale?: Locale },
  now: Date,
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: now })
    .where(eq(profiles.userId, userId));
}

export async function isHandleTaken(db: Db, handle: string, exceptUserId?: string): Promise<boolean> {
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(sql`lower(${profiles.haatHandle}) = ${handle.toLowerCase()}`);
  return rows.some((row) => row.userId !== exceptUserId);
}

/** The language of the account with this email; null for an unknown email. */
export async function findLocaleByEmail(db: Db, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  return row?.locale ?? null;
}

/** The languages of these accounts, by account id (accounts without a profile are left out). */
export async function findLocalesOfUsers(db: Db, userIds: string[]): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: profiles.userId, locale: profiles.locale })
    .from(profiles)
    .where(inArray(profiles.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row.locale]));
}

/** The account's profile loses its name and handle (its erasure); the row stays for what refers to it. */
export async function eraseProfile(tx: Db, userId: string): Promise<void> {
  await tx.update(profiles).set({ displayName: '', haatHandle: null }).where(eq(profiles.userId, userId));
}
