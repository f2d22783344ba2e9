import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { type CSSProperties, useRef } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { FLOATING_LAYER_ATTRIBUTE, useBottomInset } from '#web/lib/floating.ts';
import { dismissToast, toastStore } from '#web/lib/toast.ts';
import { buttonVariants } from './button.tsx';
import { IconButton } from './icon-button.tsx';
import { FLIPPED_ATTRIBUTE, TOAST_ID_ATTRIBUTE, useToastFlipped } from './use-toast-flipped.ts';

/**
 * Renders the toasts: polite for news, assertive for failures. Each toast is its
 * own live region; the named section around them is a landmark to find them by.
 * On phones they sit near the top, under the header's row and away from the
 * thumb's buttons, one at a time (a stack of them covered the product popup's
 * title and price); on wider screens bottom right, above the AI Manager's corner
 * and any bottom bar. When a toast would lie over the control just pressed or
 * the popup's title or price, they take the other edge (decision 025).
 */
export function Toaster() {
  const { t } = useLingui();
  const toasts = toastStore.useStore();
  const inset = useBottomInset();
  const regionRef = useRef<HTMLElement>(null);
  const flipped = useToastFlipped(regionRef, toasts, inset);

  /** A toast dismissed on a phone takes those waiting hidden behind it along, rather than show them late. */
  const dismiss = (id: number) => {
    const waiting = toasts.filter((item) => {
      const element = regionRef.current?.querySelector(`[${TOAST_ID_ATTRIBUTE}="${item.id}"]`);
      return item.id < id && element instanceof HTMLElement && getComputedStyle(element).display === 'none';
    });
    for (const item of [...waiting, { id }]) dismissToast(item.id);
  };

  return (
    <section
      ref={regionRef}
      aria-label={t`Notifications`}
      {...{ [FLOATING_LAYER_ATTRIBUTE]: '', [FLIPPED_ATTRIBUTE]: flipped ? '' : undefined }}
      style={{ '--toast-inset': `${inset}px` } as CSSProperties}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-4 sm:items-end',
        // Phones: just under the header's row (and the popup's close button); wider screens: above the AI Manager's corner.
        'top-[calc(3.5rem+env(safe-area-inset-top))] sm:top-auto sm:bottom-[calc(6rem+var(--toast-inset))]',
        // The other edge, which the placement check tries too (use-toast-flipped.ts): it toggles the attribute alone.
        // At a phone's bottom the AI Manager's button sits on the right, above any bottom bar: the toast leaves it room.
        'data-flipped:top-auto data-flipped:bottom-[var(--toast-inset)] data-flipped:pr-[5.5rem] sm:data-flipped:top-16 sm:data-flipped:bottom-auto sm:data-flipped:pr-4',
      )}
    >
      {toasts.map((item, index) => (
        <div
          key={item.id}
          {...{ [TOAST_ID_ATTRIBUTE]: item.id }}
          role={item.variant === 'destructive' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-card border p-4 shadow-lg backdrop-blur-md animate-[toast-in_180ms_ease-out]',
            // A phone shows the newest only, and so does any screen over the product popup (whatever it marks to keep
            // clear): three stacked there leave no edge that spares its title and price. The others wait hidden
            // behind it until their time is up.
            index < toasts.length - 1 && 'max-sm:hidden [body:has([data-keep-clear])_&]:hidden',
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
                onClick={() => dismiss(item.id)}
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
            onClick={() => dismiss(item.id)}
            className="-m-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </IconButton>
        </div>
      ))}
    </section>
  );
}
