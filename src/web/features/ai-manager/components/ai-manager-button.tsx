import { Bot, X } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { AiContext } from '#shared/contracts/ai.ts';
import { useSession } from '#web/features/auth/use-auth.ts';
import { aiManagerStore, setAiPanelOpen } from '../ai-manager-store.ts';
import { useLiveNotifications } from '../use-live-notifications.ts';

const AiPanel = lazy(async () => ({ default: (await import('./ai-panel.tsx')).AiPanel }));

/**
 * The floating AI Manager button, bottom right: it toggles the panel and
 * counts notifications that arrived while it was closed. The panel's code
 * loads on first open.
 */
export function AiManagerButton({ context }: { context: AiContext }) {
  const { open, unseen } = aiManagerStore.useStore();
  const { data: session } = useSession();
  useLiveNotifications(Boolean(session));
  const panelId = useId();
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6" data-ai-context={context}>
      {open ? (
        <Suspense fallback={<div className="h-40 w-[min(20rem,calc(100vw-2rem))] animate-pulse rounded-card border border-border bg-surface" />}>
          <AiPanel id={panelId} context={context} onClose={() => setAiPanelOpen(false)} />
        </Suspense>
      ) : null}
      <button
        type="button"
        onClick={() => setAiPanelOpen(!open)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? 'Close AI Manager' : unseen > 0 ? `Open AI Manager, ${unseen} new notification${unseen === 1 ? '' : 's'}` : 'Open AI Manager'}
        className="relative flex size-14 cursor-pointer items-center justify-center rounded-full bg-gradient-primary text-white shadow-glow transition-theme hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {open ? <X className="size-6" aria-hidden /> : <Bot className="size-6" aria-hidden />}
        {!open && unseen > 0 ? (
          <span className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full border-2 border-background bg-red-500 px-1 text-xs font-bold" aria-hidden>
            {unseen > 9 ? '9+' : unseen}
          </span>
        ) : null}
      </button>
    </div>
  );
}
