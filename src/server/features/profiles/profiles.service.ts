import {
  handleSchema,
  type HandleAvailability,
  type Profile,
  type RoleIntent,
  type UpdateProfile,
} from '#shared/contracts/profiles.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import { findOwnSeller } from '../catalog/sellers.service.ts';
import { isOperator } from '../ops/operators.service.ts';
import { findOwnStore, isStoreHandleTaken, renameStoreHandle } from '../stores/stores.service.ts';
import {
  eraseProfile,
  findAccountRoleByEmail,
  findLocaleByEmail,
  findLocalesOfUsers,
  findProfile,
  findUserIdByEmail,
  insertProfileIfMissing,
  isHandleTaken,
  updateProfileRow,
} from './profiles.repository.ts';

export interface ProfileOwner {
  id: string;
  name: string;
}

/**
 * After sign-up: the new account's profile, carrying a role chosen before sign-up and the language it used. The
 * new account's id; null when the email already had an account (a sign-up answered like any other).
 */
export async function createProfileForNewAccount(
  db: Db,
  input: { email: string; displayName: string; roleIntent: RoleIntent | null; locale: Locale },
  now: Date,
): Promise<string | null> {
  const userId = await findUserIdByEmail(db, input.email);
  if (!userId) return null;
  const created = await insertProfileIfMissing(
    db,
    { userId, displayName: input.displayName, roleIntent: input.roleIntent, locale: input.locale },
    now,
  );
  return created ? userId : null;
}

/** The language the account with this email chose; null for an unknown email (decision 047). */
export async function localeOfEmail(db: Db, email: string): Promise<Locale | null> {
  return findLocaleByEmail(db, email);
}

/** The role of the account with this email and whether its email is verified; null for an unknown email. */
export async function accountRoleOfEmail(
  db: Db,
  email: string,
): Promise<{ roleIntent: RoleIntent | null; emailVerified: boolean } | null> {
  return findAccountRoleByEmail(db, email);
}

/** The signed-in user's profile; made on first use (at `now`) if sign-up could not make it. */
export async function getOwnProfile(db: Db, user: ProfileOwner, now: Date): Promise<Profile> {
  let row = await findProfile(db, user.id);
  if (!row) {
    await insertProfileIfMissing(db, { userId: user.id, displayName: user.name, roleIntent: null }, now);
    row = await findProfile(db, user.id);
  }
  if (!row) throw new AppError('not_found', /*i18n*/ 'Your account no longer exists.');
  const [store, seller] = [await findOwnStore(db, user.id), await findOwnSeller(db, user.id)];
  return { ...row, store, seller, operator: await isOperator(db, user.id) };
}

/** Onboarding's part of the profile: the handle, name and role of a new creator or seller. */
export async function recordOnboarding(
  db: Db,
  user: ProfileOwner,
  values: { haatHandle?: string; displayName?: string; roleIntent: RoleIntent },
  now: Date,
): Promise<void> {
  await getOwnProfile(db, user, now);
  await updateProfileRow(db, user.id, values, now);
}

export async function isHandleAvailable(db: Db, handle: string, userId?: string): Promise<boolean> {
  return !(await handleTaken(db, handle, userId));
}

async function handleTaken(db: Db, handle: string, userId?: string): Promise<boolean> {
  return (await isHandleTaken(db, handle, userId)) || (await isStoreHandleTaken(db, handle));
}

export async function checkHandle(db: Db, raw: string, userId?: string): Promise<HandleAvailability> {
  const parsed = handleSchema.safeParse(raw);
  if (!parsed.success) {
    return { handle: raw, available: false, reason: parsed.error.issues[0]?.message ?? 'Not a valid handle.' };
  }
  const taken = await handleTaken(db, parsed.data, userId);
  return taken
    ? { handle: parsed.data, available: false, reason: 'That handle is taken. Try another.' }
    : { handle: parsed.data, available: true };
}

export async function updateOwnProfile(
  db: Db,
  user: ProfileOwner,
  changes: UpdateProfile,
  now: Date,
): Promise<Profile> {
  await getOwnProfile(db, user, now);
  if (changes.haatHandle !== undefined && (await handleTaken(db, changes.haatHandle, user.id))) {
    throw new AppError('conflict', /*i18n*/ 'That handle is taken.', {
      fields: {
        haatHandle: [/*i18n*/ 'That handle is taken. Try another.'],
      },
    });
  }
  try {
    await db.transaction(async (tx) => {
      await updateProfileRow(tx, user.id, changes, now);
      // The handle is the store's address: both change together.
      if (changes.haatHandle !== undefined) await renameStoreHandle(tx, user.id, changes.haatHandle);
    });
  } catch (error) {
    // Two people claiming one handle at once: the unique index decides.
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', /*i18n*/ 'That handle is taken.', {
        fields: {
          haatHandle: [/*i18n*/ 'That handle is taken. Try another.'],
        },
      });
    }
    throw error;
  }
  return getOwnProfile(db, user, now);
}

export async function setOwnRoleIntent(
  db: Db,
  user: ProfileOwner,
  roleIntent: RoleIntent,
  now: Date,
): Promise<Profile> {
  await getOwnProfile(db, user, now);
  await updateProfileRow(db, user.id, { roleIntent }, now);
  return getOwnProfile(db, user, now);
}

/** The languages these accounts read Haat and its mail in, by account id (decision 047). */
export function localesOfUsers(db: Db, userIds: string[]): Promise<Map<string, Locale>> {
  return findLocalesOfUsers(db, userIds);
}

/** An erased account's profile loses its name and handle (privacy). */
export function eraseProfileOf(tx: Db, userId: string): Promise<void> {
  return eraseProfile(tx, userId);
}
