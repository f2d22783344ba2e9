import type { Db } from '../../db/client.ts';
import { findPasswordHash, pseudonymiseUser } from './auth.repository.ts';
import { verifyPassword } from './password.ts';

/** Whether the password is the account's own (an erasure asks for it again). */
export async function isOwnPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const hash = await findPasswordHash(db, userId);
  return hash !== null && (await verifyPassword(hash, password));
}

/** The address an erased account is known by from now on: no one can sign in with it or receive mail at it. */
export const erasedEmail = (userId: string) => `erased-${userId.toLowerCase()}@erased.invalid`;

/**
 * Erases the account's sign-in (decision 057): its name and email become a pseudonym, its sessions, password and
 * pending tokens go. The email it had, for the features that must forget it too.
 */
export function eraseSignIn(tx: Db, userId: string, now: Date): Promise<string> {
  return pseudonymiseUser(tx, userId, erasedEmail(userId), now);
}
