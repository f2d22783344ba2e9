import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';

/**
 * One thing the process needs before it should be sent traffic (GET /api/health/ready): the database, the job
 * queue. `check` resolves when it is reachable and rejects (or never settles) when not; `signal` aborts when the
 * check has run out of time, for a check that can stop what it started.
 */
export interface ReadinessCheck {
  name: string;
  check(signal: AbortSignal): Promise<void>;
}

/** What each check came to: `ok`, `failed` or `timed out` (no detail: the answer is public; the log has it). */
export type CheckOutcome = 'ok' | 'failed' | 'timed out';

/** How long a check may take: a hung database makes readiness answer 503 this fast, never hang with it. */
export const READINESS_TIMEOUT_MS = 2_000;

/** The database answers `select 1` (one round trip shared by concurrent callers, as the liveness check's). */
export const databaseReadiness = (database: Database): ReadinessCheck => ({
  name: 'database',
  check: () => database.ping(),
});

/** Runs every check at once, each within `timeoutMs`, and says how each went. */
export async function runReadiness(
  checks: readonly ReadinessCheck[],
  logger: Logger,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<{ ready: boolean; checks: Record<string, CheckOutcome> }> {
  const outcomes = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, CheckOutcome]> => {
      const controller = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timed out'>((resolve) => {
        timer = setTimeout(() => {
          controller.abort();
          resolve('timed out');
        }, timeoutMs);
      });
      // A check that throws at once counts as failed, like one that rejects.
      const ran = Promise.resolve()
        .then(() => check(controller.signal))
        .then(
          () => 'ok' as const,
          (error: unknown) => {
            logger.warn({ err: error, check: name }, 'readiness check failed');
            return 'failed' as const;
          },
        );
      const outcome = await Promise.race([ran, timedOut]);
      clearTimeout(timer);
      if (outcome === 'timed out') logger.warn({ check: name, timeoutMs }, 'readiness check timed out');
      return [name, outcome];
    }),
  );
  return { ready: outcomes.every(([, outcome]) => outcome === 'ok'), checks: Object.fromEntries(outcomes) };
}
