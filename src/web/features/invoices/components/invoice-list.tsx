import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import FileDown from 'lucide-react/icons/file-down';
import type { InvoiceKind, InvoiceSummary } from '#shared/contracts/invoices.ts';
import { formatRupees } from '#shared/money.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { ewayBillUrl } from '../api/invoices.ts';

/** A consignment above ₹50,000 moves with an e-way bill (CGST rules, rule 138(1)). */
const EWAY_BILL_ABOVE_PAISE = 5_000_000;

const kinds: Record<InvoiceKind, { label: MessageDescriptor; tone: BadgeTone }> = {
  tax_invoice: { label: msg`Tax invoice`, tone: 'info' },
  bill_of_supply: { label: msg`Bill of supply`, tone: 'neutral' },
  credit_note: { label: msg`Credit note`, tone: 'warning' },
  delivery_challan: { label: msg`Delivery challan`, tone: 'neutral' },
};

function KindBadge({ kind }: { kind: InvoiceKind }) {
  const { i18n } = useLingui();
  return <Badge tone={kinds[kind].tone}>{i18n._(kinds[kind].label)}</Badge>;
}

/** A credit note takes money back: its amount reads with a minus sign. */
const amount = (invoice: InvoiceSummary) =>
  invoice.kind === 'credit_note' ? `\u2212${formatRupees(invoice.totalPaise)}` : formatRupees(invoice.totalPaise);

/** A consignment above ₹50,000 moves with an e-way bill: its Part A to upload, beside the document. */
function EwayBillLink({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useLingui();
  if (
    invoice.kind === 'credit_note' ||
    invoice.kind === 'delivery_challan' ||
    invoice.totalPaise <= EWAY_BILL_ABOVE_PAISE
  )
    return null;
  const { number } = invoice;
  return (
    <a
      href={ewayBillUrl(invoice.id)}
      download
      aria-label={t`E-way bill for ${number} (JSON)`}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:min-h-0 md:py-1"
    >
      <FileDown className="size-4" aria-hidden /> <Trans>E-way bill</Trans>
    </a>
  );
}

function PdfLink({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useLingui();
  const { number } = invoice;
  const label = {
    tax_invoice: t`Download tax invoice ${number} as PDF`,
    bill_of_supply: t`Download bill of supply ${number} as PDF`,
    credit_note: t`Download credit note ${number} as PDF`,
    delivery_challan: t`Download delivery challan ${number} as PDF`,
  }[invoice.kind];
  return (
    <a
      href={invoice.pdfUrl}
      download
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary md:min-h-0 md:py-1"
    >
      <FileDown className="size-4" aria-hidden /> <Trans>PDF</Trans>
    </a>
  );
}

function InvoiceTable({ invoices, caption }: { invoices: InvoiceSummary[]; caption: string }) {
  const head = 'py-2 pr-3 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className={head}>
            <Trans>Number</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>Kind</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>Date</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>Order</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>Buyer</Trans>
          </th>
          <th scope="col" className={`${head} text-right`}>
            <Trans>Amount</Trans>
          </th>
          <th scope="col" className={`${head} pr-0 text-right`}>
            <span className="sr-only">
              <Trans>Download</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <th scope="row" className="py-2.5 pr-3 font-semibold whitespace-nowrap tabular-nums">
              {invoice.number}
            </th>
            <td className="py-2.5 pr-3">
              <KindBadge kind={invoice.kind} />
            </td>
            <td className="py-2.5 pr-3 whitespace-nowrap">{formatCalendarDate(invoice.issuedOn)}</td>
            <td className="py-2.5 pr-3 whitespace-nowrap tabular-nums">{invoice.orderNumber}</td>
            <td className="py-2.5 pr-3 break-words">{invoice.recipientName}</td>
            <td className="py-2.5 pr-3 text-right whitespace-nowrap tabular-nums">{amount(invoice)}</td>
            <td className="py-2.5 text-right whitespace-nowrap">
              <EwayBillLink invoice={invoice} />
              <PdfLink invoice={invoice} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function InvoiceCards({ invoices, caption }: { invoices: InvoiceSummary[]; caption: string }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label={caption}>
      {invoices.map((invoice) => {
        const { orderNumber } = invoice;
        return (
          <li key={invoice.id} className="rounded-xl border border-border bg-background/40 p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold tabular-nums">{invoice.number}</p>
              <KindBadge kind={invoice.kind} />
            </div>
            <p className="mt-1 text-text-secondary">
              {formatCalendarDate(invoice.issuedOn)} · <Trans>Order {orderNumber}</Trans>
            </p>
            <div className="mt-2 flex items-center justify-between gap-3">
              <p className="min-w-0 break-words">
                {invoice.recipientName} · <span className="font-semibold tabular-nums">{amount(invoice)}</span>
              </p>
              <span className="flex shrink-0">
                <EwayBillLink invoice={invoice} />
                <PdfLink invoice={invoice} />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** A month's documents: a table on wide screens, cards on a phone; an empty month says when documents come. */
export function InvoiceList({ invoices, monthLabel }: { invoices: InvoiceSummary[]; monthLabel: string }) {
  const { t } = useLingui();
  if (invoices.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-6 text-center">
        <p className="font-semibold">
          <Trans>No invoices in {monthLabel}</Trans>
        </p>
        <p className="mt-1 text-sm text-text-secondary">
          <Trans>
            An invoice (or a bill of supply) is issued when an order ships, and a credit note when a shipped item is
            returned or cancelled.
          </Trans>
        </p>
      </div>
    );
  }
  const caption = t`Invoices and credit notes issued in ${monthLabel}, newest first`;
  return (
    <>
      <InvoiceTable invoices={invoices} caption={caption} />
      <InvoiceCards invoices={invoices} caption={caption} />
    </>
  );
}
