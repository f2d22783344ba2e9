import { useLingui } from '@lingui/react/macro';
import { Route, Routes } from 'react-router';
import { CrashScreen } from '#web/components/crash-screen.tsx';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { OpsGrievances } from '#web/features/grievances/components/ops-grievances.tsx';
import { AuditLog } from '#web/features/ops/components/audit-log.tsx';
import { ModerationPanel } from '#web/features/ops/components/moderation-panel.tsx';
import { OpsCommission } from '#web/features/ops/components/ops-commission.tsx';
import { OpsConsole } from '#web/features/ops/components/ops-console.tsx';
import { OpsGate } from '#web/features/ops/components/ops-gate.tsx';
import { OpsOverview } from '#web/features/ops/components/ops-overview.tsx';
import { OpsPayments } from '#web/features/ops/components/ops-payments.tsx';
import { OpsPayouts } from '#web/features/ops/components/ops-payouts.tsx';
import { PayoutRun } from '#web/features/ops/components/payout-run.tsx';
import { OpsParcels } from '#web/features/shipping/public.ts';
import { NotFoundRoute } from './not-found.tsx';

/**
 * /ops and its sections, for Haat's operators (a lazy chunk of its own: no buyer page loads it). Anyone else signed
 * in is told whom the page is for; the server refuses them every /api/ops call anyway.
 */
export function OpsRoute() {
  const { t } = useLingui();
  return (
    <RequireAccount rule={accountRules.signedIn}>
      <OpsGate>
        <ErrorBoundary
          name="ops"
          fallback={({ reset }) => (
            <CrashScreen
              title={t`The operator console hit a problem`}
              message={t`We have been told about it. Nothing was changed; try loading the console again.`}
              retryLabel={t`Reload console`}
              onRetry={reset}
            />
          )}
        >
          <Routes>
            <Route element={<OpsConsole />}>
              <Route index element={<OpsOverview />} />
              <Route path="payouts" element={<OpsPayouts />} />
              <Route path="payouts/:runId" element={<PayoutRun />} />
              <Route path="payments" element={<OpsPayments />} />
              <Route path="parcels" element={<OpsParcels />} />
              <Route path="commission" element={<OpsCommission />} />
              <Route path="moderation" element={<ModerationPanel />} />
              <Route path="grievances" element={<OpsGrievances />} />
              <Route path="audit" element={<AuditLog />} />
            </Route>
            <Route path="*" element={<NotFoundRoute />} />
          </Routes>
        </ErrorBoundary>
      </OpsGate>
    </RequireAccount>
  );
}
