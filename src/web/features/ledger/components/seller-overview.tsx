import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SellerDashboard as SellerFigures } from '#shared/contracts/ledger-dashboards.ts';
import { type LineStatus, lineStatuses } from '#shared/contracts/orders.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { formatCount } from '#web/lib/format.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { sellerDashboardQueryOptions } from '../api/dashboard.ts';
import { useDashboardPeriod } from '#web/lib/dashboard-period.ts';
import { BarList, TrendChart } from '#web/components/dashboard/charts.tsx';
import { CreatorsList } from './creators-list.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { lineStatusLabel } from '#web/lib/state-labels.ts';
import { LedgerView } from './ledger-view.tsx';

function ToConfirmCallout({ lines, onOpen }: { lines: number; onOpen: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3 rounded-card border border-primary/50 bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm font-medium">
        {t`${plural(lines, { one: '# order line', other: '# order lines' })} waiting for you to confirm.`}
      </p>
      <Button size="sm" onClick={onOpen}>
        <Trans>Open orders</Trans>
      </Button>
    </div>
  );
}

function SellerFiguresView({ figures, onOpenToConfirm }: { figures: SellerFigures; onOpenToConfirm: () => void }) {
  const { t } = useLingui();
  const linesOf = (status: LineStatus) => figures.ordersByStatus.find((entry) => entry.status === status)?.lines ?? 0;
  const totalLines = figures.ordersByStatus.reduce((sum, entry) => sum + entry.lines, 0);
  const toConfirm = linesOf('placed');
  const byStatus = lineStatuses
    .map((status) => ({ key: status, label: lineStatusLabel(status), value: linesOf(status) }))
    .filter((item) => item.value > 0);
  const topProducts = figures.topProducts.map((product) => {
    const units = product.units;
    return {
      key: product.productId,
      label: product.name,
      value: product.revenuePaise,
      detail: t`${plural(units, { one: '# unit', other: '# units' })}`,
    };
  });
  return (
    <div className="space-y-6">
      {toConfirm > 0 ? <ToConfirmCallout lines={toConfirm} onOpen={onOpenToConfirm} /> : null}
      <StatTiles
        stats={[
          {
            label: t`Revenue`,
            value: formatRupees(figures.revenuePaise),
            // What the server sums: base price × units of the period's lines, less unsold ones (the contract's words).
            hint: t`Your base price on items ordered, less cancelled, returned and undelivered ones; before Haat’s commission`,
            className: 'col-span-2 sm:col-span-1',
          },
          { label: t`Order lines`, value: formatCount(totalLines) },
          { label: t`To confirm`, value: formatCount(toConfirm) },
          { label: t`Creators`, value: formatCount(figures.creatorCount), hint: t`Selling your products` },
        ]}
      />
      <DashboardSection
        title={t`Revenue over time`}
        description={t`Your base price on the items ordered each day (India time), less cancelled, returned and undelivered ones.`}
      >
        <TrendChart points={figures.revenueByDay} label={t`Revenue`} formatValue={formatRupeesShort} />
      </DashboardSection>
      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardSection
          title={t`Orders by status`}
          description={t`Order lines of this period, by where they are now.`}
        >
          <BarList
            items={byStatus}
            label={t`Order lines by status`}
            formatValue={formatCount}
            empty={t`No orders in this period yet.`}
          />
        </DashboardSection>
        <DashboardSection title={t`Top products`} description={t`By revenue in this period.`}>
          <BarList
            items={topProducts}
            label={t`Top products by revenue`}
            formatValue={formatRupeesShort}
            empty={t`No products sold in this period yet.`}
          />
        </DashboardSection>
      </div>
      <DashboardSection
        title={t`Creators selling your products`}
        description={t`Their stores, how many of your products each sold in this period and your base price on them, the best sellers first.`}
      >
        <CreatorsList creators={figures.creators} count={figures.creatorCount} />
      </DashboardSection>
      <LedgerView
        ledger={figures.ledger}
        as="seller"
        description={t`What each item sold brings you, whichever creator sold it: your base price less Haat’s commission and the GST on it, plus the GST in the creator’s markup (yours to pay) and its delivery fee.`}
        empty={t`No earnings yet. When creators sell your products, each line shows here.`}
      />
    </div>
  );
}

/**
 * The seller's overview: revenue, orders by status, top products, creators and the earnings ledger.
 * `onOpenToConfirm` opens the orders waiting to be confirmed (the dashboard knows where they are).
 */
export function SellerOverview({ onOpenToConfirm }: { onOpenToConfirm: () => void }) {
  const { t } = useLingui();
  const [days] = useDashboardPeriod();
  const dashboard = useQuery({ ...sellerDashboardQueryOptions(days), placeholderData: keepPreviousData });
  if (dashboard.data) {
    return (
      <div
        aria-busy={dashboard.isPlaceholderData}
        className={dashboard.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <SellerFiguresView figures={dashboard.data} onOpenToConfirm={onOpenToConfirm} />
      </div>
    );
  }
  if (dashboard.isError)
    return (
      <LoadFailed what={t`Your overview`} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
    );
  return <DashboardSkeleton label={t`Loading your overview`} />;
}
