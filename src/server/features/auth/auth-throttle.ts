import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { countThrottleEvent, deleteThrottle, type ThrottleWindow, uncountThrottleEvent } from './auth.repository.ts';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** The auth limits per client IP and per account (failed sign-ins: sign-in-guard.ts). */
export const throttleRules = {
  signInPerIp: { limit: 30, windowMs: 10 * 60_000 },
  signUpPerIp: { limit: 20, windowMs: 60 * 60_000 },
  resetRequestPerIp: { limit: 10, windowMs: 60 * 60_000 },
  resetRequestPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  resetPerIp: { limit: 20, windowMs: 60 * 60_000 },
  verificationMailPerIp: { limit: 10, windowMs: 60 * 60_000 },
  changePasswordPerAccount: { limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, ThrottleRule>;

export interface ThrottleState {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one event against `key` in a fixed window and says whether it is
 * within the limit. One atomic upsert, so concurrent requests on several
 * processes cannot both slip under the limit.
 */
export async function hitThrottle(db: Db, key: string, rule: ThrottleRule, now: number): Promise<ThrottleState> {
  const row = await countThrottleEvent(db, key, now, now - rule.windowMs);
  return stateOf(row, rule, now);
}

/**
 * The 429 a client gets, saying when to try again (also the Retry-After header). `message` says what was too
 * many, a text that is its own id in the catalogs (decision 047): `/*i18n*\/ 'Too many sign-ups from your network.'`.
 */
export function tooMany(message: string, retryAfterSeconds: number): never {
  throw new AppError(
    'rate_limited',
    phrase(/*i18n*/ '{message} Try again in {minutes, plural, one {# minute} other {# minutes}}.', {
      message: phrase(message, {}),
      minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
    }),
    { retryAfterSeconds },
  );
}

/** Counts one event against `key` and refuses it with a 429 when over the limit. */
export async function enforceThrottle(
  db: Db,
  key: string,
  rule: ThrottleRule,
  now: number,
  message: string,
): Promise<void> {
  const state = await hitThrottle(db, key, rule, now);
  if (!state.allowed) tooMany(message, state.retryAfterSeconds);
}

/** Gives back one counted event (a reservation that turned out not to be a failure). */
export async function refundThrottle(db: Db, key: string): Promise<void> {
  await uncountThrottleEvent(db, key);
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await deleteThrottle(db, key);
}

function stateOf(row: ThrottleWindow | undefined, rule: ThrottleRule, now: number): ThrottleState {
  if (!row || row.windowStartedAt <= now - rule.windowMs) return { allowed: true, retryAfterSeconds: 0 };
  // A hit counts itself, so it is allowed up to the limit.
  const allowed = row.count <= rule.limit;
  const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((row.windowStartedAt + rule.windowMs - now) / 1000));
  return { allowed, retryAfterSeconds };
}
