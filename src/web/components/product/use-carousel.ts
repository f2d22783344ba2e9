import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  CAROUSEL_AUTO_ADVANCE_MS,
  CAROUSEL_DRAG_THROTTLE_MS,
  CAROUSEL_RESTART_AFTER_DRAG_MS,
  CAROUSEL_THUMB_PX,
  CAROUSEL_TRACK_PX,
} from '#shared/constants.ts';

/**
 * Leading and trailing throttle: the first call applies at once and opens a window;
 * the last call made inside the window applies when it closes (and opens the next one).
 */
function throttle<T>(apply: (value: T) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { value: T } | undefined;
  const open = () => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!pending) return;
      const { value } = pending;
      pending = undefined;
      apply(value);
      open();
    }, ms);
  };
  return {
    call(value: T) {
      if (timer === undefined) {
        apply(value);
        open();
      } else {
        pending = { value };
      }
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}

/**
 * The image under `clientX`. The thumb's centre travels from half a thumb in from
 * each end of the track, so grabbing the thumb where it sits does not make it jump.
 */
function indexAt(track: HTMLElement, clientX: number, count: number): number {
  const rect = track.getBoundingClientRect();
  const inset = (rect.width * CAROUSEL_THUMB_PX) / CAROUSEL_TRACK_PX / 2;
  const travel = rect.width - 2 * inset;
  if (travel <= 0) return 0;
  const ratio = Math.min(1, Math.max(0, (clientX - rect.left - inset) / travel));
  return Math.round(ratio * (count - 1));
}

/**
 * State of the product photo carousel: the current index, auto-advance while hovered
 * and playing, the draggable slider (throttled) and its keyboard and click handling.
 */
export function useCarousel(count: number, playing: boolean) {
  const [rawIndex, setIndex] = useState(0);
  // Fewer photos than before (a photo removed): stay on the last one.
  const index = Math.min(rawIndex, Math.max(0, count - 1));
  const [hovered, setHovered] = useState(false);
  const [dragging, setDragging] = useState(false);
  // The wait before the next automatic step; a new object starts the wait over.
  const [wait, setWait] = useState({ ms: CAROUSEL_AUTO_ADVANCE_MS });
  const pressedThumb = useRef(false);
  const trackRef = useRef<HTMLDivElement>(null);
  const [dragSelect] = useState(() => throttle(setIndex, CAROUSEL_DRAG_THROTTLE_MS));

  useEffect(() => () => dragSelect.cancel(), [dragSelect]);

  const running = hovered && !dragging && playing && count > 1;
  useEffect(() => {
    if (!running) return;
    const advance = () => setIndex((i) => (Math.min(i, count - 1) + 1) % count);
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      advance();
      interval = setInterval(advance, CAROUSEL_AUTO_ADVANCE_MS);
    }, wait.ms);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [running, count, wait]);

  useEffect(() => {
    if (!dragging) return;
    const onMove = (event: PointerEvent) => {
      if (trackRef.current) dragSelect.call(indexAt(trackRef.current, event.clientX, count));
    };
    const onRelease = () => {
      setDragging(false);
      setWait({ ms: CAROUSEL_RESTART_AFTER_DRAG_MS });
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onRelease);
    window.addEventListener('pointercancel', onRelease);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onRelease);
      window.removeEventListener('pointercancel', onRelease);
    };
  }, [dragging, dragSelect, count]);

  const choose = (next: number) => {
    setIndex(Math.min(count - 1, Math.max(0, next)));
    setWait({ ms: CAROUSEL_AUTO_ADVANCE_MS });
  };

  const steps: Record<string, number> = {
    ArrowLeft: index - 1,
    ArrowDown: index - 1,
    ArrowRight: index + 1,
    ArrowUp: index + 1,
    Home: 0,
    End: count - 1,
  };

  return {
    index,
    dragging,
    trackRef,
    rootProps: {
      onPointerEnter: () => {
        setHovered(true);
        setWait({ ms: CAROUSEL_AUTO_ADVANCE_MS });
      },
      onPointerLeave: () => setHovered(false),
    },
    trackProps: {
      onPointerDown: () => {
        pressedThumb.current = false;
      },
      onClick: (event: MouseEvent<HTMLElement>) => {
        // The click that ends a drag begun on the thumb is not a jump.
        if (pressedThumb.current || !trackRef.current) return;
        choose(indexAt(trackRef.current, event.clientX, count));
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const next = steps[event.key];
        if (next === undefined) return;
        event.preventDefault();
        choose(next);
      },
    },
    thumbProps: {
      onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.stopPropagation();
        pressedThumb.current = true;
        trackRef.current?.focus({ preventScroll: true });
        setDragging(true);
      },
      onClick: (event: MouseEvent<HTMLElement>) => event.stopPropagation(),
    },
  };
}
