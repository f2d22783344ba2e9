import { Bot, X } from 'lucide-react';
import { useId, useState } from 'react';
import { AI_PANEL_HEIGHT_PX } from '#shared/constants.ts';

export type AiContext = 'landing' | 'default';

/**
 * The floating AI Manager button, bottom right. The streaming assistant,
 * notifications and ads arrive with the AI Manager release; until then the
 * panel says so honestly.
 */
export function AiManagerButton({ context }: { context: AiContext }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6" data-ai-context={context}>
      {open ? (
        <section
          id={panelId}
          aria-label="AI Manager"
          className="flex w-[min(20rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-card border border-border bg-surface shadow-lg"
          style={{ height: `min(${AI_PANEL_HEIGHT_PX}px, calc(100dvh - 7rem))` }}
        >
          <header className="flex items-center justify-between bg-gradient-primary px-4 py-3 text-white">
            <span className="flex items-center gap-2 font-semibold">
              <Bot className="size-5" aria-hidden /> AI Manager
            </span>
            <button type="button" onClick={() => setOpen(false)} aria-label="Close AI Manager" className="rounded-md p-1 hover:bg-white/15">
              <X className="size-4" aria-hidden />
            </button>
          </header>
          <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
            <Bot className="size-10 text-primary" aria-hidden />
            <p className="font-semibold">Your marketplace assistant is on its way</p>
            <p className="text-sm text-text-secondary">
              {context === 'landing'
                ? 'Soon it will help you decide whether to start as a creator or a seller, and answer questions about Haat.'
                : 'Soon it will answer questions about your orders, earnings and campaigns, and bring you live updates.'}
            </p>
          </div>
        </section>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close AI Manager' : 'Open AI Manager'}
        className="flex size-14 cursor-pointer items-center justify-center rounded-full bg-gradient-primary text-white shadow-glow transition-theme hover:scale-105"
      >
        {open ? <X className="size-6" aria-hidden /> : <Bot className="size-6" aria-hidden />}
      </button>
    </div>
  );
}
