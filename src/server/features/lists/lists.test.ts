import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product } from '#shared/contracts/catalog.ts';
import type { ProductLists } from '#shared/contracts/lists.ts';
import { createdListing, createdProduct, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let earrings: Product;
let lamp: Product;
let listing: Listing;

const lists = async (cookie: string) =>
  (await (await server.send('GET', '/api/me/lists', cookie)).json()) as ProductLists;

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
    expect((await server.send('PUT', '/api/me/lists/liked', cookie, entry)).status).toBe(200);
    expect((await server.send('PUT', '/api/me/lists/liked', cookie, { productId: earrings.id })).status).toBe(200);
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

    const removed = (await (
      await server.send('DELETE', `/api/me/lists/liked/${earrings.id}`, cookie)
    ).json()) as ProductLists;
    expect(removed.liked).toEqual([]);
    expect((await server.send('DELETE', '/api/me/lists/liked/not-a-product', cookie)).status).toBe(200);
  });

  it('refuses bad input and changes nothing', async () => {
    const { cookie } = await signedInAccount(server);
    expect((await server.send('PUT', '/api/me/lists/wishlist', cookie, { productId: earrings.id })).status).toBe(422);
    expect((await server.send('PUT', '/api/me/lists/saved', cookie, { productId: 'x' })).status).toBe(422);
    expect(
      (await server.send('PUT', '/api/me/lists/saved', cookie, { productId: earrings.id, ref: '<b>' })).status,
    ).toBe(422);
    expect((await server.send('PUT', '/api/me/lists/saved', cookie, { productId: crypto.randomUUID() })).status).toBe(
      404,
    );
    expect((await server.send('PUT', '/api/me/lists/saved', undefined, { productId: earrings.id })).status).toBe(401);
    expect(await lists(cookie)).toEqual({ saved: [], liked: [] });
  });

  it("merges a visitor's lists at sign-in without duplicates, dropping stale attribution and foreign listings", async () => {
    const { cookie } = await signedInAccount(server);
    await server.send('PUT', '/api/me/lists/saved', cookie, { productId: lamp.id });
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    const merged = await server.send('POST', '/api/me/lists/merge', cookie, {
      saved: [
        { productId: lamp.id, ref: 'late' },
        { productId: earrings.id, listingId: listing.id, ref: 'old', utmSource: 'whatsapp', addedAt: longAgo },
        { productId: crypto.randomUUID() },
      ],
      liked: [{ productId: lamp.id, listingId: listing.id, ref: 'yt' }],
    });
    expect(merged.status).toBe(200);
    const result = (await merged.json()) as ProductLists;
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
    await server.send('PUT', '/api/me/lists/saved', cookie, { productId: item.id });
    await server.send('POST', `/api/seller/products/${item.id}/archive`, seller);
    expect((await lists(cookie)).saved[0]).toMatchObject({ name: 'Brass bell', pricePaise: null });
    expect(await lists(other)).toEqual({ saved: [], liked: [] });
  });
});
