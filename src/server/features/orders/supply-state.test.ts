import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { createdListing, postOrder, sellerWithProduct, signedInCreator } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * CBIC notification 34/2023-Central Tax: a seller not registered for GST sells through Haat only within their state.
 */

let server: TestServer;
let creator: string;
let opened = 0;

const contact = { name: 'Aarav Rao', phone: '+91 98450 12345' };
const bengaluru = { line1: '14 80 Feet Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' };
const mumbai = { line1: '2 Marine Drive', city: 'Mumbai', state: 'Maharashtra', pincode: '400020' };
const kochi = { line1: '5 Broadway', city: 'Kochi', state: 'Kerala', pincode: '682031' };

/** A seller shipping from Bengaluru (Karnataka), registered when given a GSTIN, with one product the creator lists. */
async function bengaluruSeller(name: string, gstin?: string) {
  opened += 1;
  const business = { businessName: name, slug: `bengaluru-seller-${opened}`, pickupPincode: '560034' };
  const { cookie, product } = await sellerWithProduct(server, gstin ? { ...business, gstin } : business, {
    name: `Channapatna toy ${opened}`,
    category: 'home',
    pricePaise: 80_000,
    stock: 5,
  });
  const listing = await createdListing(server, creator, product.id, 5_000);
  return { cookie, product, listingId: listing.id };
}

const order = (address: typeof bengaluru, listingIds: string[]) =>
  postOrder(server, {
    contact,
    address,
    payment: { method: 'cod' },
    lines: listingIds.map((listingId) => ({ listingId, quantity: 1 })),
  });

const stockOf = async (cookie: string, product: Product) =>
  ((await (await server.send('GET', '/api/seller/products', cookie)).json()) as { items: Product[] }).items.find(
    (item) => item.id === product.id,
  )?.stock;

const notRegistered = (seller: string, state: string, product: string) =>
  `${seller} is not registered for GST and delivers only within ${state}. ` +
  `Remove ${product} or send it to an address in ${state}.`;

beforeAll(async () => {
  server = await startTestServer();
  creator = (await signedInCreator(server, { handle: 'toy.stories', displayName: 'Toy Stories' })).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a seller not registered for GST sells within their state only', () => {
  it('refuses their product to a Maharashtra address on its line, placing nothing', async () => {
    const seller = await bengaluruSeller('Nandi Toys');
    const response = await order(mumbai, [seller.listingId]);
    expect(response.status).toBe(422);
    const message = notRegistered('Nandi Toys', 'Karnataka', seller.product.name);
    expect(await response.json()).toEqual({
      error: { code: 'validation_failed', message, fields: { 'lines.0.listingId': [message] } },
    });
    expect(await stockOf(seller.cookie, seller.product)).toBe(5);
  });

  it('places it to a Karnataka address', async () => {
    const seller = await bengaluruSeller('Mysore Toys');
    expect((await order(bengaluru, [seller.listingId])).status).toBe(201);
    expect(await stockOf(seller.cookie, seller.product)).toBe(4);
  });

  it('lets a registered seller’s products go to every state', async () => {
    const seller = await bengaluruSeller('Kinnal Crafts', '29ABCPE1234F1Z7');
    expect((await order(mumbai, [seller.listingId])).status).toBe(201);
    expect((await order(kochi, [seller.listingId])).status).toBe(201);
  });

  it('names only the unregistered seller’s line in a mixed bag', async () => {
    const registered = await bengaluruSeller('Kinnal Works', '29ABCPE1234F1Z7');
    const unregistered = await bengaluruSeller('Hampi Toys');
    const response = await order(mumbai, [registered.listingId, unregistered.listingId]);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields)).toEqual(['lines.1.listingId']);
    expect(await stockOf(registered.cookie, registered.product)).toBe(5);
  });

  it('uses the state the seller gave over their pickup PIN code’s', async () => {
    const seller = await bengaluruSeller('Backwater Toys');
    const pan = { kind: 'upi', upiId: 'backwater@okaxis', pan: 'ABCPE1234F', panName: 'Anil Nair' } as const;
    dataOf(await callEndpoint(server, payoutEndpoints.saveMethod, { body: pan }, seller.cookie));
    const details = {
      registered: false as const,
      legalName: 'Anil Nair',
      address: '5 Broadway, Kochi 682031',
      state: 'Kerala' as const,
      enrolmentNumber: '32AAKFK1234L1Z5',
    };
    dataOf(await callEndpoint(server, taxEndpoints.saveSellerGst, { body: details }, seller.cookie));
    const refused = await order(bengaluru, [seller.listingId]);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      notRegistered('Backwater Toys', 'Kerala', seller.product.name),
    );
    expect((await order(kochi, [seller.listingId])).status).toBe(201);
  });
});
