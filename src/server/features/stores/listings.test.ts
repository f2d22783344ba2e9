import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product, SourcingProduct, StoreProduct } from '#shared/contracts/catalog.ts';
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
    const search = async (query: string) =>
      (
        (await (await server.send('GET', `/api/catalog/resellable?${query}`, creator)).json()) as {
          items: SourcingProduct[];
        }
      ).items.map((item) => item.name);
    expect(await search('q=chai')).toEqual(['Masala chai tin']);
    expect(await search('q=MASALA&category=food&minRupees=300&maxRupees=500')).toEqual(['Masala chai tin']);
    expect(await search('q=masala&maxRupees=100')).toEqual([]);
    expect(await search('q=blend')).toEqual([]);
    expect(await search('q=100%25')).toEqual([]);
    expect((await server.send('GET', '/api/catalog/resellable?category=weapons', creator)).status).toBe(422);
  });

  it('shows base prices and markup caps only to signed-in creators', async () => {
    const anonymous = await server.fetch('/api/catalog/resellable?q=chai');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('Masala');
    const buyer = await signedIn();
    expect((await server.send('GET', '/api/catalog/resellable?q=chai', buyer)).status).toBe(403);
    expect((await server.send('GET', '/api/catalog/resellable?q=chai', seller)).status).toBe(403);
  });

  it('publishes with a markup: buyers pay base + markup, and only the owner changes the listing', async () => {
    const added = await server.send('POST', '/api/me/store/listings', creator, {
      productId: product.id,
      markupPaise: 15_000,
    });
    expect(added.status).toBe(201);
    const listing = (await added.json()) as Listing;
    expect(listing).toMatchObject({ markupPaise: 15_000, buyerPricePaise: 55_000 });
    expect(
      (await server.send('POST', '/api/me/store/listings', creator, { productId: product.id, markupPaise: 0 })).status,
    ).toBe(409);

    const store = (await (await server.fetch('/api/stores/by-handle/Chai.Lover/products')).json()) as {
      items: StoreProduct[];
    };
    expect(store.items).toHaveLength(1);
    expect(store.items[0]).toMatchObject({ pricePaise: 55_000, inStock: true, product: { name: 'Masala chai tin' } });
    expect(JSON.stringify(store.items[0])).not.toContain('markup');

    expect(
      (await server.send('PATCH', `/api/me/store/listings/${listing.id}`, otherCreator, { markupPaise: 1 })).status,
    ).toBe(404);
    expect((await server.send('DELETE', `/api/me/store/listings/${listing.id}`, otherCreator)).status).toBe(404);
    const changed = await server.send('PATCH', `/api/me/store/listings/${listing.id}`, creator, {
      markupPaise: 20_000,
      featured: true,
    });
    expect(await changed.json()).toMatchObject({ buyerPricePaise: 60_000, featured: true });
  });

  it("refuses negative markups, markups over the seller's cap, and products that cannot be resold", async () => {
    expect(
      (await server.send('POST', '/api/me/store/listings', otherCreator, { productId: product.id, markupPaise: -100 }))
        .status,
    ).toBe(422);
    const capped = await server.send('POST', '/api/me/store/listings', otherCreator, {
      productId: product.id,
      markupPaise: 20_001,
    });
    expect(capped.status).toBe(422);
    expect(((await capped.json()) as { error: { message: string } }).error.message).toBe(
      'The seller allows a markup of at most 50% of the base price.',
    );
    const privateOne = (
      (await (await server.send('GET', '/api/seller/products', seller)).json()) as { items: Product[] }
    ).items.find((item) => item.name === 'Private blend');
    expect(
      (await server.send('POST', '/api/me/store/listings', otherCreator, { productId: privateOne?.id, markupPaise: 0 }))
        .status,
    ).toBe(422);
    expect(
      (await server.send('POST', '/api/me/store/listings', seller, { productId: product.id, markupPaise: 0 })).status,
    ).toBe(403);
    expect(
      ((await (await server.send('GET', '/api/me/store/listings', otherCreator)).json()) as { items: Listing[] }).items,
    ).toEqual([]);
  });

  it('an archived product leaves every store until it is restored', async () => {
    const visible = async () =>
      ((await (await server.fetch('/api/stores/by-handle/chai.lover/products')).json()) as { items: StoreProduct[] })
        .items.length;
    expect(await visible()).toBe(1);
    await server.send('POST', `/api/seller/products/${product.id}/archive`, seller);
    expect(await visible()).toBe(0);
    await server.send('POST', `/api/seller/products/${product.id}/restore`, seller);
    expect(await visible()).toBe(1);
    expect((await server.fetch('/api/stores/by-handle/nobody.here/products')).status).toBe(404);
  });
});
