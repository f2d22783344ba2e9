import { useEffect, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { useBottomInset } from '#web/lib/floating.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';

/** What a tap can land on: the floating button must not sit over any of these. */
const CONTROL =
  'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="slider"], [role="checkbox"], [role="switch"]';
/** How far a scroll must go in one direction before the button hides or comes back, in px. */
const SCROLL_SLACK_PX = 24;
/** How long the page must rest before the button looks for a clear spot. */
const SETTLE_MS = 150;
/** How far up the button may move to clear a control, in px; past that it tucks away. */
const MAX_LIFT_PX = 240;
const ROW_STEP_PX = 6;

/**
 * How far `box` must move up so that no control is under it (the topmost
 * element at each sampled point, skipping `self`), or null when nothing within
 * `maxLift` is clear. Rows are sampled bottom-up; the first clear stretch as
 * tall as the box wins.
 */
function liftToClear(box: DOMRect, self: Element, maxLift: number): number | null {
  const xs = [box.left + 2, box.left + box.width / 3, box.left + (2 * box.width) / 3, box.right - 2];
  const blocked = (y: number) =>
    xs.some(
      (x) =>
        document
          .elementsFromPoint(x, y)
          .find((element) => !self.contains(element))
          ?.closest(CONTROL) != null,
    );
  let runStart = 0;
  for (let row = 0; ; row += 1) {
    const y = box.bottom - 1 - row * ROW_STEP_PX;
    if (y < 0 || row * ROW_STEP_PX > maxLift + box.height) return null;
    if (blocked(y)) {
      runStart = row + 1;
      if (runStart * ROW_STEP_PX > maxLift) return null;
    } else if ((row - runStart) * ROW_STEP_PX >= box.height - 2) {
      return runStart * ROW_STEP_PX;
    }
  }
}

interface Hidden {
  /** The scroller whose downward scroll hid the button, and the page it was on. */
  by: Element;
  path: string;
}

/**
 * On phones the button gets out of the way while the page (or a scrolling
 * panel such as the product popup) scrolls down, and comes back on the way up.
 * `self` (the AI Manager with its panel) is not watched.
 */
function useHiddenWhileScrollingDown(enabled: boolean, self: RefObject<HTMLElement | null>): boolean {
  const { pathname } = useLocation();
  const [hidden, setHidden] = useState<Hidden | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const seen = new WeakMap<Element, { last: number; turn: number }>();
    const onScroll = (event: Event) => {
      const element = event.target instanceof Document ? event.target.scrollingElement : event.target;
      // Scrollers that cannot scroll up and down, and the AI Manager's own panel, do not count.
      if (
        !(element instanceof Element) ||
        element.scrollHeight <= element.clientHeight ||
        self.current?.contains(element)
      )
        return;
      const top = element.scrollTop;
      const track = seen.get(element);
      // The first event of a scroller only sets where it starts; a sideways move changes nothing.
      if (!track) {
        seen.set(element, { last: top, turn: top });
        return;
      }
      if (top === track.last) return;
      // A change of direction starts a new stretch.
      if (Math.sign(top - track.last) !== Math.sign(track.last - track.turn)) track.turn = track.last;
      track.last = top;
      if (top <= SCROLL_SLACK_PX || track.turn - top > SCROLL_SLACK_PX) setHidden(null);
      else if (top - track.turn > SCROLL_SLACK_PX) {
        const path = window.location.pathname;
        setHidden((current) => (current?.by === element && current.path === path ? current : { by: element, path }));
      }
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [enabled, self]);
  // A new page, or the scroller gone (the popup closed), shows it again.
  return enabled && hidden !== null && hidden.path === pathname && hidden.by.isConnected;
}

/**
 * Where the floating AI Manager sits so it never covers a control: above the
 * bottom bars showing (the popup's buy bar, a form's save bar), hidden while a
 * phone scrolls down, and, once the page rests, lifted off any control it
 * would cover (up to MAX_LIFT_PX). Where nothing near is clear (a grid of
 * products under it) it stays tucked away until the page rests somewhere
 * clear; never while it has focus or its panel is open.
 * Returns the lift in px for `bottom`, and whether it is hidden.
 */
export function useFloatingPlace(
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
  open: boolean,
) {
  const inset = useBottomInset();
  const phone = useMediaQuery('(max-width: 639px)');
  const scrolledAway = useHiddenWhileScrollingDown(phone && !open, container);
  /** How far it lifts to be clear; null when nothing near is. */
  const [clearance, setClearance] = useState<number | null>(0);

  useEffect(() => {
    if (open) return;
    let timer = 0;
    const place = () => {
      const self = container.current;
      const target = button.current;
      if (!self || !target) return;
      const rect = target.getBoundingClientRect();
      // Measured from where it belongs, not where a running transition (or hiding) has it now.
      const margin = phone ? 16 : 24;
      const bottom = window.innerHeight - margin - inset;
      const lift = liftToClear(
        new DOMRect(
          document.documentElement.clientWidth - margin - rect.width,
          bottom - rect.height,
          rect.width,
          rect.height,
        ),
        self,
        MAX_LIFT_PX,
      );
      setClearance(lift ?? (self.contains(document.activeElement) ? 0 : null));
    };
    const settle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(place, SETTLE_MS);
    };
    const mutations = new MutationObserver(settle);
    mutations.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('scroll', settle, { capture: true, passive: true });
    window.addEventListener('resize', settle);
    settle();
    return () => {
      window.clearTimeout(timer);
      mutations.disconnect();
      document.removeEventListener('scroll', settle, { capture: true });
      window.removeEventListener('resize', settle);
    };
  }, [open, inset, phone, container, button]);

  if (open) return { lift: inset, hidden: false };
  return { lift: inset + (clearance ?? 0), hidden: scrolledAway || clearance === null };
}
