import type { InvoiceDocument, InvoiceSummary } from '#shared/contracts/invoices.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { indiaDate, monthRange } from '#shared/financial-year.ts';
import { tcs52RateOn, tcsOnLine, tcsTotal } from '#shared/gst-tcs.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { invoiceDocument } from './invoice-document.ts';
import {
  findInvoice,
  findInvoicePdf,
  findOrderNumber,
  findSaleInvoice,
  findSaleInvoiceNumbers,
  findOrderDocumentLines,
  findEcoDocumentLines,
  type InvoiceRow,
  keepInvoicePdf,
  listInvoiceLines,
  listOrderInvoices,
  listSellerInvoices,
} from './invoices.repository.ts';

type SummaryRow = Awaited<ReturnType<typeof listOrderInvoices>>[number];

const summary = (row: SummaryRow, pdfUrl: string): InvoiceSummary => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  issuedOn: indiaDate(row.issuedAt),
  orderNumber: row.orderNumber,
  recipientName: row.recipient.name,
  totalPaise: row.totalPaise,
  pdfUrl,
});

/** The seller's invoice (or bill of supply) number for each of these orders, by order id. */
export async function saleInvoiceNumbers(db: Db, sellerId: string, orderIds: string[]): Promise<Map<string, string>> {
  const rows = await findSaleInvoiceNumbers(db, sellerId, [...new Set(orderIds)]);
  return new Map(rows.map((row) => [row.orderId, row.number]));
}

/** What one sold line was invoiced at, net of credit notes: decision 063. */
export interface InvoicedSale {
  /** The gross amount invoiced without the GST shown separately (a bill of supply's whole amount): 194-O's base. */
  salesPaise: number;
  /** The taxable value of tax invoices (none on a bill of supply): GST TCS's base. */
  taxablePaise: number;
  /** GST TCS on those lines, each rounded as GSTR-8 reports it, and the rate. */
  tcsPaise: number;
  tcsRateBps: number;
}

/**
 * What each line was invoiced at, from its documents as issued: its goods' rows, and the parcel's delivery row when
 * the line carries the parcel's fee now (decision 060), less what credit notes took back. Lines with no document
 * (a gift) are left out.
 */
export async function invoicedSales(
  db: Db,
  lines: { lineId: string; orderId: string; carriesFee: boolean }[],
): Promise<Map<string, InvoicedSale>> {
  const rows = await findOrderDocumentLines(db, [...new Set(lines.map((line) => line.orderId))]);
  const sales = new Map<string, InvoicedSale>();
  for (const line of lines) {
    const sellerId = rows.find((row) => row.orderLineId === line.lineId)?.sellerId;
    const mine = rows.filter(
      (row) =>
        row.orderId === line.orderId &&
        row.sellerId === sellerId &&
        (row.isDelivery ? line.carriesFee : row.orderLineId === line.lineId),
    );
    if (mine.length === 0) continue;
    const sale: InvoicedSale = { salesPaise: 0, taxablePaise: 0, tcsPaise: 0, tcsRateBps: 0 };
    for (const row of mine) {
      const taxable = row.kind === 'credit_note' ? -row.taxablePaise : row.taxablePaise;
      sale.salesPaise += taxable;
      // TCS is on taxable supplies: a bill of supply, or an exempt or nil-rated line, carries none.
      if (row.gstin === null || row.rateBps === 0) continue;
      const rateBps = tcs52RateOn(row.issuedAt);
      sale.taxablePaise += taxable;
      sale.tcsPaise += tcsTotal(tcsOnLine(taxable, row.intraState, rateBps));
      sale.tcsRateBps = Math.max(sale.tcsRateBps, rateBps);
    }
    sales.set(line.lineId, sale);
  }
  return sales;
}

/** Where a buyer downloads a document of their order. */
export const orderInvoicePath = (orderId: string, invoiceId: string) =>
  endpointUrl(invoiceEndpoints.orderPdf, { params: { id: orderId, invoiceId } });
/** Where a seller downloads one of their documents. */
export const sellerInvoicePath = (invoiceId: string) =>
  endpointUrl(invoiceEndpoints.sellerPdf, { params: { id: invoiceId } });

/** Each order's documents, oldest first, with the buyer's download paths. */
export async function orderInvoices(db: Db, orderIds: string[]): Promise<Map<string, InvoiceSummary[]>> {
  const rows = await listOrderInvoices(db, orderIds);
  return new Map(
    [...Map.groupBy(rows, (row) => row.orderId)].map(([orderId, own]) => [
      orderId,
      own.map((row) => summary(row, orderInvoicePath(orderId, row.id))),
    ]),
  );
}

async function documentOf(db: Db, row: InvoiceRow): Promise<InvoiceDocument> {
  const [lines, orderNumber, refersTo] = await Promise.all([
    listInvoiceLines(db, row.id),
    findOrderNumber(db, row.orderId),
    row.refersToId ? findInvoice(db, row.refersToId) : Promise.resolve(null),
  ]);
  return invoiceDocument(row, lines, { orderNumber, refersTo });
}

/** A PDF file of a document, named by its number. */
export interface InvoicePdf {
  /** The document's number, e.g. IN/26-27/000001. */
  number: string;
  filename: string;
  bytes: Buffer;
}

const pdfName = (row: InvoiceRow) => `${row.number.replaceAll('/', '-')}.pdf`;

/**
 * pdfkit and its fonts load on the first PDF a process renders, not at start-up: a server that never renders one
 * does not carry them (decision 029's memory budget).
 */
const pdfRenderer = () => import('./invoice-pdf.ts');

/**
 * A document's PDF: rendered once (about 100 ms of a core), at its shipment mail or its first download, and kept;
 * a document is frozen when issued, so every later download is the kept file.
 */
async function pdfOf(db: Db, row: InvoiceRow): Promise<InvoicePdf> {
  const file = { number: row.number, filename: pdfName(row) };
  const kept = await findInvoicePdf(db, row.id);
  if (kept) return { ...file, bytes: kept };
  const [{ renderInvoicePdf }, document] = await Promise.all([pdfRenderer(), documentOf(db, row)]);
  return { ...file, bytes: await keepInvoicePdf(db, row.id, await renderInvoicePdf(document)) };
}

/** A document of an order whose buyer the caller has been checked to be (orders.service). */
export async function orderInvoicePdf(db: Db, orderId: string, invoiceId: string): Promise<InvoicePdf> {
  const row = isUuid(invoiceId) ? await findInvoice(db, invoiceId) : null;
  if (!row || row.orderId !== orderId) throw new AppError('not_found', /*i18n*/ 'No such invoice for this order.');
  return pdfOf(db, row);
}

/** The invoice (or bill of supply) of a seller's part of an order as a PDF, if issued: the shipped mail's attachment. */
export async function saleInvoicePdf(db: Db, orderId: string, sellerId: string): Promise<InvoicePdf | null> {
  const row = await findSaleInvoice(db, orderId, sellerId);
  return row ? pdfOf(db, row) : null;
}

export async function ownInvoice(db: Db, userId: string, invoiceId: string): Promise<InvoiceRow> {
  const seller = await requireOwnSeller(db, userId);
  const row = isUuid(invoiceId) ? await findInvoice(db, invoiceId) : null;
  // Another seller's document does not exist for them.
  if (!row || row.sellerId !== seller.id) throw new AppError('not_found', /*i18n*/ 'Invoice not found.');
  return row;
}

/** One of the seller's documents, every field as issued. */
export async function ownInvoiceDocument(db: Db, userId: string, invoiceId: string): Promise<InvoiceDocument> {
  return documentOf(db, await ownInvoice(db, userId, invoiceId));
}

export async function sellerInvoicePdf(db: Db, userId: string, invoiceId: string): Promise<InvoicePdf> {
  return pdfOf(db, await ownInvoice(db, userId, invoiceId));
}

const MONTH_LIST_LIMIT = 1000;

/** The seller's documents issued in a month, newest first. */
export async function listOwnInvoices(db: Db, userId: string, month: string): Promise<InvoiceSummary[]> {
  const seller = await requireOwnSeller(db, userId);
  const rows = await listSellerInvoices(db, seller.id, monthRange(month), MONTH_LIST_LIMIT);
  return rows.map((row) => summary(row, sellerInvoicePath(row.id)));
}

/** Every document line GSTR-8 reports, issued through Haat in [from, to), with its document's supply. */
export async function ecoDocumentLines(db: Db, range: { from: Date; to: Date }) {
  return findEcoDocumentLines(db, range);
}
