import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import { geoEndpoints } from '#shared/endpoints/geo.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { products } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { chennaiBuyer, postOrder } from '../../testing/shop-setup.ts';
import type { ShiprocketServer } from '../../testing/shiprocket-server.ts';
import { type ShiprocketShop, shiprocketShop } from '../../testing/shiprocket-shop.ts';
import type { TestServer } from '../../testing/test-server.ts';

/*
 * Delivery promises from a seller's carrier (issue 38; decision 073), on PGlite and PostgreSQL: the seller chooses
 * Shiprocket; the trust strip's estimate is then the carrier's, asked once a day per PIN code pair; a PIN code it
 * does not serve is refused at checkout with the reason, writing nothing; and a carrier that is down or slow holds
 * nothing up: Haat's own estimate stands and the order is placed.
 */

let shop: ShiprocketShop;
let shiprocket: ShiprocketServer;
let server: TestServer;
let seller: string;
let sellerId: string;
let lamp: Listing;

beforeAll(async () => {
  shop = await shiprocketShop({ slug: 'diya-promises', handle: 'diya.promises' });
  ({ shiprocket, server, seller, sellerId, lamp } = shop);
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

const estimate = async (pincode: string) =>
  dataOf(await callEndpoint(server, geoEndpoints.delivery, { params: { id: sellerId }, query: { pincode } }));
const stock = async () =>
  (await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, lamp.product.id)))[0]
    ?.stock;
const order = (pincode: string, city: string) =>
  postOrder(server, {
    ...chennaiBuyer,
    address: { ...chennaiBuyer.address, pincode, city },
    payment: { method: 'cod' },
    lines: [{ listingId: lamp.id, quantity: 1 }],
  });

describe('a seller’s carrier', () => {
  it('is chosen among those set up here', async () => {
    expect(dataOf(await callEndpoint(server, shippingEndpoints.carrier, {}, seller))).toEqual({
      carrier: null,
      available: ['shiprocket'],
      returnPickups: false,
    });
    expect(
      (await callEndpoint(server, shippingEndpoints.chooseCarrier, { body: { carrier: 'delhivery' } }, seller)).status,
    ).toBe(409);
    expect(
      dataOf(await callEndpoint(server, shippingEndpoints.chooseCarrier, { body: { carrier: 'shiprocket' } }, seller)),
    ).toEqual({ carrier: 'shiprocket', available: ['shiprocket'], returnPickups: true });
  });

  it('promises the delivery on the trust strip, asked once a day per PIN code pair', async () => {
    const calls = shiprocket.state.serviceabilityCalls();
    const promised = await estimate('600017');
    // Its fastest courier takes 3 days from pickup, after the seller's dispatch days.
    expect(promised.minDays).toBe(promised.dispatchDays + 3);
    expect(promised.maxDays).toBe(promised.minDays);
    expect(promised.carrier).toMatchObject({ serviceable: true, reason: null });
    expect(promised.carrier?.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await estimate('600017');
    expect(shiprocket.state.serviceabilityCalls() - calls).toBe(1);
    server.deps.clock.advance(86_400_000 + 1);
    await estimate('600017');
    expect(shiprocket.state.serviceabilityCalls() - calls).toBe(2);
  });

  it('refuses a PIN code it does not serve at checkout, with the reason, writing nothing', async () => {
    shiprocket.state.unserviceable.add('641001');
    expect((await estimate('641001')).carrier).toEqual({
      serviceable: false,
      reason: 'No courier serviceable for this pincode',
      estimatedDelivery: null,
    });
    const before = await stock();
    const refused = await order('641001', 'Coimbatore');
    expect(refused.status).toBe(422);
    const { error } = (await refused.json()) as { error: { message: string; fields: Record<string, string[]> } };
    expect(error.message).toBe('Diya House’s courier does not deliver to PIN code 641001 for cash on delivery.');
    expect(error.fields['address.pincode']).toEqual([error.message]);
    expect(await stock()).toBe(before);
  });

  it('down or slow, holds nothing up: Haat’s own estimate stands and the order is placed', async () => {
    shiprocket.setDown(true);
    try {
      expect((await estimate('600020')).carrier).toBeNull();
      expect((await order('600020', 'Chennai')).status).toBe(201);
    } finally {
      shiprocket.setDown(false);
    }
    shiprocket.setSlow(5_000);
    try {
      expect((await estimate('600028')).carrier).toBeNull();
      expect((await order('600028', 'Chennai')).status).toBe(201);
    } finally {
      shiprocket.setSlow(0);
    }
  });
});
