import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import type { DiscoverResult, PublicStore, StoreStats } from '#shared/contracts/stores.ts';
import { warmSunsetTheme } from '#shared/theme/presets.ts';
import { blankPng } from '../../testing/pixel-bomb.ts';
import { createdListing, createdProduct, sellerWithProduct, signedInCreator } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { creatorStores } from './stores.schema.ts';

let server: TestServer;
let creator: string;
let store: PublicStore;
let seller: string;
let product: Product;

const creatorWithStore = async (handle: string, displayName = handle) =>
  (await signedInCreator(server, { handle, displayName })).cookie;

/** A response's headers, less those that differ on every request. */
const comparable = (response: Response) =>
  [...response.headers]
    .filter(([name]) => !['date', 'x-request-id', 'keep-alive', 'connection'].includes(name))
    .toSorted();

const publicStore = async (handle: string) =>
  (await (await server.fetch(`/api/stores/by-handle/${handle}`)).json()) as PublicStore;

beforeAll(async () => {
  server = await startTestServer();
  creator = await creatorWithStore('meera.makes', 'Meera Makes');
  store = await publicStore('meera.makes');
  ({ cookie: seller, product } = await sellerWithProduct(
    server,
    { businessName: 'Kansa Works', slug: 'kansa-works', pickupPincode: '751001' },
    { name: 'Kansa dinner thali', category: 'home', pricePaise: 249_900, stock: 4 },
  ));
  await createdListing(server, creator, product.id, 30_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('store profile, content and theme', () => {
  it('edits the public profile and content, which buyers then see', async () => {
    const profile = await server.send('PATCH', '/api/me/store/profile', creator, {
      displayName: 'Meera',
      bio: 'Brass, kansa and clay.',
    });
    expect(profile.status).toBe(200);
    const content = await server.send('PATCH', '/api/me/store/content', creator, {
      announcement: 'Diwali picks are in!',
      featuredTitle: 'Festive table',
      links: [{ label: 'Instagram', url: 'https://instagram.com/meera.makes' }],
    });
    expect(content.status).toBe(200);
    expect(await publicStore('MEERA.makes')).toMatchObject({
      displayName: 'Meera',
      bio: 'Brass, kansa and clay.',
      announcement: 'Diwali picks are in!',
      featuredTitle: 'Festive table',
      links: [{ label: 'Instagram', url: 'https://instagram.com/meera.makes' }],
    });
  });

  it('refuses links that are not https, and too many, changing nothing', async () => {
    const before = await publicStore('meera.makes');
    const insecure = await server.send('PATCH', '/api/me/store/content', creator, {
      links: [{ label: 'Site', url: 'http://example.com' }],
    });
    expect(insecure.status).toBe(422);
    expect(
      ((await insecure.json()) as { error: { fields: Record<string, string[]> } }).error.fields['links.0.url'],
    ).toEqual(['Use a link starting with https://']);
    const script = await server.send('PATCH', '/api/me/store/content', creator, {
      links: [{ label: 'x', url: 'javascript:alert(1)' }],
    });
    expect(script.status).toBe(422);
    const many = Array.from({ length: 6 }, (_, index) => ({
      label: `Link ${index}`,
      url: `https://example.com/${index}`,
    }));
    expect((await server.send('PATCH', '/api/me/store/content', creator, { links: many })).status).toBe(422);
    expect(await publicStore('meera.makes')).toEqual(before);
  });

  it('publishes a theme buyers see, refuses an unsafe one, and can stop using it', async () => {
    expect((await server.send('PUT', '/api/me/store/theme', creator, { theme: warmSunsetTheme })).status).toBe(200);
    expect((await publicStore('meera.makes')).theme?.name).toBe(warmSunsetTheme.name);

    const hostile = structuredClone(warmSunsetTheme);
    hostile.colors.primary = 'red;} body{background:url(https://evil.example/x)';
    expect((await server.send('PUT', '/api/me/store/theme', creator, { theme: hostile })).status).toBe(422);
    expect((await publicStore('meera.makes')).theme?.colors.primary).toBe(warmSunsetTheme.colors.primary);

    expect((await server.send('PUT', '/api/me/store/theme', creator, { theme: null })).status).toBe(200);
    expect((await publicStore('meera.makes')).theme).toBeNull();
  });

  it('serves a stored theme only while it passes the theme contract, so no old value reaches a buyer as CSS', async () => {
    await creatorWithStore('old.theme');
    const stale = structuredClone(warmSunsetTheme);
    stale.effects.gradients.primary = 'url(https://evil.example/x.png)';
    await server.database.db.update(creatorStores).set({ theme: stale }).where(eq(creatorStores.handle, 'old.theme'));

    const served = await publicStore('old.theme');
    expect(served.displayName).toBe('old.theme');
    expect(served.theme).toBeNull();
  });

  it('stores a banner as a 3:1 WebP and refuses a text file named .jpg', async () => {
    const upload = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set('banner', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
      return server.fetch('/api/me/store/banner', { method: 'POST', headers: { cookie: creator }, body: form });
    };
    const refused = await upload(new TextEncoder().encode('not a photo'), 'banner.jpg');
    expect(refused.status).toBe(422);
    expect((await publicStore('meera.makes')).banner).toBeNull();

    const image = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#f97316' } })
      .jpeg()
      .toBuffer();
    const stored = await upload(image, 'banner.jpg');
    expect(stored.status).toBe(200);
    const { banner } = (await stored.json()) as PublicStore;
    expect(banner?.srcset).toContain('640w');
    const served = await server.fetch(banner?.url ?? '');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 427]);

    expect((await server.send('DELETE', '/api/me/store/banner', creator)).status).toBe(200);
    expect((await publicStore('meera.makes')).banner).toBeNull();
  });

  it('refuses an avatar or a banner too large in pixels, leaving the store as it was', async () => {
    const before = await publicStore('meera.makes');
    for (const field of ['avatar', 'banner']) {
      const form = new FormData();
      form.set(field, new File([new Uint8Array(blankPng(16_000, 16_000))], 'bomb.png', { type: 'image/png' }));
      const refused = await server.fetch(`/api/me/store/${field}`, {
        method: 'POST',
        headers: { cookie: creator },
        body: form,
      });
      expect(refused.status).toBe(422);
      const { error } = (await refused.json()) as { error: { code: string; fields: Record<string, string[]> } };
      expect(error.code).toBe('validation_failed');
      expect(error.fields[field]?.[0]).toMatch(/^The image is too large in pixels \(16000 × 16000, 256 megapixels\)/);
    }
    expect(await publicStore('meera.makes')).toEqual(before);
  });

  it('lets only a creator change their own store', async () => {
    const { cookie: buyer } = await signedInAccount(server);
    expect((await server.send('PATCH', '/api/me/store/content', buyer, { announcement: 'hijack' })).status).toBe(403);
    expect((await server.send('PATCH', '/api/me/store/profile', undefined, { bio: 'hijack' })).status).toBe(401);
    expect((await publicStore('meera.makes')).announcement).not.toBe('hijack');
  });
});

describe('store products for buyers', () => {
  it('answers repeat reads from the micro-cache with an ETag, and shows a change at once', async () => {
    const first = await server.fetch('/api/stores/by-handle/meera.makes/products');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    // A hit is answered before the app, with the same body and headers and its own request id.
    const hit = await server.fetch('/api/stores/by-handle/meera.makes/products');
    expect(await hit.text()).toBe(await first.text());
    expect(comparable(hit)).toEqual(comparable(first));
    expect(hit.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(hit.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(
      (await server.fetch('/api/stores/by-handle/MEERA.makes/products', { headers: { 'if-none-match': etag } })).status,
    ).toBe(304);

    const own = (await (await server.send('GET', '/api/me/store/listings', creator)).json()) as {
      items: { id: string }[];
    };
    await server.send('PATCH', `/api/me/store/listings/${own.items[0]?.id}`, creator, { markupPaise: 35_000 });
    const after = await server.fetch('/api/stores/by-handle/meera.makes/products', {
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { items: { pricePaise: number }[] }).items[0]?.pricePaise).toBe(284_900);
  });
});

describe('creator card: stats and follow', () => {
  it('shows real figures and a working follow', async () => {
    const stats = async (cookie?: string) =>
      (await (await server.send('GET', `/api/stores/${store.id}/stats`, cookie)).json()) as StoreStats;
    expect(await stats()).toMatchObject({
      followers: 0,
      products: 1,
      rating: 4.5,
      reviews: 0,
      sales: 0,
      following: false,
    });
    // A verified email alone earns no badge: nothing has been delivered from this store yet.
    expect((await stats()).badges).toEqual([]);

    const { cookie: fan } = await signedInAccount(server);
    expect(await (await server.send('PUT', `/api/stores/${store.id}/follow`, fan)).json()).toEqual({
      following: true,
      followers: 1,
    });
    expect(await (await server.send('PUT', `/api/stores/${store.id}/follow`, fan)).json()).toEqual({
      following: true,
      followers: 1,
    });
    expect(await stats(fan)).toMatchObject({ followers: 1, following: true });
    expect((await server.send('PUT', `/api/stores/${store.id}/follow`, creator)).status).toBe(422);
    expect((await server.send('PUT', `/api/stores/${store.id}/follow`)).status).toBe(401);
    expect(await (await server.send('DELETE', `/api/stores/${store.id}/follow`, fan)).json()).toEqual({
      following: false,
      followers: 0,
    });
  });

  it('stops counting a product the seller archives', async () => {
    const other = await creatorWithStore('counts.check');
    const otherStore = await publicStore('counts.check');
    const item = await createdProduct(server, seller, {
      name: 'Brass diya',
      category: 'home',
      pricePaise: 19_900,
      stock: 9,
    });
    await createdListing(server, other, item.id, 0);
    const products = async () =>
      ((await (await server.fetch(`/api/stores/${otherStore.id}/stats`)).json()) as StoreStats).products;
    expect(await products()).toBe(1);
    await server.send('POST', `/api/seller/products/${item.id}/archive`, seller);
    expect(await products()).toBe(0);
  });
});

describe('/shop discovery', () => {
  it('finds products by a word of their name, in the store that sells them, at the store price', async () => {
    const found = (await (await server.fetch('/api/shop/discover?q=THALI')).json()) as DiscoverResult;
    expect(found.products).toHaveLength(1);
    // Base ₹2,499 + the ₹350 markup set above.
    expect(found.products[0]).toMatchObject({
      storeHandle: 'meera.makes',
      pricePaise: 284_900,
      product: { name: 'Kansa dinner thali' },
    });
  });

  it('finds stores by name and lists featured stores without a query', async () => {
    const byName = (await (await server.fetch('/api/shop/discover?q=meera')).json()) as DiscoverResult;
    expect(byName.stores.map((entry) => entry.handle)).toContain('meera.makes');
    const home = (await (await server.fetch('/api/shop/discover')).json()) as DiscoverResult;
    expect(home.stores.length).toBeGreaterThan(0);
    expect(home.products.map((entry) => entry.product.name)).toContain('Kansa dinner thali');
    expect((await server.fetch(`/api/shop/discover?q=${'x'.repeat(101)}`)).status).toBe(422);
  });
});
