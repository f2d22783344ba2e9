import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrder } from '#shared/contracts/orders-checkout.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { callEndpoint } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import {
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { tcs52RateBps } from '#shared/gst-tcs.ts';

/*
 * The operator's TCS report (GSTR-8's shape) over HTTP: two registered sellers, one in Maharashtra and one in
 * Karnataka, sell within and across their states and take a parcel back; an unregistered seller's sale is not in it.
 * Prices are chosen so each line's taxable value is whole rupees and the TCS halves round.
 */

let server: TestServer;
let operator: string;
const cookies: Record<'lamps' | 'kurtas' | 'soaps', string> = { lamps: '', kurtas: '', soaps: '' };
const listingIds: Record<string, string> = {};

const mumbai: PlaceOrder['address'] = {
  line1: '9 Hill Road',
  line2: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400050',
};
const bengaluru: PlaceOrder['address'] = {
  line1: '221 Residency Road',
  line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
};
const contact = { name: 'Ananya Rao', phone: '+91 98450 12345' };

const act = (lineId: string, body: SellerAction, cookie: string) =>
  callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, cookie);

async function ship(placed: PlacedOrder, cookie: string): Promise<string> {
  const lineId = placed.order.lines[0]?.id ?? '';
  expect((await act(lineId, { action: 'confirm' }, cookie)).status).toBe(200);
  expect(
    (await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL7788990011' }, cookie)).status,
  ).toBe(200);
  return lineId;
}

const order = (address: PlaceOrder['address'], listing: string, quantity: number) =>
  placedOrder(server, { contact, address, lines: [{ listingId: listingIds[listing] ?? '', quantity }] });

const month = () => indiaDate(server.deps.now()).slice(0, 7);

async function report(query: Record<string, string>, cookie = operator, kind = 'csv') {
  const answer = await server.fetch(`/api/ops/tax/tcs.${kind}?${new URLSearchParams(query)}`, { headers: { cookie } });
  return { status: answer.status, answer, text: await answer.text() };
}

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
  const { db } = server.deps.database;
  const setups = [
    [
      'lamps',
      { businessName: 'Pune Lamps', slug: 'pune-lamps', pickupPincode: '411001', gstin: '27AALCK5097P1ZJ' },
      '27',
    ],
    [
      'kurtas',
      { businessName: 'Mysuru Kurtas', slug: 'mysuru-kurtas', pickupPincode: '570001', gstin: '29AAGCV7310Q1ZN' },
      '29',
    ],
    ['soaps', { businessName: 'Soap Corner', slug: 'soap-corner', pickupPincode: '570002' }, '29'],
  ] as const;
  const creator = (await signedInCreator(server, { handle: 'tcs.finds' })).cookie;
  const products = {
    // ₹1,239 at 18%: ₹1,050 taxable a piece. ₹997.50 at 5%: ₹950. ₹118 at 18%: ₹100.
    lamps: { name: 'Brass lamp', category: 'home', pricePaise: 123_900, gstRateBps: 1800 },
    kurtas: { name: 'Cotton kurta', category: 'fashion', pricePaise: 99_750, gstRateBps: 500 },
    soaps: { name: 'Neem soap', category: 'beauty', pricePaise: 11_800, gstRateBps: 1800 },
  } as const;
  for (const [key, business, stateCode] of setups) {
    const { cookie, seller } = await signedInSeller(server, business);
    cookies[key] = cookie;
    await db
      .update(sellers)
      .set({ legalName: business.businessName, businessAddress: `1 Main Road, ${business.pickupPincode}`, stateCode })
      .where(eq(sellers.id, seller.id));
    const product = await createdProduct(server, cookie, { ...products[key], stock: 100 });
    listingIds[key] = (await createdListing(server, creator, product.id, 0)).id;
  }
});

afterAll(() => server.close());

describe('the TCS report', () => {
  it('gives each registered supplier’s supplies, returns, net value and TCS by head, to the paisa, and an enrolled one’s with none', async () => {
    expect(tcs52RateBps(`${month()}-01`)).toBe(50);
    // Pune Lamps: 3 lamps within Maharashtra (₹3,150), 1 to Karnataka (₹1,050).
    await ship(await order(mumbai, 'lamps', 3), cookies.lamps);
    await ship(await order(bengaluru, 'lamps', 1), cookies.lamps);
    // Mysuru Kurtas: 1 within Karnataka (₹950); 1 to Maharashtra kept (₹950) and 2 returned (₹1,900).
    await ship(await order(bengaluru, 'kurtas', 1), cookies.kurtas);
    await ship(await order(mumbai, 'kurtas', 1), cookies.kurtas);
    const returned = await ship(await order(mumbai, 'kurtas', 2), cookies.kurtas);
    expect((await act(returned, { action: 'deliver' }, cookies.kurtas)).status).toBe(200);
    expect((await act(returned, { action: 'return', reason: 'Too small' }, cookies.kurtas)).status).toBe(200);
    // An unregistered seller's sale collects no TCS: they are in their state's return under their enrolment number.
    await ship(await order(bengaluru, 'soaps', 2), cookies.soaps);

    // One GSTR-8 per state Haat collects TCS in: the states of the month's registered suppliers.
    const states = await callEndpoint(server, opsMoneyEndpoints.tcsStates, { query: { month: month() } }, operator);
    expect(states.data).toEqual({
      items: [
        { code: '27', name: 'Maharashtra' },
        { code: '29', name: 'Karnataka' },
      ],
    });
    const header = [
      'GSTIN or enrolment number of supplier',
      'Gross value of supplies made to unregistered persons',
      'Value of supplies returned by unregistered persons',
      'Net amount liable for TCS',
      'Integrated tax',
      'Central tax',
      'State/UT tax',
    ];
    const maharashtra = await report({ month: month(), state: '27' });
    expect(maharashtra.status).toBe(200);
    expect(maharashtra.answer.headers.get('content-type')).toContain('text/csv');
    expect(maharashtra.answer.headers.get('content-disposition')).toContain(`haat-gstr8-27-${month()}.csv`);
    expect(parse(maharashtra.text)).toEqual([
      header,
      // 0.5%: IGST 0.5% of ₹1,050 = ₹5.25; CGST and SGST 0.25% of ₹3,150 = ₹7.875 → ₹7.88 each.
      ['27AALCK5097P1ZJ', '4200.00', '0.00', '4200.00', '5.25', '7.88', '7.88'],
    ]);
    const karnataka = await report({ month: month(), state: '29' });
    expect(parse(karnataka.text)).toEqual([
      header,
      // IGST 0.5% of ₹950 (net of the ₹1,900 returned, each line rounded on its own) = ₹4.75; CGST and SGST 0.25% of
      // ₹950 = ₹2.375 → ₹2.38 each.
      ['29AAGCV7310Q1ZN', '3800.00', '1900.00', '1900.00', '4.75', '2.38', '2.38'],
      ['29AAKFK1234L1Z5', '236.00', '0.00', '236.00', '0.00', '0.00', '0.00'],
    ]);
    // The same return as the JSON the GST portal's offline tool imports, under Haat's registration in Karnataka.
    const json = await report({ month: month(), state: '29' }, operator, 'json');
    expect(json.answer.headers.get('content-disposition')).toContain(`haat-gstr8-29-${month()}.json`);
    expect(JSON.parse(json.text)).toEqual({
      gstin: '29AAHCH7716R1ZO',
      fp: `${month().slice(5, 7)}${month().slice(0, 4)}`,
      tcs: [
        {
          stin: '29AAGCV7310Q1ZN',
          supR: 0,
          retsupR: 0,
          supU: 3800,
          retsupU: 1900,
          amt: 1900,
          iamt: 4.75,
          camt: 2.38,
          samt: 2.38,
        },
        { stin: '29AAKFK1234L1Z5', supR: 0, retsupR: 0, supU: 236, retsupU: 0, amt: 236, iamt: 0, camt: 0, samt: 0 },
      ],
    });
    // Haat has no TCS registration configured in Maharashtra: its JSON cannot be filed, and says why.
    const unregistered = await report({ month: month(), state: '27' }, operator, 'json');
    expect(unregistered.status).toBe(409);
    expect(JSON.parse(unregistered.text).error.message).toBe(
      'Haat has no TCS registration in Maharashtra: add its GSTIN to OPERATOR_TCS_GSTINS.',
    );
  });

  it('is empty for a month without sales, refuses a month that is not one, and is the operator’s only', async () => {
    expect(parse((await report({ month: '2020-01', state: '27' })).text)).toHaveLength(1);
    expect((await report({ month: '2026-13', state: '27' })).status).toBe(422);
    expect((await report({ month: month(), state: 'MH' })).status).toBe(422);
    expect((await report({})).status).toBe(422);
    expect((await report({ month: month(), state: '27' }, cookies.lamps)).status).toBe(403);
    expect(
      (await callEndpoint(server, opsMoneyEndpoints.tcs, { query: { month: month(), state: '29' } }, cookies.kurtas))
        .status,
    ).toBe(403);
  });
});
