import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Bell from 'lucide-react/icons/bell';
import Bot from 'lucide-react/icons/bot';
import ChevronRight from 'lucide-react/icons/chevron-right';
import SendHorizontal from 'lucide-react/icons/send-horizontal';
import Sparkles from 'lucide-react/icons/sparkles';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AI_PANEL_HEIGHT_PX } from '#shared/constants.ts';
import type { AiContext } from '#shared/contracts/ai-manager.ts';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import {
  aiManagerStore,
  pushDemoNotification,
  removeNotification,
  type PanelNotification,
} from '../ai-manager-store.ts';
import { adsQueryOptions } from '../api/ai-manager.ts';
import { summarizeNotification } from '../notification-summary.ts';
import { useAiChat } from '../use-ai-chat.ts';
import { usePanelMode, useRotatingIndex } from '../use-panel-mode.ts';
import { AdView } from './ad-view.tsx';
import { NotificationCard } from './notification-card.tsx';
import { NotificationInbox, useMarkRead, useNotifications } from '#web/features/notifications/public.ts';
import { RichText } from './rich-text.tsx';

const HINTS: Record<AiContext, MessageDescriptor[]> = {
  landing: [
    msg`Ask “How do I start as a creator?”`,
    msg`Ask “How do I start as a seller?”`,
    msg`Try “earrings under ₹500”`,
    msg`Ask “Which campaigns pay cash?”`,
  ],
  default: [
    msg`Try “earrings under ₹500”`,
    msg`Ask “Where is my order?”`,
    msg`Ask “How much have I earned?”`,
    msg`Ask “Which campaigns pay cash?”`,
  ],
};

const WELCOME: Record<AiContext, MessageDescriptor> = {
  landing: msg`Hi! I can help you choose: start as a creator, start as a seller, or just shop.`,
  default: msg`Hi! Ask me about products, your orders and earnings, or brand campaigns.`,
};

/**
 * The AI Manager panel (spec §2): notifications and chat, alternating with ads.
 * A signed-in user also has the inbox of stored notifications, behind the bell
 * in the header and, while some are unread, a row atop the chat.
 */
export function AiPanel({ id, context, onClose }: { id: string; context: AiContext; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { messages, streaming, send, say } = useAiChat(context);
  const notifications = aiManagerStore.useStore((state) => state.notifications);
  const inbox = useNotifications();
  const unread = inbox.data?.unread ?? 0;
  const [view, setView] = useState<'chat' | 'inbox'>('chat');
  const markRead = useMarkRead();
  const { data: ads = [] } = useQuery(adsQueryOptions);
  const { mode, adIndex, markActive } = usePanelMode({
    adCount: ads.length,
    busy: streaming,
    onDemoNotification: () => pushDemoNotification(new Date()),
  });
  const hintIndex = useRotatingIndex(HINTS[context].length, messages.length === 0);
  const hint = HINTS[context][hintIndex];
  const [draft, setDraft] = useState('');
  const wide = useMediaQuery('(min-width: 640px)');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Follow the answer as it grows.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const follow = new MutationObserver(() => {
      log.scrollTop = log.scrollHeight;
    });
    follow.observe(log, { childList: true, subtree: true, characterData: true });
    return () => follow.disconnect();
  }, []);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  // On a phone the panel covers the page: a link closes it so the page (or product popup) shows.
  const onNavigate = () => {
    if (!wide) onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    markActive();
    if (!draft.trim()) return;
    setView('chat');
    void send(draft);
    setDraft('');
  };

  const openNotification = (notification: PanelNotification) => {
    markActive();
    removeNotification(notification.id);
    setView('chat');
    say(summarizeNotification(notification));
    if (!notification.demo) markRead.mutate(notification.id);
  };

  return (
    <section
      id={id}
      aria-label={t`AI Manager`}
      data-mode={mode}
      onPointerEnter={markActive}
      onPointerDown={markActive}
      onKeyDown={markActive}
      onWheel={markActive}
      className="flex w-[min(20rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-card border border-border bg-surface shadow-2xl"
      style={{ height: `min(${AI_PANEL_HEIGHT_PX}px, calc(100dvh - 6.5rem - var(--ai-lift, 0px)))` }}
    >
      <header className="flex items-center justify-between gap-2 bg-gradient-primary px-3 py-3 text-white">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="flex size-8 items-center justify-center rounded-full bg-white/20" aria-hidden>
            <Bot className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="text-sm leading-tight font-semibold">
              <Trans>AI Manager</Trans>
            </h2>
            <p className="truncate text-xs text-white/80">
              {mode === 'ads' ? t`Sponsored · move here to chat` : t`Answers from live Haat data`}
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          {inbox.userId ? (
            <button
              type="button"
              onClick={() => {
                markActive();
                setView(view === 'inbox' ? 'chat' : 'inbox');
              }}
              aria-pressed={view === 'inbox'}
              aria-label={unread > 0 ? t`Inbox, ${unread} unread` : t`Inbox`}
              className={cn(
                'relative flex h-8 items-center gap-0.5 rounded-full px-1.5 text-xs font-bold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white',
                view === 'inbox' && 'bg-white/20',
              )}
            >
              <Bell className="size-4" aria-hidden />
              {unread > 0 ? <span aria-hidden>{unread > 99 ? '99+' : unread}</span> : null}
            </button>
          ) : null}
          <IconButton
            label={t`Close AI Manager`}
            shape="square"
            className="size-7 hover:bg-white/15 focus-visible:outline-white"
            onClick={onClose}
          >
            <X className="size-4" aria-hidden />
          </IconButton>
        </div>
      </header>

      {mode === 'ads' ? (
        <AdView ads={ads} index={adIndex} onNavigate={onNavigate} />
      ) : (
        <div className="flex min-h-0 flex-1 flex-col">
          {notifications.length > 0 ? (
            <ul aria-label={t`Notifications`} aria-live="polite" className="space-y-2 border-b border-border/70 p-3">
              {notifications.map((notification) => (
                <NotificationCard key={notification.id} notification={notification} onOpen={openNotification} />
              ))}
            </ul>
          ) : null}
          {view === 'chat' && unread > 0 ? (
            <button
              type="button"
              onClick={() => {
                markActive();
                setView('inbox');
              }}
              className="flex w-full cursor-pointer items-center justify-between gap-2 border-b border-border/70 bg-primary/10 px-3 py-2.5 text-left text-sm hover:bg-primary/15 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
            >
              <span className="flex items-center gap-2 font-semibold">
                <span aria-hidden className="size-2 rounded-full bg-primary" />
                {t`${plural(unread, { one: '# unread notification', other: '# unread notifications' })}`}
              </span>
              <span className="flex items-center text-xs font-semibold text-primary">
                <Trans>Open inbox</Trans> <ChevronRight className="size-4" aria-hidden />
              </span>
            </button>
          ) : null}
          {view === 'inbox' ? <NotificationInbox onNavigate={onNavigate} /> : null}
          {/* The conversation stays mounted under the inbox, so it keeps following the answer. */}
          <div
            ref={logRef}
            role="log"
            aria-label={t`Conversation`}
            aria-live="polite"
            hidden={view === 'inbox'}
            className="flex-1 space-y-3 overflow-y-auto p-3 text-sm"
          >
            {messages.length === 0 ? (
              <div className="flex h-full flex-col items-center justify-center gap-3 px-2 text-center">
                <span
                  className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary"
                  aria-hidden
                >
                  <Sparkles className="size-6" />
                </span>
                <p className="text-text">{i18n._(WELCOME[context])}</p>
                <p
                  key={hintIndex}
                  data-testid="ai-hint"
                  className="animate-[toast-in_300ms_ease-out] text-xs text-text-secondary"
                >
                  {hint ? i18n._(hint) : null}
                </p>
              </div>
            ) : (
              messages.map((message) => (
                <div key={message.id} className={cn('flex', message.role === 'user' ? 'justify-end' : 'justify-start')}>
                  <div
                    data-role={message.role}
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3.5 py-2.5 leading-relaxed',
                      message.role === 'user'
                        ? 'rounded-br-md bg-gradient-primary text-white'
                        : 'rounded-bl-md border border-border bg-muted text-text',
                    )}
                  >
                    {message.role === 'user' ? (
                      <p className="break-words whitespace-pre-wrap">{message.text}</p>
                    ) : message.text ? (
                      <RichText text={message.text} onNavigate={onNavigate} />
                    ) : (
                      <span className="flex gap-1 py-1" aria-label={t`The AI Manager is typing`}>
                        {[0, 1, 2].map((dot) => (
                          <span
                            key={dot}
                            className="size-1.5 animate-[wordmark-letter_1s_ease-in-out_infinite] rounded-full bg-text-secondary"
                            style={{ animationDelay: `${dot * 150}ms` }}
                          />
                        ))}
                      </span>
                    )}
                  </div>
                </div>
              ))
            )}
          </div>
        </div>
      )}

      <form onSubmit={submit} className="flex items-center gap-2 border-t border-border/70 p-3">
        <label htmlFor={`${id}-input`} className="sr-only">
          <Trans>Message the AI Manager</Trans>
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            markActive();
          }}
          placeholder={t`Ask anything…`}
          autoComplete="off"
          maxLength={4000}
          className="h-10 min-w-0 flex-1 rounded-full border border-border bg-background/60 px-4 text-sm text-text placeholder:text-text-secondary/70 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/60"
        />
        <IconButton
          type="submit"
          label={t`Send`}
          size="xl"
          disabled={streaming}
          className="bg-gradient-primary text-white shadow-button hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendHorizontal className="size-4" aria-hidden />
        </IconButton>
      </form>
    </section>
  );
}
