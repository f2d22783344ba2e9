import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Grievance } from '#shared/contracts/grievances.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatDate } from '#web/lib/format.ts';
import { myGrievancesQueryOptions } from '../api/grievances.ts';
import { statusWords, subjectWords } from '../grievance-words.ts';

/** One ticket as its complainant follows it: where it stands, the clocks it runs on, and what was done. */
export function GrievanceTicket({ ticket }: { ticket: Grievance }) {
  const { i18n } = useLingui();
  const status = statusWords[ticket.status];
  return (
    <li className="rounded-card border border-border bg-surface/70 p-4 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-sm font-bold">{ticket.number}</p>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
      </div>
      <p className="mt-1 text-sm font-semibold">
        {i18n._(subjectWords[ticket.subject])}
        {ticket.reference ? <span className="font-normal text-text-secondary"> · {ticket.reference}</span> : null}
      </p>
      <p className="mt-2 line-clamp-3 text-sm break-words whitespace-pre-line text-text-secondary">{ticket.details}</p>
      <p className="mt-3 text-xs text-text-secondary">
        {ticket.status === 'resolved' && ticket.resolvedAt ? (
          <Trans>
            Filed {formatDate(ticket.filedAt)} · resolved {formatDate(ticket.resolvedAt)}
          </Trans>
        ) : ticket.status === 'acknowledged' ? (
          <Trans>
            Filed {formatDate(ticket.filedAt)} · to be resolved by {formatDate(ticket.resolveBy)}
          </Trans>
        ) : (
          <Trans>
            Filed {formatDate(ticket.filedAt)} · to be taken up by {formatDate(ticket.acknowledgeBy)}
          </Trans>
        )}
      </p>
      {ticket.resolution ? (
        <div className="mt-3 rounded-button bg-muted/60 p-3 text-sm">
          <p className="text-xs font-semibold text-text-secondary">
            <Trans>What was done</Trans>
          </p>
          <p className="mt-1 break-words whitespace-pre-line">{ticket.resolution}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The signed-in account's complaints, newest first (on /grievance and /account). */
export function MyGrievances() {
  const { t } = useLingui();
  const mine = useQuery(myGrievancesQueryOptions);
  return (
    <section id="grievances" aria-labelledby="my-grievances-title" className="space-y-3">
      <h2 id="my-grievances-title" className="text-lg font-bold">
        <Trans>Your complaints</Trans>
      </h2>
      {mine.isError ? (
        <LoadFailed what={t`Your complaints`} onRetry={() => void mine.refetch()} retrying={mine.isFetching} />
      ) : mine.data && mine.data.items.length === 0 ? (
        <p className="text-sm text-text-secondary">
          <Trans>You have filed no complaints.</Trans>
        </p>
      ) : (
        <ul className="space-y-3">
          {mine.data?.items.map((ticket) => (
            <GrievanceTicket key={ticket.id} ticket={ticket} />
          ))}
        </ul>
      )}
    </section>
  );
}
