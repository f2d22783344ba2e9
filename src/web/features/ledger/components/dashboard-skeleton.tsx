import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The dashboard's shape while its figures load, announced once to screen readers. */
export function DashboardSkeleton({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">{label ?? t`Loading your dashboard`}</span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[1, 2, 3, 4].map((tile) => (
          <Skeleton key={tile} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-64" />
        <Skeleton className="h-64" />
      </div>
      <Skeleton className="h-72" />
    </div>
  );
}
