import { useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '#web/lib/cn.ts';
import { IconButton } from './icon-button.tsx';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** `alertdialog` for a question that needs an answer (confirmations). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: a bottom sheet on phones, centred from the small breakpoint.
 * Escape, the close button and a click on the backdrop close it; focus moves
 * in, stays in (Tab wraps) and goes back where it was; the page does not scroll behind it.
 */
export function Dialog({ open, onClose, title, description, role = 'dialog', className, children }: DialogProps) {
  const { t } = useLingui();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // The latest onClose, without re-running the effect (and moving focus) on every render.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // A control marked autoFocus has the focus already; otherwise the first one takes it.
    if (panel && !panel.contains(document.activeElement))
      (panel.querySelector<HTMLElement>(focusable) ?? panel).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = [...panel.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
      previousFocus?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className="fixed inset-0 z-[56] flex items-end justify-center bg-black/70 backdrop-blur-sm sm:items-center sm:p-6"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative max-h-[92dvh] w-full overflow-y-auto overscroll-contain rounded-t-card border border-border bg-surface p-5 shadow-lg outline-none sm:max-w-lg sm:rounded-card sm:p-6',
          'animate-[toast-in_180ms_ease-out]',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-3 pr-8">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description ? (
              <div id={descriptionId} className="mt-1 text-sm text-text-secondary">
                {description}
              </div>
            ) : null}
          </div>
        </div>
        <IconButton label={t`Close`} tone="quiet" size="lg" onClick={onClose} className="absolute top-4 right-4">
          <X className="size-5" aria-hidden />
        </IconButton>
        {children}
      </div>
    </div>,
    document.body,
  );
}
