import { Trans, useLingui } from '@lingui/react/macro';
import CheckCheck from 'lucide-react/icons/check-check';
import Inbox from 'lucide-react/icons/inbox';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Notification } from '#shared/contracts/notifications.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCount, formatMoment } from '#web/lib/format.ts';
import { safeHref } from '#web/lib/safe-href.ts';
import { useMarkAllRead, useMarkRead, useNotifications } from '../use-notifications.ts';

function Item({ notification, onOpen }: { notification: Notification; onOpen: (notification: Notification) => void }) {
  const { t } = useLingui();
  const href = notification.link ? safeHref(notification.link) : null;
  const body: ReactNode = (
    <>
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', notification.read ? 'bg-transparent' : 'bg-primary')}
      />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2 text-xs text-text-secondary">
          <span className="font-semibold text-text">
            {notification.read ? null : <span className="sr-only">{t`Unread:`} </span>}
            {notification.app}
          </span>
          <time dateTime={notification.time}>{formatMoment(notification.time)}</time>
        </span>
        <span
          className={cn(
            'mt-0.5 line-clamp-3 block text-sm',
            notification.read ? 'text-text-secondary' : 'font-medium text-text',
          )}
        >
          {notification.message}
        </span>
      </span>
    </>
  );
  const className = 'flex gap-2.5 px-3 py-2.5';
  return (
    <li
      data-read={notification.read}
      className={cn('border-b border-border/60 last:border-b-0', !notification.read && 'bg-primary/8')}
    >
      {href ? (
        <Link
          to={href}
          onClick={() => onOpen(notification)}
          className={cn(
            className,
            'transition-theme hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary',
          )}
        >
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/**
 * The inbox: the user's stored notifications (read from the server each time
 * it opens, then kept current by the live stream), newest first, unread ones
 * marked, each leading to its page; "Mark all read" clears the badge.
 */
export function NotificationInbox({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useNotifications();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const titleId = useId();
  const unread = data?.unread ?? 0;
  const count = formatCount(unread);
  const newest = data?.items[0];
  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id);
    onNavigate();
  };
  return (
    <section aria-labelledby={titleId} className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border/70 px-3 py-2">
        <h3 id={titleId} className="text-sm font-semibold">
          <Trans>Inbox</Trans>{' '}
          <span className="font-normal text-text-secondary" data-testid="inbox-unread">
            {unread > 0 ? t`· ${count} unread` : t`· all read`}
          </span>
        </h3>
        {newest && unread > 0 ? (
          <button
            type="button"
            onClick={() => markAllRead.mutate(newest.id)}
            className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-primary hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <CheckCheck className="size-3.5" aria-hidden />
            <Trans>Mark all read</Trans>
          </button>
        ) : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {isPending ? (
          <p className="p-4 text-sm text-text-secondary">
            <Trans>Loading your notifications…</Trans>
          </p>
        ) : isError && !data ? (
          <div className="p-4 text-sm">
            <p className="text-text-secondary">
              <Trans>Your notifications could not be loaded.</Trans>
            </p>
            <button
              type="button"
              onClick={() => void refetch()}
              className="mt-2 font-semibold text-primary underline-offset-4 hover:underline"
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : data.items.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 px-6 py-8 text-center text-sm text-text-secondary">
            <Inbox className="size-8 text-primary" aria-hidden />
            <p>
              <Trans>Nothing yet. New orders, shipments, payouts and campaign news will show up here.</Trans>
            </p>
          </div>
        ) : (
          <ul aria-label={t`Inbox`}>
            {data.items.map((notification) => (
              <Item key={notification.id} notification={notification} onOpen={open} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
