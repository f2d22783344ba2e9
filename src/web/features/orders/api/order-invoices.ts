import { t } from '@lingui/core/macro';
import type { InvoiceSummary } from '#shared/contracts/invoices.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { tokenHeader } from './orders.ts';

/** The file name the server gives a document: its number with dashes, e.g. IN-26-27-000001.pdf. */
export const invoiceFileName = (invoice: InvoiceSummary) => `${invoice.number.replaceAll('/', '-')}.pdf`;

/** Whether this device holds the order's guest token: its documents then need it as a header, not a cookie. */
export const needsGuestToken = (orderId: string) => Object.keys(tokenHeader(orderId)).length > 0;

/**
 * A guest's download of one of their order's documents: fetched with the order's token, then saved from a blob URL
 * (a plain link cannot carry the header).
 */
export async function downloadGuestInvoice(orderId: string, invoice: InvoiceSummary): Promise<void> {
  const answer = await fetch(invoice.pdfUrl, { headers: tokenHeader(orderId), credentials: 'same-origin' });
  if (!answer.ok) throw new ApiError(answer.status, 'download_failed', t`The PDF could not be downloaded.`);
  const url = URL.createObjectURL(await answer.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = invoiceFileName(invoice);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
