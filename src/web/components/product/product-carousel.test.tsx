// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSEL_AUTO_ADVANCE_MS,
  CAROUSEL_DRAG_THROTTLE_MS,
  CAROUSEL_HEIGHT_PX,
  CAROUSEL_RESTART_AFTER_DRAG_MS,
  CAROUSEL_THUMB_PX,
  CAROUSEL_TRACK_PX,
  POPUP_IMAGE_BOX_PX,
} from '#shared/constants.ts';
import { ProductCarousel } from './product-carousel.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function photos(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `photo-${i}`,
    url: `/photos/${i}-640.webp`,
    srcset: `/photos/${i}-320.webp 320w, /photos/${i}-640.webp 640w`,
    alt: `Silk saree, photo ${i + 1}`,
  }));
}

function show(count: number, { playing = true }: { playing?: boolean } = {}) {
  const images = photos(count);
  const view = render(
    <ProductCarousel images={images} categoryLabel="Sarees" playing={playing} productName="Silk saree" />,
  );
  return {
    rerender: (next: { playing: boolean }) =>
      view.rerender(
        <ProductCarousel images={images} categoryLabel="Sarees" playing={next.playing} productName="Silk saree" />,
      ),
  };
}

const carousel = () => screen.getByRole('region', { name: 'Photos of Silk saree' });
const slider = () => screen.getByRole('slider', { name: 'Photo of Silk saree' });
const thumb = () => screen.getByTestId('carousel-thumb');
/** The photo on screen, by its position in the list (photo-0 is 0). */
const shownPhoto = () => Number(/\/photos\/(\d+)-640/.exec(screen.getByRole('img').getAttribute('src') ?? '')?.[1]);
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const hover = () => fireEvent.pointerEnter(carousel());
const unhover = () => fireEvent.pointerLeave(carousel());

/** A 96px track whose left edge is at x = 100; the thumb centre for photo i of 5 is at 112 + 18i. */
function placeTrack() {
  vi.spyOn(slider(), 'getBoundingClientRect').mockReturnValue(
    new DOMRect(100, 50, CAROUSEL_TRACK_PX, CAROUSEL_HEIGHT_PX),
  );
}
const xOf = (i: number) => 112 + 18 * i;

describe('ProductCarousel', () => {
  it('uses the numbers of the specification', () => {
    expect({
      CAROUSEL_AUTO_ADVANCE_MS,
      CAROUSEL_DRAG_THROTTLE_MS,
      CAROUSEL_RESTART_AFTER_DRAG_MS,
      CAROUSEL_TRACK_PX,
      CAROUSEL_THUMB_PX,
      CAROUSEL_HEIGHT_PX,
      POPUP_IMAGE_BOX_PX,
    }).toEqual({
      CAROUSEL_AUTO_ADVANCE_MS: 4000,
      CAROUSEL_DRAG_THROTTLE_MS: 80,
      CAROUSEL_RESTART_AFTER_DRAG_MS: 4000,
      CAROUSEL_TRACK_PX: 96,
      CAROUSEL_THUMB_PX: 24,
      CAROUSEL_HEIGHT_PX: 6,
      POPUP_IMAGE_BOX_PX: 384,
    });
  });

  it('shows the first photo with its srcset in a 384px box under the category badge', () => {
    show(3);
    const image = screen.getByRole('img', { name: 'Silk saree, photo 1' });
    expect(image.getAttribute('src')).toBe('/photos/0-640.webp');
    expect(image.getAttribute('srcset')).toBe('/photos/0-320.webp 320w, /photos/0-640.webp 640w');
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.className).toContain('object-cover');
    expect(carousel().style.height).toBe('384px');
    expect(screen.getByText('Sarees')).toBeTruthy();
    // Only the current photo is in the page, so the others are not announced.
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows a placeholder without photos, and no slider', () => {
    show(0);
    expect(screen.getByRole('img', { name: 'No photo yet' })).toBeTruthy();
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('has no slider and never moves with one photo', () => {
    show(1);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByTestId('carousel-thumb')).toBeNull();
    hover();
    tick(10_000);
    expect(shownPhoto()).toBe(0);
  });

  it('describes the slider: 1 to n, the current photo and its text', () => {
    show(5);
    expect(slider().getAttribute('aria-valuemin')).toBe('1');
    expect(slider().getAttribute('aria-valuemax')).toBe('5');
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
    expect(slider().getAttribute('aria-valuetext')).toBe('Photo 1 of 5');
    expect(slider().tabIndex).toBe(0);
  });

  it('does not move without hover, moves at exactly 4000 ms while hovered, and stops on leaving', () => {
    show(3);
    tick(10_000);
    expect(shownPhoto()).toBe(0);

    hover();
    tick(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
    tick(1);
    expect(slider().getAttribute('aria-valuenow')).toBe('2');
    expect(shownPhoto()).toBe(1);

    tick(3000);
    unhover();
    tick(10_000);
    expect(shownPhoto()).toBe(1);

    // Coming back starts a fresh 4 s wait, not the rest of the old one.
    hover();
    tick(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(shownPhoto()).toBe(1);
    tick(1);
    expect(shownPhoto()).toBe(2);
  });

  it('wraps from the last photo to the first', () => {
    show(3);
    hover();
    tick(CAROUSEL_AUTO_ADVANCE_MS);
    tick(CAROUSEL_AUTO_ADVANCE_MS);
    expect(shownPhoto()).toBe(2);
    expect(slider().getAttribute('aria-valuetext')).toBe('Photo 3 of 3');
    tick(CAROUSEL_AUTO_ADVANCE_MS);
    expect(shownPhoto()).toBe(0);
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
  });

  it('keeps stepping every 4000 ms within one long stretch of time', () => {
    show(4);
    hover();
    tick(3 * CAROUSEL_AUTO_ADVANCE_MS);
    expect(shownPhoto()).toBe(3);
  });

  it('does not move while paused and starts when played', () => {
    const view = show(3, { playing: false });
    hover();
    tick(10_000);
    expect(shownPhoto()).toBe(0);

    view.rerender({ playing: true });
    tick(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(shownPhoto()).toBe(0);
    tick(1);
    expect(shownPhoto()).toBe(1);

    view.rerender({ playing: false });
    tick(10_000);
    expect(shownPhoto()).toBe(1);
  });

  it('places and sizes the slider: 96px track, 24px thumb, 6px high, thumb left proportional', () => {
    show(5);
    expect(slider().style.width).toBe('96px');
    expect(slider().style.height).toBe('6px');
    expect(thumb().style.width).toBe('24px');
    expect(thumb().style.height).toBe('6px');
    expect(thumb().style.left).toBe('0px');

    fireEvent.keyDown(slider(), { key: 'End' });
    expect(thumb().style.left).toBe('72px');
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(thumb().style.left).toBe('54px');
  });

  it('moves with the arrow keys, Home and End, stopping at the ends', () => {
    show(5);
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuenow')).toBe('2');
    expect(shownPhoto()).toBe(1);
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    fireEvent.keyDown(slider(), { key: 'ArrowLeft' });
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
    fireEvent.keyDown(slider(), { key: 'End' });
    expect(slider().getAttribute('aria-valuetext')).toBe('Photo 5 of 5');
    fireEvent.keyDown(slider(), { key: 'ArrowRight' });
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    fireEvent.keyDown(slider(), { key: 'Home' });
    expect(shownPhoto()).toBe(0);
  });

  it('jumps to the photo under a click on the track, clamped at the ends', () => {
    show(5);
    placeTrack();
    fireEvent.click(slider(), { clientX: xOf(3) });
    expect(slider().getAttribute('aria-valuenow')).toBe('4');
    expect(shownPhoto()).toBe(3);
    fireEvent.click(slider(), { clientX: 100 });
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
    fireEvent.click(slider(), { clientX: 500 });
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    // Nearest photo: just short of halfway between photos 2 and 3 (0-based 1 and 2).
    fireEvent.click(slider(), { clientX: xOf(1) + 8 });
    expect(slider().getAttribute('aria-valuenow')).toBe('2');
  });

  it('does not jump on a click of the thumb itself', () => {
    show(5);
    placeTrack();
    fireEvent.click(thumb(), { clientX: xOf(4) });
    expect(slider().getAttribute('aria-valuenow')).toBe('1');
  });

  it('restarts the 4 s wait after a click on the track', () => {
    show(5);
    placeTrack();
    hover();
    tick(3000);
    fireEvent.click(slider(), { clientX: xOf(2) });
    tick(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(shownPhoto()).toBe(2);
    tick(1);
    expect(shownPhoto()).toBe(3);
  });

  it('selects proportionally while dragging, at most one update per 80 ms with the last move applied at the end', () => {
    show(5);
    placeTrack();
    fireEvent.pointerDown(thumb(), { button: 0, clientX: xOf(0) });

    // The first move applies at once.
    fireEvent.pointerMove(window, { clientX: xOf(2) });
    expect(slider().getAttribute('aria-valuenow')).toBe('3');
    expect(shownPhoto()).toBe(2);

    // Moves inside the 80 ms window wait for it to close; only the last one counts.
    tick(20);
    fireEvent.pointerMove(window, { clientX: xOf(3) });
    fireEvent.pointerMove(window, { clientX: xOf(4) });
    tick(CAROUSEL_DRAG_THROTTLE_MS - 21);
    expect(slider().getAttribute('aria-valuenow')).toBe('3');
    tick(1);
    expect(slider().getAttribute('aria-valuenow')).toBe('5');

    // The window reopened with that update: a move right after waits another 80 ms.
    fireEvent.pointerMove(window, { clientX: 0 });
    tick(CAROUSEL_DRAG_THROTTLE_MS - 1);
    expect(slider().getAttribute('aria-valuenow')).toBe('5');
    tick(1);
    expect(slider().getAttribute('aria-valuenow')).toBe('1');

    // After a quiet window the next move applies at once again.
    tick(CAROUSEL_DRAG_THROTTLE_MS);
    fireEvent.pointerMove(window, { clientX: xOf(1) });
    expect(slider().getAttribute('aria-valuenow')).toBe('2');

    fireEvent.pointerUp(window);
    fireEvent.pointerMove(window, { clientX: xOf(4) });
    tick(CAROUSEL_DRAG_THROTTLE_MS * 2);
    expect(slider().getAttribute('aria-valuenow')).toBe('2');
  });

  it('pauses while dragging and steps again 4000 ms after the release, not earlier', () => {
    show(5);
    placeTrack();
    hover();
    tick(3000);
    fireEvent.pointerDown(thumb(), { button: 0, clientX: xOf(0) });
    fireEvent.pointerMove(window, { clientX: xOf(1) });
    tick(10_000);
    expect(shownPhoto()).toBe(1);

    fireEvent.pointerUp(window, { clientX: xOf(1) });
    // The click that ends the drag does not count as a jump.
    fireEvent.click(slider(), { clientX: xOf(3) });
    expect(shownPhoto()).toBe(1);
    tick(CAROUSEL_RESTART_AFTER_DRAG_MS - 1);
    expect(shownPhoto()).toBe(1);
    tick(1);
    expect(shownPhoto()).toBe(2);
    tick(CAROUSEL_AUTO_ADVANCE_MS);
    expect(shownPhoto()).toBe(3);
  });

  it('does not resume after a drag released outside the carousel until hovered again', () => {
    show(5);
    placeTrack();
    hover();
    fireEvent.pointerDown(thumb(), { button: 0, clientX: xOf(0) });
    unhover();
    fireEvent.pointerUp(window);
    tick(10_000);
    expect(shownPhoto()).toBe(0);

    hover();
    tick(CAROUSEL_AUTO_ADVANCE_MS - 1);
    expect(shownPhoto()).toBe(0);
    tick(1);
    expect(shownPhoto()).toBe(1);
  });
});
