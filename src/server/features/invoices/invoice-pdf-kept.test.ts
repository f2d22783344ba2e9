import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { SellerGstInput } from '#shared/contracts/tax.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import {
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { invoices } from './invoices.schema.ts';

/*
 * A document is frozen when issued, and so is its PDF: rendered once and kept (invoices.pdf), every download after
 * that is the kept file, for the seller and the buyer alike.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const act = (lineId: string, body: SellerAction, cookie: string) =>
  callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, cookie);

async function download(path: string, headers: Record<string, string>): Promise<Buffer> {
  const answer = await server.fetch(path, { headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await answer.arrayBuffer());
}

const keptPdf = async (id: string) =>
  (await server.database.db.select({ pdf: invoices.pdf }).from(invoices).where(eq(invoices.id, id)))[0]?.pdf;

describe('an invoice PDF', () => {
  it('is rendered once and kept: every download is the kept file, for the seller and the buyer', async () => {
    const { cookie, seller } = await signedInSeller(server, {
      businessName: 'Kolhapuri Crafts',
      slug: 'kolhapuri-kept',
      pickupPincode: '416001',
      gstin: '27AALCK5097P1ZJ',
    });
    const gst: SellerGstInput = {
      registered: true,
      gstin: '27AALCK5097P1ZJ',
      legalName: 'Kolhapuri Crafts LLP',
      address: '14 Mahadwar Road, Kolhapur 416012',
    };
    expect((await callEndpoint(server, taxEndpoints.saveSellerGst, { body: gst }, cookie)).status).toBe(200);
    const creator = (await signedInCreator(server, { handle: 'kept.finds' })).cookie;
    const product = await createdProduct(server, cookie, {
      name: 'Kolhapuri chappals',
      category: 'fashion',
      pricePaise: 89_900,
      hsnCode: '6403',
      gstRateBps: 500,
      stock: 10,
    });
    const listing = await createdListing(server, creator, product.id, 10_000);
    const placed = await placedOrder(server, {
      contact: { name: 'Ananya Rao', phone: '+91 98450 12345' },
      address: { line1: '2 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020' },
      lines: [{ listingId: listing.id, quantity: 1 }],
    });
    const lineId = placed.order.lines[0]?.id ?? '';
    expect((await act(lineId, { action: 'confirm' }, cookie)).status).toBe(200);
    expect(
      (await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL7788990011' }, cookie)).status,
    ).toBe(200);
    const month = indiaDate(server.deps.now()).slice(0, 7);
    const [summary] = dataOf(
      await callEndpoint(server, invoiceEndpoints.sellerList, { query: { month } }, cookie),
    ).items;
    if (!summary) throw new Error(`no invoice for seller ${seller.id}`);

    const first = await download(summary.pdfUrl, { cookie });
    const second = await download(summary.pdfUrl, { cookie });
    expect(second.equals(first)).toBe(true);
    expect(Buffer.from((await keptPdf(summary.id)) ?? []).equals(first)).toBe(true);

    // The kept file is what is served, not a new rendering: marked in the table, the mark is what downloads.
    const marked = Buffer.concat([first, Buffer.from('%kept\n')]);
    await server.database.db.update(invoices).set({ pdf: marked }).where(eq(invoices.id, summary.id));
    expect((await download(summary.pdfUrl, { cookie })).equals(marked)).toBe(true);
    const asBuyer = dataOf(
      await callEndpoint(server, orderEndpoints.get, {
        params: { id: placed.order.id },
        headers: { 'x-order-token': placed.accessToken },
      }),
    );
    const buyerPath = asBuyer.invoices[0]?.pdfUrl ?? '';
    expect((await download(buyerPath, { 'x-order-token': placed.accessToken })).equals(marked)).toBe(true);
  });
});
