import type { FeeInvoiceSummary, InvoiceDocument } from '#shared/contracts/invoices.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { indiaDate } from '#shared/financial-year.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  type FeeInvoiceLineRow,
  type FeeInvoiceRow,
  findFeeInvoice,
  findFeeInvoicePdf,
  keepFeeInvoicePdf,
  listFeeInvoiceLines,
  listFeeInvoices,
} from './fee-invoices.repository.ts';
import { documentClose } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/* Haat's invoices for its fees as their payee sees them: the list, each as printed, and its PDF (decision 062). */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-11" → "November 2026". */
const monthName = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;

/** Where the signed-in payee downloads one of Haat's invoices to them. */
export const feeInvoicePdfPath = (id: string) => endpointUrl(invoiceEndpoints.feePdf, { params: { id } });

/** Haat's invoices to a seller and a creator's store (the same account may be both), newest first. */
export async function listFeeInvoicesOf(
  db: Db,
  owners: { sellerId: string | null; storeId: string | null },
): Promise<FeeInvoiceSummary[]> {
  return (await listFeeInvoices(db, owners)).map((row) => ({
    id: row.id,
    number: row.number,
    issuedOn: indiaDate(row.issuedAt),
    month: row.month,
    as: row.sellerId ? 'seller' : 'creator',
    taxablePaise: row.taxablePaise,
    gstPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
    totalPaise: row.totalPaise,
    pdfUrl: feeInvoicePdfPath(row.id),
  }));
}

/** An invoice as printed: rule 46's fields for a supply of services, from what was frozen when it was issued. */
export function feeInvoiceDocument(row: FeeInvoiceRow, lines: FeeInvoiceLineRow[]): InvoiceDocument {
  const { supplier, recipient } = row;
  return {
    id: row.id,
    kind: 'tax_invoice',
    number: row.number,
    issuedOn: indiaDate(row.issuedAt),
    refersTo: null,
    reason: null,
    orderNumber: null,
    period: monthName(row.month),
    services: true,
    supplier: {
      legalName: supplier.legalName,
      tradeName: supplier.tradeName,
      address: supplier.address,
      state: { code: supplier.stateCode, name: supplier.stateName },
      gstin: supplier.gstin,
      enrolmentNumber: null,
    },
    recipient: {
      name: recipient.name,
      address: recipient.address,
      state: { code: recipient.stateCode, name: recipient.stateName },
      gstin: recipient.gstin,
    },
    placeOfSupply: { code: recipient.stateCode, name: recipient.stateName },
    intraState: row.intraState,
    reverseCharge: false,
    lines: lines.map((line) => ({
      description: line.description,
      hsnCode: line.sac,
      quantity: 1,
      unit: 'OTH',
      unitPricePaise: line.taxablePaise,
      taxablePaise: line.taxablePaise,
      rateBps: line.rateBps,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
      totalPaise: line.totalPaise,
    })),
    ...documentClose(row, supplier.legalName),
  };
}

/** One of Haat's invoices to the payee, as a document, or 404 for anyone else's. */
export async function ownFeeInvoice(
  db: Db,
  owners: { sellerId: string | null; storeId: string | null },
  id: string,
): Promise<{ row: FeeInvoiceRow; document: InvoiceDocument }> {
  const row = isUuid(id) ? await findFeeInvoice(db, id) : null;
  const mine =
    row && ((row.sellerId && row.sellerId === owners.sellerId) || (row.storeId && row.storeId === owners.storeId));
  if (!row || !mine) throw new AppError('not_found', /*i18n*/ 'Invoice not found');
  return { row, document: feeInvoiceDocument(row, await listFeeInvoiceLines(db, row.id)) };
}

/** The invoice's PDF, rendered once and kept. */
export async function ownFeeInvoicePdf(
  db: Db,
  owners: { sellerId: string | null; storeId: string | null },
  id: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { row, document } = await ownFeeInvoice(db, owners, id);
  const kept = await findFeeInvoicePdf(db, row.id);
  const pdf = kept ?? (await keepFeeInvoicePdf(db, row.id, await renderInvoicePdf(document)));
  return { filename: `${row.number.replaceAll('/', '-')}.pdf`, pdf };
}
