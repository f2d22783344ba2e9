import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ReceiptIndianRupee from 'lucide-react/icons/receipt-indian-rupee';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { openPanelAt } from '#web/lib/ui-store.ts';
import { sellerGstQueryOptions } from '../api/seller-gst.ts';
import { SellerGstForm } from './seller-gst-form.tsx';

/** Where the GST details card is: the Products tab, beside the resale terms. */
export const GST_DETAILS_ID = 'gst-details';

/** The GST details card of the seller's Products tab. */
export function SellerGstSection() {
  const { t } = useLingui();
  const gst = useQuery(sellerGstQueryOptions);
  return (
    <div id={GST_DETAILS_ID} tabIndex={-1} className="scroll-mt-6 outline-none">
      <DashboardSection
        title={t`GST details`}
        description={t`Whether you are registered for GST, and the legal name and address your invoices show.`}
      >
        {gst.data ? (
          <SellerGstForm saved={gst.data} />
        ) : gst.isError ? (
          <p role="alert" className="text-sm text-red-300">
            <Trans>Could not load your GST details. Reload the page to try again.</Trans>
          </p>
        ) : (
          <Skeleton className="h-48" />
        )}
      </DashboardSection>
    </div>
  );
}

/** Opens the Products tab at the GST details card. */
const openGstDetails = () => openPanelAt('products', GST_DETAILS_ID);

/**
 * On the overview until the seller gives their GST details: that their products cannot go on sale before an
 * unregistered seller's enrolment, or what their invoices use meanwhile.
 */
export function GstDetailsNotice() {
  const gst = useQuery(sellerGstQueryOptions);
  if (!gst.data || (gst.data.detailsGiven && gst.data.maySell)) return null;
  const { invoiceName, invoiceAddress, maySell } = gst.data;
  return (
    <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center">
      <ReceiptIndianRupee className="size-5 shrink-0 text-primary" aria-hidden />
      <p className="min-w-0 flex-1 text-sm text-text-secondary">
        {maySell ? (
          <Trans>
            Your invoices use your Haat name and pickup place (
            <span className="text-text">
              {invoiceName}, {invoiceAddress}
            </span>
            ) until you add your GST details.
          </Trans>
        ) : (
          <Trans>
            Your products go on sale once you give your GSTIN, or the GST enrolment number of a seller not registered
            for GST.
          </Trans>
        )}
      </p>
      <button
        type="button"
        onClick={openGstDetails}
        className="shrink-0 cursor-pointer self-start text-sm font-semibold text-primary hover:underline sm:self-center"
      >
        <Trans>Add GST details</Trans>
      </button>
    </div>
  );
}
