import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ownPayoutsQueryOptions, payoutMethodQueryOptions } from '../api/payouts.ts';
import { PayoutBalance } from './payout-balance.tsx';
import { PayoutHistory } from './payout-history.tsx';
import { PayoutMethodCard } from './payout-method-card.tsx';
import { PayoutStatement } from './payout-statement.tsx';
import { WithholdingRules } from './withholding-rules.tsx';

/** The balance and every payout, from one answer. */
function OwnPayouts() {
  const { t } = useLingui();
  const own = useQuery(ownPayoutsQueryOptions);
  // The method card loads the same query; here it only tells whether the payable balance waits for a method.
  const method = useQuery(payoutMethodQueryOptions);
  if (own.isPending) {
    return (
      <div role="status" aria-live="polite" className="space-y-3">
        <span className="sr-only">
          <Trans>Loading your payouts</Trans>
        </span>
        <Skeleton className="h-6 w-28" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Skeleton className="col-span-2 h-24 sm:col-span-1" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (own.isError) {
    return <LoadFailed what={t`Your payouts`} onRetry={() => void own.refetch()} retrying={own.isFetching} />;
  }
  return (
    <>
      <PayoutBalance own={own.data} hasMethod={method.data ? method.data.method !== null : undefined} />
      <DashboardSection
        title={t`Payout history`}
        description={t`Every payout, newest first, with the tax withheld from it.`}
      >
        <PayoutHistory payouts={own.data.payouts} />
      </DashboardSection>
      <WithholdingRules />
    </>
  );
}

/**
 * The dashboard's Payouts tab, for creators and sellers alike: where the money goes first, then what is paid (a
 * seller also gets the settlement report).
 */
export function PayoutsSection({ seller = false }: { seller?: boolean }) {
  return (
    <div className="space-y-6">
      <PayoutMethodCard />
      <OwnPayouts />
      <PayoutStatement seller={seller} />
    </div>
  );
}
