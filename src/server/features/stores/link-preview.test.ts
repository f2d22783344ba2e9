import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdListing, sellerWithProduct, signedInCreator } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let webRoot: string;
let listingId: string;
let sellerCookie: string;
let productId: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Haat</title></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ webRoot });

  const { cookie, product } = await sellerWithProduct(
    server,
    { businessName: 'Lamp Co', slug: 'lamp-co', pickupPincode: '110001' },
    // Its MRP is what the store asks (base + the ₹100 markup), so the preview states no MRP beside the price.
    { name: 'Cane lamp', category: 'home', pricePaise: 123_400, originalPricePaise: 133_400, stock: 3 },
  );
  sellerCookie = cookie;
  productId = product.id;
  const form = new FormData();
  const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .toBuffer();
  form.set('photo', new File([new Uint8Array(photo)], 'lamp.jpg', { type: 'image/jpeg' }));
  await server.fetch(`/api/seller/products/${product.id}/photos`, {
    method: 'POST',
    headers: { cookie: sellerCookie },
    body: form,
  });

  const { cookie: creatorCookie } = await signedInCreator(server, {
    handle: 'lamp.lady',
    displayName: 'Lamp "Lady" <Lata>',
    bio: 'Lights & more',
  });
  listingId = (await createdListing(server, creatorCookie, product.id, 10_000)).id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('store link previews', () => {
  it('puts Open Graph tags with the store, its ₹ prices and an absolute image into the first HTML', async () => {
    const response = await server.fetch('/@Lamp.Lady');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Lamp &quot;Lady&quot; &lt;Lata&gt; (@lamp.lady) on Haat</title>');
    expect(html).not.toContain('<title>Haat</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Lamp &quot;Lady&quot; &lt;Lata&gt; (@lamp.lady) on Haat" />',
    );
    // The creator earns from the link: its description says "Ad" first (decision 055).
    expect(html).toContain(
      '<meta property="og:description" content="Ad · Lights &amp; more 1 pick from ₹1,334.00. Cash on delivery." />',
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${server.url}/media/products/[^"]+-1080\\.webp" />`),
    );
    expect(html).toContain(`<meta property="og:url" content="${server.url}/@lamp.lady" />`);
    expect(html).toContain('<meta property="product:price:amount" content="1334.00" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it("says the preview in the reader's language, the store's own words as written", async () => {
    const hindi = await (await server.fetch('/@lamp.lady?lang=hi')).text();
    expect(hindi).toContain('<title>हाट पर Lamp &quot;Lady&quot; &lt;Lata&gt; (@lamp.lady)</title>');
    expect(hindi).toContain(
      'content="विज्ञापन · Lights &amp; more 1 पसंदीदा चीज़, ₹1,334.00 से शुरू। डिलीवरी पर नकद भुगतान।"',
    );
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN" />');
    const english = await (
      await server.fetch('/@lamp.lady', { headers: { 'accept-language': 'hi;q=0.1, en' } })
    ).text();
    expect(english).toContain('<meta property="og:locale" content="en_IN" />');
  });

  it('describes a shared product link with its name, store price and photo', async () => {
    const html = await (
      await server.fetch(`/@lamp.lady?product=${listingId}&ref=lamp.lady&utm_source=whatsapp`)
    ).text();
    expect(html).toContain('<title>Cane lamp · ₹1,334.00 | Lamp &quot;Lady&quot; &lt;Lata&gt; on Haat</title>');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:description" content="Ad · ₹1,334.00. Picked by @lamp.lady. Cash on delivery." />',
    );
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="${server.url}/media/products/[^"]+-1080\\.webp" />`),
    );
    expect(html).toContain(`<meta property="og:url" content="${server.url}/@lamp.lady?product=${listingId}" />`);
    // An unknown product falls back to the store's preview.
    expect(await (await server.fetch('/@lamp.lady?product=nope')).text()).toContain('(@lamp.lady) on Haat</title>');
  });

  it("shows a Hindi page the seller's Hindi name and description, and an English page their English", async () => {
    const saved = await server.fetch(`/api/seller/products/${productId}`, {
      method: 'PATCH',
      headers: { cookie: sellerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ nameHi: '  बेंत का लैंप ', descriptionHi: 'हाथ से बुना हुआ।' }),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: 'Cane lamp', nameHi: 'बेंत का लैंप', descriptionHi: 'हाथ से बुना हुआ।' });
    const link = `/@lamp.lady?product=${listingId}`;
    const hindi = await (await server.fetch(`${link}&lang=hi`)).text();
    expect(hindi).toContain('<meta property="og:title" content="बेंत का लैंप · ₹1,334.00');
    expect(hindi).toContain('₹1,334.00. हाथ से बुना हुआ।');
    const english = await (await server.fetch(link)).text();
    expect(english).toContain('<title>Cane lamp · ₹1,334.00');
    expect(english).not.toContain('बेंत');

    // Emptied, the Hindi page shows the seller's English again.
    await server.fetch(`/api/seller/products/${productId}`, {
      method: 'PATCH',
      headers: { cookie: sellerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({ nameHi: '', descriptionHi: null }),
    });
    const store = await (await server.fetch('/api/stores/by-handle/lamp.lady/products')).json();
    expect(store.items[0].product).toMatchObject({ name: 'Cane lamp', nameHi: null, descriptionHi: null });
    expect(await (await server.fetch(`${link}&lang=hi`)).text()).toContain('content="Cane lamp · ₹1,334.00');
  });

  it('leaves other pages and unknown stores alone', async () => {
    for (const pathname of ['/@nobody.here', '/shop', '/@']) {
      const html = await (await server.fetch(pathname)).text();
      expect(html).not.toContain('og:title');
      expect(html).toContain('<title>Haat</title>');
    }
  });
});
