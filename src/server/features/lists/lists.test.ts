import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product } from '#shared/contracts/catalog.ts';
import type { ListEntryInput } from '#shared/contracts/lists.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { listEndpoints } from '#shared/endpoints/lists.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { createdListing, createdProduct, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let earrings: Product;
let lamp: Product;
let listing: Listing;

const lists = async (cookie: string) => dataOf(await callEndpoint(server, listEndpoints.get, {}, cookie));

beforeAll(async () => {
  server = await startTestServer();
  seller = (
    await signedInSeller(server, { businessName: 'Jaipur Lights', slug: 'jaipur-lights', pickupPincode: '302001' })
  ).cookie;
  const create = (name: string, pricePaise: number) =>
    createdProduct(server, seller, { name, category: 'home', pricePaise, stock: 3 });
  earrings = await create('Meenakari jhumkas', 45_000);
  lamp = await create('Mosaic lamp', 189_900);
  const { cookie: creator } = await signedInCreator(server, { handle: 'lights.by.anu', displayName: 'Anu' });
  listing = await createdListing(server, creator, earrings.id, 15_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('saved and liked lists', () => {
  it('adds once, keeps the store and attribution, shows the store price, removes by id', async () => {
    const { cookie } = await signedInAccount(server);
    const entry = { productId: earrings.id, listingId: listing.id, ref: 'ig', utmSource: 'instagram' };
    const like = (body: ListEntryInput) =>
      callEndpoint(server, listEndpoints.add, { params: { list: 'liked' }, body }, cookie);
    expect((await like(entry)).status).toBe(200);
    expect((await like({ productId: earrings.id })).status).toBe(200);
    const liked = (await lists(cookie)).liked;
    expect(liked).toHaveLength(1);
    expect(liked[0]).toMatchObject({
      productId: earrings.id,
      storeHandle: 'lights.by.anu',
      pricePaise: 60_000,
      ref: 'ig',
      utmSource: 'instagram',
    });
    expect((await lists(cookie)).saved).toEqual([]);

    const remove = (productId: string) =>
      callEndpoint(server, listEndpoints.remove, { params: { list: 'liked', productId } }, cookie);
    const removed = await remove(earrings.id);
    expect(removed.data?.liked).toEqual([]);
    expect((await remove('not-a-product')).status).toBe(200);
  });

  it('refuses bad input and changes nothing', async () => {
    const { cookie } = await signedInAccount(server);
    expect((await server.send('PUT', '/api/me/lists/wishlist', cookie, { productId: earrings.id })).status).toBe(422);
    const save = (body: ListEntryInput, session?: string) =>
      callEndpoint(server, listEndpoints.add, { params: { list: 'saved' }, body }, session);
    expect((await save({ productId: 'x' }, cookie)).status).toBe(422);
    expect((await save({ productId: earrings.id, ref: '<b>' }, cookie)).status).toBe(422);
    expect((await save({ productId: crypto.randomUUID() }, cookie)).status).toBe(404);
    expect((await save({ productId: earrings.id })).status).toBe(401);
    expect(await lists(cookie)).toEqual({ saved: [], liked: [] });
  });

  it("merges a visitor's lists at sign-in without duplicates, dropping stale attribution and foreign listings", async () => {
    const { cookie } = await signedInAccount(server);
    await callEndpoint(server, listEndpoints.add, { params: { list: 'saved' }, body: { productId: lamp.id } }, cookie);
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    const merged = await callEndpoint(
      server,
      listEndpoints.merge,
      {
        body: {
          saved: [
            { productId: lamp.id, ref: 'late' },
            { productId: earrings.id, listingId: listing.id, ref: 'old', utmSource: 'whatsapp', addedAt: longAgo },
            { productId: crypto.randomUUID() },
          ],
          liked: [{ productId: lamp.id, listingId: listing.id, ref: 'yt' }],
        },
      },
      cookie,
    );
    expect(merged.status).toBe(200);
    const result = dataOf(merged);
    expect(result.saved.map((entry) => entry.productId).toSorted()).toEqual([earrings.id, lamp.id].toSorted());
    expect(result.saved.find((entry) => entry.productId === lamp.id)?.ref).toBeNull();
    expect(result.saved.find((entry) => entry.productId === earrings.id)).toMatchObject({
      ref: null,
      utmSource: null,
      storeHandle: 'lights.by.anu',
    });
    // The listing is of another product, so it is not kept; the seller's price shows.
    expect(result.liked[0]).toMatchObject({ productId: lamp.id, listingId: null, ref: 'yt', pricePaise: 189_900 });
  });

  it('shows a product the seller archived as no longer on sale, and never another user’s lists', async () => {
    const { cookie } = await signedInAccount(server);
    const { cookie: other } = await signedInAccount(server);
    const item = await createdProduct(server, seller, {
      name: 'Brass bell',
      category: 'home',
      pricePaise: 9_900,
      stock: 1,
    });
    await callEndpoint(server, listEndpoints.add, { params: { list: 'saved' }, body: { productId: item.id } }, cookie);
    await callEndpoint(server, catalogEndpoints.archiveProduct, { params: { id: item.id } }, seller);
    expect((await lists(cookie)).saved[0]).toMatchObject({ name: 'Brass bell', pricePaise: null });
    expect(await lists(other)).toEqual({ saved: [], liked: [] });
  });
});
