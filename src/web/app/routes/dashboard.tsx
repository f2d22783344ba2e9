import { useQuery } from '@tanstack/react-query';
import { LayoutDashboard } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';
import { CrashScreen } from '#web/components/crash-screen.tsx';
import { ErrorBoundary } from '#web/components/error-boundary.tsx';
import { accountRules, RequireAccount } from '#web/features/auth/components/require-account.tsx';
import { SellerProductsPanel } from '#web/features/catalog/components/seller-products-panel.tsx';
import { SellerQuestionsPanel } from '#web/features/catalog/components/seller-questions-panel.tsx';
import { meQueryOptions } from '#web/features/profiles/api/profile.ts';
import { cn } from '#web/lib/cn.ts';
import { setActivePanel, uiStore } from '#web/lib/ui-store.ts';

function Overview() {
  return (
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
  );
}

const sellerPanels = [
  { id: 'home', label: 'Overview' },
  { id: 'products', label: 'Products' },
  { id: 'questions', label: 'Questions' },
] as const;

/** The center panel selector (spec §2, default `home`) for sellers: overview, products and buyers' questions. */
function SellerDashboard() {
  const active = uiStore.useStore((state) => state.activePanel);
  return (
    <div className="mx-auto w-full max-w-4xl px-5 py-8 sm:py-10">
      <div role="tablist" aria-label="Dashboard" className="mb-8 flex gap-1 rounded-xl bg-muted p-1 sm:w-fit">
        {sellerPanels.map((panel) => (
          <button
            key={panel.id}
            type="button"
            role="tab"
            aria-selected={active === panel.id}
            onClick={() => setActivePanel(panel.id)}
            className={cn(
              'flex-1 rounded-lg px-4 py-2 text-sm font-semibold transition-theme sm:flex-none',
              active === panel.id ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
            )}
          >
            {panel.label}
          </button>
        ))}
      </div>
      {active === 'products' ? <SellerProductsPanel /> : active === 'questions' ? <SellerQuestionsPanel /> : <Overview />}
    </div>
  );
}

function Dashboard() {
  const me = useQuery(meQueryOptions);
  return me.data?.seller ? <SellerDashboard /> : <Overview />;
}

export function DashboardRoute() {
  return (
    <RequireAccount rule={accountRules.signedIn}>
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
        <Dashboard />
      </ErrorBoundary>
    </RequireAccount>
  );
}
