import { createStore } from './create-store.ts';

/**
 * What a stored value is checked against before it is used: a zod schema, or `checkedBy` a type guard. Stores a
 * product link reads while it hydrates take the guard: zod's own chunk costs a phone more to evaluate than anything
 * else on that page, and nothing else there needs it (decision 075).
 */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A StoredShape from a type guard, for a small shape this device alone writes. */
export const checkedBy = <T>(guard: (value: unknown) => value is T): StoredShape<T> => ({
  safeParse: (value) => (guard(value) ? { success: true, data: value } : { success: false }),
});

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
 * `schema`) once at start, written on every change. A missing, unreadable or
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
