import { z } from 'zod';
import { text } from '../contracts/common.ts';
import {
  ewayBillSchema,
  feeInvoiceSummaryListSchema,
  gstr1Tables,
  invoiceDocumentSchema,
  invoiceSummaryListSchema,
} from '../contracts/invoices.ts';
import { ORDER_TOKEN_HEADER } from '../contracts/orders.ts';
import { defineEndpoint } from './define.ts';

/* GST documents (decision 038): a seller's invoices, bills of supply and credit notes, their PDFs, the seller's monthly
 * supplies report, and a buyer's download of their order's documents. */

/** A calendar month in India, "2026-11". */
export const monthQuery = z.object({
  month: text().regex(/^20\d\d-(0[1-9]|1[0-2])$/, /*i18n*/ 'A month as YYYY-MM, e.g. 2026-11.'),
});

const invoiceParams = z.object({ id: text().max(100) });
const notFound = 'No such document among the seller’s.';

export const invoiceEndpoints = {
  sellerList: defineEndpoint({
    method: 'get',
    path: '/seller/invoices',
    access: 'signed-in',
    tags: ['invoices'],
    summary: 'The signed-in seller’s invoices, bills of supply and credit notes issued in a month, newest first',
    query: monthQuery,
    response: { status: 200, schema: invoiceSummaryListSchema, description: 'Up to 1,000 documents.' },
    errors: { 403: 'Not a seller.' },
  }),
  sellerDocument: defineEndpoint({
    method: 'get',
    path: '/seller/invoices/{id}',
    access: 'signed-in',
    tags: ['invoices'],
    summary: 'One of the seller’s documents with every field CGST rule 46 asks for',
    params: invoiceParams,
    response: { status: 200, schema: invoiceDocumentSchema, description: 'The document as issued.' },
    errors: { 403: 'Not a seller.', 404: notFound },
  }),
  sellerPdf: defineEndpoint({
    method: 'get',
    path: '/seller/invoices/{id}/pdf',
    access: 'signed-in',
    tags: ['invoices'],
    summary: 'One of the seller’s documents as a PDF',
    params: invoiceParams,
    response: { status: 200, stream: 'application/pdf', description: 'The PDF, as an attachment named by its number.' },
    errors: { 403: 'Not a seller.', 404: notFound },
  }),
  sellerEwayBill: defineEndpoint({
    method: 'get',
    path: '/seller/invoices/{id}/eway-bill.json',
    access: 'signed-in',
    tags: ['invoices'],
    summary:
      'The e-way bill’s Part A for one of the seller’s invoices above ₹50,000, in the e-way bill portal’s bulk JSON',
    params: invoiceParams,
    response: { status: 200, schema: ewayBillSchema, description: 'Part A, as an attachment.' },
    errors: { 403: 'Not a seller.', 404: notFound, 409: 'A credit note, or a consignment of ₹50,000 or less.' },
  }),
  sellerSupplies: defineEndpoint({
    method: 'get',
    path: '/seller/reports/supplies.csv',
    access: 'signed-in',
    tags: ['invoices'],
    summary:
      'A table of the signed-in seller’s GSTR-1 for a month, every supply through Haat tagged with its GSTIN: B2CS (the default), B2CL, the HSN summary, documents issued or supplies through the operator, as CSV',
    query: monthQuery.extend({
      table: z.enum(gstr1Tables, /*i18n*/ 'Choose b2cs, b2cl, hsn, docs or eco.').default('b2cs'),
    }),
    response: { status: 200, stream: 'text/csv', description: 'The table’s rows, in the offline tool’s columns.' },
    errors: { 403: 'Not a seller.' },
  }),
  feeList: defineEndpoint({
    method: 'get',
    path: '/me/haat-invoices',
    access: 'signed-in',
    tags: ['invoices'],
    summary:
      'Haat’s monthly tax invoices to the signed-in seller (commission) and creator (fees on markups), newest first; the last month’s are issued first when due',
    response: {
      status: 200,
      schema: feeInvoiceSummaryListSchema,
      description: 'Every invoice, as seller and creator.',
    },
  }),
  feePdf: defineEndpoint({
    method: 'get',
    path: '/me/haat-invoices/{id}/pdf',
    access: 'signed-in',
    tags: ['invoices'],
    summary: 'One of Haat’s invoices to the signed-in seller or creator, as a PDF',
    params: invoiceParams,
    response: { status: 200, stream: 'application/pdf', description: 'The PDF, as an attachment named by its number.' },
    errors: { 404: 'No such invoice to this account.' },
  }),
  orderPdf: defineEndpoint({
    method: 'get',
    path: '/orders/{id}/invoices/{invoiceId}/pdf',
    access: 'public',
    tags: ['invoices'],
    summary: 'A document of an order, for its signed-in buyer or a guest holding its token',
    params: z.object({ id: text().max(100), invoiceId: text().max(100) }),
    headers: z.object({ [ORDER_TOKEN_HEADER]: text().max(100).optional() }),
    response: { status: 200, stream: 'application/pdf', description: 'The PDF, as an attachment named by its number.' },
    errors: { 404: 'No such order, or not yours, or no such document of it.' },
  }),
};
