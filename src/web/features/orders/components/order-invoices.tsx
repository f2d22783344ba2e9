import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FileText from 'lucide-react/icons/file-text';
import type { MouseEvent } from 'react';
import type { InvoiceKind, InvoiceSummary } from '#shared/contracts/invoices.ts';
import type { Order } from '#shared/contracts/orders.ts';
import { failureToast } from '#web/lib/toast.ts';
import { downloadGuestInvoice, invoiceFileName, needsGuestToken } from '../api/order-invoices.ts';

const kindNames: Record<InvoiceKind, MessageDescriptor> = {
  tax_invoice: msg`Invoice`,
  bill_of_supply: msg`Bill of supply`,
  credit_note: msg`Credit note`,
  delivery_challan: msg`Delivery challan`,
};

function InvoiceLink({ orderId, invoice }: { orderId: string; invoice: InvoiceSummary }) {
  const { t, i18n } = useLingui();
  const name = `${i18n._(kindNames[invoice.kind])} ${invoice.number}`;
  // A signed-in buyer's cookie goes with a plain link; a guest's token must go as a header.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!needsGuestToken(orderId)) return;
    event.preventDefault();
    downloadGuestInvoice(orderId, invoice).catch((error: unknown) =>
      failureToast(t`${name} could not be downloaded`, error),
    );
  };
  return (
    <li>
      <a
        href={invoice.pdfUrl}
        download={invoiceFileName(invoice)}
        onClick={onClick}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary sm:min-h-0 sm:py-1"
      >
        <FileText className="size-4 shrink-0 text-text-secondary" aria-hidden />
        <span>
          <Trans>
            {name} · <span className="font-semibold text-primary">PDF</span>
          </Trans>
        </span>
      </a>
    </li>
  );
}

/** The order's GST documents, each a PDF to download; nothing before the first parcel ships. */
export function OrderInvoices({ order, className }: { order: Order; className?: string }) {
  const { t } = useLingui();
  if (order.invoices.length === 0) return null;
  const { number } = order;
  return (
    <ul aria-label={t`Invoices for order ${number}`} className={className}>
      {order.invoices.map((invoice) => (
        <InvoiceLink key={invoice.id} orderId={order.id} invoice={invoice} />
      ))}
    </ul>
  );
}
