import { createStore } from './create-store.ts';
import type { StoredShape } from './stored-shape.ts';

/** Local storage, or null where there is none or the browser blocks it (reading the property itself can throw). */
export function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read<T>(key: string, schema: StoredShape<T>, fallback: T): T {
  try {
    const raw = storage()?.getItem(key);
    if (raw == null) return fallback;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}

/**
 * A global store kept in local storage under `key`: read (and checked against
 * `schema`, a zod schema or a hand-written `StoredShape`) once at start, written on every change. A missing, unreadable or
 * blocked storage leaves the state in memory only; nothing else breaks.
 * With `followOtherTabs`, a change made in another tab is taken over here.
 */
export function createPersistedStore<T>(
  key: string,
  schema: StoredShape<T>,
  fallback: T,
  options: { followOtherTabs?: boolean } = {},
) {
  const store = createStore<T>(read(key, schema, fallback), fallback);
  store.subscribe(() => {
    try {
      storage()?.setItem(key, JSON.stringify(store.get()));
    } catch {
      // Storage full or blocked: the state lasts until the tab closes.
    }
  });
  if (options.followOtherTabs && typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key) store.set(read(key, schema, fallback));
    });
  }
  return store;
}
