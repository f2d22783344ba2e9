import { X } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { dismissToast, toastStore } from '../../lib/toast.ts';

/**
 * Renders the toasts: polite for news, assertive for failures. Each toast is its
 * own live region; the named section around them is a landmark to find them by.
 */
export function Toaster() {
  const toasts = toastStore.useStore();
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:items-end"
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
              <p className={cn('mt-1 text-sm', item.variant === 'destructive' ? 'text-red-100' : 'text-text-secondary')}>
                {item.description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(item.id)}
            className="-m-1 rounded-md p-1 opacity-70 hover:opacity-100"
            aria-label="Dismiss notification"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
    </section>
  );
}
