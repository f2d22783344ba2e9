import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { recordVisit } from './api/stores.ts';
import { captureAttribution } from './attribution.ts';

/**
 * Reads ref, creatorId and utm_source, keeps them for 30 days, and counts the visit once per session. In a task of
 * its own, after the effects of the page's first drawing: a server-rendered page runs them all in one task once it
 * has hydrated, and the storage and the request took about 15 ms of it at a 4× slowdown (decision 079).
 */
export function useStoreVisit(store: PublicStore) {
  const [params] = useSearchParams();
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    const timer = setTimeout(() => {
      counted.current = true;
      const attribution = captureAttribution(store, params);
      const source = params.get('utm_source') ? (attribution.utmSource ?? '') : '';
      const key = `haat:visit:${store.id}:${source}`;
      try {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
      } catch {
        // Without session storage each page load counts; still one per load.
      }
      void recordVisit(store.id, source).catch(() => undefined);
    });
    return () => clearTimeout(timer);
  }, [store, params]);
}
