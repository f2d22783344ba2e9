import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';

/** /ops/payouts: payout runs and payees (built by the lead). */
export function OpsPayouts() {
  return (
    <DashboardSection title="Payouts" description="Payout runs and payees.">
      <p className="text-sm text-text-secondary">Payout runs appear here.</p>
    </DashboardSection>
  );
}
