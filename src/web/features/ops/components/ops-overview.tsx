import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import type { MarketplaceOverview } from '#shared/contracts/payouts-ops.ts';
import { lineStatuses } from '#shared/contracts/orders.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import { BarList, TrendChart } from '#web/components/dashboard/charts.tsx';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { PeriodPicker } from '#web/components/dashboard/period-picker.tsx';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDashboardPeriod } from '#web/lib/dashboard-period.ts';
import { formatCount } from '#web/lib/format.ts';
import { lineStatusLabel } from '#web/lib/state-labels.ts';
import { overviewQueryOptions } from '../api/ops-money.ts';

const sum = (byStatus: Record<LedgerStatus, number>, statuses: LedgerStatus[]) =>
  statuses.reduce((total, status) => total + byStatus[status], 0);

function Figures({ overview }: { overview: MarketplaceOverview }) {
  const { t } = useLingui();
  const days = overview.days;
  const revenue = overview.platformRevenue;
  const reversed = formatRupees(revenue.reversed);
  const gst = formatRupees(sum(overview.platformGst, ['payable', 'in_payout', 'paid']));
  return (
    <StatTiles
      className="sm:grid-cols-3"
      stats={[
        {
          label: t`GMV`,
          value: formatRupees(overview.gmvPaise),
          hint: t`Paid by buyers, last ${plural(days, { one: '# day', other: '# days' })}`,
        },
        {
          label: t`Orders`,
          value: formatCount(overview.orders),
          hint: t`Placed, last ${plural(days, { one: '# day', other: '# days' })}`,
        },
        {
          label: t`Revenue earned`,
          value: formatRupees(sum(revenue, ['payable', 'in_payout', 'paid'])),
          hint:
            revenue.reversed > 0
              ? t`Commission and fees past returns, all time, without the ${gst} GST on them (${reversed} reversed)`
              : t`Commission and fees past returns, all time, without the ${gst} GST on them`,
        },
        {
          label: t`Revenue on its way`,
          value: formatRupees(sum(revenue, ['awaiting', 'pending'])),
          hint: t`Awaiting delivery or in the return window`,
        },
        {
          label: t`Due to payees`,
          value: formatRupees(overview.payables.payable),
          hint: t`Payable to creators and sellers`,
        },
        {
          label: t`In payout`,
          value: formatRupees(overview.payables.in_payout),
          hint: t`Sent in a run, the bank has not confirmed`,
        },
      ]}
    />
  );
}

function Charts({ overview }: { overview: MarketplaceOverview }) {
  const { t } = useLingui();
  const gmv = overview.daily.map((point) => ({ day: point.day, value: point.gmvPaise }));
  const revenue = overview.daily.map((point) => ({ day: point.day, value: point.revenuePaise }));
  const lines = lineStatuses.map((status) => ({
    key: status,
    label: lineStatusLabel(status),
    value: overview.linesByStatus[status],
  }));
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <DashboardSection title={t`GMV by day`} description={t`What buyers paid, by the day the order was placed.`}>
          <TrendChart points={gmv} label={t`GMV`} formatValue={formatRupeesShort} />
        </DashboardSection>
        <DashboardSection title={t`Platform revenue by day`} description={t`Commission and fees on those orders.`}>
          <TrendChart points={revenue} label={t`Platform revenue`} formatValue={formatRupeesShort} />
        </DashboardSection>
      </div>
      <DashboardSection
        title={t`Order lines by status`}
        description={t`Lines placed in the period, by where each stands now.`}
      >
        <BarList
          items={lines}
          label={t`Order lines by status`}
          formatValue={formatCount}
          empty={t`No order lines yet.`}
        />
      </DashboardSection>
    </>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">
        <Trans>Loading the marketplace’s figures</Trans>
      </span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[1, 2, 3, 4, 5, 6].map((tile) => (
          <Skeleton key={tile} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

/** /ops: GMV, orders and revenue over a period, what the platform earned and owes, and where order lines stand. */
export function OpsOverview() {
  const { t } = useLingui();
  const [days] = useDashboardPeriod();
  const overview = useQuery({ ...overviewQueryOptions(days), placeholderData: keepPreviousData });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold">
            <Trans>Overview</Trans>
          </h2>
          <p className="text-sm text-text-secondary">
            <Trans>Revenue and payables are all time; the rest is the period.</Trans>
          </p>
        </div>
        <PeriodPicker />
      </div>
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : !overview.data ? (
        <LoadFailed
          what={t`The marketplace’s figures`}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <div className="space-y-4" aria-busy={overview.isPlaceholderData}>
          <Figures overview={overview.data} />
          <Charts overview={overview.data} />
        </div>
      )}
    </div>
  );
}
