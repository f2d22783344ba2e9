import { LayoutDashboard, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';

function DashboardCrashed({ reset }: { reset: () => void }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center px-5 py-20 text-center">
      <h1 className="text-2xl font-bold">The dashboard hit a problem</h1>
      <p className="mt-3 text-text-secondary">We have been told about it. Your data is safe; try loading the dashboard again.</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={reset}>
          <RotateCcw className="size-4" aria-hidden /> Reload dashboard
        </Button>
        <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
          Go home
        </Link>
      </div>
    </section>
  );
}

export function DashboardRoute() {
  return (
    <ErrorBoundary name="dashboard" fallback={({ reset }) => <DashboardCrashed reset={reset} />}>
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
