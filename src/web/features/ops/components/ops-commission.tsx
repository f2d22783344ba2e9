import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';

/** /ops/commission: the platform's commission settings (built by the lead). */
export function OpsCommission() {
  return (
    <DashboardSection
      title="Commission"
      description="The platform’s commission on sellers’ prices and creators’ markups."
    >
      <p className="text-sm text-text-secondary">Commission settings appear here.</p>
    </DashboardSection>
  );
}
