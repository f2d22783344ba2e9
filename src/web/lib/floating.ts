import { useSyncExternalStore } from 'react';

/**
 * The attribute that marks a bar fixed or sticky at the bottom of the screen
 * (the popup's buy bar, a form's save bar). Floating things (the AI Manager's
 * button, toasts) keep above the bars showing there, so they never cover the
 * bar's controls.
 */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/**
 * The attribute of what floats above the page and its product popup (the AI
 * Manager, the toasts): a press there is not a press outside the popup.
 */
export const FLOATING_LAYER_ATTRIBUTE = 'data-floating-layer';

/**
 * The attribute of what a toast must never lie over: the product popup's title
 * and price. They scroll anywhere on a phone, so the toasts check where they are
 * whenever they show or the page scrolls, and take the other edge.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

/** Whether an event's target is inside a floating layer. */
export const inFloatingLayer = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${FLOATING_LAYER_ATTRIBUTE}]`) !== null;

/** How many px of the viewport's bottom edge the marked bars showing there take up. */
function measure(): number {
  const height = window.innerHeight;
  let inset = 0;
  for (const bar of document.querySelectorAll(`[${BOTTOM_BAR_ATTRIBUTE}]`)) {
    const rect = bar.getBoundingClientRect();
    // A sticky bar counts only while it sits on the bottom edge.
    if (rect.height > 0 && rect.top < height && rect.bottom >= height - 2) inset = Math.max(inset, height - rect.top);
  }
  return Math.round(inset);
}

let inset = 0;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

/** One watcher for every reader: bars come and go with the DOM, move with scrolling and change with the viewport. */
function start(): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    const next = measure();
    if (next === inset) return;
    inset = next;
    for (const listener of listeners) listener();
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('scroll', schedule, { capture: true, passive: true });
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    mutations.disconnect();
    window.removeEventListener('resize', schedule);
    document.removeEventListener('scroll', schedule, { capture: true });
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stop ??= start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      stop?.();
      stop = null;
    }
  };
}

/** The height of the bottom bars showing now, in px (0 without any). */
export function useBottomInset(): number {
  return useSyncExternalStore(
    subscribe,
    () => inset,
    () => 0,
  );
}
