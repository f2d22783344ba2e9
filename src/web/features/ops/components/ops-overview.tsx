import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import type { MarketplaceOverview } from '#shared/contracts/ops-money.ts';
import { LINE_STATUS_LABELS, lineStatuses } from '#shared/contracts/orders.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import { BarList, TrendChart } from '#web/components/dashboard/charts.tsx';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { PeriodPicker } from '#web/components/dashboard/period-picker.tsx';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDashboardPeriod } from '#web/lib/dashboard-period.ts';
import { formatCount, formatCountOf } from '#web/lib/format.ts';
import { overviewQueryOptions } from '../api/ops-money.ts';

const sum = (byStatus: Record<LedgerStatus, number>, statuses: LedgerStatus[]) =>
  statuses.reduce((total, status) => total + byStatus[status], 0);

function Figures({ overview }: { overview: MarketplaceOverview }) {
  const period = `last ${formatCountOf(overview.days, { one: 'day', other: 'days' })}`;
  const revenue = overview.platformRevenue;
  return (
    <StatTiles
      className="sm:grid-cols-3"
      stats={[
        { label: 'GMV', value: formatRupees(overview.gmvPaise), hint: `Paid by buyers, ${period}` },
        { label: 'Orders', value: formatCount(overview.orders), hint: `Placed, ${period}` },
        {
          label: 'Revenue earned',
          value: formatRupees(sum(revenue, ['payable', 'in_payout', 'paid'])),
          hint: `Commission and fees past returns, all time${revenue.reversed > 0 ? ` (${formatRupees(revenue.reversed)} reversed)` : ''}`,
        },
        {
          label: 'Revenue on its way',
          value: formatRupees(sum(revenue, ['awaiting', 'pending'])),
          hint: 'Awaiting delivery or in the return window',
        },
        {
          label: 'Due to payees',
          value: formatRupees(overview.payables.payable),
          hint: 'Payable to creators and sellers',
        },
        {
          label: 'In payout',
          value: formatRupees(overview.payables.in_payout),
          hint: 'Sent in a run, the bank has not confirmed',
        },
      ]}
    />
  );
}

function Charts({ overview }: { overview: MarketplaceOverview }) {
  const gmv = overview.daily.map((point) => ({ day: point.day, value: point.gmvPaise }));
  const revenue = overview.daily.map((point) => ({ day: point.day, value: point.revenuePaise }));
  const lines = lineStatuses.map((status) => ({
    key: status,
    label: LINE_STATUS_LABELS[status],
    value: overview.linesByStatus[status],
  }));
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <DashboardSection title="GMV by day" description="What buyers paid, by the day the order was placed.">
          <TrendChart points={gmv} label="GMV" formatValue={formatRupeesShort} />
        </DashboardSection>
        <DashboardSection title="Platform revenue by day" description="Commission and fees on those orders.">
          <TrendChart points={revenue} label="Platform revenue" formatValue={formatRupeesShort} />
        </DashboardSection>
      </div>
      <DashboardSection
        title="Order lines by status"
        description="Lines placed in the period, by where each stands now."
      >
        <BarList items={lines} label="Order lines by status" formatValue={formatCount} empty="No order lines yet." />
      </DashboardSection>
    </>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading the marketplace’s figures</span>
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
  const [days] = useDashboardPeriod();
  const overview = useQuery({ ...overviewQueryOptions(days), placeholderData: keepPreviousData });
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold">Overview</h2>
          <p className="text-sm text-text-secondary">Revenue and payables are all time; the rest is the period.</p>
        </div>
        <PeriodPicker />
      </div>
      {overview.isPending ? (
        <OverviewSkeleton />
      ) : !overview.data ? (
        <LoadFailed
          what="The marketplace’s figures"
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
