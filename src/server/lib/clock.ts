/**
 * The app's clock. Production reads the system time; with TEST_CLOCK on, an
 * end-to-end test may move it forward (a return window closing, say) without
 * waiting days. It never goes backwards.
 */
export interface Clock {
  now(): Date;
  /** The same time in milliseconds, without making a Date (the micro-cache asks on every hit). */
  nowMs(): number;
  /** Moves the clock forward; only reachable through the test-clock route. */
  advance(ms: number): Date;
}

export function createClock(system: () => number = Date.now): Clock {
  let offsetMs = 0;
  const nowMs = () => system() + offsetMs;
  const now = () => new Date(nowMs());
  return {
    now,
    nowMs,
    advance(ms) {
      offsetMs += Math.max(0, ms);
      return now();
    },
  };
}

export const DAY_MS = 86_400_000;
