import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { PlaceOrder } from '#shared/contracts/orders-checkout.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { InvoiceDocument, InvoiceSummary } from '#shared/contracts/invoices.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import type { SellerGstInput } from '#shared/contracts/tax.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { invoiceEndpoints } from '#shared/endpoints/invoices.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { financialQuarterOf, indiaDate } from '#shared/financial-year.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { savePayoutMethod, sellerBank } from '../../testing/payout-setup.ts';
import {
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { placeGiftOrder } from '../orders/gift-order.ts';
import { formatInvoiceDate } from './invoice-heading.ts';
import { orderLines } from '../orders/orders.schema.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * GST documents, end to end over HTTP: a registered Maharashtra seller's sale within the state (CGST + SGST) and to
 * Karnataka (IGST), an unregistered Karnataka seller's bill of supply, and a credit note after a return, each
 * compared field by field with a golden file (rule 46's fields) and read back from its PDF; serial numbers stay
 * consecutive and unique when many parcels ship at once.
 */

let server: TestServer;
let registered: { cookie: string; sellerId: string };
let unregistered: { cookie: string; sellerId: string };
let creator: string;
const listings: Record<string, Listing> = {};

const GOLDEN = new URL('./golden/', import.meta.url);

const mumbai = {
  line1: 'Flat 4B, Sea Breeze Apartments',
  line2: 'Linking Road, Bandra West',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
} satisfies PlaceOrder['address'];
const bengaluru = {
  line1: '221 Residency Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
} satisfies PlaceOrder['address'];
const contact = { name: 'Ananya Rao', phone: '+91 98450 12345' };

const act = (lineId: string, body: SellerAction, cookie: string) =>
  callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, cookie);

async function ship(lineId: string, cookie: string): Promise<void> {
  expect((await act(lineId, { action: 'confirm' }, cookie)).status).toBe(200);
  expect(
    (await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL7788990011' }, cookie)).status,
  ).toBe(200);
}

const order = (address: PlaceOrder['address'], lines: { listing: string; quantity: number }[]) =>
  placedOrder(server, {
    contact,
    address,
    lines: lines.map(({ listing, quantity }) => ({ listingId: (listings[listing] as Listing).id, quantity })),
  });

const lineOf = (placed: PlacedOrder, name: string) => {
  const line = placed.order.lines.find((candidate) => candidate.name === name);
  if (!line) throw new Error(`no line ${name}`);
  return line.id;
};

const month = () => indiaDate(server.deps.now()).slice(0, 7);

async function sellerDocuments(cookie: string): Promise<InvoiceSummary[]> {
  return dataOf(await callEndpoint(server, invoiceEndpoints.sellerList, { query: { month: month() } }, cookie)).items;
}

async function documentFor(cookie: string, orderNumber: string, kind: InvoiceDocument['kind']) {
  const summary = (await sellerDocuments(cookie)).find(
    (candidate) => candidate.orderNumber === orderNumber && candidate.kind === kind,
  );
  if (!summary) throw new Error(`no ${kind} for ${orderNumber}`);
  return dataOf(await callEndpoint(server, invoiceEndpoints.sellerDocument, { params: { id: summary.id } }, cookie));
}

/** What varies from run to run (ids, the order number, today's date and financial year) made fixed. */
function normalized(document: InvoiceDocument) {
  const year = financialQuarterOf(server.deps.now()).year;
  const years = `${year % 100}-${(year + 1) % 100}`;
  const today = indiaDate(server.deps.now());
  return {
    ...document,
    id: '<id>',
    number: document.number.replace(years, '<FY>'),
    issuedOn: document.issuedOn === today ? '<today>' : document.issuedOn,
    orderNumber: '<order>',
    refersTo: document.refersTo && {
      number: document.refersTo.number.replace(years, '<FY>'),
      issuedOn: document.refersTo.issuedOn === today ? '<today>' : document.refersTo.issuedOn,
    },
  };
}

/** A CSV column's rupees summed, in paise. */
const sumColumn = (rows: Record<string, string>[], column: string) =>
  Math.round(rows.reduce((total, row) => total + Number(row[column]), 0) * 100);

/** Compares with the golden file; UPDATE_GOLDEN=1 writes it instead (then read it, field by field, before committing). */
/**
 * The document against its golden file, and when given, its PDF's text (read back with pdftotext) against another:
 * its number's financial year, the order number and today's date made fixed.
 */
function expectGolden(name: string, document: InvoiceDocument, text?: string): void {
  const file = new URL(`${name}.json`, GOLDEN);
  const actual = normalized(document);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
  if (text === undefined) return;
  const fixed = [document.number, document.refersTo?.number]
    .filter((number): number is string => Boolean(number))
    .reduce((page, number) => page.replaceAll(number, normalized(document).number), text)
    .replaceAll(document.orderNumber ?? '<none>', '<order>')
    .replaceAll(formatInvoiceDate(indiaDate(server.deps.now())), '<today>')
    // Each line's words in order, one space apart: a right-aligned date or month of another length moves nothing.
    .replaceAll(/[ \t]+/g, ' ')
    .replaceAll(/^ | $/gm, '');
  const textFile = new URL(`${name}.txt`, GOLDEN);
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(textFile, fixed);
  expect(fixed).toBe(readFileSync(textFile, 'utf8'));
}

/** The PDF's text as a reader sees it (poppler's pdftotext, keeping the layout). */
async function pdfText(cookie: string, id: string): Promise<string> {
  const answer = await server.send('GET', `/api/seller/invoices/${id}/pdf`, cookie);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await answer.arrayBuffer());
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}

/** Every field rule 46 asks for, in the PDF's text. */
function expectRule46Text(text: string, document: InvoiceDocument): void {
  const flat = text.replaceAll(/\s+/g, ' ');
  const fields = [
    document.supplier.legalName,
    ...(document.supplier.gstin ? [document.supplier.gstin] : []),
    document.number,
    document.recipient.name,
    `${document.placeOfSupply.name} (${document.placeOfSupply.code})`,
    'Reverse charge: No',
    document.signatory,
    'Authorised signatory',
    document.amountInWords,
    ...document.lines.map((line) => line.hsnCode),
  ];
  expect(fields.filter((field) => !flat.includes(field))).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer();
  const maharashtra = await signedInSeller(server, {
    businessName: 'Kolhapuri Crafts',
    slug: 'kolhapuri-crafts',
    pickupPincode: '416001',
    gstin: '27AALCK5097P1ZJ',
  });
  const karnataka = await signedInSeller(server, {
    businessName: 'Mysuru Sandal House',
    slug: 'mysuru-sandal',
    pickupPincode: '570001',
  });
  registered = { cookie: maharashtra.cookie, sellerId: maharashtra.seller.id };
  unregistered = { cookie: karnataka.cookie, sellerId: karnataka.seller.id };
  // Their GST details, as they give them on the dashboard (an unregistered seller is identified by the PAN in
  // their payout details).
  const gst = async (cookie: string, body: SellerGstInput) =>
    expect((await callEndpoint(server, taxEndpoints.saveSellerGst, { body }, cookie)).status).toBe(200);
  await gst(registered.cookie, {
    registered: true,
    gstin: '27AALCK5097P1ZJ',
    legalName: 'Kolhapuri Crafts LLP',
    address: '14 Mahadwar Road, Kolhapur 416012',
  });
  await savePayoutMethod(server, unregistered.cookie, { ...sellerBank, pan: 'BQKPK4567L', panName: 'Shanthamma K' });
  await gst(unregistered.cookie, {
    registered: false,
    legalName: 'Shanthamma K',
    address: '8 Sayyaji Rao Road, Mysuru 570001',
    state: 'Karnataka',
    enrolmentNumber: '29BQKPK4567L1Z3',
  });
  creator = (await signedInCreator(server, { handle: 'ananya.finds' })).cookie;

  const products = [
    [
      'chappals',
      registered.cookie,
      {
        name: 'Kolhapuri chappals',
        category: 'fashion',
        pricePaise: 89_900,
        hsnCode: '6403',
        gstRateBps: 500,
        deliveryFeePaise: 4_900,
      },
    ],
    [
      'anklet',
      registered.cookie,
      { name: 'Oxidised anklet pair', category: 'jewellery', pricePaise: 34_900, hsnCode: '7117', gstRateBps: 300 },
    ],
    [
      'speaker',
      registered.cookie,
      { name: 'Bluetooth speaker', category: 'electronics', pricePaise: 149_900, hsnCode: '8518', gstRateBps: 1800 },
    ],
    [
      'television',
      registered.cookie,
      { name: 'Smart television', category: 'electronics', pricePaise: 12_000_000, hsnCode: '8528', gstRateBps: 1800 },
    ],
    [
      'poetry',
      registered.cookie,
      { name: 'Marathi poetry collection', category: 'books', pricePaise: 39_900, hsnCode: '4901', gstRateBps: 0 },
    ],
    [
      'soap',
      unregistered.cookie,
      { name: 'Sandalwood soap, 3 bars', category: 'beauty', pricePaise: 27_500, hsnCode: '3401', gstRateBps: 1800 },
    ],
  ] as const;
  for (const [key, cookie, input] of products) {
    const product = await createdProduct(server, cookie, { ...input, stock: 200 });
    listings[key] = await createdListing(server, creator, product.id, key === 'soap' ? 0 : 10_000);
  }
});

afterAll(() => server.close());

describe('GST documents', () => {
  it('a sale within the supplier’s state: a tax invoice with CGST and SGST, the delivery fee taxed like the goods', async () => {
    const placed = await order(mumbai, [
      { listing: 'chappals', quantity: 2 },
      { listing: 'anklet', quantity: 1 },
    ]);
    await ship(lineOf(placed, 'Kolhapuri chappals'), registered.cookie);
    const document = await documentFor(registered.cookie, placed.order.number, 'tax_invoice');
    expectGolden('intra-state-invoice', document);
    expect(document.totals.totalPaise).toBe(placed.order.summary.totalPaise);
    expectRule46Text(await pdfText(registered.cookie, document.id), document);

    // Shipping the other line issues nothing more: one invoice per seller per order.
    await ship(lineOf(placed, 'Oxidised anklet pair'), registered.cookie);
    const documents = (await sellerDocuments(registered.cookie)).filter(
      (summary) => summary.orderNumber === placed.order.number,
    );
    expect(documents.map((summary) => summary.kind)).toEqual(['tax_invoice']);
  });

  it('a sale to another state: IGST only, the place of supply is the delivery address’s state', async () => {
    const placed = await order(bengaluru, [{ listing: 'speaker', quantity: 1 }]);
    await ship(lineOf(placed, 'Bluetooth speaker'), registered.cookie);
    const document = await documentFor(registered.cookie, placed.order.number, 'tax_invoice');
    expectGolden('inter-state-invoice', document);
    const text = await pdfText(registered.cookie, document.id);
    expectRule46Text(text, document);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
  });

  it('an unregistered seller issues a bill of supply with their enrolment number: no GSTIN, no tax', async () => {
    const placed = await order(bengaluru, [{ listing: 'soap', quantity: 3 }]);
    await ship(lineOf(placed, 'Sandalwood soap, 3 bars'), unregistered.cookie);
    const document = await documentFor(unregistered.cookie, placed.order.number, 'bill_of_supply');
    const text = await pdfText(unregistered.cookie, document.id);
    expectGolden('bill-of-supply-enrolled', document, text);
    expectRule46Text(text, document);
    expect(text).toContain('Enrolment number: 29BQKPK4567L1Z3');
    expect(text).toContain('Bill of Supply');
    expect(text).not.toMatch(/\b[CSI]GST\b/);
  });

  it('a return after invoicing: a credit note for that line, referring to the invoice; the buyer downloads both', async () => {
    const placed = await order(mumbai, [
      { listing: 'anklet', quantity: 1 },
      { listing: 'speaker', quantity: 1 },
    ]);
    const speaker = lineOf(placed, 'Bluetooth speaker');
    await ship(speaker, registered.cookie);
    expect((await act(speaker, { action: 'deliver' }, registered.cookie)).status).toBe(200);
    expect((await act(speaker, { action: 'return', reason: 'Stopped charging' }, registered.cookie)).status).toBe(200);
    const invoice = await documentFor(registered.cookie, placed.order.number, 'tax_invoice');
    const note = await documentFor(registered.cookie, placed.order.number, 'credit_note');
    expectGolden('credit-note-after-return', note);
    expect(note.refersTo).toEqual({ number: invoice.number, issuedOn: invoice.issuedOn });
    expect(note.supplier).toEqual(invoice.supplier);
    const text = await pdfText(registered.cookie, note.id);
    expectRule46Text(text, note);
    expect(text.replaceAll(/\s+/g, ' ')).toContain(invoice.number);

    expect((await callEndpoint(server, orderEndpoints.get, { params: { id: placed.order.id } })).status).toBe(404);
    const asGuest = dataOf(
      await callEndpoint(server, orderEndpoints.get, {
        params: { id: placed.order.id },
        headers: { 'x-order-token': placed.accessToken },
      }),
    );
    expect(asGuest.invoices.map((summary) => [summary.kind, summary.number])).toEqual([
      ['tax_invoice', invoice.number],
      ['credit_note', note.number],
    ]);
    for (const summary of asGuest.invoices) {
      const pdf = await server.fetch(summary.pdfUrl, { headers: { 'x-order-token': placed.accessToken } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-disposition')).toContain(`${summary.number.replaceAll('/', '-')}.pdf`);
    }
    // Without the token, or for another order's id, there is nothing to download.
    expect((await server.fetch(asGuest.invoices[0]?.pdfUrl ?? '')).status).toBe(404);
    // Another seller cannot read the document either.
    const other = await callEndpoint(
      server,
      invoiceEndpoints.sellerDocument,
      { params: { id: invoice.id } },
      unregistered.cookie,
    );
    expect(other.status).toBe(404);
  });

  it('a cancellation after the invoice: the cancelled line is credited, the invoice stands', async () => {
    const placed = await order(mumbai, [
      { listing: 'anklet', quantity: 2 },
      { listing: 'speaker', quantity: 1 },
    ]);
    await ship(lineOf(placed, 'Oxidised anklet pair'), registered.cookie);
    const cancel = await act(
      lineOf(placed, 'Bluetooth speaker'),
      { action: 'cancel', reason: 'Damaged in the warehouse' },
      registered.cookie,
    );
    expect(cancel.status).toBe(200);
    const invoice = await documentFor(registered.cookie, placed.order.number, 'tax_invoice');
    const note = await documentFor(registered.cookie, placed.order.number, 'credit_note');
    expect(invoice.lines.map((line) => line.description)).toEqual(['Bluetooth speaker', 'Oxidised anklet pair']);
    expect(note.lines.map((line) => [line.description, line.totalPaise])).toEqual([['Bluetooth speaker', 159_900]]);
    expect(note.reason).toBe('Cancelled by the seller: Damaged in the warehouse');
  });

  it('a part-cancelled parcel: its delivery fee moves to the line that goes on, which the invoice then bills', async () => {
    const placed = await order(mumbai, [
      { listing: 'chappals', quantity: 1 },
      { listing: 'anklet', quantity: 1 },
    ]);
    // The chappals carried the parcel's ₹49 delivery fee; the seller cannot send them.
    const cancel = await act(
      lineOf(placed, 'Kolhapuri chappals'),
      { action: 'cancel', reason: 'Out of this size' },
      registered.cookie,
    );
    expect(cancel.status).toBe(200);
    const asBuyer = async () =>
      dataOf(
        await callEndpoint(server, orderEndpoints.get, {
          params: { id: placed.order.id },
          headers: { 'x-order-token': placed.accessToken },
        }),
      );
    // The anklet (₹349 + ₹100 markup) still ships, so the buyer still pays the parcel's delivery: ₹498 due.
    const due = { itemsPaise: 44_900, deliveryPaise: 4_900, codFeePaise: 0, totalPaise: 49_800 };
    expect((await asBuyer()).charged).toEqual(due);
    expect(placed.order.summary).toEqual({
      itemsPaise: 144_800,
      deliveryPaise: 4_900,
      codFeePaise: 0,
      totalPaise: 149_700,
    });

    await ship(lineOf(placed, 'Oxidised anklet pair'), registered.cookie);
    const invoice = await documentFor(registered.cookie, placed.order.number, 'tax_invoice');
    const text = await pdfText(registered.cookie, invoice.id);
    expectGolden('part-cancelled-parcel', invoice, text);
    expect(invoice.lines.map((line) => [line.description, line.hsnCode, line.totalPaise])).toEqual([
      ['Oxidised anklet pair', '7117', 44_900],
      ['Delivery charges', '7117', 4_900],
    ]);
    expect(invoice.totals.totalPaise).toBe(due.totalPaise);
    expectRule46Text(text, invoice);
    expect(text.replaceAll(/\s+/g, ' ')).toContain('Rupees Four Hundred Ninety-Eight Only');
  });

  it('an undelivered line after the invoice: its goods are credited, the delivery only with the parcel’s last line', async () => {
    const placed = await order(mumbai, [
      { listing: 'chappals', quantity: 1 },
      { listing: 'anklet', quantity: 1 },
    ]);
    const chappals = lineOf(placed, 'Kolhapuri chappals');
    const anklet = lineOf(placed, 'Oxidised anklet pair');
    await ship(chappals, registered.cookie);
    await ship(anklet, registered.cookie);
    const invoice = await documentFor(registered.cookie, placed.order.number, 'tax_invoice');
    expect(invoice.lines.map((line) => line.description)).toEqual([
      'Kolhapuri chappals',
      'Delivery charges',
      'Oxidised anklet pair',
    ]);
    const fail = (lineId: string) =>
      act(lineId, { action: 'fail', reason: 'Parcel damaged in transit' }, registered.cookie);
    const notes = async () =>
      (await sellerDocuments(registered.cookie)).filter(
        (summary) => summary.orderNumber === placed.order.number && summary.kind === 'credit_note',
      );

    expect((await fail(chappals)).status).toBe(200);
    const [first] = await notes();
    const firstNote = dataOf(
      await callEndpoint(
        server,
        invoiceEndpoints.sellerDocument,
        { params: { id: first?.id ?? '' } },
        registered.cookie,
      ),
    );
    expect(firstNote.lines.map((line) => [line.description, line.totalPaise])).toEqual([
      ['Kolhapuri chappals', 99_900],
    ]);

    expect((await fail(anklet)).status).toBe(200);
    const all = await notes();
    expect(all).toHaveLength(2);
    const lastNote = dataOf(
      await callEndpoint(
        server,
        invoiceEndpoints.sellerDocument,
        { params: { id: all.find((summary) => summary.id !== first?.id)?.id ?? '' } },
        registered.cookie,
      ),
    );
    expect(lastNote.lines.map((line) => [line.description, line.totalPaise])).toEqual([
      ['Delivery charges', 4_900],
      ['Oxidised anklet pair', 44_900],
    ]);
    // The invoice less its credit notes is nothing: the buyer pays nothing.
    expect(firstNote.totals.totalPaise + lastNote.totals.totalPaise).toBe(invoice.totals.totalPaise);
  });

  it('a registered seller’s books alone: a bill of supply; beside taxed goods: an invoice-cum-bill of supply', async () => {
    const books = await order(mumbai, [{ listing: 'poetry', quantity: 2 }]);
    await ship(lineOf(books, 'Marathi poetry collection'), registered.cookie);
    const bill = await documentFor(registered.cookie, books.order.number, 'bill_of_supply');
    const text = await pdfText(registered.cookie, bill.id);
    expectGolden('bill-of-supply-books', bill, text);
    expectRule46Text(text, bill);
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Supply of exempt or nil-rated goods: no tax charged');
    expect(text).toContain('GSTIN: 27AALCK5097P1ZJ');
    expect(text).not.toMatch(/\b[CSI]GST\b/);

    const mixed = await order(mumbai, [
      { listing: 'poetry', quantity: 1 },
      { listing: 'anklet', quantity: 1 },
    ]);
    await ship(lineOf(mixed, 'Marathi poetry collection'), registered.cookie);
    const both = await documentFor(registered.cookie, mixed.order.number, 'tax_invoice');
    expect(both.lines.map((line) => [line.description, line.rateBps])).toEqual([
      ['Marathi poetry collection', 0],
      ['Oxidised anklet pair', 300],
    ]);
    expect((await pdfText(registered.cookie, both.id)).replaceAll(/\s+/g, ' ')).toContain(
      'Tax Invoice cum Bill of Supply',
    );
  });

  it('gives the seller each table of GSTR-1, every supply through Haat tagged with its GSTIN', async () => {
    // An inter-state invoice above ₹1,00,000 goes to B2CL: a television to Bengaluru.
    const large = await order(bengaluru, [{ listing: 'television', quantity: 1 }]);
    await ship(lineOf(large, 'Smart television'), registered.cookie);
    const invoice = await documentFor(registered.cookie, large.order.number, 'tax_invoice');
    const table = async (name: string) => {
      const answer = await server.fetch(`/api/seller/reports/supplies.csv?month=${month()}&table=${name}`, {
        headers: { cookie: registered.cookie },
      });
      expect(answer.status).toBe(200);
      return parse((await answer.text()).replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    };
    const b2cl = await table('b2cl');
    expect(b2cl).toEqual([
      expect.objectContaining({
        'Invoice Number': invoice.number,
        'Invoice Value': (invoice.totals.totalPaise / 100).toFixed(2),
        'Place Of Supply': '29-Karnataka',
        Rate: '18',
        'Taxable Value': (invoice.totals.taxablePaise / 100).toFixed(2),
        'E-Commerce GSTIN': '29AAHCH7716R1ZO',
      }),
    ]);
    // B2CS leaves the large invoice to B2CL, and exempt books to table 8.
    const b2cs = await table('b2cs');
    expect(b2cs.every((row) => row.Type === 'E' && row['E-Commerce GSTIN'] === '29AAHCH7716R1ZO')).toBe(true);
    expect(b2cs.map((row) => row.Rate)).not.toContain('0');
    expect(
      b2cs.find((row) => row['Place Of Supply'] === '29-Karnataka' && row.Rate === '18')?.['Taxable Value'],
    ).not.toBe((invoice.totals.taxablePaise / 100).toFixed(2));
    const hsn = await table('hsn');
    expect(hsn.map((row) => [row.HSN, row.Rate])).toEqual(
      expect.arrayContaining([
        ['4901', '0'],
        ['8528', '18'],
      ]),
    );
    expect(hsn.find((row) => row.HSN === '8528')?.UQC).toBe('NOS-NUMBERS');
    const docs = await table('docs');
    expect(docs.map((row) => row['Nature of Document'])).toEqual(
      expect.arrayContaining(['Invoices for outward supply', 'Credit Note']),
    );
    expect(docs.every((row) => row.Cancelled === '0')).toBe(true);
    const eco = await table('eco');
    expect(eco).toEqual([expect.objectContaining({ 'GSTIN of E-Commerce Operator': '29AAHCH7716R1ZO' })]);
    // Table 14 holds the taxed supplies of B2CS and B2CL together.
    expect(sumColumn(eco, 'Net value of supplies')).toBe(
      sumColumn(b2cs, 'Taxable Value') + sumColumn(b2cl, 'Taxable Value'),
    );
    // The television's consignment is above ₹50,000: its e-way bill's Part A, in the portal's bulk JSON.
    const eway = await server.fetch(`/api/seller/invoices/${invoice.id}/eway-bill.json`, {
      headers: { cookie: registered.cookie },
    });
    expect(eway.status).toBe(200);
    expect(eway.headers.get('content-disposition')).toContain('eway-bill-IN-');
    const [bill] = ((await eway.json()) as { billLists: Record<string, unknown>[] }).billLists;
    expect(bill).toMatchObject({
      supplyType: 'O',
      docType: 'INV',
      docNo: invoice.number,
      fromGstin: '27AALCK5097P1ZJ',
      fromPincode: 416001,
      fromStateCode: 27,
      toGstin: 'URP',
      toPincode: 560025,
      toStateCode: 29,
      totInvValue: invoice.totals.totalPaise / 100,
      itemList: [expect.objectContaining({ hsnCode: 8528, quantity: 1, igstRate: 18, cgstRate: 0 })],
    });
    // A smaller consignment needs none.
    const small = (await sellerDocuments(registered.cookie)).find(
      (summary) => summary.kind === 'tax_invoice' && summary.totalPaise <= 5_000_000,
    );
    const none = await server.fetch(`/api/seller/invoices/${small?.id ?? ''}/eway-bill.json`, {
      headers: { cookie: registered.cookie },
    });
    expect(none.status).toBe(409);
    const refused = await server.fetch(`/api/seller/reports/supplies.csv?month=${month()}&table=b2b`, {
      headers: { cookie: registered.cookie },
    });
    expect(refused.status).toBe(422);
  });

  it('a campaign’s gift ships under a delivery challan, at the goods’ value and with no tax', async () => {
    const gift = await server.database.db.transaction((tx) =>
      placeGiftOrder(tx, {
        userId: null,
        productId: (listings.anklet as Listing).product.id,
        sellerId: registered.sellerId,
        shipTo: { contact: { ...contact, email: null }, address: mumbai },
        reference: 'challan-test',
        note: 'Gift for a campaign post',
        now: server.deps.now(),
      }),
    );
    const [line] = await server.database.db.select().from(orderLines).where(eq(orderLines.orderId, gift.id));
    await ship(line?.id ?? '', registered.cookie);
    const challan = await documentFor(registered.cookie, gift.number, 'delivery_challan');
    expect(challan.number).toMatch(/^DC\/\d\d-\d\d\/000001$/);
    expect(challan.reason).toBe('Goods sent free of charge as a campaign gift: not a supply for consideration');
    // The anklet's ₹349, declared, with no tax.
    expect(challan.lines.map((row) => [row.description, row.hsnCode, row.totalPaise, row.rateBps])).toEqual([
      ['Oxidised anklet pair', '7117', 34_900, 0],
    ]);
    const text = (await pdfText(registered.cookie, challan.id)).replaceAll(/\s+/g, ' ');
    expect(text).toContain('Delivery Challan');
    expect(text).toContain('Challan no.');
    expect(text).toContain('Value of goods ₹349.00');
    // No tax columns: the CGST Rules are named, no CGST, SGST or IGST charged.
    expect(text).not.toMatch(/\b[CSI]GST\b(?! Rules)/);
  });

  it('numbers each series consecutively, unique per seller and year, when many parcels ship at once', async () => {
    const before = (await sellerDocuments(registered.cookie)).filter((summary) => summary.kind === 'tax_invoice');
    const orders = [];
    for (let index = 0; index < 12; index += 1)
      orders.push(await order(bengaluru, [{ listing: 'anklet', quantity: 1 }]));
    const lines = orders.map((placed) => lineOf(placed, 'Oxidised anklet pair'));
    for (const line of lines) expect((await act(line, { action: 'confirm' }, registered.cookie)).status).toBe(200);
    const shipped = await Promise.all(
      lines.map((line) =>
        act(line, { action: 'ship', courier: 'Blue Dart', trackingNumber: `BD${line.slice(0, 8)}` }, registered.cookie),
      ),
    );
    expect(shipped.map((answer) => answer.status)).toEqual(lines.map(() => 200));
    const serials = (await sellerDocuments(registered.cookie))
      .filter((summary) => summary.kind === 'tax_invoice')
      .map((summary) => {
        expect(summary.number.length).toBeLessThanOrEqual(16);
        return Number(summary.number.split('/').at(-1));
      })
      .toSorted((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: before.length + 12 }, (_, index) => index + 1));
  });

  it('refuses a month that is not one, and another seller’s or a buyer’s look at the list', async () => {
    const bad = await callEndpoint(
      server,
      invoiceEndpoints.sellerList,
      { query: { month: '2026-13' } },
      registered.cookie,
    );
    expect(bad.status).toBe(422);
    expect((await callEndpoint(server, invoiceEndpoints.sellerList, { query: { month: month() } })).status).toBe(401);
    expect(
      (await callEndpoint(server, invoiceEndpoints.sellerList, { query: { month: month() } }, creator)).status,
    ).toBe(403);
  });
});
