import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readStoreSearch, type StoreSearch } from './store-search.ts';

/** How long typing pauses before the URL follows; the products follow every keystroke. */
const URL_DEBOUNCE_MS = 300;

/**
 * The store's search: filtering follows the box at once, and ?q= / ?category= follow it
 * (replacing the entry, so Back leaves the store rather than a letter) for a reload or a shared link.
 * Also returns the words in the URL: what the box held when typing last paused, for the server's search.
 */
export function useStoreSearch(): [StoreSearch, (search: StoreSearch) => void, string] {
  const [params, setParams] = useSearchParams();
  const inUrl = readStoreSearch(params);
  const [q, setQ] = useState(inUrl.q);
  const [seen, setSeen] = useState(inUrl.q);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Back/forward or a link changed ?q=: the box follows the URL; our own write leaves it alone.
  if (inUrl.q !== seen) {
    setSeen(inUrl.q);
    if (q.trim() !== inUrl.q) setQ(inUrl.q);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (next: StoreSearch) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const [key, value] of [
          ['q', next.q.trim()],
          ['category', next.category],
        ] as const) {
          if (value) updated.set(key, value);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  const setSearch = (next: StoreSearch) => {
    setQ(next.q);
    clearTimeout(timer.current);
    // A category or a cleared box applies at once; typing waits for a pause.
    if (next.category !== inUrl.category || next.q.trim() === '') write(next);
    else timer.current = setTimeout(() => write(next), URL_DEBOUNCE_MS);
  };

  return [{ q, category: inUrl.category }, setSearch, inUrl.q];
}
