import { useSyncExternalStore } from 'react';

/*
 * The time for rendering, shared and ticking once a minute: pure renders read
 * it instead of calling new Date(), and a deadline that passes while a screen
 * is open shows as passed within a minute.
 */

const TICK_MS = 60_000;
let now = new Date();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick(): void {
  now = new Date();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    // Nobody was watching the clock: catch up before the first tick.
    now = new Date();
    timer = setInterval(tick, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

export function useNow(): Date {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}
