import { NETWORK_ERROR_CODES } from '../lib/network-errors.ts';

/** What a client is told while the database is away, and when to try again. */
export const DATABASE_UNAVAILABLE = /*i18n*/ 'Haat is briefly unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 1;

/**
 * Whether an error means the database could not be reached or dropped the
 * connection (a restart, an administrator ending sessions, a network cut), as
 * opposed to a query the database refused. Such a request is answered 503: the
 * client may retry, and the pool opens new connections once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || NETWORK_ERROR_CODES.has(code))
    )
      return true;
    if (typeof message === 'string' && DROPPED_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections (class 08 is all connection exceptions). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres' own messages for a connection that ended or never opened.
const DROPPED_CONNECTION =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * Runs `read` again while the database is unavailable, waiting a little longer
 * each time (in all about `budgetMs`), for reads whose answer matters after a
 * write already committed. Other errors, and the last unavailability, are thrown.
 */
export async function retryWhileUnavailable<T>(read: () => Promise<T>, budgetMs = 3_000): Promise<T> {
  const started = Date.now();
  for (let delay = 50; ; delay = Math.min(delay * 2, 500)) {
    try {
      return await read();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() - started + delay > budgetMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
