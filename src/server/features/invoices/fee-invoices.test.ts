import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDocument } from '#shared/contracts/invoices.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { financialQuarterOf, indiaDate, monthRange } from '#shared/financial-year.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { setCommissionRates } from '../commission/commission.service.ts';
import { ownFeeInvoice } from './fee-invoice-view.ts';
import { formatInvoiceDate } from './invoice-heading.ts';
import { feeOwnersOf, haatSupplier, issueDueFeeInvoices } from './fee-invoices.service.ts';

/*
 * Haat's own tax invoices for its fees (issue 36, item 1; decision 062): after a month in which a seller's and a
 * creator's sales were credited, each is billed once, in Haat's series, every fee with the GST the ledger took on it;
 * the seller's (another state) with IGST and their GSTIN, the creator's (no address: Haat's state) with equal CGST
 * and SGST. Compared field by field with a golden file and read back from the PDF.
 */

let server: TestServer;
let seller: { cookie: string; userId: string };
let creator: { cookie: string; userId: string };
const GOLDEN = new URL('./golden/', import.meta.url);
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  const registered = await signedInSeller(server, {
    businessName: 'Kaveri Looms',
    slug: 'kaveri-looms',
    pickupPincode: '400001',
    gstin: '27AAPFU0939F1ZV',
  });
  seller = { cookie: registered.cookie, userId: registered.account.id };
  const opened = await signedInCreator(server, { handle: 'kaveri.picks', displayName: 'Kaveri Picks' });
  creator = { cookie: opened.cookie, userId: opened.account.id };
  await setCommissionRates(
    server.database.db,
    { sellerDefaultBps: 500, sellerCategoryBps: {}, creatorMarkupBps: 1_000 },
    null,
    server.deps.now(),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** What varies from run to run made fixed: ids, order numbers, dates and the financial year. */
function normalized(document: InvoiceDocument) {
  const year = financialQuarterOf(server.deps.now()).year;
  const years = `${year % 100}-${(year + 1) % 100}`;
  return {
    ...document,
    id: '<id>',
    number: document.number.replace(years, '<FY>'),
    issuedOn: '<issued>',
    period: '<month>',
    lines: document.lines.map((line) => ({ ...line, description: line.description.replace(/HT-\w{8}/, '<order>') })),
  };
}

/**
 * The document against its golden file, and its PDF's text (pdftotext's layout) against another, with the number's
 * financial year, the day it was issued, the month it bills and the orders' numbers made fixed.
 */
function expectGolden(name: string, document: InvoiceDocument, layout: string): void {
  const file = new URL(`${name}.json`, GOLDEN);
  const actual = normalized(document);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  const fixed = layout
    .replaceAll(document.number, actual.number)
    .replaceAll(formatInvoiceDate(document.issuedOn), '<issued>')
    .replaceAll(document.period ?? '<none>', '<month>')
    .replaceAll(/HT-\w{8}/g, '<order>')
    // Each line's words in order, one space apart: a right-aligned date or month of another length moves nothing.
    .replaceAll(/[ \t]+/g, ' ')
    .replaceAll(/^ | $/gm, '');
  const textFile = new URL(`${name}.txt`, GOLDEN);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(textFile, fixed);
  expect(fixed).toBe(readFileSync(textFile, 'utf8'));
}

/** The PDF's text as pdftotext lays it out. */
async function pdfLayout(cookie: string, url: string): Promise<string> {
  const answer = await server.fetch(url, { headers: { cookie } });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await answer.arrayBuffer());
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}

const list = async (cookie: string) => dataOf(await callEndpoint(server, invoiceEndpoints.feeList, {}, cookie)).items;

describe('Haat’s invoices for its fees', () => {
  it('bills a seller’s commission and a creator’s fee once a month, with the GST the ledger took', async () => {
    const product = await createdProduct(server, seller.cookie, {
      name: 'Handloom saree',
      category: 'fashion',
      pricePaise: 100_000,
      stock: 20,
      returnPolicyDays: 7,
    });
    const listing = await createdListing(server, creator.cookie, product.id, 20_000);
    const order = await placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: listing.id, quantity: 2 }] });
    const lineId = order.order.lines[0]?.id ?? '';
    const steps: SellerAction[] = [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' },
      { action: 'deliver' },
    ];
    for (const body of steps)
      dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller.cookie));

    // Nothing is billed before the month the sale is credited in has ended.
    server.deps.clock.advance(8 * DAY_MS);
    expect(await list(seller.cookie)).toEqual([]);
    const credited = indiaDate(server.deps.now()).slice(0, 7);
    server.deps.clock.advance(monthRange(credited).to.getTime() - server.deps.now().getTime() + 3_600_000);

    const [sellers] = await list(seller.cookie);
    expect(sellers).toMatchObject({ month: credited, as: 'seller' });
    expect(sellers?.number).toMatch(/^HF\/\d\d-\d\d\/000001$/);
    // 5% of ₹2,000 is ₹100; 18% GST on it ₹18, as IGST: Maharashtra is not Haat's Karnataka.
    expect(sellers).toMatchObject({ taxablePaise: 10_000, gstPaise: 1_800, totalPaise: 11_800 });
    const owners = await feeOwnersOf(server.database.db, seller.userId);
    const { document } = await ownFeeInvoice(server.database.db, owners, sellers?.id ?? '');
    const layout = await pdfLayout(seller.cookie, sellers?.pdfUrl ?? '');
    expectGolden('haat-commission-invoice', document, layout);
    const text = layout.replaceAll(/\s+/g, ' ');
    for (const field of [
      'Tax Invoice',
      'Test Marketplace Operations LLP',
      'GSTIN: 29AAHCH7716R1ZO',
      'GSTIN: 27AAPFU0939F1ZV',
      'SAC',
      '998599',
      'Period',
      'Place of supply: Maharashtra (27)',
      'IGST',
      '@ 18%',
      '₹118.00',
      'Rupees One Hundred Eighteen Only',
      'Authorised signatory',
    ])
      expect(text).toContain(field);

    // The creator's: 10% of the ₹400 markup less the ₹19.05 of 5% GST inside it, ₹38.10, and 9% + 9% on it.
    const [creators] = await list(creator.cookie);
    expect(creators).toMatchObject({ month: credited, as: 'creator', taxablePaise: 3_810, gstPaise: 686 });
    const mine = await ownFeeInvoice(
      server.database.db,
      await feeOwnersOf(server.database.db, creator.userId),
      creators?.id ?? '',
    );
    expect(mine.document.lines).toEqual([
      expect.objectContaining({ hsnCode: '998599', taxablePaise: 3_810, cgstPaise: 343, sgstPaise: 343, igstPaise: 0 }),
    ]);
    expect(mine.document.recipient).toMatchObject({ name: 'Kaveri Picks (@kaveri.picks)', gstin: null });

    // The two invoices bill exactly what the ledger booked as Haat's revenue and its GST for the line.
    const platform = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.lineId, [lineId]));
    const booked = (party: string) => platform.find((entry) => entry.party === party)?.amountPaise;
    expect(booked('platform')).toBe((sellers?.taxablePaise ?? 0) + (creators?.taxablePaise ?? 0));
    expect(booked('platform_gst')).toBe((sellers?.gstPaise ?? 0) + (creators?.gstPaise ?? 0));

    // Asking again, or the monthly job, issues nothing more; nobody else can download them.
    expect(await list(seller.cookie)).toHaveLength(1);
    const job = { db: server.database.db, now: server.deps.now(), haat: haatSupplier(server.deps.env) };
    expect(await issueDueFeeInvoices(job)).toBe(0);
    expect((await server.fetch(sellers?.pdfUrl ?? '', { headers: { cookie: creator.cookie } })).status).toBe(404);
    expect(
      (await server.fetch('/api/me/haat-invoices/not-an-id/pdf', { headers: { cookie: seller.cookie } })).status,
    ).toBe(404);
    expect((await server.fetch(sellers?.pdfUrl ?? '')).status).toBe(401);
  });
});
