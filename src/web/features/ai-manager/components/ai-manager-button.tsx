import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Bot from 'lucide-react/icons/bot';
import X from 'lucide-react/icons/x';
import { type CSSProperties, lazy, Suspense, useId, useRef } from 'react';
import type { AiContext } from '#shared/contracts/ai-manager.ts';
import type { Notification } from '#shared/contracts/notifications.ts';
import { cn } from '#web/lib/cn.ts';
import { FLOATING_LAYER_ATTRIBUTE } from '#web/lib/floating.ts';
import { aiManagerStore, pushNotification, setAiPanelOpen } from '../ai-manager-store.ts';
import { useFloatingPlace } from '../use-floating-place.ts';
import { useLiveNotifications, useNotifications } from '#web/features/notifications/public.ts';

/** A notification that arrives live shows in the panel as a card. */
const showArrived = (notification: Notification) => pushNotification({ ...notification, demo: false });

const AiPanel = lazy(async () => ({ default: (await import('./ai-panel.tsx')).AiPanel }));

/**
 * The floating AI Manager button, bottom right: it toggles the panel and
 * shows how many of the user's notifications are unread, read from the server
 * on load and kept current by the live stream. It keeps clear of controls
 * (use-floating-place.ts). It floats above the product popup (z-50), below
 * dialogs and the phone menu (z-56, z-57) and the toasts (z-60). The panel's
 * code loads on first open.
 */
export function AiManagerButton({ context }: { context: AiContext }) {
  const { t } = useLingui();
  const open = aiManagerStore.useStore((state) => state.open);
  const { userId, data } = useNotifications();
  useLiveNotifications(userId || null, showArrived);
  const unread = data?.unread ?? 0;
  // The badge's own text is part of the button's name, as screen readers and voice control expect.
  const badge = unread > 9 ? '9+' : String(unread);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { lift, hidden } = useFloatingPlace(containerRef, buttonRef, open);
  const panelId = useId();
  return (
    <div
      ref={containerRef}
      {...{ [FLOATING_LAYER_ATTRIBUTE]: '' }}
      data-ai-context={context}
      style={{ '--ai-lift': `${lift}px` } as CSSProperties}
      className={cn(
        'fixed right-4 bottom-[calc(1rem+var(--ai-lift))] z-[55] flex flex-col items-end gap-3 transition-[bottom,translate,opacity,visibility] duration-200 motion-reduce:transition-none sm:right-6 sm:bottom-[calc(1.5rem+var(--ai-lift))]',
        hidden && 'invisible translate-x-[calc(100%+1.5rem)] opacity-0',
      )}
    >
      {open ? (
        <Suspense
          fallback={
            <div className="h-40 w-[min(20rem,calc(100vw-2rem))] animate-pulse rounded-card border border-border bg-surface" />
          }
        >
          <AiPanel id={panelId} context={context} onClose={() => setAiPanelOpen(false)} />
        </Suspense>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => setAiPanelOpen(!open)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={
          open
            ? t`Close AI Manager`
            : unread > 9
              ? t`Open AI Manager, 9+ unread notifications`
              : unread > 0
                ? t`Open AI Manager, ${plural(unread, { one: '# unread notification', other: '# unread notifications' })}`
                : t`Open AI Manager`
        }
        className="relative flex size-14 cursor-pointer items-center justify-center rounded-full bg-gradient-primary text-white shadow-glow transition-theme hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {open ? <X className="size-6" aria-hidden /> : <Bot className="size-6" aria-hidden />}
        {!open && unread > 0 ? (
          <span
            data-testid="ai-unread-badge"
            className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full border-2 border-background bg-red-600 px-1 text-xs font-bold"
            aria-hidden
          >
            {badge}
          </span>
        ) : null}
      </button>
    </div>
  );
}
