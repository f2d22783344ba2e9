import type { Context } from 'hono';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { createRouter } from '../../app-context.ts';
import {
  type InvoicePdf,
  listOwnInvoices,
  ownInvoiceDocument,
  ownSuppliesCsv,
  sellerInvoicePdf,
} from './invoices.service.ts';

/** A PDF download: never cached by a shared cache (it names a buyer), named by the document's number. */
export function pdfResponse(c: Context, pdf: InvoicePdf): Response {
  c.header('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  c.header('Cache-Control', 'private, no-store');
  return c.body(new Uint8Array(pdf.bytes), 200, { 'Content-Type': 'application/pdf' });
}

export const invoiceRoutes = createRouter()
  .serve(invoiceEndpoints.sellerList, async (c) => {
    const { database } = c.get('deps');
    return c.json({ items: await listOwnInvoices(database.db, c.var.user.id, c.req.valid('query').month) }, 200);
  })
  .serve(invoiceEndpoints.sellerDocument, async (c) => {
    const { database } = c.get('deps');
    return c.json(await ownInvoiceDocument(database.db, c.var.user.id, c.req.valid('param').id), 200);
  })
  .serve(invoiceEndpoints.sellerPdf, async (c) => {
    const { database } = c.get('deps');
    return pdfResponse(c, await sellerInvoicePdf(database.db, c.var.user.id, c.req.valid('param').id));
  })
  .serve(invoiceEndpoints.sellerSupplies, async (c) => {
    const { database } = c.get('deps');
    const { month } = c.req.valid('query');
    const csv = await ownSuppliesCsv(database.db, c.var.user.id, month);
    c.header('Content-Disposition', `attachment; filename="haat-supplies-${month}.csv"`);
    return c.body(csv, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
