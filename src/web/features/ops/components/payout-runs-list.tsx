import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link } from 'react-router';
import type { PayoutRunSummary } from '#shared/contracts/payouts-ops.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCount, formatMoment } from '#web/lib/format.ts';
import { payoutRunsQueryOptions } from '../api/ops-money.ts';
import { providerName, runStateBadge, startedByText } from '../payout-words.ts';
import { StartRunButton } from './start-run-dialog.tsx';

const runPath = (run: PayoutRunSummary) => `/ops/payouts/${run.id}`;

const linkClass =
  'rounded-button font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

function StateBadge({ run }: { run: PayoutRunSummary }) {
  const { i18n } = useLingui();
  const badge = runStateBadge(run);
  return <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>;
}

function RunRow({ run }: { run: PayoutRunSummary }) {
  const { t, i18n } = useLingui();
  const moment = formatMoment(run.createdAt);
  const startedBy = startedByText(i18n, run);
  return (
    <tr className="align-top">
      <td className="py-2.5 pr-3">
        <time dateTime={run.createdAt}>{moment}</time>
        <span className="block text-xs break-all text-text-secondary">
          <Trans>by {startedBy}</Trans>
        </span>
      </td>
      <td className="py-2.5 pr-3">{providerName(i18n, run.provider)}</td>
      <td className="py-2.5 pr-3 text-right tabular-nums">{formatCount(run.payouts)}</td>
      <td className="py-2.5 pr-3 text-right tabular-nums">{formatRupees(run.netPaise)}</td>
      <td className="py-2.5 pr-3">
        <StateBadge run={run} />
      </td>
      <td className="py-2.5 text-right">
        <Link to={runPath(run)} className={linkClass} aria-label={t`View the Payout run of ${moment}`}>
          <Trans>View</Trans>
        </Link>
      </td>
    </tr>
  );
}

function RunsTable({ runs }: { runs: PayoutRunSummary[] }) {
  const head = 'py-2 pr-3 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">
        <Trans>Payout runs, newest first</Trans>
      </caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className={head}>
            <Trans>Started</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>Provider</Trans>
          </th>
          <th scope="col" className={`${head} text-right`}>
            <Trans>Payouts</Trans>
          </th>
          <th scope="col" className={`${head} text-right`}>
            <Trans>Net</Trans>
          </th>
          <th scope="col" className={head}>
            {/* Where the run stands, not a state of India (the address form's "State"). */}
            <Trans context="payout run">State</Trans>
          </th>
          <th scope="col" className="py-2 font-semibold">
            <span className="sr-only">
              <Trans>Open</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {runs.map((run) => (
          <RunRow key={run.id} run={run} />
        ))}
      </tbody>
    </table>
  );
}

function RunCard({ run }: { run: PayoutRunSummary }) {
  const { t, i18n } = useLingui();
  const count = run.payouts;
  const net = formatRupees(run.netPaise);
  const startedBy = startedByText(i18n, run);
  return (
    <li>
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
          <p className="tabular-nums">{t`${plural(count, { one: '# payout', other: '# payouts' })} · ${net} net`}</p>
          <p className="text-xs break-all text-text-secondary">
            {providerName(i18n, run.provider)} · <Trans>by {startedBy}</Trans>
          </p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-text-secondary" aria-hidden />
      </Link>
    </li>
  );
}

function RunCards({ runs }: { runs: PayoutRunSummary[] }) {
  const { t } = useLingui();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Payout runs, newest first`}>
      {runs.map((run) => (
        <RunCard key={run.id} run={run} />
      ))}
    </ul>
  );
}

/** Every payout run, newest first, each opening its own page. */
export function PayoutRunsList() {
  const { t } = useLingui();
  const runs = useQuery(payoutRunsQueryOptions);
  return (
    <DashboardSection
      title={t`Payout runs`}
      description={t`Newest first. A run stays open until the bank settles each payout.`}
      action={<StartRunButton />}
    >
      {runs.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">
            <Trans>Loading payout runs</Trans>
          </span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : !runs.data ? (
        <LoadFailed what={t`The payout runs`} onRetry={() => void runs.refetch()} retrying={runs.isFetching} />
      ) : runs.data.items.length === 0 ? (
        <p className="text-sm text-text-secondary">
          <Trans>No payout run yet.</Trans>
        </p>
      ) : (
        <>
          <RunsTable runs={runs.data.items} />
          <RunCards runs={runs.data.items} />
        </>
      )}
    </DashboardSection>
  );
}
