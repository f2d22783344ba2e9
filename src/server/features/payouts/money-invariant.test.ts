import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product } from '#shared/contracts/catalog.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { OrderLine, PlacedOrder } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { ledgerEntries, orderLines } from '../../db/schema.ts';
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

/*
 * The money invariant: for every order line, in every state, the creator's,
 * the seller's and the platform's entries add up to exactly what the buyer
 * paid for it (its items and the delivery fee it carries); a reversal brings
 * all three back to zero.
 */

let server: TestServer;
let seller: string;
let creator: string;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  // Registered for GST: the GST inside creators' markups is the seller's to remit (decision 059).
  seller = (
    await signedInSeller(server, {
      businessName: 'Money House',
      slug: 'money-house',
      pickupPincode: '400001',
      gstin: '27AAPFU0939F1ZV',
    })
  ).cookie;
  creator = (await signedInCreator(server, { handle: 'money.creator' })).cookie;
  // Odd rates, so rounding to the paisa is exercised: 7.35% of base prices, 12.5% on jewellery, 9.99% of markups.
  await setCommissionRates(
    server.database.db,
    { sellerDefaultBps: 735, sellerCategoryBps: { jewellery: 1_250 }, creatorMarkupBps: 999 },
    null,
    server.deps.now(),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const act = (lineId: string, body: SellerAction) =>
  callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller);

async function steps(lineId: string, actions: SellerAction[]) {
  for (const action of actions) expect((await act(lineId, action)).status).toBe(200);
}

const ship: SellerAction = { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' };

async function listedProduct(
  name: string,
  category: string,
  pricePaise: number,
  deliveryFeePaise: number,
  markupPaise: number,
) {
  const product: Product = await createdProduct(server, seller, {
    name,
    category: category as never,
    pricePaise,
    stock: 50,
    returnPolicyDays: 7,
    deliveryFeePaise,
  });
  const listing: Listing = await createdListing(server, creator, product.id, markupPaise);
  return listing;
}

/** Per line: what the buyer paid for it, and its ledger entries. */
async function money(order: PlacedOrder) {
  const ids = order.order.lines.map((line) => line.id);
  const lines = await server.database.db.select().from(orderLines).where(inArray(orderLines.id, ids));
  const entries = await server.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.lineId, ids));
  return lines.map((line) => ({
    line,
    paid: (line.basePricePaise + line.markupPaise) * line.quantity + line.deliveryPaise,
    entries: entries.filter((entry) => entry.lineId === line.id),
  }));
}

const total = (entries: { amountPaise: number }[]) => entries.reduce((sum, entry) => sum + entry.amountPaise, 0);

async function expectAddsUp(order: PlacedOrder, reversed: boolean) {
  const lines = await money(order);
  // The lines and the delivery they carry are the order's total, to the paisa.
  expect(lines.reduce((sum, { paid }) => sum + paid, 0)).toBe(order.order.summary.totalPaise);
  for (const { paid, entries } of lines) {
    const live = entries.filter((entry) => entry.status !== 'reversed');
    expect(total(entries)).toBe(paid);
    expect(total(live)).toBe(reversed ? 0 : paid);
    expect(new Set(entries.map((entry) => entry.party))).toEqual(
      new Set(['creator', 'seller', 'platform', 'platform_gst']),
    );
  }
}

describe('the money invariant', () => {
  it('adds up for every line in every order state, and reversals bring every party back to zero', async () => {
    const earrings = await listedProduct('Kundan jhumki', 'jewellery', 89_900, 0, 15_050);
    const kurta = await listedProduct('Block-print kurta', 'fashion', 124_999, 4_900, 33_333);
    const place = () =>
      placedOrder(server, {
        ...chennaiBuyer,
        lines: [
          { listingId: earrings.id, quantity: 3 },
          { listingId: kurta.id, quantity: 2 },
        ],
      });

    const cases: { name: string; run: (line: OrderLine) => Promise<void>; reversed: boolean }[] = [
      { name: 'placed', run: async () => {}, reversed: false },
      { name: 'confirmed', run: (line) => steps(line.id, [{ action: 'confirm' }]), reversed: false },
      { name: 'shipped', run: (line) => steps(line.id, [{ action: 'confirm' }, ship]), reversed: false },
      {
        name: 'out for delivery',
        run: (line) => steps(line.id, [{ action: 'confirm' }, ship, { action: 'out_for_delivery' }]),
        reversed: false,
      },
      {
        name: 'delivered',
        run: (line) => steps(line.id, [{ action: 'confirm' }, ship, { action: 'deliver' }]),
        reversed: false,
      },
      {
        name: 'cancelled by the seller',
        run: (line) => steps(line.id, [{ action: 'cancel', reason: 'Out of stock at the warehouse' }]),
        reversed: true,
      },
      {
        name: 'delivery failed',
        run: (line) =>
          steps(line.id, [{ action: 'confirm' }, ship, { action: 'fail', reason: 'Nobody at home, three tries' }]),
        reversed: true,
      },
      {
        name: 'returned',
        run: (line) =>
          steps(line.id, [
            { action: 'confirm' },
            ship,
            { action: 'deliver' },
            { action: 'return', reason: 'Wrong size' },
          ]),
        reversed: true,
      },
    ];
    for (const { name, run, reversed } of cases) {
      const order = await place();
      for (const line of order.order.lines) await run(line);
      await expect.soft(expectAddsUp(order, reversed), name).resolves.toBeUndefined();
    }

    // Delivered lines become payable when the return window closes; the three parties still add up.
    const payable = await place();
    for (const line of payable.order.lines) await steps(line.id, [{ action: 'confirm' }, ship, { action: 'deliver' }]);
    server.deps.clock.advance(8 * DAY_MS);
    dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as: 'seller' } }, seller));
    await expectAddsUp(payable, false);
    const released = await money(payable);
    expect(released.flatMap(({ entries }) => entries.map((entry) => entry.status))).toEqual(
      Array(released.length * 4).fill('payable'),
    );
  });

  it('freezes the rates in force at checkout onto the line; a later change only prices later orders', async () => {
    const listing = await listedProduct('Silver anklet', 'jewellery', 100_000, 0, 20_000);
    const first = await placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: listing.id, quantity: 1 }] });
    await setCommissionRates(
      server.database.db,
      { sellerDefaultBps: 500, sellerCategoryBps: {}, creatorMarkupBps: 0 },
      null,
      server.deps.now(),
    );
    const second = await placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: listing.id, quantity: 1 }] });

    // Jewellery at 3% GST: ₹1,200 holds ₹34.95 of GST, its ₹1,000 base ₹29.13, so its ₹200 markup ₹5.82. Haat's fee
    // is 9.99% of the markup less that GST (₹194.18 → ₹19.40), and 18% GST goes on each fee as two equal 9% heads.
    const [before] = await money(first);
    expect(before?.line).toMatchObject({
      commissionBps: 1_250,
      commissionPaise: 12_500,
      markupFeeBps: 999,
      markupFeePaise: 1_940,
      feeGstBps: 1_800,
      commissionGstPaise: 2_250,
      markupFeeGstPaise: 350,
      markupGstPaise: 582,
    });
    const byParty = (row: typeof before) =>
      Object.fromEntries((row?.entries ?? []).map((entry) => [entry.party, entry.amountPaise]));
    expect(byParty(before)).toEqual({ seller: 85_832, creator: 17_128, platform: 14_440, platform_gst: 2_600 });

    const [after] = await money(second);
    expect(after?.line).toMatchObject({
      commissionBps: 500,
      commissionPaise: 5_000,
      markupFeeBps: 0,
      markupFeePaise: 0,
      commissionGstPaise: 900,
      markupGstPaise: 582,
    });
    expect(byParty(after)).toEqual({ seller: 94_682, creator: 19_418, platform: 5_000, platform_gst: 900 });

    // The creator's ledger shows their share after the platform's fee.
    const ledger = dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as: 'creator' } }, creator));
    expect(ledger.entries.find((entry) => entry.orderNumber === first.order.number)?.amountPaise).toBe(17_128);
  });
});
