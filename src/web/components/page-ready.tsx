import { useEffect } from 'react';

/**
 * Marks the page interactive (html[data-app="ready"]) once the route's own
 * screen has committed. It sits inside the screen's Suspense boundary, so on a
 * server-rendered page it fires only when that boundary has hydrated, not
 * when the layout around it has (which comes first).
 */
export function PageReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
