import { useQuery } from '@tanstack/react-query';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import type { PayoutRunSummary } from '#shared/contracts/ops-money.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCount, formatMoment } from '#web/lib/format.ts';
import { payoutRunsQueryOptions } from '../api/ops-money.ts';
import { providerNames, runStateBadge, startedByText } from '../payout-words.ts';
import { StartRunButton } from './start-run-dialog.tsx';

const runPath = (run: PayoutRunSummary) => `/ops/payouts/${run.id}`;
const runName = (run: PayoutRunSummary) => `Payout run of ${formatMoment(run.createdAt)}`;

const linkClass =
  'rounded-button font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function StateBadge({ run }: { run: PayoutRunSummary }) {
  const badge = runStateBadge(run);
  return <Badge tone={badge.tone}>{badge.label}</Badge>;
}

function RunsTable({ runs }: { runs: PayoutRunSummary[] }) {
  const head = 'py-2 pr-3 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">Payout runs, newest first</caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className={head}>
            Started
          </th>
          <th scope="col" className={head}>
            Provider
          </th>
          <th scope="col" className={`${head} text-right`}>
            Payouts
          </th>
          <th scope="col" className={`${head} text-right`}>
            Net
          </th>
          <th scope="col" className={head}>
            State
          </th>
          <th scope="col" className="py-2 font-semibold">
            <span className="sr-only">Open</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {runs.map((run) => (
          <tr key={run.id} className="align-top">
            <td className="py-2.5 pr-3">
              <time dateTime={run.createdAt}>{formatMoment(run.createdAt)}</time>
              <span className="block text-xs break-all text-text-secondary">by {startedByText(run)}</span>
            </td>
            <td className="py-2.5 pr-3">{providerNames[run.provider]}</td>
            <td className="py-2.5 pr-3 text-right tabular-nums">{formatCount(run.payouts)}</td>
            <td className="py-2.5 pr-3 text-right tabular-nums">{formatRupees(run.netPaise)}</td>
            <td className="py-2.5 pr-3">
              <StateBadge run={run} />
            </td>
            <td className="py-2.5 text-right">
              <Link to={runPath(run)} className={linkClass} aria-label={`View the ${runName(run)}`}>
                View
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function RunCards({ runs }: { runs: PayoutRunSummary[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Payout runs, newest first">
      {runs.map((run) => (
        <li key={run.id}>
          <Link
            to={runPath(run)}
            className="flex items-center gap-3 rounded-xl border border-border bg-background/40 p-3 text-sm hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <div className="min-w-0 flex-1 space-y-1">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <time dateTime={run.createdAt} className="font-semibold">
                  {formatMoment(run.createdAt)}
                </time>
                <StateBadge run={run} />
              </div>
              <p className="tabular-nums">
                {formatCount(run.payouts)} {run.payouts === 1 ? 'payout' : 'payouts'} · {formatRupees(run.netPaise)} net
              </p>
              <p className="text-xs break-all text-text-secondary">
                {providerNames[run.provider]} · by {startedByText(run)}
              </p>
            </div>
            <ChevronRight className="size-5 shrink-0 text-text-secondary" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Every payout run, newest first, each opening its own page. */
export function PayoutRunsList() {
  const runs = useQuery(payoutRunsQueryOptions);
  return (
    <DashboardSection
      title="Payout runs"
      description="Newest first. A run stays open until the bank settles each payout."
      action={<StartRunButton />}
    >
      {runs.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">Loading payout runs</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : !runs.data ? (
        <LoadFailed what="The payout runs" onRetry={() => void runs.refetch()} retrying={runs.isFetching} />
      ) : runs.data.items.length === 0 ? (
        <p className="text-sm text-text-secondary">No payout run yet.</p>
      ) : (
        <>
          <RunsTable runs={runs.data.items} />
          <RunCards runs={runs.data.items} />
        </>
      )}
    </DashboardSection>
  );
}
