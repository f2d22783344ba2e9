import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product } from '#shared/contracts/catalog.ts';
import {
  createdListing,
  kaveriSilks,
  postOrder,
  sellerWithProduct,
  signedInCreator,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let listing: Listing;
let product: Product;

const contact = { name: 'Aarav Rao', phone: '+91 98450 12345' };
const address = {
  line1: '14 80 Feet Road',
  line2: 'Koramangala 4th Block',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
};

const order = (addressChanges: Record<string, string>) =>
  postOrder(server, {
    contact,
    address: { ...address, ...addressChanges },
    payment: { method: 'cod' },
    lines: [{ listingId: listing.id, quantity: 1 }],
  });

const stock = async () =>
  ((await (await server.send('GET', '/api/seller/products', seller)).json()) as { items: Product[] }).items.find(
    (item) => item.id === product.id,
  )?.stock;

beforeAll(async () => {
  server = await startTestServer();
  // Registered for GST, so it delivers to every state (an unregistered seller's are checked in supply-state.test.ts).
  ({ cookie: seller, product } = await sellerWithProduct(
    server,
    { ...kaveriSilks, gstin: '33AAKFK2741C1ZR' },
    {
      name: 'Silk stole',
      category: 'fashion',
      pricePaise: 120_000,
      stock: 5,
    },
  ));
  const creator = (await signedInCreator(server, { handle: 'silk.stories', displayName: 'Silk Stories' })).cookie;
  listing = await createdListing(server, creator, product.id, 10_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('checkout checks the PIN code against the state', () => {
  it('refuses 560034 with Maharashtra on address.pincode, placing nothing', async () => {
    const response = await order({ state: 'Maharashtra' });
    expect(response.status).toBe(422);
    const message = 'PIN code 560034 is in Karnataka, not Maharashtra.';
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message, fields: { 'address.pincode': [message] } },
    });
    expect(await stock()).toBe(5);
  });

  it('refuses a PIN code India Post does not have', async () => {
    const response = await order({ pincode: '999999' });
    expect(response.status).toBe(422);
    const message = 'We can’t find PIN code 999999. Check the 6 digits.';
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message, fields: { 'address.pincode': [message] } },
    });
    expect(await stock()).toBe(5);
  });

  it('places the order when the PIN code is in the chosen state, also a second state a border PIN serves', async () => {
    expect((await order({})).status).toBe(201);
    expect((await order({ city: 'Ariyankuppam', state: 'Tamil Nadu', pincode: '605007' })).status).toBe(201);
    expect(await stock()).toBe(3);
  });
});
