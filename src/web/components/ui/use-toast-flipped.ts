import { type RefObject, useLayoutEffect, useState } from 'react';
import { KEEP_CLEAR_ATTRIBUTE } from '#web/lib/floating.ts';
import type { Toast } from '#web/lib/toast.ts';

/** The attribute the toaster's region carries while the toasts sit at their other edge. */
export const FLIPPED_ATTRIBUTE = 'data-flipped';
/** Each shown toast names its id, so its pressed control can be found again. */
export const TOAST_ID_ATTRIBUTE = 'data-toast-id';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The boxes of the toasts showing (a phone hides those behind the newest), from their layout: a toast's entrance
 * animation shifts it by a few pixels, which must not decide where it goes.
 */
function toastBoxes(region: HTMLElement): { id: number; box: Box }[] {
  const frame = region.getBoundingClientRect();
  return [...region.children].flatMap((child) => {
    if (!(child instanceof HTMLElement) || child.offsetParent === null) return [];
    const top = frame.top + child.offsetTop;
    const left = frame.left + child.offsetLeft;
    const box = { top, left, bottom: top + child.offsetHeight, right: left + child.offsetWidth };
    return [{ id: Number(child.getAttribute(TOAST_ID_ATTRIBUTE)), box }];
  });
}

/**
 * What the toasts lie over where they are now: the control pressed to cause one counts most, then each of the
 * popup's title and price (whatever is marked to keep clear and showing).
 */
function coverage(region: HTMLElement, toasts: Toast[]): number {
  const shown = toastBoxes(region);
  if (shown.length === 0) return 0;
  const hits = (target: Element) => {
    const box = target.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && shown.some((toast) => overlaps(toast.box, box));
  };
  let cost = 0;
  for (const { id } of shown) {
    const anchor = toasts.find((item) => item.id === id)?.anchor;
    if (anchor?.isConnected && hits(anchor)) cost += 2;
  }
  for (const target of document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`)) if (hits(target)) cost += 1;
  return cost;
}

/**
 * Whether the toasts belong at their other edge: only when their usual one covers something the other does not
 * (or less of it). Both are tried on the region itself, before paint, and the region is left as React drew it.
 */
function flipped(region: HTMLElement, toasts: Toast[]): boolean {
  const drawn = region.hasAttribute(FLIPPED_ATTRIBUTE);
  region.toggleAttribute(FLIPPED_ATTRIBUTE, false);
  const usual = coverage(region, toasts);
  let flip = false;
  if (usual > 0) {
    region.toggleAttribute(FLIPPED_ATTRIBUTE, true);
    flip = coverage(region, toasts) < usual;
  }
  region.toggleAttribute(FLIPPED_ATTRIBUTE, drawn);
  return flip;
}

/**
 * Where the toasts sit (decision 025): their usual edge, or the other one when they would lie over the control just
 * pressed or the popup's title or price. Checked before paint whenever the toasts or the bottom bars change, and
 * again as the page or the popup scrolls, since that moves the title and the price under them.
 */
export function useToastFlipped(regionRef: RefObject<HTMLElement | null>, toasts: Toast[], inset: number): boolean {
  const [flip, setFlip] = useState(false);
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    const place = () => setFlip(toasts.length > 0 && flipped(region, toasts));
    // oxlint-disable-next-line react/set-state-in-effect -- a position read from layout before paint (React's tooltip pattern)
    place();
    if (toasts.length === 0) return;
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
    };
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the bottom bars' height moves the other edge: check again
  }, [regionRef, toasts, inset]);
  return flip;
}
