import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  AI_AD_ROTATION_MS,
  AI_DEMO_NOTIFICATION_MS,
  AI_HINT_ROTATION_MS,
  AI_INACTIVITY_BEFORE_ADS_MS,
} from '#shared/constants.ts';

export type PanelMode = 'chat' | 'ads';

/**
 * The panel's alternation (spec §2, §9): after 10 s without activity it shows
 * ads; pointer entry or activity brings the chat back. In the ad view the ads
 * rotate every 5 s, and after 7 s `onDemoNotification` fires and the chat
 * returns. `busy` (an answer streaming in) counts as activity. Each ad view starts at the ad after the last one shown,
 * so every ad in rotation is seen in turn (a 7 s view shows two).
 */
export function usePanelMode({
  adCount,
  busy,
  onDemoNotification,
}: {
  adCount: number;
  busy: boolean;
  onDemoNotification: () => void;
}) {
  // A new object on every activity, which restarts the inactivity timer.
  const [phase, setPhase] = useState<{ mode: PanelMode }>({ mode: 'chat' });
  const [adIndex, setAdIndex] = useState(0);
  const shownAds = useRef(false);
  const showDemoNotification = useEffectEvent(onDemoNotification);

  const markActive = useCallback(() => setPhase({ mode: 'chat' }), []);

  useEffect(() => {
    if (phase.mode !== 'chat' || busy || adCount === 0) return;
    const timer = setTimeout(() => {
      // Read before the updater runs (React runs it later, in render).
      const resume = shownAds.current;
      shownAds.current = true;
      setAdIndex((index) => (resume ? index + 1 : 0));
      setPhase({ mode: 'ads' });
    }, AI_INACTIVITY_BEFORE_ADS_MS);
    return () => clearTimeout(timer);
  }, [phase, busy, adCount]);

  useEffect(() => {
    if (phase.mode !== 'ads') return;
    const rotation = setInterval(() => setAdIndex((index) => (index + 1) % Math.max(adCount, 1)), AI_AD_ROTATION_MS);
    const notice = setTimeout(() => {
      showDemoNotification();
      setPhase({ mode: 'chat' });
    }, AI_DEMO_NOTIFICATION_MS);
    return () => {
      clearInterval(rotation);
      clearTimeout(notice);
    };
  }, [phase, adCount]);

  return { mode: phase.mode, adIndex: adCount > 0 ? adIndex % adCount : 0, markActive };
}

/** Index of the hint to show, moving on every 4 s while `active`. */
export function useRotatingIndex(count: number, active: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), AI_HINT_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, active]);
  return index % Math.max(count, 1);
}
