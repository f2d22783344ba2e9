import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductInput, ProductUpdate } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
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

function photoForm(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

function upload(cookie: string, productId: string, bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') {
  return callEndpoint(
    server,
    catalogEndpoints.addPhoto,
    { params: { id: productId }, body: photoForm(bytes, name, type) },
    cookie,
  );
}

/** The same upload, its answer read as it comes (the whole error body). */
function uploadRaw(cookie: string, productId: string, bytes: Uint8Array, name: string, type: string) {
  const body = photoForm(bytes, name, type);
  return server.fetch(`/api/seller/products/${productId}/photos`, { method: 'POST', headers: { cookie }, body });
}

const create = (input: ProductInput, cookie = seller) =>
  callEndpoint(server, catalogEndpoints.createProduct, { body: input }, cookie);
const update = (id: string, body: ProductUpdate, cookie: string) =>
  callEndpoint(server, catalogEndpoints.updateProduct, { params: { id }, body }, cookie);
const mine = async () => dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller)).items;

const earrings = {
  name: 'Silver jhumkas',
  category: 'jewellery',
  hsnCode: '7117',
  gstRateBps: 300,
  pricePaise: 79_900,
  originalPricePaise: 99_900,
  stock: 12,
} satisfies ProductInput;

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
  it('lists a product with nothing its seller did not say, and only its seller can change it', async () => {
    const created = await create(earrings);
    expect(created.status).toBe(201);
    const product = dataOf(created);
    expect(product).toMatchObject({
      ...earrings,
      // No warranty or shipping words are invented; delivery is free until the seller sets a fee.
      warranty: '',
      shipping: '',
      deliveryFeePaise: 0,
      returnPolicyDays: 30,
      resellable: true,
      status: 'active',
      images: [],
    });

    const edited = await update(product.id, { pricePaise: 74_900, stock: 10 }, seller);
    expect(edited.data).toMatchObject({ pricePaise: 74_900, stock: 10 });

    // Another seller's product answers as one that does not exist.
    const stolen = await update(product.id, { pricePaise: 100 }, otherSeller);
    expect(stolen.status).toBe(404);
    expect((await update(product.id, { pricePaise: 100 }, notSeller)).status).toBe(403);
    expect(
      (await callEndpoint(server, catalogEndpoints.updateProduct, { params: { id: product.id }, body: { stock: 1 } }))
        .status,
    ).toBe(401);
    expect((await update('00000000-0000-4000-8000-000000000000', { stock: 1 }, seller)).status).toBe(404);

    expect((await mine()).find((item) => item.id === product.id)?.pricePaise).toBe(74_900);
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
    const mrpBelow = await create({ ...earrings, originalPricePaise: 100 });
    expect(mrpBelow.status).toBe(422);
  });

  it('stores photos as WebP at every width with a srcset, and refuses fakes, giants and a ninth', async () => {
    const product = dataOf(await create(earrings));
    let latest = product;
    for (const color of ['#f59e0b', '#10b981']) {
      const response = await upload(seller, product.id, await photo(color));
      expect(response.status).toBe(200);
      latest = dataOf(response);
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
    expect(ninth.error?.message).toBe('A product has at most 8 photos.');
    expect((await mine()).find((item) => item.id === product.id)?.images).toHaveLength(8);

    const first = latest.images[0]?.id ?? '';
    const removed = await callEndpoint(
      server,
      catalogEndpoints.removePhoto,
      { params: { id: product.id, photoId: first } },
      seller,
    );
    expect(removed.data?.images).toHaveLength(7);
  });

  it('refuses a photo too large in pixels before decoding it, and stores nothing', async () => {
    const product = dataOf(await create({ ...earrings, name: 'Bomb-proof bangles' }));
    // 16000 × 16000 in 31 KB: 768 MB once decoded.
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const refused = await uploadRaw(seller, product.id, bomb, 'bomb.png', 'image/png');
    expect(refused.status).toBe(422);
    const tooLarge =
      'The image is too large in pixels (16000 × 16000, 256 megapixels). Upload one of at most 65 megapixels.';
    expect(await refused.json()).toEqual({
      error: { code: 'validation_failed', message: tooLarge, fields: { photo: [tooLarge] } },
    });

    // A thin strip would be scaled up to a billion pixels by the crop.
    const strip = await upload(seller, product.id, blankPng(8000, 8), 'strip.png', 'image/png');
    expect(strip.status).toBe(422);
    expect(strip.error?.message).toMatch(/too long and narrow/);

    expect((await mine()).find((item) => item.id === product.id)?.images).toEqual([]);
    expect(existsSync(path.join(server.deps.env.dataDir, 'media', 'products', product.id))).toBe(false);
    // A sane photo still goes in.
    expect((await upload(seller, product.id, await photo('#0ea5e9', 64))).status).toBe(200);
  });

  it('archived products leave the public seller page, and come back on restore', async () => {
    const product = dataOf(await create({ ...earrings, name: 'Anklet pair' }));
    const sellerProducts = (slug: string) =>
      callEndpoint(server, catalogEndpoints.sellerProducts, { params: { slug } });
    const publicNames = async () => dataOf(await sellerProducts('silver-street')).items.map((item) => item.name);
    const archive = (cookie: string) =>
      callEndpoint(server, catalogEndpoints.archiveProduct, { params: { id: product.id } }, cookie);
    expect(await publicNames()).toContain('Anklet pair');
    expect((await archive(otherSeller)).status).toBe(404);
    expect((await archive(seller)).data).toMatchObject({ status: 'archived' });
    expect(await publicNames()).not.toContain('Anklet pair');
    await callEndpoint(server, catalogEndpoints.restoreProduct, { params: { id: product.id } }, seller);
    expect(await publicNames()).toContain('Anklet pair');
    expect((await sellerProducts('nobody-here')).status).toBe(404);
  });

  it("counts a seller's products, and those on sale, with a photo and resellable, for them alone", async () => {
    const fresh = await sellerCookie('count-street');
    const summary = async (cookie: string) => callEndpoint(server, catalogEndpoints.catalogSummary, {}, cookie);
    expect(dataOf(await summary(fresh))).toEqual({ total: 0, onSale: 0, onSaleWithPhotos: 0, onSaleResellable: 0 });
    const plain = dataOf(await create({ ...earrings, name: 'Toe rings', resellable: false }, fresh));
    const pictured = dataOf(await create({ ...earrings, name: 'Nose pin', resellable: true }, fresh));
    expect((await upload(fresh, pictured.id, await photo('#c0c0c0'))).status).toBe(200);
    expect(dataOf(await summary(fresh))).toEqual({ total: 2, onSale: 2, onSaleWithPhotos: 1, onSaleResellable: 1 });
    await callEndpoint(server, catalogEndpoints.archiveProduct, { params: { id: pictured.id } }, fresh);
    expect(dataOf(await summary(fresh))).toEqual({ total: 2, onSale: 1, onSaleWithPhotos: 0, onSaleResellable: 0 });
    expect(plain.status).toBe('active');
    expect((await summary(notSeller)).status).toBe(403);
    expect((await server.fetch('/api/seller/products/summary')).status).toBe(401);
  });
});

/** The fields an error answer names, sorted. */
const fieldsOf = (answer: { error?: { fields?: Record<string, string[]> } }) =>
  Object.keys(answer.error?.fields ?? {}).toSorted();

describe('Legal Metrology declarations (issue 39)', () => {
  const declarations = {
    makerRole: 'packer',
    makerName: 'Malabar Naturals',
    makerAddress: '41/2012 Broadway, Ernakulam, Kochi, Kerala 682002',
    countryOfOrigin: 'India',
    genericName: 'Tea',
    netQuantity: 250,
    netQuantityUnit: 'g',
    bestBefore: '12 months from packing',
  } as const;
  const chai = {
    name: 'Masala chai, 250 g',
    category: 'food',
    hsnCode: '0902',
    gstRateBps: 500,
    pricePaise: 34_900,
    originalPricePaise: 39_900,
    stock: 20,
  } satisfies ProductInput;

  it('refuses a packaged product without its declarations, naming each one missing, and takes it with them', async () => {
    const bare = await create({ ...chai, originalPricePaise: null });
    expect(bare.status).toBe(422);
    expect(bare.error?.code).toBe('validation_failed');
    expect(fieldsOf(bare)).toEqual(
      [
        'legalMetrology.bestBefore',
        'legalMetrology.countryOfOrigin',
        'legalMetrology.genericName',
        'legalMetrology.makerAddress',
        'legalMetrology.makerName',
        'legalMetrology.makerRole',
        'legalMetrology.netQuantity',
        'legalMetrology.netQuantityUnit',
        'originalPricePaise',
      ].toSorted(),
    );
    expect(bare.error?.fields?.['legalMetrology.makerName']).toEqual([
      'Give the name of the manufacturer, packer or importer.',
    ]);

    // A blank text is no declaration; personal care needs no best before.
    const blank = await create({
      ...chai,
      name: 'Face oil',
      category: 'beauty',
      hsnCode: '3304',
      gstRateBps: 1800,
      legalMetrology: { ...declarations, makerAddress: '  ', bestBefore: undefined },
    });
    expect(fieldsOf(blank)).toEqual(['legalMetrology.makerAddress']);

    const made = await create({ ...chai, legalMetrology: declarations });
    expect(made.status).toBe(201);
    expect(dataOf(made)).toMatchObject({ status: 'active', legalMetrology: declarations });
    // The public seller page (and the store's listing) carry them to buyers.
    const page = dataOf(
      await callEndpoint(server, catalogEndpoints.sellerProducts, { params: { slug: 'silver-street' } }),
    );
    expect(page.items.find((item) => item.id === made.data?.id)?.legalMetrology).toEqual(declarations);
  });

  it('keeps an incomplete packaged product off sale: an archived one may be saved, not restored or left on sale', async () => {
    const product = dataOf(await create({ ...chai, name: 'Cardamom tin', legalMetrology: declarations }));
    // On sale, it cannot lose a declaration or its MRP.
    const dropped = await update(product.id, { legalMetrology: { ...declarations, makerName: '' } }, seller);
    expect(dropped.status).toBe(422);
    expect(fieldsOf(dropped)).toEqual(['legalMetrology.makerName']);
    expect(fieldsOf(await update(product.id, { originalPricePaise: null }, seller))).toEqual(['originalPricePaise']);

    const archive = await callEndpoint(server, catalogEndpoints.archiveProduct, { params: { id: product.id } }, seller);
    expect(archive.data?.status).toBe('archived');
    const saved = await update(product.id, { legalMetrology: { ...declarations, bestBefore: undefined } }, seller);
    expect(saved.status).toBe(200);
    const restore = () => callEndpoint(server, catalogEndpoints.restoreProduct, { params: { id: product.id } }, seller);
    const refused = await restore();
    expect(refused.status).toBe(422);
    expect(fieldsOf(refused)).toEqual(['legalMetrology.bestBefore']);
    expect((await update(product.id, { legalMetrology: declarations }, seller)).status).toBe(200);
    expect((await restore()).data?.status).toBe('active');
  });

  it('asks nothing of other categories, but a product moving into a packaged one needs them', async () => {
    const plain = dataOf(await create({ ...earrings, name: 'Plain bangles' }));
    expect(plain.legalMetrology).toBeNull();
    const partial = await update(plain.id, { legalMetrology: { countryOfOrigin: 'India' } }, seller);
    expect(partial.data?.legalMetrology).toEqual({ countryOfOrigin: 'India' });
    const moved = await update(plain.id, { category: 'home' }, seller);
    expect(moved.status).toBe(422);
    expect(fieldsOf(moved)).toContain('legalMetrology.makerName');
    expect(fieldsOf(moved)).not.toContain('legalMetrology.bestBefore');
  });
});
