import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product, StoreProduct } from '#shared/contracts/catalog.ts';
import type { DeliveryEstimate, PincodePlace } from '#shared/contracts/geo.ts';
import type { PublicSeller } from '#shared/contracts/onboarding.ts';
import { signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let sellerId: string;

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;

beforeAll(async () => {
  server = await startTestServer();
  const opened = await signedInSeller(server, {
    businessName: 'Voltbyte',
    slug: 'voltbyte-test',
    pickupPincode: '560034',
  });
  seller = opened.cookie;
  sellerId = opened.seller.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('GET /api/pincodes/{pin}', () => {
  it('answers the city (district) and state of a PIN code, cacheable by anyone', async () => {
    const response = await server.fetch('/api/pincodes/560034');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.json()).toEqual({
      pincode: '560034',
      city: 'Bengaluru',
      district: 'Bengaluru Urban',
      state: 'Karnataka',
      states: ['Karnataka'],
    } satisfies PincodePlace);
  });

  it('answers a PIN code that crosses a border with every state it serves, the main one first', async () => {
    expect(await json<PincodePlace>(server.fetch('/api/pincodes/605007'))).toMatchObject({
      state: 'Puducherry',
      states: ['Puducherry', 'Tamil Nadu'],
    });
  });

  it('answers 404 for a PIN code India Post does not have, and 422 for one that is not six digits', async () => {
    const unknown = await server.fetch('/api/pincodes/999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'We can’t find PIN code 999999. Check the 6 digits.' },
    });
    for (const malformed of ['05603', '056034', '5600345', 'abcdef']) {
      const response = await server.fetch(`/api/pincodes/${malformed}`);
      expect({
        malformed,
        status: response.status,
        fields: (await json<{ error: { fields: Record<string, string[]> } }>(response)).error.fields,
      }).toEqual({
        malformed,
        status: 422,
        fields: { pin: ['Enter the 6-digit PIN code.'] },
      });
    }
  });
});

describe('GET /api/sellers/{id}/delivery', () => {
  it('adds the seller’s dispatch days to the transit from their pickup PIN, or to the range across India', async () => {
    const near = await server.fetch(`/api/sellers/${sellerId}/delivery?pincode=560066`);
    expect(near.status).toBe(200);
    expect(near.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await near.json()).toMatchObject({
      minDays: 3,
      maxDays: 4,
      dispatchDays: 2,
      to: { city: 'Bengaluru', state: 'Karnataka', pincode: '560066' },
    });
    expect(
      await json<DeliveryEstimate>(server.fetch(`/api/sellers/${sellerId}/delivery?pincode=110001`)),
    ).toMatchObject({ minDays: 6, maxDays: 9, to: { city: 'New Delhi', state: 'Delhi' } });
    expect(await json<DeliveryEstimate>(server.fetch(`/api/sellers/${sellerId}/delivery`))).toEqual({
      minDays: 3,
      maxDays: 9,
      dispatchDays: 2,
      to: null,
      carrier: null,
    });
  });

  it('takes the dispatch days the seller sets with their terms', async () => {
    const saved = await server.send('PUT', '/api/onboarding/seller/terms', seller, {
      resaleByDefault: true,
      maxMarkupPercent: null,
      dispatchDays: 1,
    });
    expect(saved.status).toBe(204);
    expect(await json<PublicSeller>(server.fetch('/api/sellers/by-slug/voltbyte-test'))).toMatchObject({
      dispatchDays: 1,
      city: 'Bengaluru',
    });
    expect(
      await json<DeliveryEstimate>(server.fetch(`/api/sellers/${sellerId}/delivery?pincode=560066`)),
    ).toMatchObject({ minDays: 2, maxDays: 3, dispatchDays: 1 });
    const refused = await server.send('PUT', '/api/onboarding/seller/terms', seller, {
      resaleByDefault: true,
      maxMarkupPercent: null,
      dispatchDays: 11,
    });
    expect(refused.status).toBe(422);
    // Terms sent without dispatch days keep them.
    await server.send('PUT', '/api/onboarding/seller/terms', seller, { resaleByDefault: true, maxMarkupPercent: null });
    expect((await json<PublicSeller>(server.fetch('/api/sellers/by-slug/voltbyte-test'))).dispatchDays).toBe(1);
    await server.send('PUT', '/api/onboarding/seller/terms', seller, {
      resaleByDefault: true,
      maxMarkupPercent: null,
      dispatchDays: 2,
    });
  });

  it('refuses an unknown or malformed PIN code on `pincode`, and answers 404 for an unknown seller', async () => {
    const unknown = await server.fetch(`/api/sellers/${sellerId}/delivery?pincode=999999`);
    expect(unknown.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string[]> } }>(unknown)).error.fields).toEqual({
      pincode: ['We can’t find PIN code 999999. Check the 6 digits.'],
    });
    expect((await server.fetch(`/api/sellers/${sellerId}/delivery?pincode=12`)).status).toBe(422);
    expect((await server.fetch(`/api/sellers/${crypto.randomUUID()}/delivery?pincode=560034`)).status).toBe(404);
    expect((await server.fetch('/api/sellers/not-an-id/delivery')).status).toBe(404);
  });
});

describe('a store’s products carry what a buyer decides on', () => {
  it('names the seller and their city, the delivery fee as checkout charges it, and the days across India', async () => {
    const create = async (body: Record<string, unknown>) =>
      json<Product>(
        server.send('POST', '/api/seller/products', seller, {
          category: 'electronics',
          hsnCode: '8518',
          gstRateBps: 1800,
          pricePaise: 99_900,
          stock: 3,
          ...body,
        }),
      );
    const free = await create({ name: 'Earbuds', shipping: 'Free, insured', returnPolicyDays: 7 });
    const paid = await create({ name: 'Speaker', deliveryFeePaise: 4_900, returnPolicyDays: 0 });
    const creator = (await signedInCreator(server, { handle: 'gadget.guru', displayName: 'Gadget Guru' })).cookie;
    for (const product of [free, paid]) {
      expect(
        (
          await json<Listing>(
            server.send('POST', '/api/me/store/listings', creator, { productId: product.id, markupPaise: 0 }),
          )
        ).id,
      ).toBeTruthy();
    }
    const { items } = await json<{ items: StoreProduct[] }>(server.fetch('/api/stores/by-handle/gadget.guru/products'));
    const byName = new Map(items.map((item) => [item.product.name, item]));
    expect(byName.get('Earbuds')).toMatchObject({
      seller: { id: sellerId, slug: 'voltbyte-test', name: 'Voltbyte', city: 'Bengaluru' },
      delivery: { feePaise: 0, dispatchDays: 2, minDays: 3, maxDays: 9 },
      product: { returnPolicyDays: 7 },
    });
    expect(byName.get('Speaker')).toMatchObject({ delivery: { feePaise: 4_900 }, product: { returnPolicyDays: 0 } });
    // The fee shown is the one the cart charges.
    const quote = await json<{ summary: { deliveryPaise: number } }>(
      server.send('POST', '/api/cart/quote', undefined, {
        lines: [{ listingId: byName.get('Earbuds')?.listingId, quantity: 1 }],
      }),
    );
    expect(quote.summary.deliveryPaise).toBe(0);
  });
});
