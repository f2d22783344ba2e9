import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { csvDownload, pdfDownload } from '../../lib/downloads.ts';
import { listOwnInvoices, ownInvoiceDocument, sellerInvoicePdf } from './invoices.service.ts';
import { ownEwayBill } from './eway-bill.service.ts';
import { ownGstr1Csv } from './gstr1.service.ts';
import { listFeeInvoicesOf, ownFeeInvoicePdf } from './fee-invoice-view.ts';
import { feeOwnersOf, haatSupplier, haatTcsRegistration, issueDueFeeInvoices } from './fee-invoices.service.ts';

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
    const pdf = await sellerInvoicePdf(database.db, c.var.user.id, c.req.valid('param').id);
    return pdfDownload(c, pdf.filename, pdf.bytes);
  })
  .serve(invoiceEndpoints.feeList, async (c) => {
    const context = serviceContext(c);
    const owners = await feeOwnersOf(context.db, c.var.user.id);
    await issueDueFeeInvoices({ ...context, haat: haatSupplier(c.get('deps').env) }, owners);
    return c.json({ items: await listFeeInvoicesOf(context.db, owners) }, 200);
  })
  .serve(invoiceEndpoints.feePdf, async (c) => {
    const { database } = c.get('deps');
    const owners = await feeOwnersOf(database.db, c.var.user.id);
    const pdf = await ownFeeInvoicePdf(database.db, owners, c.req.valid('param').id);
    return pdfDownload(c, pdf.filename, pdf.pdf);
  })
  .serve(invoiceEndpoints.sellerEwayBill, async (c) => {
    const { database } = c.get('deps');
    const bill = await ownEwayBill(database.db, c.var.user.id, c.req.valid('param').id);
    c.header(
      'Content-Disposition',
      `attachment; filename="eway-bill-${bill.billLists[0]?.docNo.replaceAll('/', '-') ?? ''}.json"`,
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json(bill, 200);
  })
  .serve(invoiceEndpoints.sellerSupplies, async (c) => {
    const { database, env } = c.get('deps');
    const { month, table } = c.req.valid('query');
    const etin = (stateCode: string) => haatTcsRegistration(env, stateCode) ?? haatSupplier(env).gstin;
    const csv = await ownGstr1Csv(database.db, c.var.user.id, month, table, etin);
    return csvDownload(c, table === 'b2cs' ? `haat-supplies-${month}.csv` : `haat-gstr1-${table}-${month}.csv`, csv);
  });
