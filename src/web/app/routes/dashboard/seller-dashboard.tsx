import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Profile } from '#shared/contracts/profiles.ts';
import { uiStore, setActivePanel } from '#web/lib/ui-store.ts';
import { SellerQuestionsPanel } from '#web/features/catalog/components/seller-questions-panel.tsx';
import { SellerCampaignsPanel } from '#web/features/campaigns/components/seller-campaigns-panel.tsx';
import { SellerOrdersPanel } from '#web/features/orders/components/seller-orders-panel.tsx';
import { CarrierChoice } from '#web/features/shipping/public.ts';
import { useSellerOrderFilter } from '#web/features/orders/seller-order-filters.ts';
import { useDashboardPeriod } from '#web/lib/dashboard-period.ts';
import { CreatorOverview } from '#web/features/ledger/components/creator-dashboard.tsx';
import { DashboardHeader } from '#web/features/ledger/components/dashboard-header.tsx';
import { type DashboardTab, DashboardTabPanel, DashboardTabs } from '#web/components/dashboard/dashboard-tabs.tsx';
import { PeriodPicker } from '#web/components/dashboard/period-picker.tsx';
import { SellerOverview } from '#web/features/ledger/components/seller-overview.tsx';
import { HaatInvoices, InvoicesSection } from '#web/features/invoices/public.ts';
import { PayoutsSection } from '#web/features/payouts/public.ts';
import { ModerationNotices } from '#web/features/ops-moderation/public.ts';
import { GstDetailsNotice } from '#web/features/tax/public.ts';
import { UndertakingNotice } from '#web/features/onboarding/components/seller-care-form.tsx';
import { SellerChecklist } from './seller-checklist.tsx';
import { SellerProductsTab } from './seller-products-tab.tsx';

/** A tab, its label in the reader's language when shown. */
type SellerTab = { id: string; label: MessageDescriptor };

const sellerTabs: SellerTab[] = [
  { id: 'home', label: msg`Overview` },
  { id: 'orders', label: msg`Orders` },
  { id: 'products', label: msg`Products` },
  { id: 'questions', label: msg`Questions` },
  { id: 'campaigns', label: msg`Campaigns` },
];
/** A seller who also runs a creator store sees that store's figures in one more tab. */
const storeTab: SellerTab = { id: 'store', label: msg`My store` };
/** The GST documents issued in the seller's name, beside the money. */
const invoicesTab: SellerTab = { id: 'invoices', label: msg`Invoices` };
/** Where the earnings of both are paid, last. */
const payoutsTab: SellerTab = { id: 'payouts', label: msg`Payouts` };

function ActivePanel({ id, storeHandle, sellerSlug }: { id: string; storeHandle: string | null; sellerSlug: string }) {
  const [, setOrderFilter] = useSellerOrderFilter();
  const openToConfirm = () => {
    setOrderFilter('to-confirm');
    setActivePanel('orders');
  };
  switch (id) {
    case 'orders':
      return (
        <div className="space-y-4">
          <CarrierChoice />
          <SellerOrdersPanel />
        </div>
      );
    case 'products':
      return (
        <div className="space-y-4">
          <ModerationNotices subjects={['product']} />
          <SellerProductsTab sellerSlug={sellerSlug} />
        </div>
      );
    case 'questions':
      return <SellerQuestionsPanel />;
    case 'campaigns':
      return (
        <div className="space-y-4">
          <ModerationNotices subjects={['campaign']} />
          <SellerCampaignsPanel sellerSlug={sellerSlug} />
        </div>
      );
    case 'invoices':
      return (
        <div className="space-y-6">
          <InvoicesSection />
          <HaatInvoices as="seller" />
        </div>
      );
    case 'payouts':
      return <PayoutsSection seller />;
    case 'store':
      return storeHandle ? (
        <div className="space-y-4">
          <ModerationNotices subjects={['creator', 'store']} />
          <CreatorOverview handle={storeHandle} />
        </div>
      ) : (
        <SellerOverview onOpenToConfirm={openToConfirm} />
      );
    default:
      return (
        <div className="space-y-6">
          <SellerChecklist sellerSlug={sellerSlug} />
          <UndertakingNotice />
          <GstDetailsNotice />
          <SellerOverview onOpenToConfirm={openToConfirm} />
        </div>
      );
  }
}

/**
 * The center panel selector (spec §2, default `home`) for sellers: overview, orders, products, buyers' questions,
 * collab campaigns and payouts, each the panel of the feature that owns it.
 */
export function SellerDashboard({ profile }: { profile: Profile & { seller: NonNullable<Profile['seller']> } }) {
  const { t, i18n } = useLingui();
  const selected = uiStore.useStore((state) => state.activePanel);
  const [days] = useDashboardPeriod();
  const storeHandle = profile.store?.handle ?? null;
  const tabs: DashboardTab[] = [...sellerTabs, ...(storeHandle ? [storeTab] : []), invoicesTab, payoutsTab].map(
    (tab) => ({ id: tab.id, label: i18n._(tab.label) }),
  );
  // The panel store is app-wide; a panel another screen chose falls back to the overview.
  const active = tabs.some((tab) => tab.id === selected) ? selected : 'home';
  const showsFigures = active === 'home' || active === 'store';
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6 px-5 py-8 sm:py-10">
      <DashboardHeader
        title={t`Seller dashboard`}
        subtitle={
          <>
            <Link to={`/seller/${profile.seller.slug}`} className="font-semibold text-primary hover:underline">
              <Trans>Your seller page</Trans>
            </Link>
            {showsFigures ? (
              <>
                {' · '}
                <Trans>last {days} days</Trans>
              </>
            ) : null}
          </>
        }
        action={showsFigures ? <PeriodPicker /> : null}
      />
      {/* A suspension shows on every tab; what was hidden shows on the tab where it is managed. */}
      <ModerationNotices subjects={['seller']} />
      <DashboardTabs tabs={tabs} active={active} onSelect={setActivePanel} />
      <DashboardTabPanel id={active}>
        <ActivePanel id={active} storeHandle={storeHandle} sellerSlug={profile.seller.slug} />
      </DashboardTabPanel>
    </div>
  );
}
