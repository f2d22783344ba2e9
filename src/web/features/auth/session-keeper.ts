import { AUTH_REFRESH_THRESHOLD_TICKS, AUTH_REFRESH_TICK_MS, AUTH_RETRY_BACKOFF_START_MS } from '#shared/constants.ts';
import type { Session } from '#shared/contracts/auth.ts';

export interface SessionKeeperOptions {
  /** The session as the client knows it now. */
  current: () => Session;
  /** Asks the server whether the session still stands (cheap). */
  check: () => Promise<Session>;
  /** Asks the server to refresh the session (extends it). */
  refresh: () => Promise<Session>;
  onSession: (session: Session) => void;
  /** The server no longer knows the session: signed out elsewhere, revoked, or expired. */
  onRevoked: () => void;
  now?: () => number;
  tickMs?: number;
  thresholdTicks?: number;
  backoffStartMs?: number;
  maxRetries?: number;
}

/**
 * Spec §9: every 30 s tick the client checks its session with the server; when
 * 3 ticks or fewer remain before it expires it refreshes it; a failed request
 * is retried with exponential backoff starting at 200 ms. Returns `stop`.
 */
export function startSessionKeeper(options: SessionKeeperOptions): () => void {
  const {
    current,
    check,
    refresh,
    onSession,
    onRevoked,
    now = Date.now,
    tickMs = AUTH_REFRESH_TICK_MS,
    thresholdTicks = AUTH_REFRESH_THRESHOLD_TICKS,
    backoffStartMs = AUTH_RETRY_BACKOFF_START_MS,
    maxRetries = 5,
  } = options;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  const attempt = async (retry: number): Promise<void> => {
    const known = current();
    if (stopped || !known) return;
    const remainingMs = known.session.expiresAt.getTime() - now();
    const call = remainingMs <= thresholdTicks * tickMs ? refresh : check;
    inFlight = true;
    try {
      const fresh = await call();
      if (stopped) return;
      if (fresh) onSession(fresh);
      else onRevoked();
    } catch {
      if (stopped || retry >= maxRetries) return;
      const delay = backoffStartMs * 2 ** retry;
      retryTimer = setTimeout(() => {
        retryTimer = undefined;
        void attempt(retry + 1);
      }, delay);
    } finally {
      inFlight = false;
    }
  };

  const interval = setInterval(() => {
    if (inFlight) return;
    // A retry still pending from the last tick gives way to this tick's attempt.
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
    void attempt(0);
  }, tickMs);

  return () => {
    stopped = true;
    clearInterval(interval);
    if (retryTimer !== undefined) clearTimeout(retryTimer);
  };
}
