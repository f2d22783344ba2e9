import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ResellableQuery, StoreProduct } from '#shared/contracts/catalog.ts';
import { cartEndpoints } from '#shared/endpoints/cart.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { createdProduct, sellerWithProduct, signedInCreator } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let creator: string;
let otherCreator: string;
let product: Product;

const signedIn = async () => (await signedInAccount(server)).cookie;

const creatorWithStore = async (handle: string) => (await signedInCreator(server, { handle })).cookie;
const resellable = (query: ResellableQuery, cookie: string) =>
  callEndpoint(server, storeEndpoints.resellable, { query }, cookie);
const addListing = (productId: string, markupPaise: number, cookie: string) =>
  callEndpoint(server, storeEndpoints.addListing, { body: { productId, markupPaise } }, cookie);
const storeProducts = (handle: string) => callEndpoint(server, storeEndpoints.products, { params: { handle } });

beforeAll(async () => {
  server = await startTestServer();
  ({ cookie: seller, product } = await sellerWithProduct(
    server,
    { businessName: 'Chai Co', slug: 'chai-co', pickupPincode: '682001' },
    { name: 'Masala chai tin', category: 'food', pricePaise: 40_000, stock: 20 },
    { resaleByDefault: true, maxMarkupPercent: 50 },
  ));
  await createdProduct(server, seller, {
    name: 'Private blend',
    category: 'food',
    pricePaise: 90_000,
    stock: 5,
    resellable: false,
  });
  creator = await creatorWithStore('chai.lover');
  otherCreator = await creatorWithStore('other.lover');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('creator sourcing', () => {
  it('finds resellable products by text, category and price, never the private ones', async () => {
    const search = async (query: ResellableQuery) =>
      dataOf(await resellable(query, creator)).items.map((item) => item.name);
    expect(await search({ q: 'chai' })).toEqual(['Masala chai tin']);
    expect(await search({ q: 'MASALA', category: 'food', minRupees: 300, maxRupees: 500 })).toEqual([
      'Masala chai tin',
    ]);
    expect(await search({ q: 'masala', maxRupees: 100 })).toEqual([]);
    expect(await search({ q: 'blend' })).toEqual([]);
    expect(await search({ q: '100%' })).toEqual([]);
    expect((await server.send('GET', '/api/catalog/resellable?category=weapons', creator)).status).toBe(422);
  });

  it('shows base prices and markup caps only to signed-in creators', async () => {
    const anonymous = await server.fetch('/api/catalog/resellable?q=chai');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('Masala');
    const buyer = await signedIn();
    expect((await resellable({ q: 'chai' }, buyer)).status).toBe(403);
    expect((await resellable({ q: 'chai' }, seller)).status).toBe(403);
  });

  it('publishes with a markup: buyers pay base + markup, and only the owner changes the listing', async () => {
    const added = await addListing(product.id, 15_000, creator);
    expect(added.status).toBe(201);
    const listing = dataOf(added);
    expect(listing).toMatchObject({ markupPaise: 15_000, buyerPricePaise: 55_000 });
    expect((await addListing(product.id, 0, creator)).status).toBe(409);

    // Read as it comes: the check that no markup reaches buyers must see every field the server sends.

    const store = (await (await server.fetch('/api/stores/by-handle/Chai.Lover/products')).json()) as {
      items: StoreProduct[];
    };
    expect(store.items).toHaveLength(1);
    expect(store.items[0]).toMatchObject({ pricePaise: 55_000, inStock: true, product: { name: 'Masala chai tin' } });
    expect(JSON.stringify(store.items[0])).not.toContain('markup');

    const params = { id: listing.id };
    expect(
      (await callEndpoint(server, storeEndpoints.updateListing, { params, body: { markupPaise: 1 } }, otherCreator))
        .status,
    ).toBe(404);
    expect((await callEndpoint(server, storeEndpoints.removeListing, { params }, otherCreator)).status).toBe(404);
    const changed = await callEndpoint(
      server,
      storeEndpoints.updateListing,
      { params, body: { markupPaise: 20_000, featured: true } },
      creator,
    );
    expect(changed.data).toMatchObject({ buyerPricePaise: 60_000, featured: true });
  });

  it("refuses negative markups, markups over the seller's cap, and products that cannot be resold", async () => {
    expect((await addListing(product.id, -100, otherCreator)).status).toBe(422);
    const capped = await addListing(product.id, 20_001, otherCreator);
    expect(capped.status).toBe(422);
    expect(capped.error?.message).toBe('The seller allows a markup of at most 50% of the base price.');
    const privateOne = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller)).items.find(
      (item) => item.name === 'Private blend',
    );
    expect(
      (await server.send('POST', '/api/me/store/listings', otherCreator, { productId: privateOne?.id, markupPaise: 0 }))
        .status,
    ).toBe(422);
    expect((await addListing(product.id, 0, seller)).status).toBe(403);
    expect((await callEndpoint(server, storeEndpoints.ownListings, {}, otherCreator)).data?.items).toEqual([]);
  });

  it('never sells above the MRP: a markup past MRP − base is refused, and a later lower MRP caps the price', async () => {
    const tin = await createdProduct(server, seller, {
      name: 'Cardamom tin',
      category: 'food',
      pricePaise: 30_000,
      originalPricePaise: 35_000,
      stock: 9,
    });
    const above = await addListing(tin.id, 5_001, creator);
    expect(above.status).toBe(422);
    expect(above.error?.message).toBe(
      'Buyers cannot pay more than the MRP (₹350.00): the markup can be at most ₹50.00.',
    );
    expect(above.error?.fields?.markupPaise).toHaveLength(1);
    const listing = dataOf(await addListing(tin.id, 5_000, creator));
    expect(listing.buyerPricePaise).toBe(35_000);

    // The seller lowers the MRP: the store, the quote and checkout charge the MRP, never base + the old markup.
    await callEndpoint(
      server,
      catalogEndpoints.updateProduct,
      { params: { id: tin.id }, body: { originalPricePaise: 32_000 } },
      seller,
    );
    const shown = dataOf(await storeProducts('chai.lover')).items.find((item) => item.listingId === listing.id);
    expect(shown?.pricePaise).toBe(32_000);
    const quote = dataOf(
      await callEndpoint(server, cartEndpoints.quote, { body: { lines: [{ listingId: listing.id, quantity: 1 }] } }),
    );
    expect(quote.lines[0]?.unitPricePaise).toBe(32_000);
    const own = dataOf(await callEndpoint(server, storeEndpoints.ownListings, {}, creator)).items;
    expect(own.find((item) => item.id === listing.id)).toMatchObject({ markupPaise: 5_000, buyerPricePaise: 32_000 });
    await callEndpoint(server, storeEndpoints.removeListing, { params: { id: listing.id } }, creator);
  });

  it('an archived product leaves every store until it is restored', async () => {
    const visible = async () => dataOf(await storeProducts('chai.lover')).items.length;
    expect(await visible()).toBe(1);
    await callEndpoint(server, catalogEndpoints.archiveProduct, { params: { id: product.id } }, seller);
    expect(await visible()).toBe(0);
    await callEndpoint(server, catalogEndpoints.restoreProduct, { params: { id: product.id } }, seller);
    expect(await visible()).toBe(1);
    expect((await storeProducts('nobody.here')).status).toBe(404);
  });
});
