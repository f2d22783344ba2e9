import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Users from 'lucide-react/icons/users';
import { type ReactNode, useId } from 'react';
import { type Campaign, effectiveStatus } from '#shared/contracts/campaigns.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { i18n } from '#web/lib/i18n.ts';
import { CampaignBanner } from './campaign-banner.tsx';
import { PayoutTypeBadge } from './campaign-badges.tsx';

/** "Ends 12 Dec 2026", or "Ended 15 Jul 2024" once the deadline has passed. */
export function deadlineText(collab: Pick<Campaign, 'status' | 'deadline'>, now: Date): string {
  const ended = effectiveStatus(collab.status, collab.deadline, now) === 'closed';
  const date = formatCalendarDate(collab.deadline);
  return i18n._(ended ? msg`Ended ${date}` : msg`Ends ${date}`);
}

/** A campaign as creators see it: banner, brand, brief, hashtags, payout, deadline and how many joined; `children` is the action. */
export function CollabCard({ collab, now, children }: { collab: Campaign; now: Date; children?: ReactNode }) {
  const titleId = useId();
  const { t } = useLingui();
  const joined = collab.joined;
  return (
    <article
      data-testid="campaign-card"
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card transition-theme hover:border-primary/50"
    >
      <CampaignBanner campaign={collab} />
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 truncate text-sm font-semibold text-text-secondary">{collab.brand}</p>
          {collab.badges.map((badge) => (
            <Badge key={badge} tone="warning">
              {badge}
            </Badge>
          ))}
        </div>
        <h2 id={titleId} className="text-lg leading-snug font-bold text-balance">
          {collab.title}
        </h2>
        <p className="line-clamp-3 text-sm text-text-secondary">{collab.desc}</p>
        {collab.hashtags.length > 0 ? (
          <ul aria-label={t`Hashtags`} className="flex flex-wrap gap-1.5">
            {collab.hashtags.map((tag) => (
              <li key={tag} className="rounded-full bg-primary/15 px-2 py-0.5 text-xs font-medium text-text">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex items-start gap-2 rounded-xl border border-border bg-background/40 p-3">
          <PayoutTypeBadge type={collab.payoutType} />
          <p className="min-w-0 text-sm font-semibold [overflow-wrap:anywhere]">
            <span className="sr-only">
              <Trans>Payout:</Trans>{' '}
            </span>
            {collab.payout}
          </p>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-text-secondary">
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock className="size-4" aria-hidden /> {deadlineText(collab, now)}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Users className="size-4" aria-hidden />
            <span>
              <Trans>
                <span data-testid="collab-joined" className="font-semibold text-text tabular-nums">
                  {joined}
                </span>{' '}
                joined
              </Trans>
            </span>
          </span>
        </p>
        {children ? <div className="mt-auto border-t border-border pt-3">{children}</div> : null}
      </div>
    </article>
  );
}
