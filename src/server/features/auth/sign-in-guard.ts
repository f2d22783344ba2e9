import type { Db } from '../../db/client.ts';
import type { Signer } from '../../lib/signer.ts';
import { clearThrottle, hitThrottle, refundThrottle, type ThrottleRule, tooMany } from './auth-throttle.ts';

/**
 * Failed sign-ins, limited the way OWASP's authentication guidance asks: an
 * attacker must not be able to lock the owner out, and guessing must stay slow.
 *
 * - Per account and source (address): 10 failures in 15 minutes. Someone
 *   guessing from one place is stopped there; the owner elsewhere is not.
 * - Per account from unknown devices, across all sources: 50 in an hour, which
 *   bounds a guess spread over many addresses. A browser that signed in to the
 *   account before carries a signed device cookie and is exempt, so even a
 *   distributed attack leaves the owner's own devices working.
 *
 * Each attempt is reserved (counted) before the password is checked, in one
 * atomic upsert per key, so parallel attempts cannot all slip under a limit
 * that was read before any of them was written. A successful sign-in gives its
 * reservation back.
 */
export const signInRules = {
  perAccountAndSource: { limit: 10, windowMs: 15 * 60_000 },
  perAccountFromUnknownDevices: { limit: 50, windowMs: 60 * 60_000 },
} satisfies Record<string, ThrottleRule>;

export const KNOWN_DEVICE_COOKIE = 'haat_known_device';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const DEVICE_PURPOSE = 'known-device';
const TOO_MANY = /*i18n*/ 'Too many failed sign-in attempts for this account.';

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The device cookie the browser sent, if any. */
  deviceToken: string | undefined;
}

const sourceKey = (attempt: SignInAttempt) => `sign-in-failures:${attempt.email}:ip:${attempt.ip}`;
const accountKey = (attempt: SignInAttempt) => `sign-in-failures:${attempt.email}:unknown-devices`;

export const isKnownDevice = (signer: Signer, attempt: SignInAttempt) =>
  signer.verify(DEVICE_PURPOSE, attempt.email, attempt.deviceToken);

/** The device cookie's value for a browser that just signed in to `email`. */
export const knownDeviceToken = (signer: Signer, email: string) => signer.sign(DEVICE_PURPOSE, email);

/** Counts the attempt before the password is checked; a 429 when a limit is reached. */
export async function reserveSignInAttempt(db: Db, signer: Signer, attempt: SignInAttempt, now: number): Promise<void> {
  const source = await hitThrottle(db, sourceKey(attempt), signInRules.perAccountAndSource, now);
  if (!source.allowed) tooMany(TOO_MANY, source.retryAfterSeconds);
  if (isKnownDevice(signer, attempt)) return;
  const account = await hitThrottle(db, accountKey(attempt), signInRules.perAccountFromUnknownDevices, now);
  if (!account.allowed) tooMany(TOO_MANY, account.retryAfterSeconds);
}

/** After the password was checked: a success clears this source's failures and returns its reservation. */
export async function settleSignInAttempt(
  db: Db,
  signer: Signer,
  attempt: SignInAttempt,
  succeeded: boolean,
): Promise<void> {
  if (!succeeded) return;
  await clearThrottle(db, sourceKey(attempt));
  if (!isKnownDevice(signer, attempt)) await refundThrottle(db, accountKey(attempt));
}
