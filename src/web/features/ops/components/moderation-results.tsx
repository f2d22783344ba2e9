import { Trans, useLingui } from '@lingui/react/macro';
import ExternalLink from 'lucide-react/icons/external-link';
import { useState } from 'react';
import { isSuspendedSubject, type ModerationItem, type ModerationSearch } from '#shared/contracts/ops.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { actionWords, resultGroups, stateBadge, subjectGroups } from '../moderation-words.ts';
import type { ModerationTarget } from './moderation-dialog.tsx';

/** The action an item offers now: restore what is withheld, else hide it (or suspend an account). */
const nextAction = (item: ModerationItem): ModerationTarget['action'] =>
  item.state !== 'visible' ? 'restore' : isSuspendedSubject(item.subject) ? 'suspend' : 'hide';

function ResultRow({ item, onAct }: { item: ModerationItem; onAct: (target: ModerationTarget) => void }) {
  const { t, i18n } = useLingui();
  const action = nextAction(item);
  const verb = actionWords(i18n, item.subject, action).verb;
  const badge = stateBadge[item.state];
  const { title, reason, since } = item;
  const sinceDate = since ? formatDate(since) : '';
  return (
    <li className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex items-start justify-between gap-2 sm:justify-start">
          <p className="font-semibold break-words">{item.title}</p>
          <Badge tone={badge.tone} className="mt-0.5 shrink-0">
            {i18n._(badge.label)}
          </Badge>
        </div>
        <p className="text-sm break-words text-text-secondary">{item.detail}</p>
        {reason ? (
          <p className="text-sm break-words">
            <Trans>
              <span className="text-text-secondary">Reason:</span> {reason}
            </Trans>
            {since ? (
              <span className="text-text-secondary">
                {' '}
                <Trans>
                  · since <time dateTime={since}>{sinceDate}</time>
                </Trans>
              </span>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">
        {item.link && item.state === 'visible' ? (
          <a
            href={item.link}
            target="_blank"
            rel="noreferrer"
            aria-label={t`View ${title} (opens in a new tab)`}
            className="inline-flex h-9 items-center gap-1 rounded-button px-2 text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            <Trans>View</Trans> <ExternalLink className="size-4" aria-hidden />
          </a>
        ) : null}
        <Button
          size="sm"
          variant={action === 'restore' ? 'secondary' : 'outline'}
          // The visible word first, then what it acts on: each button says which item it is for.
          aria-label={t`${verb} ${title}`}
          onClick={() => onAct({ item, action })}
        >
          {verb}
        </Button>
      </div>
    </li>
  );
}

/** A group shows its first few; the rest open on request (the search returns up to 20 of each kind). */
const FIRST_SHOWN = 5;

function ResultGroup({
  title,
  items,
  total,
  onAct,
}: {
  title: string;
  items: ModerationItem[];
  /** Every match of the kind, of which `items` are the first. */
  total: number;
  onAct: (target: ModerationTarget) => void;
}) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const count = items.length;
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  return (
    <DashboardSection title={`${title} (${total})`}>
      {items.length === 0 ? (
        <p className="text-sm text-text-secondary">
          <Trans>Nothing here matches.</Trans>
        </p>
      ) : (
        <>
          <ul className="divide-y divide-border">
            {shown.map((item) => (
              <ResultRow key={`${item.subject}:${item.id}`} item={item} onAct={onAct} />
            ))}
          </ul>
          {items.length > FIRST_SHOWN ? (
            <Button variant="ghost" size="sm" className="mt-3" onClick={() => setAll(!all)} aria-expanded={all}>
              {all ? t`Show fewer` : total > count ? t`Show the first ${count}` : t`Show all ${count}`}
            </Button>
          ) : null}
          {total > count ? (
            <p className="mt-2 text-xs text-text-secondary">
              <Trans>
                {total} match; the first {count} are listed, hidden and suspended first. Search by name or id to find
                the others.
              </Trans>
            </p>
          ) : null}
        </>
      )}
    </DashboardSection>
  );
}

/** Search results by kind, each item with its state and the one action it offers. */
export function ModerationResults({
  results,
  onAct,
}: {
  results: ModerationSearch;
  onAct: (target: ModerationTarget) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div className="space-y-4">
      {resultGroups.map((group) => {
        return (
          <ResultGroup
            key={group.key}
            title={i18n._(subjectGroups[group.subject])}
            items={results[group.key]}
            total={results.totals[group.key]}
            onAct={onAct}
          />
        );
      })}
    </div>
  );
}
