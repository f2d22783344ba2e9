import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';

/** /ops: GMV, platform revenue, orders by state and payables due, in charts (built by the lead). */
export function OpsOverview() {
  return (
    <DashboardSection title="Overview" description="GMV, platform revenue, orders by state and payables due.">
      <p className="text-sm text-text-secondary">The marketplace’s figures appear here.</p>
    </DashboardSection>
  );
}
