import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import { ORDER_TOKEN_HEADER, type PlacedOrder } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { CATEGORY_PARCEL_SIZES } from '#shared/parcel-sizes.ts';
import { orderEndpoints, returnEndpoints } from '#shared/endpoints/orders.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { ledgerEntries, products } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { chennaiBuyer, lampInStore, placedOrder } from '../../testing/shop-setup.ts';
import type { ShiprocketServer, TrackingUpdate } from '../../testing/shiprocket-server.ts';
import { type ShiprocketShop, shiprocketShop } from '../../testing/shiprocket-shop.ts';
import type { TestServer } from '../../testing/test-server.ts';

/*
 * Returns that travel back (issue 38; decision 073), on PGlite and PostgreSQL: a seller shipping with Shiprocket
 * accepts a return and its pickup is booked, the buyer told the day; the item is restocked and its sale reversed when
 * the courier delivers it to the seller, once however often the courier says so, and not when the seller accepts.
 * The return goes back in the box the parcel came in, which the next booking of the product starts from.
 */

let shop: ShiprocketShop;
let shiprocket: ShiprocketServer;
let smtp: ShiprocketShop['smtp'];
let server: TestServer;
let seller: string;
let lamp: Listing;

beforeAll(async () => {
  shop = await shiprocketShop({ slug: 'diya-returns', handle: 'diya.returns' });
  ({ shiprocket, smtp, server, seller, lamp } = shop);
  dataOf(await callEndpoint(server, shippingEndpoints.chooseCarrier, { body: { carrier: 'shiprocket' } }, seller));
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

let minute = 0;
const update = (statusId: number, status: string): TrackingUpdate => {
  minute += 1;
  return { statusId, status, at: new Date(Date.UTC(2026, 11, 2, 4, minute)) };
};

/** A lamp ordered with `email`, booked with Shiprocket and delivered by its webhooks. */
async function deliveredLamp(email: string) {
  const placed = await placedOrder(server, {
    ...chennaiBuyer,
    contact: { ...chennaiBuyer.contact, email },
    lines: [{ listingId: lamp.id, quantity: 1 }],
  });
  const lineId = placed.order.lines[0]?.id ?? '';
  dataOf(
    await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body: { action: 'confirm' } }, seller),
  );
  const size = { weightGrams: 900, lengthCm: 25, breadthCm: 20, heightCm: 12 };
  const parcel = dataOf(
    await callEndpoint(
      server,
      shippingEndpoints.book,
      { body: { orderId: placed.order.id, carrier: 'shiprocket', ...size } },
      seller,
    ),
  );
  await shiprocket.sendEvents(parcel.awb, [update(42, 'Picked Up'), update(7, 'Delivered')]);
  return { placed, lineId };
}

async function askReturn(placed: PlacedOrder, lineId: string) {
  const body = new FormData();
  body.set('reason', 'damaged');
  body.set('details', 'The lamp’s base came cracked.');
  const answer = await callEndpoint(server, returnEndpoints.request, {
    params: { id: placed.order.id, lineId },
    headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    body,
  });
  expect(answer.status).toBe(201);
  return dataOf(answer).lines[0]?.returns.at(-1)?.id ?? '';
}

const lineOf = async (placed: PlacedOrder) =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    }),
  ).lines[0];
const stock = async () =>
  (await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, lamp.product.id)))[0]
    ?.stock;
const entriesOf = (lineId: string) =>
  server.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.lineId, lineId));

describe('a return with the seller’s carrier', () => {
  it('books the pickup on Accept and takes the item back when the courier delivers it to the seller, once', async () => {
    const { placed, lineId } = await deliveredLamp('farah.returns@example.in');
    const returnId = await askReturn(placed, lineId);
    const before = await stock();

    const pickup = dataOf(
      await callEndpoint(
        server,
        shippingEndpoints.collectReturn,
        { params: { returnId }, body: { note: 'Sorry about that: the courier collects it.' } },
        seller,
      ),
    );
    expect(pickup).toMatchObject({ direction: 'return', status: 'booked', codPaise: 0 });
    expect(pickup.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const booked = shiprocket.shipmentByAwb(pickup.awb);
    expect(booked).toMatchObject({ isReturn: true, deliveryPincode: '600001' });
    expect(booked?.payload).toMatchObject({ pickup_pincode: '600017', shipping_pincode: '600001' });
    const mail = await smtp.waitFor('farah.returns@example.in', /^Return accepted: Brass lamp is picked up from you/);
    expect(mail.text).toContain(pickup.awb);

    // Accepted, on its way back: nothing moved yet, and no second request or decision may cross it.
    expect(await lineOf(placed)).toMatchObject({ status: 'delivered', returns: [{ status: 'collecting' }] });
    expect(await stock()).toBe(before);
    expect((await entriesOf(lineId)).every((entry) => entry.status === 'pending')).toBe(true);
    const again = await callEndpoint(
      server,
      shippingEndpoints.collectReturn,
      { params: { returnId }, body: {} },
      seller,
    );
    expect(again.status).toBe(409);
    const decided = await callEndpoint(
      server,
      returnEndpoints.decide,
      { params: { returnId }, body: { decision: 'accept' } },
      seller,
    );
    expect(decided.status).toBe(409);

    const back = [update(42, 'Picked Up'), update(18, 'In Transit'), update(7, 'Delivered')];
    await shiprocket.sendEvents(pickup.awb, back);
    await shiprocket.sendEvents(pickup.awb, back);
    expect(await lineOf(placed)).toMatchObject({ status: 'returned', returns: [{ status: 'accepted' }] });
    expect(await stock()).toBe((before ?? 0) + 1);
    const entries = await entriesOf(lineId);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.status === 'reversed')).toBe(true);
    await smtp.waitFor('farah.returns@example.in', /return/i);
  });

  it('books nothing and leaves the request waiting when the carrier is down', async () => {
    const { placed, lineId } = await deliveredLamp('gita.returns@example.in');
    const returnId = await askReturn(placed, lineId);
    shiprocket.setDown(true);
    const down = await callEndpoint(
      server,
      shippingEndpoints.collectReturn,
      { params: { returnId }, body: {} },
      seller,
    );
    shiprocket.setDown(false);
    expect(down.status).toBe(503);
    expect(await lineOf(placed)).toMatchObject({ status: 'delivered', returns: [{ status: 'requested' }] });
  });

  it('starts the next booking of a product from the size its last parcel was booked at, else its category’s box', async () => {
    const placed = await placedOrder(server, {
      ...chennaiBuyer,
      contact: { ...chennaiBuyer.contact, email: 'hema.sizes@example.in' },
      lines: [{ listingId: lamp.id, quantity: 1 }],
    });
    const size = async () =>
      dataOf(await callEndpoint(server, shippingEndpoints.parcelSize, { query: { orderId: placed.order.id } }, seller));
    // Booked before in this file at 900 g, 25 × 20 × 12 cm.
    expect(await size()).toEqual({ weightGrams: 900, lengthCm: 25, breadthCm: 20, heightCm: 12, source: 'product' });
    const stranger = await callEndpoint(
      server,
      shippingEndpoints.parcelSize,
      { query: { orderId: '00000000-0000-4000-8000-000000000000' } },
      seller,
    );
    expect(stranger.status).toBe(404);

    // Never packed before: the category's usual box, a unit's weight times the units.
    const other = await lampInStore(server, { slug: 'jhumka-sizes', handle: 'jhumka.sizes', category: 'jewellery' });
    const twoPairs = await placedOrder(server, {
      ...chennaiBuyer,
      lines: [{ listingId: other.listing.id, quantity: 2 }],
    });
    const suggested = await callEndpoint(
      server,
      shippingEndpoints.parcelSize,
      { query: { orderId: twoPairs.order.id } },
      other.seller.cookie,
    );
    expect(dataOf(suggested)).toEqual({ ...CATEGORY_PARCEL_SIZES.jewellery, weightGrams: 400, source: 'category' });
  });
});
