import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints, returnEndpoints } from '#shared/endpoints/orders.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { orderLineEvents } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { type DelhiveryServer, startDelhiveryServer } from '../../testing/delhivery-server.ts';
import { chennaiBuyer, lampInStore, placedOrder, postOrder } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Parcels booked with Delhivery and moved by its scan pushes (issue 38; decision 073), on PGlite and PostgreSQL: a
 * forged push is refused, a replayed or older one changes nothing, a failed attempt waits for the next; a return
 * goes back as a reverse pickup, taken back when it is delivered to the seller; and with Delhivery down, checkout
 * goes on.
 */

let delhivery: DelhiveryServer;
let server: TestServer;
let seller: string;
let lamp: Listing;

beforeAll(async () => {
  delhivery = await startDelhiveryServer();
  server = await startTestServer({
    env: {
      DELHIVERY_BASE_URL: delhivery.url,
      DELHIVERY_TOKEN: delhivery.token,
      DELHIVERY_WEBHOOK_TOKEN: delhivery.webhookToken,
    },
  });
  delhivery.setWebhookUrl(`${server.url}/api/shipping/webhooks/delhivery`);
  const forSale = await lampInStore(server, { slug: 'diya-delhivery', handle: 'diya.delhivery' });
  seller = forSale.seller.cookie;
  lamp = forSale.listing;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await delhivery?.close();
});

const lineOf = (placed: PlacedOrder) => placed.order.lines[0]?.id ?? '';
const lineStatus = async (placed: PlacedOrder) =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    }),
  ).lines[0]?.status;

async function booked() {
  const placed = await placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: lamp.id, quantity: 1 }] });
  dataOf(
    await callEndpoint(
      server,
      fulfilmentEndpoints.act,
      { params: { lineId: lineOf(placed) }, body: { action: 'confirm' } },
      seller,
    ),
  );
  const body = {
    orderId: placed.order.id,
    carrier: 'delhivery' as const,
    weightGrams: 800,
    lengthCm: 30,
    breadthCm: 20,
    heightCm: 10,
  };
  return { placed, parcel: dataOf(await callEndpoint(server, shippingEndpoints.book, { body }, seller)) };
}

describe('a parcel booked with Delhivery', () => {
  it('follows Delhivery’s pushes forward only: forged refused, replays and older scans change nothing', async () => {
    const { placed, parcel } = await booked();
    expect(parcel).toMatchObject({ carrier: 'delhivery', status: 'booked', courierName: 'Delhivery' });
    // The seller's place became a Delhivery client warehouse, under their slug, before the first booking.
    expect([...delhivery.warehouses]).toEqual(['diya-delhivery']);
    const picked = { status: 'In Transit', type: 'UD', nsl: 'X-PPOM', at: '2026-11-30T10:00:00' };
    expect(await delhivery.sendScan(parcel.awb, picked, 'a-forged-token-of-some-length')).toBe(401);
    expect(await lineStatus(placed)).toBe('confirmed');

    expect(await delhivery.sendScan(parcel.awb, picked)).toBe(204);
    expect(await lineStatus(placed)).toBe('shipped');
    const failed = {
      status: 'Pending',
      type: 'UD',
      nsl: 'EOD-74',
      at: '2026-11-30T18:00:00',
      instructions: 'Consignee unavailable',
    };
    await delhivery.sendScan(parcel.awb, failed);
    await delhivery.sendScan(parcel.awb, {
      status: 'Dispatched',
      type: 'UD',
      nsl: 'X-DDD3FD',
      at: '2026-12-01T09:00:00',
    });
    expect(await lineStatus(placed)).toBe('out_for_delivery');
    const delivered = { status: 'Delivered', type: 'DL', nsl: 'EOD-38', at: '2026-12-01T13:00:00' };
    await delhivery.sendScan(parcel.awb, delivered);
    await delhivery.sendScan(parcel.awb, delivered);
    // The failed attempt's scan again, late: older than the delivery, it moves nothing.
    await delhivery.sendScan(parcel.awb, { ...failed, nsl: 'EOD-15', at: '2026-12-01T08:00:00' });
    expect(await lineStatus(placed)).toBe('delivered');
    const moves = await server.database.db
      .select()
      .from(orderLineEvents)
      .where(eq(orderLineEvents.lineId, lineOf(placed)));
    expect(moves.map((move) => move.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('down, holds up neither the delivery estimate nor checkout', async () => {
    dataOf(await callEndpoint(server, shippingEndpoints.chooseCarrier, { body: { carrier: 'delhivery' } }, seller));
    delhivery.setDown(true);
    try {
      const placed = await postOrder(server, {
        ...chennaiBuyer,
        payment: { method: 'cod' },
        lines: [{ listingId: lamp.id, quantity: 1 }],
      });
      expect(placed.status).toBe(201);
    } finally {
      delhivery.setDown(false);
    }
  });

  it('sends a return back as a reverse pickup to the seller’s warehouse, taken back once it is delivered there', async () => {
    dataOf(await callEndpoint(server, shippingEndpoints.chooseCarrier, { body: { carrier: 'delhivery' } }, seller));
    const { placed, parcel } = await booked();
    await delhivery.sendScan(parcel.awb, { status: 'Delivered', type: 'DL', nsl: 'EOD-38', at: '2026-12-01T12:00:00' });
    expect(await lineStatus(placed)).toBe('delivered');
    const body = new FormData();
    body.set('reason', 'wrong_item');
    body.set('details', 'A different lamp came.');
    const asked = await callEndpoint(server, returnEndpoints.request, {
      params: { id: placed.order.id, lineId: lineOf(placed) },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
      body,
    });
    const returnId = dataOf(asked).lines[0]?.returns.at(-1)?.id ?? '';
    const pickup = dataOf(
      await callEndpoint(server, shippingEndpoints.collectReturn, { params: { returnId }, body: {} }, seller),
    );
    expect(pickup).toMatchObject({ direction: 'return', carrier: 'delhivery', status: 'booked' });
    expect(delhivery.shipments.get(pickup.awb)).toMatchObject({
      paymentMode: 'Pickup',
      pickupLocation: 'diya-delhivery',
      pin: '600017',
    });
    await delhivery.sendScan(pickup.awb, {
      status: 'In Transit',
      type: 'PU',
      nsl: 'X-PROM',
      at: '2026-12-02T10:00:00',
    });
    expect(await lineStatus(placed)).toBe('delivered');
    const back = { status: 'DTO', type: 'DL', nsl: 'RT-110', at: '2026-12-03T15:00:00' };
    await delhivery.sendScan(pickup.awb, back);
    await delhivery.sendScan(pickup.awb, back);
    expect(await lineStatus(placed)).toBe('returned');
  });
});
