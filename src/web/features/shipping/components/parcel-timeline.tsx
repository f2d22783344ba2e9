import { useLingui } from '@lingui/react/macro';
import type { Parcel } from '#shared/contracts/shipping.ts';
import { cn } from '#web/lib/cn.ts';
import { formatIndiaMoment } from '#web/lib/format.ts';
import { parcelStatusLabel, statusTone } from '../parcel-words.ts';

/** The carrier's events, newest first, at India's time; the courier's own words under each, with any reason. */
export function ParcelTimeline({
  events,
  direction = 'forward',
}: {
  events: Parcel['events'];
  direction?: Parcel['direction'];
}) {
  const { t, i18n } = useLingui();
  if (events.length === 0) return null;
  return (
    <ol aria-label={t`Tracking, in India time`} className="mt-3 space-y-3 border-l-2 border-border pl-4">
      {events.toReversed().map((event, index) => (
        <li key={`${event.at}-${event.status}`} className="relative">
          <span
            aria-hidden
            className={cn(
              'absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full',
              index === 0
                ? statusTone(event.status) === 'trouble'
                  ? 'bg-amber-400'
                  : 'bg-primary'
                : 'bg-text-secondary/50',
            )}
          />
          <p className={cn('text-sm', index === 0 ? 'font-semibold' : 'text-text-secondary')}>
            {i18n._(parcelStatusLabel(direction, event.status))}
          </p>
          <p className="text-xs text-text-secondary">
            <time dateTime={event.at}>{formatIndiaMoment(event.at)}</time>
            {event.reason ? ` · ${event.reason}` : ''}
          </p>
        </li>
      ))}
    </ol>
  );
}
