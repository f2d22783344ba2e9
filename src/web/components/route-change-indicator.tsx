import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTE_INDICATOR_MS } from '#shared/constants.ts';

/** A thin bar at the top: shown on every path or query change, hidden 300 ms later. */
export function RouteChangeIndicator() {
  const location = useLocation();
  const key = `${location.pathname}${location.search}`;
  const [visible, setVisible] = useState(false);
  const shownFor = useRef(key);

  useEffect(() => {
    if (shownFor.current === key) return;
    shownFor.current = key;
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), ROUTE_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return (
    <div
      data-testid="route-indicator"
      data-state={visible ? 'visible' : 'hidden'}
      aria-hidden
      className={visible ? 'fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden' : 'hidden'}
    >
      <div className="h-full w-full bg-gradient-primary animate-[indicator-slide_300ms_ease-out]" />
    </div>
  );
}
