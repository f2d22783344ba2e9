import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { recordVisit } from './api/stores.ts';
import { captureAttribution } from './attribution.ts';

/** Reads ref, creatorId and utm_source, keeps them for 30 days, and counts the visit once per session. */
export function useStoreVisit(store: PublicStore) {
  const [params] = useSearchParams();
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
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
  }, [store, params]);
}
