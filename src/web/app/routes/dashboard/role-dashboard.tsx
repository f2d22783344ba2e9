import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';
import { CreatorDashboard } from '#web/features/ledger/components/creator-dashboard.tsx';
import { DashboardSkeleton } from '#web/features/ledger/components/dashboard-skeleton.tsx';
import { GettingStartedOverview } from '#web/features/ledger/components/getting-started-overview.tsx';
import { HaatInvoices } from '#web/features/invoices/public.ts';
import { PayoutsSection } from '#web/features/payouts/public.ts';
import { SellerDashboard } from './seller-dashboard.tsx';

/** /dashboard for whoever is signed in: a seller's tabs, a creator's figures and payouts, or how to get started. */
export function RoleDashboard() {
  const { t } = useLingui();
  const me = useQuery(meQueryOptions);
  if (me.isPending) {
    return (
      <div className="mx-auto w-full max-w-4xl px-5 py-8 sm:py-10">
        <DashboardSkeleton />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="mx-auto w-full max-w-4xl px-5 py-8 sm:py-10">
        <LoadFailed what={t`Your account`} onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </div>
    );
  }
  const profile = me.data;
  if (profile.seller) return <SellerDashboard profile={{ ...profile, seller: profile.seller }} />;
  if (profile.store)
    return (
      <CreatorDashboard
        handle={profile.store.handle}
        payouts={
          <div className="space-y-6">
            <PayoutsSection />
            <HaatInvoices as="creator" />
          </div>
        }
      />
    );
  return <GettingStartedOverview profile={profile} />;
}
