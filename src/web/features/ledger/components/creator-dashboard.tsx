import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CreatorDashboard as CreatorFigures } from '#shared/contracts/ledger-dashboards.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { formatCount, formatPercent } from '#web/lib/format.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { type DashboardTab, DashboardTabPanel, DashboardTabs } from '#web/components/dashboard/dashboard-tabs.tsx';
import { setActivePanel, uiStore } from '#web/lib/ui-store.ts';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { creatorDashboardQueryOptions } from '../api/dashboard.ts';
import { useDashboardPeriod } from '#web/lib/dashboard-period.ts';
import { BarList, TrendChart } from '#web/components/dashboard/charts.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { LedgerView } from './ledger-view.tsx';
import { PeriodPicker } from '#web/components/dashboard/period-picker.tsx';
import { ShareStoreCallout } from './share-store-callout.tsx';
import { ModerationNotices, moderationNoticesQueryOptions } from '#web/features/ops-moderation/public.ts';

function CreatorFiguresView({ figures, handle }: { figures: CreatorFigures; handle: string }) {
  const { t } = useLingui();
  const units = figures.unitsSold;
  const noSales = figures.orders === 0 && figures.ledger.entries.length === 0;
  // A store Haat hid (or whose creator it suspended) is not to be shared: its link leads nowhere (the notice says why).
  const notices = useQuery(moderationNoticesQueryOptions);
  const withheld = notices.data?.items.some((notice) => notice.subject === 'store' || notice.subject === 'creator');
  const sources = figures.visitsBySource
    .toSorted((a, b) => b.visits - a.visits)
    .map((entry) => ({ key: entry.source || '(direct)', label: entry.source || t`Direct`, value: entry.visits }));
  return (
    <div className="space-y-6">
      {withheld ? null : <ShareStoreCallout handle={handle} noSales={noSales} />}
      <StatTiles
        stats={[
          { label: t`Sales`, value: formatRupees(figures.salesPaise) },
          {
            label: t`Orders`,
            value: formatCount(figures.orders),
            hint: t`${plural(units, { one: '# unit', other: '# units' })}`,
          },
          { label: t`Visits`, value: formatCount(figures.visits) },
          { label: t`Conversion`, value: formatPercent(figures.conversion), hint: t`Orders per visit` },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardSection title={t`Sales over time`} description={t`What buyers paid for your picks, per day.`}>
          <TrendChart points={figures.salesByDay} label={t`Sales`} formatValue={formatRupeesShort} />
        </DashboardSection>
        <DashboardSection title={t`Store visits`} description={t`Visits to your store, per day.`}>
          <TrendChart points={figures.visitsByDay} label={t`Visits`} formatValue={formatCount} />
        </DashboardSection>
      </div>
      <DashboardSection
        title={t`Visits by source`}
        description={t`Where visitors came from, by the utm_source of your links.`}
      >
        <BarList
          items={sources}
          label={t`Visits by source`}
          formatValue={formatCount}
          empty={t`No visits in this period yet.`}
        />
      </DashboardSection>
      <LedgerView
        ledger={figures.ledger}
        as="creator"
        description={t`Your markup on each item sold through your store.`}
        empty={t`No earnings yet. Each order through your store adds a line here.`}
      />
    </div>
  );
}

/** A creator's figures over the chosen period: sales, visits, conversion and the earnings ledger. */
export function CreatorOverview({ handle }: { handle: string }) {
  const { t } = useLingui();
  const [days] = useDashboardPeriod();
  const dashboard = useQuery({ ...creatorDashboardQueryOptions(days), placeholderData: keepPreviousData });
  if (dashboard.data) {
    return (
      <div
        aria-busy={dashboard.isPlaceholderData}
        className={dashboard.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      >
        <CreatorFiguresView figures={dashboard.data} handle={handle} />
      </div>
    );
  }
  if (dashboard.isError)
    return (
      <LoadFailed what={t`Your dashboard`} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />
    );
  return <DashboardSkeleton />;
}

const creatorTabs = [
  { id: 'home', label: msg`Overview` },
  { id: 'payouts', label: msg`Payouts` },
];

/**
 * The dashboard of a creator who is not also a seller: the figures, and the Payouts tab the app composes in
 * (`payouts`, another feature's panel).
 */
export function CreatorDashboard({ handle, payouts }: { handle: string; payouts: ReactNode }) {
  const { t, i18n } = useLingui();
  const [days] = useDashboardPeriod();
  const selected = uiStore.useStore((state) => state.activePanel);
  // The panel store is app-wide; a panel another screen chose falls back to the overview.
  const active = creatorTabs.some((tab) => tab.id === selected) ? selected : 'home';
  const showsFigures = active === 'home';
  const tabs: DashboardTab[] = creatorTabs.map((tab) => ({ id: tab.id, label: i18n._(tab.label) }));
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-5 py-8 sm:py-10">
      <DashboardHeader
        title={t`Your dashboard`}
        subtitle={
          showsFigures ? (
            <Trans>
              Sales and earnings of{' '}
              <Link to={`/@${handle}`} className="font-semibold text-primary hover:underline">
                @{handle}
              </Link>
              , last {days} days
            </Trans>
          ) : (
            <Trans>
              Sales and earnings of{' '}
              <Link to={`/@${handle}`} className="font-semibold text-primary hover:underline">
                @{handle}
              </Link>
            </Trans>
          )
        }
        action={showsFigures ? <PeriodPicker /> : null}
      />
      <ModerationNotices subjects={['creator', 'store']} />
      <DashboardTabs tabs={tabs} active={active} onSelect={setActivePanel} />
      <DashboardTabPanel id={active}>{showsFigures ? <CreatorOverview handle={handle} /> : payouts}</DashboardTabPanel>
    </div>
  );
}
