import { useLingui } from '@lingui/react/macro';
import { CrashScreen } from '#web/components/crash-screen.tsx';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { RoleDashboard } from './dashboard/role-dashboard.tsx';

/** /dashboard, wrapped in its own error boundary (spec §2): a seller's, a creator's or a newcomer's dashboard. */
export function DashboardRoute() {
  const { t } = useLingui();
  return (
    <RequireAccount rule={accountRules.signedIn}>
      <ErrorBoundary
        name="dashboard"
        fallback={({ reset }) => (
          <CrashScreen
            title={t`The dashboard hit a problem`}
            message={t`We have been told about it. Your data is safe; try loading the dashboard again.`}
            retryLabel={t`Reload dashboard`}
            onRetry={reset}
          />
        )}
      >
        <RoleDashboard />
      </ErrorBoundary>
    </RequireAccount>
  );
}
