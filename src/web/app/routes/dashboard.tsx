import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { CrashScreen } from '#web/components/crash-screen.tsx';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';

function DashboardRouteScreen() {
  return (
    <ErrorBoundary
      name="dashboard"
      fallback={({ reset }) => (
        <CrashScreen
          title="The dashboard hit a problem"
          message="We have been told about it. Your data is safe; try loading the dashboard again."
          retryLabel="Reload dashboard"
          onRetry={reset}
        />
      )}
    >
      <ComingSoon
        icon={LayoutDashboard}
        title="Your dashboard"
        comingWith="orders & earnings"
        description="Sales, earnings, store visits and orders, for creators and sellers."
        points={[
          'Creators: sales, earnings by status, visits by source',
          'Sellers: revenue, orders by status, top products',
          'Every ledger line with the date it becomes payable',
        ]}
      />
    </ErrorBoundary>
  );
}

export function DashboardRoute() {
  return (
    <RequireAccount rule={accountRules.signedIn}>
      <DashboardRouteScreen />
    </RequireAccount>
  );
}
