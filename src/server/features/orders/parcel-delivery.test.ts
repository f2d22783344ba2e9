import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { ledgerEntries, orderLines } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { savePayoutMethod, sellerBank } from '../../testing/payout-setup.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * A parcel's delivery fee when some of its lines stop (issue 36, item 7; decision 060): it moves to a line that goes
 * on, in the order line, the seller's earnings, what the buyer pays and what the courier collects; only the parcel's
 * last line takes it back; and a line stopping after the rest of its parcel was paid out keeps it for the seller.
 */

let server: TestServer;
let seller: string;
let lamp: Listing;
let towel: Listing;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  seller = (await signedInSeller(server, { businessName: 'Diya House', slug: 'diya-house', pickupPincode: '600001' }))
    .cookie;
  const creator = (await signedInCreator(server, { handle: 'diya.finds' })).cookie;
  const product = (name: string, pricePaise: number, deliveryFeePaise: number) =>
    createdProduct(server, seller, {
      name,
      category: 'fashion',
      pricePaise,
      deliveryFeePaise,
      stock: 50,
      returnPolicyDays: 7,
    });
  lamp = await createdListing(server, creator, (await product('Brass lamp', 50_000, 6_000)).id, 5_000);
  towel = await createdListing(server, creator, (await product('Cotton towel', 20_000, 0)).id, 5_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const act = async (lineId: string, body: SellerAction) =>
  expect((await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller)).status).toBe(200);
const ship: SellerAction = { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' };

/** The lamp (which carries the parcel's ₹60 delivery fee) and the towel, from one seller: one parcel. */
const placeBoth = () =>
  placedOrder(server, {
    ...chennaiBuyer,
    lines: [
      { listingId: lamp.id, quantity: 1 },
      { listingId: towel.id, quantity: 1 },
    ],
  });

const lineId = (placed: PlacedOrder, name: string) => placed.order.lines.find((line) => line.name === name)?.id ?? '';

/** Each line's delivery fee, and its live (not reversed) earnings by party. */
async function money(placed: PlacedOrder) {
  const ids = placed.order.lines.map((line) => line.id);
  const lines = await server.database.db.select().from(orderLines).where(inArray(orderLines.id, ids));
  const entries = await server.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.lineId, ids));
  return Object.fromEntries(
    lines.map((line) => [
      line.productName,
      {
        deliveryPaise: line.deliveryPaise,
        live: Object.fromEntries(
          entries
            .filter((entry) => entry.lineId === line.id && entry.status !== 'reversed')
            .map((entry) => [entry.party, entry.amountPaise]),
        ),
      },
    ]),
  );
}

const charged = async (placed: PlacedOrder) =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { 'x-order-token': placed.accessToken },
    }),
  ).charged;

async function collects(placed: PlacedOrder) {
  const lines = dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller)).items;
  return lines.find((line) => line.orderId === placed.order.id)?.collectOnDeliveryPaise;
}

describe('a parcel’s delivery fee', () => {
  it('moves to the line that goes on when the line carrying it is cancelled, and goes back with the last line', async () => {
    const placed = await placeBoth();
    // Placed: ₹550 + ₹250 + ₹60 delivery, the fee on the lamp's line (the seller's ₹500 + ₹60; no commission set).
    expect(await money(placed)).toMatchObject({
      'Brass lamp': { deliveryPaise: 6_000, live: { seller: 56_000, creator: 5_000 } },
      'Cotton towel': { deliveryPaise: 0, live: { seller: 20_000, creator: 5_000 } },
    });
    expect(await collects(placed)).toBe(86_000);

    await act(lineId(placed, 'Brass lamp'), { action: 'cancel', reason: 'Cracked in the workshop' });
    expect(await money(placed)).toEqual({
      'Brass lamp': { deliveryPaise: 0, live: {} },
      'Cotton towel': { deliveryPaise: 6_000, live: { seller: 26_000, creator: 5_000 } },
    });
    expect(await charged(placed)).toEqual({
      itemsPaise: 25_000,
      deliveryPaise: 6_000,
      codFeePaise: 0,
      totalPaise: 31_000,
    });
    expect(await collects(placed)).toBe(31_000);

    // The parcel's last line stops: the fee goes back with it, and nothing is due.
    await act(lineId(placed, 'Cotton towel'), { action: 'cancel', reason: 'Out of stock' });
    expect(await money(placed)).toEqual({
      'Brass lamp': { deliveryPaise: 0, live: {} },
      'Cotton towel': { deliveryPaise: 6_000, live: {} },
    });
    expect(await charged(placed)).toEqual({ itemsPaise: 0, deliveryPaise: 0, codFeePaise: 0, totalPaise: 0 });
    expect(await collects(placed)).toBeNull();
  });

  it('moves on a failed delivery too, to a line still on its way', async () => {
    const placed = await placeBoth();
    for (const name of ['Brass lamp', 'Cotton towel']) await act(lineId(placed, name), { action: 'confirm' });
    for (const name of ['Brass lamp', 'Cotton towel']) await act(lineId(placed, name), ship);
    await act(lineId(placed, 'Brass lamp'), { action: 'fail', reason: 'Nobody at home, three tries' });
    expect(await money(placed)).toMatchObject({
      'Brass lamp': { deliveryPaise: 0, live: {} },
      'Cotton towel': { deliveryPaise: 6_000, live: { seller: 26_000 } },
    });
    await act(lineId(placed, 'Cotton towel'), { action: 'deliver' });
    expect(await charged(placed)).toEqual({
      itemsPaise: 25_000,
      deliveryPaise: 6_000,
      codFeePaise: 0,
      totalPaise: 31_000,
    });
  });

  it('stays with a line stopped after the rest of its parcel was paid out: the seller keeps it, payable', async () => {
    const operator = (await signedInOperator(server)).cookie;
    const placed = await placeBoth();
    const towelLine = lineId(placed, 'Cotton towel');
    for (const action of [{ action: 'confirm' }, ship, { action: 'deliver' }] as SellerAction[])
      await act(towelLine, action);
    server.deps.clock.advance(8 * DAY_MS);
    dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as: 'seller' } }, seller));
    await savePayoutMethod(server, seller, sellerBank);
    expect(
      (await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator)).status,
    ).toBe(201);

    // The lamp was never sent; cancelling it now leaves the delivered parcel's fee with the seller.
    await act(lineId(placed, 'Brass lamp'), { action: 'cancel', reason: 'Discontinued' });
    expect(await money(placed)).toEqual({
      'Brass lamp': { deliveryPaise: 6_000, live: { seller: 6_000 } },
      'Cotton towel': { deliveryPaise: 0, live: { seller: 20_000, creator: 5_000 } },
    });
    const lamps = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.lineId, [lineId(placed, 'Brass lamp')]));
    expect(lamps.find((entry) => entry.party === 'seller')?.status).toBe('payable');
    expect(await charged(placed)).toEqual({
      itemsPaise: 25_000,
      deliveryPaise: 6_000,
      codFeePaise: 0,
      totalPaise: 31_000,
    });
  });
});
