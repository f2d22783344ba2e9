import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { toast } from '#web/lib/toast.ts';
import { SellerProductsPanel } from '#web/features/catalog/components/seller-products-panel.tsx';
import { ResaleTermsForm } from '#web/features/onboarding/components/resale-terms-form.tsx';
import { SELLER_CARE_ID, SellerCareSettings } from '#web/features/onboarding/components/seller-care-form.tsx';
import { sellerBySlugQueryOptions } from '#web/features/catalog-sellers/api/sellers.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { SellerGstSection } from '#web/features/tax/public.ts';

/** The Products tab: the seller's products, new ones starting resellable as their terms say, those terms and their GST details. */
export function SellerProductsTab({ sellerSlug }: { sellerSlug: string }) {
  const { t } = useLingui();
  const seller = useQuery(sellerBySlugQueryOptions(sellerSlug));
  const terms = seller.data
    ? {
        resaleByDefault: seller.data.resaleByDefault,
        maxMarkupPercent: seller.data.maxMarkupPercent,
        dispatchDays: seller.data.dispatchDays,
      }
    : null;
  return (
    <SellerProductsPanel
      defaultResellable={terms?.resaleByDefault ?? true}
      aside={
        terms ? (
          <div className="space-y-6">
            <DashboardSection
              title={t`Resale terms`}
              description={t`How creators may resell your products (new products’ default, the highest markup) and how soon you dispatch.`}
            >
              <ResaleTermsForm
                saved={terms}
                submitLabel={t`Save resale terms`}
                onSaved={() => toast({ title: t`Resale terms saved`, description: t`They apply from now on.` })}
              />
            </DashboardSection>
            <div id={SELLER_CARE_ID} tabIndex={-1} className="scroll-mt-6 outline-none">
              <DashboardSection
                title={t`Customer care`}
                description={t`How buyers reach you about an order, shown with your products; and your undertaking on accurate listings.`}
              >
                <SellerCareSettings />
              </DashboardSection>
            </div>
            <SellerGstSection />
          </div>
        ) : null
      }
    />
  );
}
