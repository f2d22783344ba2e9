import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import FileDown from 'lucide-react/icons/file-down';
import type { FeeInvoiceSummary } from '#shared/contracts/invoices.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { formatMonth } from '#web/components/month-field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { feeInvoicesQueryOptions } from '../api/invoices.ts';

function FeeInvoiceRow({ invoice }: { invoice: FeeInvoiceSummary }) {
  const { t } = useLingui();
  const { number } = invoice;
  const month = formatMonth(invoice.month);
  const issued = formatCalendarDate(invoice.issuedOn);
  const total = formatRupees(invoice.totalPaise);
  const fees = formatRupees(invoice.taxablePaise);
  const gst = formatRupees(invoice.gstPaise);
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="font-semibold tabular-nums">
          {number} · {month}
        </p>
        <p className="text-sm text-text-secondary tabular-nums">
          <Trans>
            Issued {issued}: {fees} fees + {gst} GST = <strong className="text-text">{total}</strong>
          </Trans>
        </p>
      </div>
      <a
        href={invoice.pdfUrl}
        download
        aria-label={t`Download Haat’s invoice ${number} as PDF`}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:min-h-0 md:py-1"
      >
        <FileDown className="size-4" aria-hidden /> <Trans>PDF</Trans>
      </a>
    </li>
  );
}

/**
 * Haat's monthly tax invoices to this account for its fees: its commission on a seller's sales, its fee on a
 * creator's markups, each with the GST on it (decision 062).
 */
export function HaatInvoices({ as }: { as: 'seller' | 'creator' }) {
  const { t } = useLingui();
  const list = useQuery(feeInvoicesQueryOptions);
  const description =
    as === 'seller'
      ? t`Each month Haat invoices its commission on your sales with the GST on it. Registered for GST? Claim that GST as input tax credit.`
      : t`Each month Haat invoices its fee on your markups with the GST on it: what was taken from your earnings.`;
  return (
    <DashboardSection title={t`Haat’s invoices to you`} description={description}>
      {list.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">
            <Trans>Loading Haat’s invoices</Trans>
          </span>
          <Skeleton className="h-20" />
        </div>
      ) : list.isError ? (
        <LoadFailed what={t`Haat’s invoices`} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.items.filter((invoice) => invoice.as === as).length === 0 ? (
        <p className="text-sm text-text-secondary">
          <Trans>None yet: the first comes early in the month after your first sale’s return window closes.</Trans>
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {list.data.items
            .filter((invoice) => invoice.as === as)
            .map((invoice) => (
              <FeeInvoiceRow key={invoice.id} invoice={invoice} />
            ))}
        </ul>
      )}
    </DashboardSection>
  );
}
