import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QueuedGrievance } from '#shared/contracts/grievances.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatMoment } from '#web/lib/format.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { cn } from '#web/lib/cn.ts';
import { acknowledgeGrievance, grievanceKeys, grievanceQueueQueryOptions } from '../api/grievances.ts';
import { statusWords, subjectWords } from '../grievance-words.ts';
import { GrievanceReportCard } from './grievance-report.tsx';
import { ResolveDialog } from './resolve-dialog.tsx';

function Clock({ label, at, overdue }: { label: string; at: string; overdue: boolean }) {
  const { t } = useLingui();
  return (
    <span className={cn('block', overdue && 'font-semibold text-red-200')}>
      {label} <time dateTime={at}>{formatMoment(at)}</time>
      {overdue ? ` · ${t`late`}` : null}
    </span>
  );
}

/** One ticket in the queue: who, about what, its clocks, and the next step. */
function QueuedTicket({ ticket, onResolve }: { ticket: QueuedGrievance; onResolve: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const takeUp = useMutation({
    mutationFn: () => acknowledgeGrievance(ticket.id),
    onSuccess: () => {
      toast({ title: t`Complaint taken up`, description: t`${ticket.name} has been told by email.` });
      void queryClient.invalidateQueries({ queryKey: grievanceKeys.all });
    },
    onError: (error) => failureToast(t`The complaint was not taken up`, error),
  });
  const status = statusWords[ticket.status];
  return (
    <li className="rounded-xl border border-border bg-background/40 p-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-mono font-bold">{ticket.number}</span>
        <Badge tone={status.tone}>{i18n._(status.label)}</Badge>
      </div>
      <p className="mt-1 font-semibold">
        {i18n._(subjectWords[ticket.subject])}
        {ticket.reference ? <span className="font-normal text-text-secondary"> · {ticket.reference}</span> : null}
      </p>
      <p className="mt-1 text-xs break-all text-text-secondary">
        {ticket.name} · {ticket.email} · {ticket.account ? t`account` : t`guest`}
      </p>
      <p className="mt-2 break-words whitespace-pre-line">{ticket.details}</p>
      {ticket.resolution ? (
        <p className="mt-2 break-words whitespace-pre-line text-text-secondary">“{ticket.resolution}”</p>
      ) : null}
      <div className="mt-3 text-xs text-text-secondary">
        <span className="block">
          {t`Filed`} <time dateTime={ticket.filedAt}>{formatMoment(ticket.filedAt)}</time>
        </span>
        {ticket.status === 'received' ? (
          <Clock label={t`Take up by`} at={ticket.acknowledgeBy} overdue={ticket.overdue.includes('acknowledge')} />
        ) : null}
        {ticket.status === 'resolved' && ticket.resolvedAt ? (
          <span className="block">
            {t`Resolved`} <time dateTime={ticket.resolvedAt}>{formatMoment(ticket.resolvedAt)}</time>
          </span>
        ) : (
          <Clock label={t`Resolve by`} at={ticket.resolveBy} overdue={ticket.overdue.includes('resolve')} />
        )}
      </div>
      {ticket.status === 'resolved' ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          {ticket.status === 'received' ? (
            <Button size="sm" variant="secondary" disabled={takeUp.isPending} onClick={() => takeUp.mutate()}>
              {takeUp.isPending ? t`Taking up…` : t`Take up`}
            </Button>
          ) : null}
          <Button size="sm" onClick={onResolve}>
            <Trans>Resolve</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/** /ops/grievances: the complaints by the nearest deadline, taken up and resolved here; and the month's report. */
export function OpsGrievances() {
  const { t } = useLingui();
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const [resolving, setResolving] = useState<QueuedGrievance | null>(null);
  const queue = useQuery(grievanceQueueQueryOptions(status));
  const tickets = queue.data?.items ?? [];
  const tabs = [
    { value: 'open' as const, label: t`Open` },
    { value: 'resolved' as const, label: t`Resolved` },
  ];
  return (
    <div className="space-y-6">
      <DashboardSection
        title={t`Grievances`}
        description={t`Take each complaint up within 48 hours and resolve it within a month of its filing.`}
        action={
          <div role="group" aria-label={t`Which complaints`} className="flex gap-1 rounded-xl bg-muted p-1">
            {tabs.map((tab) => (
              <button
                key={tab.value}
                type="button"
                aria-pressed={status === tab.value}
                onClick={() => setStatus(tab.value)}
                className={cn(
                  'rounded-lg px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary',
                  status === tab.value ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
                )}
              >
                {tab.label}
              </button>
            ))}
          </div>
        }
      >
        {queue.isPending ? (
          <div className="space-y-2" aria-hidden>
            {[1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-24" />
            ))}
          </div>
        ) : queue.isError ? (
          <LoadFailed what={t`The grievance queue`} onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
        ) : tickets.length === 0 ? (
          <p className="text-sm text-text-secondary">
            {status === 'open' ? t`No complaint is waiting.` : t`No complaint has been resolved yet.`}
          </p>
        ) : (
          <ul className="space-y-3" aria-label={t`Complaints`}>
            {tickets.map((ticket) => (
              <QueuedTicket key={ticket.id} ticket={ticket} onResolve={() => setResolving(ticket)} />
            ))}
          </ul>
        )}
      </DashboardSection>
      <GrievanceReportCard />
      <ResolveDialog ticket={resolving} onClose={() => setResolving(null)} />
    </div>
  );
}
