import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { FLOATING_LAYER_ATTRIBUTE, useBottomInset } from '../../lib/floating.ts';
import { dismissToast, type Toast, toastStore } from '../../lib/toast.ts';
import { buttonVariants } from './button.tsx';
import { IconButton } from './icon-button.tsx';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The first toast whose pressed control a shown toast lies over. */
function coveringAnchor(region: HTMLElement, toasts: Toast[]): Toast | undefined {
  const boxes = [...region.children].map((child) => child.getBoundingClientRect());
  return toasts.find((item) => {
    const anchor = item.anchor?.isConnected ? item.anchor.getBoundingClientRect() : null;
    return anchor !== null && boxes.some((box) => overlaps(box, anchor));
  });
}

/**
 * Renders the toasts: polite for news, assertive for failures. Each toast is its
 * own live region; the named section around them is a landmark to find them by.
 * On phones they sit near the top, under the header's row and away from the
 * thumb's buttons; on wider screens bottom right, above the AI Manager's corner
 * and any bottom bar. When a toast would lie over the control just pressed,
 * they take the other edge.
 */
export function Toaster() {
  const { t } = useLingui();
  const toasts = toastStore.useStore();
  const inset = useBottomInset();
  const regionRef = useRef<HTMLElement>(null);
  // The toast that made them take the other edge; they return once it is gone.
  const [flippedBy, setFlippedBy] = useState<number | null>(null);
  const flipped = flippedBy !== null && toasts.some((item) => item.id === flippedBy);

  // Measured before paint, so a toast never shows over the pressed control, not even for a frame.
  useLayoutEffect(() => {
    const covering = !flipped && regionRef.current ? coveringAnchor(regionRef.current, toasts) : undefined;
    // oxlint-disable-next-line react/set-state-in-effect -- a position read from layout before paint (React's tooltip pattern)
    if (covering) setFlippedBy(covering.id);
  }, [toasts, flipped]);

  return (
    <section
      ref={regionRef}
      aria-label={t`Notifications`}
      {...{ [FLOATING_LAYER_ATTRIBUTE]: '' }}
      style={{ '--toast-inset': `${inset}px` } as CSSProperties}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-4 sm:items-end',
        // Phones: just under the header's row (and the popup's close button); wider screens: above the AI Manager's corner.
        flipped
          ? 'bottom-[var(--toast-inset)] sm:top-16 sm:bottom-auto'
          : 'top-[calc(3.5rem+env(safe-area-inset-top))] sm:top-auto sm:bottom-[calc(6rem+var(--toast-inset))]',
      )}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.variant === 'destructive' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border p-4 shadow-lg backdrop-blur-md animate-[toast-in_180ms_ease-out]',
            item.variant === 'destructive'
              ? 'border-red-400/40 bg-red-950/95 text-red-50'
              : 'border-border bg-surface/95 text-text',
          )}
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold">{item.title}</p>
            {item.description ? (
              <p
                className={cn('mt-1 text-sm', item.variant === 'destructive' ? 'text-red-100' : 'text-text-secondary')}
              >
                {item.description}
              </p>
            ) : null}
            {item.action ? (
              <Link
                to={item.action.href}
                onClick={() => dismissToast(item.id)}
                className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-3')}
              >
                {item.action.label}
              </Link>
            ) : null}
          </div>
          <IconButton
            label={t`Dismiss notification`}
            shape="square"
            size="sm"
            onClick={() => dismissToast(item.id)}
            className="-m-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </IconButton>
        </div>
      ))}
    </section>
  );
}
