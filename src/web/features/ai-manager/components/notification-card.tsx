import { useLingui } from '@lingui/react/macro';
import Bell from 'lucide-react/icons/bell';
import ChevronDown from 'lucide-react/icons/chevron-down';
import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import { AI_NOTIFICATION_DISMISS_MS } from '#shared/constants.ts';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { cn } from '#web/lib/cn.ts';
import { timeOfDay } from '#web/lib/format.ts';
import { currentLocaleTag } from '#web/lib/i18n.ts';
import { removeNotification, toggleNotificationExpanded, type PanelNotification } from '../ai-manager-store.ts';

/** One time-of-day format per language (en-IN or hi-IN), made when first used. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatTime(iso: string): string {
  const tag = currentLocaleTag();
  let format = timeFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, timeOfDay(tag));
    timeFormats.set(tag, format);
  }
  return format.format(new Date(iso));
}

/** One notification (spec §3); it dismisses itself after 5 s (spec §9), and clicking it asks for a summary. */
export function NotificationCard({
  notification,
  onOpen,
}: {
  notification: PanelNotification;
  onOpen: (notification: PanelNotification) => void;
}) {
  const { t } = useLingui();
  const message = notification.message;
  useEffect(() => {
    const timer = setTimeout(() => removeNotification(notification.id), AI_NOTIFICATION_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [notification.id]);

  return (
    <li className="group relative flex gap-3 rounded-xl border border-primary/30 bg-primary/10 p-3 text-sm shadow-sm animate-[toast-in_200ms_ease-out]">
      <span
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-gradient-primary text-white"
        aria-hidden
      >
        {notification.avatar ? (
          <img src={notification.avatar} alt="" className="size-full object-cover" />
        ) : (
          <Bell className="size-4" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <button
          type="button"
          onClick={() => onOpen(notification)}
          className="block w-full cursor-pointer text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span className="flex items-baseline gap-2 text-xs text-text-secondary">
            <span className="font-semibold text-text">{notification.app}</span>
            <time dateTime={notification.time}>{formatTime(notification.time)}</time>
          </span>
          <span className={cn('mt-0.5 block text-text', !notification.expanded && 'line-clamp-2')}>
            {notification.message}
          </span>
        </button>
      </div>
      <div className="flex shrink-0 flex-col items-center gap-1">
        <IconButton
          label={t`Dismiss: ${message}`}
          tone="quiet"
          shape="square"
          size="xs"
          onClick={() => removeNotification(notification.id)}
        >
          <X className="size-3.5" aria-hidden />
        </IconButton>
        {notification.message.length > 70 ? (
          <IconButton
            label={notification.expanded ? t`Show less` : t`Show all`}
            tone="quiet"
            shape="square"
            size="xs"
            aria-expanded={notification.expanded}
            onClick={() => toggleNotificationExpanded(notification.id)}
          >
            <ChevronDown
              className={cn('size-3.5 transition-transform', notification.expanded && 'rotate-180')}
              aria-hidden
            />
          </IconButton>
        ) : null}
      </div>
    </li>
  );
}
