import { INVOICE_KIND_TITLES, type InvoiceDocument } from '#shared/contracts/invoices.ts';

/* A GST document's heading: its title, its number's label and the lines under the title (decisions 038, 065). */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026-11-26" as "26 Nov 2026". */
export function formatInvoiceDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${String(date)} ${MONTHS[(month ?? 1) - 1] ?? ''} ${String(year)}`;
}

export const NUMBER_LABELS = {
  tax_invoice: 'Invoice no.',
  bill_of_supply: 'Bill no.',
  credit_note: 'Credit note no.',
  delivery_challan: 'Challan no.',
} as const;

/** A tax invoice that also bills exempt or nil-rated goods is an invoice-cum-bill of supply (rule 46A). */
export const documentTitle = (document: InvoiceDocument): string =>
  document.kind === 'tax_invoice' && !document.services && document.lines.some((line) => line.rateBps === 0)
    ? 'Tax Invoice cum Bill of Supply'
    : INVOICE_KIND_TITLES[document.kind];

/** The lines under the title: why no tax is charged, or which invoice a credit note adjusts and why. */
export function subtitles(document: InvoiceDocument): string[] {
  if (document.kind === 'bill_of_supply')
    return [
      document.supplier.gstin
        ? 'Supply of exempt or nil-rated goods: no tax charged'
        : 'Supplier not registered under GST: no tax charged',
    ];
  if (document.kind === 'delivery_challan') return [document.reason ?? '', 'No tax charged: rule 55 of the CGST Rules'];
  if (document.kind !== 'credit_note') return [];
  return [
    document.refersTo
      ? `Against invoice ${document.refersTo.number} dated ${formatInvoiceDate(document.refersTo.issuedOn)}`
      : '',
    document.reason ? `Reason: ${document.reason}` : '',
  ].filter(Boolean);
}
