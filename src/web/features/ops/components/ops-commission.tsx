import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { productCategories } from '#shared/catalog/categories.ts';
import { type CommissionSettings, formatBps } from '#shared/contracts/commission.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { categoryName } from '#web/features/stores/public.ts';
import { formatMoment } from '#web/lib/format.ts';
import { commissionQueryOptions } from '../api/ops-money.ts';
import { CommissionForm } from './commission-form.tsx';

function Since({ settings }: { settings: CommissionSettings }) {
  const { effectiveFrom: from, setBy } = settings;
  if (!from) return <Trans>No rates set yet: orders carry no commission until an operator sets them.</Trans>;
  const moment = formatMoment(from);
  return setBy ? (
    <Trans>
      In force since <time dateTime={from}>{moment}</time>, set by {setBy}.
    </Trans>
  ) : (
    <Trans>
      In force since <time dateTime={from}>{moment}</time>.
    </Trans>
  );
}

/** The rates orders are placed at now: the default, each category (its own or the default) and creators' markups. */
function RatesInForce({ settings }: { settings: CommissionSettings }) {
  const { t, i18n } = useLingui();
  const rows = [
    { key: 'default', label: t`Default, of base price`, value: formatBps(settings.sellerDefaultBps), own: true },
    ...productCategories.map((category) => {
      const bps = settings.sellerCategoryBps[category.id];
      return {
        key: category.id,
        label: categoryName(i18n, category.id),
        value: formatBps(bps ?? settings.sellerDefaultBps),
        own: bps !== undefined,
      };
    }),
    { key: 'markup', label: t`Creators’ markups`, value: formatBps(settings.creatorMarkupBps), own: true },
  ];
  return (
    <DashboardSection title={t`Rates in force`} description={<Since settings={settings} />}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0 rounded-xl border border-border bg-background/40 p-3">
            <dt className="text-xs font-semibold text-text-secondary break-words">{row.label}</dt>
            <dd className="mt-0.5 text-lg font-bold tabular-nums">
              {row.value}
              {row.own ? null : (
                <span className="ml-1 text-xs font-normal text-text-secondary">
                  <Trans>default</Trans>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </DashboardSection>
  );
}

/** /ops/commission: the rates in force, when and by whom set, and the form that sets new ones. */
export function OpsCommission() {
  const { t } = useLingui();
  const settings = useQuery(commissionQueryOptions);
  if (settings.isPending)
    return (
      <div role="status" aria-live="polite" className="space-y-4">
        <span className="sr-only">
          <Trans>Loading the commission rates</Trans>
        </span>
        <Skeleton className="h-40" />
        <Skeleton className="h-80" />
      </div>
    );
  if (!settings.data)
    return (
      <LoadFailed
        what={t`The commission rates`}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  return (
    <div className="space-y-4">
      <RatesInForce settings={settings.data} />
      <DashboardSection
        title={t`Change the rates`}
        description={t`The platform’s commission on sellers’ base prices and creators’ markups, as percentages.`}
      >
        {/* A new form for new rates in force: its fields start from them. */}
        <CommissionForm key={settings.data.effectiveFrom ?? 'none'} settings={settings.data} />
      </DashboardSection>
    </div>
  );
}
