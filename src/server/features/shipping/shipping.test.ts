import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { privacyEndpoints } from '#shared/endpoints/privacy.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { ledgerEntries, orderLineEvents, parcelEvents, products } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { poppler } from '../../testing/poppler.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { chennaiBuyer, placedOrder } from '../../testing/shop-setup.ts';
import type { ShiprocketServer, TrackingUpdate } from '../../testing/shiprocket-server.ts';
import { type ShiprocketShop, shiprocketShop } from '../../testing/shiprocket-shop.ts';
import type { TestServer } from '../../testing/test-server.ts';

/*
 * Parcels booked with Shiprocket and moved by its webhooks (issue 38; decision 073), on PGlite and PostgreSQL: the
 * seller books a confirmed order and prints its label; the carrier's events ship, take out and deliver it with no
 * typing; a forged event is refused, a replayed or older one changes nothing; a failed attempt waits for the next;
 * a parcel going back to the seller reverses its sale once, however many events say so.
 */

let shop: ShiprocketShop;
let shiprocket: ShiprocketServer;
let smtp: ShiprocketShop['smtp'];
let server: TestServer;
let seller: string;
let lamp: Listing;

beforeAll(async () => {
  shop = await shiprocketShop({ slug: 'diya-parcels', handle: 'diya.parcels' });
  ({ shiprocket, smtp, server, seller, lamp } = shop);
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

const size = { weightGrams: 800, lengthCm: 30, breadthCm: 20, heightCm: 10 };
const lineOf = (placed: PlacedOrder) => placed.order.lines[0]?.id ?? '';
const book = (placed: PlacedOrder) =>
  callEndpoint(
    server,
    shippingEndpoints.book,
    { body: { orderId: placed.order.id, carrier: 'shiprocket', ...size } },
    seller,
  );

async function bookedOrder(email: string) {
  const placed = await placedOrder(server, {
    ...chennaiBuyer,
    contact: { ...chennaiBuyer.contact, email },
    lines: [{ listingId: lamp.id, quantity: 1 }],
  });
  dataOf(
    await callEndpoint(
      server,
      fulfilmentEndpoints.act,
      { params: { lineId: lineOf(placed) }, body: { action: 'confirm' } },
      seller,
    ),
  );
  return { placed, parcel: dataOf(await book(placed)) };
}

/** How many pages pdfinfo counts. */
const pages = (info: string) => Number(/Pages:\s+(\d+)/.exec(info)?.[1]);

const lineStatus = async (placed: PlacedOrder) =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    }),
  ).lines[0];

let minute = 0;
/** A status at Shiprocket, a minute after the last one sent (or at `at`). */
const update = (statusId: number, status: string, activity?: string, at?: Date): TrackingUpdate => {
  minute += 1;
  return { statusId, status, at: at ?? new Date(Date.UTC(2026, 10, 30, 4, minute)), ...(activity ? { activity } : {}) };
};

describe('a parcel booked with Shiprocket', () => {
  it('is booked once its items are confirmed, prints its label, and follows the courier to the door', async () => {
    const placed = await placedOrder(server, {
      ...chennaiBuyer,
      contact: { ...chennaiBuyer.contact, email: 'asha.parcel@example.in' },
      lines: [{ listingId: lamp.id, quantity: 1 }],
    });
    expect((await book(placed)).status, 'not confirmed yet').toBe(409);
    dataOf(
      await callEndpoint(
        server,
        fulfilmentEndpoints.act,
        { params: { lineId: lineOf(placed) }, body: { action: 'confirm' } },
        seller,
      ),
    );
    const parcel = dataOf(await book(placed));
    expect(parcel).toMatchObject({ carrier: 'shiprocket', status: 'booked', codPaise: 61_000, attempts: 0 });
    expect((await book(placed)).status, 'booked already').toBe(409);
    // The seller's invoice is issued at booking and travels with the parcel: Shiprocket has its number.
    const invoices = dataOf(
      await callEndpoint(server, orderEndpoints.get, {
        params: { id: placed.order.id },
        headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
      }),
    ).invoices;
    expect(invoices).toHaveLength(1);
    expect(shiprocket.shipmentByAwb(parcel.awb)?.payload.invoice_number).toBe(invoices[0]?.number);
    const label = await server.fetch(parcel.labelUrl, { headers: { cookie: seller } });
    expect(label.headers.get('content-type')).toBe('application/pdf');
    const text = await poppler('pdftotext', ['-', '-'], new Uint8Array(await label.arrayBuffer()));
    expect(text).toContain(`AWB ${parcel.awb}`);
    expect(text).toContain('COD Rs 610');
    expect((await server.fetch(parcel.labelUrl)).status, 'the seller’s alone').toBe(401);

    const journey = [update(42, 'Picked Up'), update(18, 'In Transit')];
    expect(await shiprocket.sendEvents(parcel.awb, journey)).toBe(204);
    expect(await lineStatus(placed)).toMatchObject({
      status: 'shipped',
      courier: parcel.courierName,
      trackingNumber: parcel.awb,
    });
    journey.push(update(17, 'Out For Delivery'));
    await shiprocket.sendEvents(parcel.awb, journey);
    expect((await lineStatus(placed))?.status).toBe('out_for_delivery');
    journey.push(update(7, 'Delivered'));
    await shiprocket.sendEvents(parcel.awb, journey);
    expect((await lineStatus(placed))?.status).toBe('delivered');
    await smtp.waitFor('asha.parcel@example.in', /shipped/i);
    await smtp.waitFor('asha.parcel@example.in', /delivered/i);
    // The sale is the seller's now: its earnings wait for the return window, as when a seller marks it delivered.
    const entries = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.lineId, lineOf(placed)));
    expect(entries.every((entry) => entry.status === 'pending')).toBe(true);
  });

  it('refuses a forged event, and a replayed or older one changes nothing', async () => {
    const { placed, parcel } = await bookedOrder('ravi.parcel@example.in');
    const delivered = [update(42, 'Picked Up'), update(7, 'Delivered')];
    expect(await shiprocket.sendEvents(parcel.awb, delivered, 'a-forged-token-of-the-right-length')).toBe(401);
    expect((await lineStatus(placed))?.status).toBe('confirmed');
    const garbage = await server.fetch('/api/shipping/webhooks/shiprocket', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': shiprocket.webhookToken },
      body: '{"awb": 1}',
    });
    expect(garbage.status).toBe(400);

    await shiprocket.sendEvents(parcel.awb, delivered);
    await shiprocket.sendEvents(parcel.awb, delivered);
    // An "in transit" from before the delivery, delivered late.
    const late = update(18, 'In Transit', undefined, new Date(Date.UTC(2026, 10, 30, 3, 0)));
    expect(await shiprocket.sendEvents(parcel.awb, [late])).toBe(204);
    expect((await lineStatus(placed))?.status).toBe('delivered');
    const recorded = await server.database.db.select().from(parcelEvents);
    const mine = recorded.filter((event) => event.key.includes(parcel.awb));
    expect(mine.map((event) => `${event.status} ${event.applied}`).toSorted()).toEqual([
      'delivered 1',
      'in_transit 0',
      'picked_up 1',
    ]);
    const moves = await server.database.db
      .select()
      .from(orderLineEvents)
      .where(eq(orderLineEvents.lineId, lineOf(placed)));
    expect(moves.map((event) => event.status)).toEqual(['placed', 'confirmed', 'shipped', 'delivered']);
  });

  it('waits through a failed attempt for the next, and takes a parcel going back to the seller once', async () => {
    const { placed: second, parcel: retried } = await bookedOrder('meena.parcel@example.in');
    const attempts = [
      update(42, 'Picked Up'),
      update(17, 'Out For Delivery'),
      update(21, 'Undelivered', 'Consignee not available'),
    ];
    await shiprocket.sendEvents(retried.awb, attempts);
    expect((await lineStatus(second))?.status).toBe('out_for_delivery');
    attempts.push(update(17, 'Out For Delivery'), update(7, 'Delivered'));
    await shiprocket.sendEvents(retried.awb, attempts);
    expect((await lineStatus(second))?.status).toBe('delivered');

    const { placed: third, parcel: back } = await bookedOrder('kiran.parcel@example.in');
    const stock = async () =>
      (
        await server.database.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, lamp.product.id))
      )[0]?.stock;
    const before = await stock();
    const rto = [update(42, 'Picked Up'), update(21, 'Undelivered', 'Address incomplete'), update(9, 'RTO Initiated')];
    await shiprocket.sendEvents(back.awb, rto);
    await shiprocket.sendEvents(back.awb, rto);
    rto.push(update(10, 'RTO Delivered'));
    await shiprocket.sendEvents(back.awb, rto);
    expect((await lineStatus(third))?.status).toBe('delivery_failed');
    expect(await stock()).toBe((before ?? 0) + 1);
    const entries = await server.database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.lineId, [lineOf(third)]));
    expect(entries.every((entry) => entry.status === 'reversed')).toBe(true);
    expect(entries.length).toBeGreaterThan(0);
  });

  it('forgets its label, which names the buyer, when the buyer erases their account', async () => {
    const buyer = await signedInAccount(server);
    const placed = await placedOrder(
      server,
      { ...chennaiBuyer, lines: [{ listingId: lamp.id, quantity: 1 }] },
      {
        cookie: buyer.cookie,
      },
    );
    dataOf(
      await callEndpoint(
        server,
        fulfilmentEndpoints.act,
        { params: { lineId: lineOf(placed) }, body: { action: 'confirm' } },
        seller,
      ),
    );
    const parcel = dataOf(await book(placed));
    await shiprocket.sendEvents(parcel.awb, [update(42, 'Picked Up'), update(7, 'Delivered')]);
    expect((await server.fetch(parcel.labelUrl, { headers: { cookie: seller } })).status).toBe(200);
    const erased = await callEndpoint(
      server,
      privacyEndpoints.erase,
      { body: { password: buyer.account.password } },
      buyer.cookie,
    );
    expect(erased.status).toBe(200);
    const label = await server.fetch(parcel.labelUrl, { headers: { cookie: seller } });
    expect(label.status).toBe(404);
    expect(await label.json()).toMatchObject({
      error: { message: 'This label was erased with the buyer’s account: it named them.' },
    });
  });

  it('prints a day’s labels in one PDF: 4×6 pages one a label, or A4 four a page', async () => {
    const first = await bookedOrder('lata.labels@example.in');
    const second = await bookedOrder('mohan.labels@example.in');
    const day = indiaDate(server.deps.now());
    const sheet = async (paper: string) => {
      const answer = await server.fetch(`/api/seller/labels.pdf?day=${day}&size=${paper}`, {
        headers: { cookie: seller },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      // A PDF opens in the browser as a document: it keeps the document's policies.
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      const pdf = new Uint8Array(await answer.arrayBuffer());
      return { info: await poppler('pdfinfo', ['-'], pdf), text: await poppler('pdftotext', ['-', '-'], pdf) };
    };
    const thermal = await sheet('4x6');
    expect(thermal.info).toMatch(/Page size:\s+288 x 432 pts/);
    const a4 = await sheet('a4');
    expect(a4.info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    for (const { parcel } of [first, second]) {
      expect(thermal.text).toContain(`AWB ${parcel.awb}`);
      expect(a4.text).toContain(`AWB ${parcel.awb}`);
    }
    expect(pages(a4.info)).toBe(Math.ceil(pages(thermal.info) / 4));
    const single = await server.fetch(`${first.parcel.labelUrl}?size=a4`, { headers: { cookie: seller } });
    expect(await poppler('pdfinfo', ['-'], new Uint8Array(await single.arrayBuffer()))).toMatch(/A4/);
    const none = await server.fetch('/api/seller/labels.pdf?day=2020-01-01&size=a4', { headers: { cookie: seller } });
    expect(none.status).toBe(404);
    const odd = await server.fetch(`/api/seller/labels.pdf?day=${day}&size=a3`, { headers: { cookie: seller } });
    expect(odd.status).toBe(422);
  });
});
