import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import { blankPng } from '../../testing/pixel-bomb.ts';
import { signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let otherSeller: string;
let notSeller: string;

const sellerCookie = async (slug: string) =>
  (await signedInSeller(server, { businessName: `Shop ${slug}`, slug, pickupPincode: '400001' })).cookie;

const photo = (color: string, size = 800) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function upload(cookie: string, productId: string, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(bytes)], name, { type }));
  return server.fetch(`/api/seller/products/${productId}/photos`, { method: 'POST', headers: { cookie }, body: form });
}

const earrings = {
  name: 'Silver jhumkas',
  category: 'jewellery',
  pricePaise: 79_900,
  originalPricePaise: 99_900,
  stock: 12,
};

beforeAll(async () => {
  server = await startTestServer();
  seller = await sellerCookie('silver-street');
  otherSeller = await sellerCookie('other-street');
  notSeller = (await signedInAccount(server)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('seller catalog', () => {
  it('lists a product with the spec defaults, and only its seller can change it', async () => {
    const created = await server.send('POST', '/api/seller/products', seller, earrings);
    expect(created.status).toBe(201);
    const product = (await created.json()) as Product;
    expect(product).toMatchObject({
      ...earrings,
      warranty: '2 Years',
      shipping: 'Free',
      returnPolicyDays: 30,
      resellable: true,
      status: 'active',
      images: [],
    });

    const edited = await server.send('PATCH', `/api/seller/products/${product.id}`, seller, {
      pricePaise: 74_900,
      stock: 10,
    });
    expect(await edited.json()).toMatchObject({ pricePaise: 74_900, stock: 10 });

    // Another seller's product answers as one that does not exist.
    const stolen = await server.send('PATCH', `/api/seller/products/${product.id}`, otherSeller, { pricePaise: 100 });
    expect(stolen.status).toBe(404);
    expect(
      (await server.send('PATCH', `/api/seller/products/${product.id}`, notSeller, { pricePaise: 100 })).status,
    ).toBe(403);
    expect(
      (
        await server.fetch(`/api/seller/products/${product.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: '{"stock":1}',
        })
      ).status,
    ).toBe(401);
    expect(
      (await server.send('PATCH', '/api/seller/products/00000000-0000-4000-8000-000000000000', seller, { stock: 1 }))
        .status,
    ).toBe(404);

    const mine = (await (await server.send('GET', '/api/seller/products', seller)).json()) as { items: Product[] };
    expect(mine.items.find((item) => item.id === product.id)?.pricePaise).toBe(74_900);
  });

  it('refuses bad products with field errors', async () => {
    const bad = await server.send('POST', '/api/seller/products', seller, {
      ...earrings,
      category: 'weapons',
      pricePaise: 12.5,
      originalPricePaise: 100,
      stock: -1,
    });
    expect(bad.status).toBe(422);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['category', 'pricePaise', 'stock']));
    const mrpBelow = await server.send('POST', '/api/seller/products', seller, {
      ...earrings,
      originalPricePaise: 100,
    });
    expect(mrpBelow.status).toBe(422);
  });

  it('stores photos as WebP at every width with a srcset, and refuses fakes, giants and a ninth', async () => {
    const product = (await (await server.send('POST', '/api/seller/products', seller, earrings)).json()) as Product;
    let latest = product;
    for (const color of ['#f59e0b', '#10b981']) {
      const response = await upload(seller, product.id, await photo(color));
      expect(response.status).toBe(200);
      latest = (await response.json()) as Product;
    }
    expect(latest.images).toHaveLength(2);
    expect(latest.images[0]?.srcset).toMatch(/-320\.webp 320w, .+-640\.webp 640w, .+-1080\.webp 1080w$/);
    const served = await server.fetch(latest.images[0]?.url ?? '');
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);

    const fake = await upload(seller, product.id, new TextEncoder().encode('just text, not a photo'), 'holiday.jpg');
    expect(fake.status).toBe(422);
    const giant = await upload(seller, product.id, new Uint8Array(20 * 1024 * 1024));
    expect(giant.status).toBe(413);
    expect((await upload(otherSeller, product.id, await photo('#000'))).status).toBe(404);

    for (let index = 2; index < 8; index += 1)
      expect((await upload(seller, product.id, await photo('#6366f1', 64))).status).toBe(200);
    const ninth = await upload(seller, product.id, await photo('#ef4444', 64));
    expect(ninth.status).toBe(422);
    expect(((await ninth.json()) as { error: { message: string } }).error.message).toBe(
      'A product has at most 8 photos.',
    );
    const mine = (await (await server.send('GET', '/api/seller/products', seller)).json()) as { items: Product[] };
    expect(mine.items.find((item) => item.id === product.id)?.images).toHaveLength(8);

    const first = latest.images[0]?.id ?? '';
    const removed = await server.send('DELETE', `/api/seller/products/${product.id}/photos/${first}`, seller);
    expect(((await removed.json()) as Product).images).toHaveLength(7);
  });

  it('refuses a photo too large in pixels before decoding it, and stores nothing', async () => {
    const product = (await (
      await server.send('POST', '/api/seller/products', seller, { ...earrings, name: 'Bomb-proof bangles' })
    ).json()) as Product;
    // 16000 × 16000 in 31 KB: 768 MB once decoded.
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const refused = await upload(seller, product.id, bomb, 'bomb.png', 'image/png');
    expect(refused.status).toBe(422);
    const tooLarge =
      'The image is too large in pixels (16000 × 16000, 256 megapixels). Upload one of at most 65 megapixels.';
    expect(await refused.json()).toEqual({
      error: { code: 'validation_failed', message: tooLarge, fields: { photo: [tooLarge] } },
    });

    // A thin strip would be scaled up to a billion pixels by the crop.
    const strip = await upload(seller, product.id, blankPng(8000, 8), 'strip.png', 'image/png');
    expect(strip.status).toBe(422);
    expect(((await strip.json()) as { error: { message: string } }).error.message).toMatch(/too long and narrow/);

    const mine = (await (await server.send('GET', '/api/seller/products', seller)).json()) as { items: Product[] };
    expect(mine.items.find((item) => item.id === product.id)?.images).toEqual([]);
    expect(existsSync(path.join(server.deps.env.dataDir, 'media', 'products', product.id))).toBe(false);
    // A sane photo still goes in.
    expect((await upload(seller, product.id, await photo('#0ea5e9', 64))).status).toBe(200);
  });

  it('archived products leave the public seller page, and come back on restore', async () => {
    const product = (await (
      await server.send('POST', '/api/seller/products', seller, { ...earrings, name: 'Anklet pair' })
    ).json()) as Product;
    const publicNames = async () =>
      (
        (await (await server.fetch('/api/sellers/by-slug/silver-street/products')).json()) as { items: Product[] }
      ).items.map((item) => item.name);
    expect(await publicNames()).toContain('Anklet pair');
    expect((await server.send('POST', `/api/seller/products/${product.id}/archive`, otherSeller)).status).toBe(404);
    expect(
      await (await server.send('POST', `/api/seller/products/${product.id}/archive`, seller)).json(),
    ).toMatchObject({ status: 'archived' });
    expect(await publicNames()).not.toContain('Anklet pair');
    await server.send('POST', `/api/seller/products/${product.id}/restore`, seller);
    expect(await publicNames()).toContain('Anklet pair');
    expect((await server.fetch('/api/sellers/by-slug/nobody-here/products')).status).toBe(404);
  });
});
