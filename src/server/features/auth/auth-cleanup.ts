import type { Db } from '../../db/client.ts';
import { deleteExpiredAuthRecords } from './auth.repository.ts';

/** Longer than any throttle window (auth-throttle.ts, sign-in-guard.ts): a window this old counts nothing. */
const THROTTLE_KEEP_MS = 24 * 60 * 60_000;

/** The hourly clean-up: expired sessions, verification and reset tokens, and spent throttle windows. */
export function cleanExpiredAuth(db: Db, now: Date) {
  return deleteExpiredAuthRecords(db, now, now.getTime() - THROTTLE_KEEP_MS);
}
