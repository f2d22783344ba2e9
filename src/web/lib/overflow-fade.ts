/**
 * A ref for a sideways scroller: it keeps `data-more` saying which ends have
 * more to scroll to ("start", "end", both or "none"), which the `fade-x`
 * utility (styles.css) turns into faded edges, so a strip that overflows
 * shows that it scrolls.
 */
export function overflowFade(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  const update = () => {
    const room = element.scrollWidth - element.clientWidth;
    const more = [element.scrollLeft > 1 && 'start', element.scrollLeft < room - 1 && 'end'].filter(Boolean).join(' ');
    element.dataset.more = more || 'none';
  };
  element.addEventListener('scroll', update, { passive: true });
  // The strip's own size and its content's (chips loading, a screen turning) both change the overflow. The observer
  // also measures it first, once the page is laid out: measuring here, as React attaches the ref, would force a
  // layout of the whole page in the middle of hydration (73 ms of a product link's load on a phone).
  const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
  if (!sizes) update();
  sizes?.observe(element);
  if (element.firstElementChild) sizes?.observe(element.firstElementChild);
  return () => {
    element.removeEventListener('scroll', update);
    sizes?.disconnect();
  };
}
