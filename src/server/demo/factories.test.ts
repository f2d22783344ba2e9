import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskMediaStorage, type MediaStorage } from '../lib/media-storage.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { createCreatorStore, createListing, createProduct, createProductImages, createSeller } from './factories.ts';
import { productImageFileKey } from './product-images.ts';

let database: TestDatabase;
let mediaRoot: string;
let media: MediaStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'haat-factories-'));
  media = createDiskMediaStorage(mediaRoot);
});

afterAll(async () => {
  await database?.destroy();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

describe('factories', () => {
  it('never collide when called repeatedly', async () => {
    const { db } = database;
    const created = [];
    for (let index = 0; index < 25; index += 1) {
      const seller = await createSeller(db);
      const product = await createProduct(db, { sellerId: seller.id });
      const store = await createCreatorStore(db);
      const listing = await createListing(db, { storeId: store.id, productId: product.id });
      created.push({ seller, product, store, listing });
    }
    expect(new Set(created.map(({ seller }) => seller.slug.toLowerCase())).size).toBe(25);
    expect(new Set(created.map(({ store }) => store.handle.toLowerCase())).size).toBe(25);
    for (const { store, listing, product } of created) {
      expect(store.handle).toMatch(/^[a-z0-9_.]{3,30}$/);
      expect(listing.productId).toBe(product.id);
      expect(product.pricePaise).toBeGreaterThan(0);
    }
  });

  it('let a test set any column', async () => {
    const { db } = database;
    const seller = await createSeller(db, { slug: 'chosen-slug', gstin: '27AAPFU0939F1ZV', city: 'Nagpur' });
    const product = await createProduct(db, {
      sellerId: seller.id,
      category: 'books',
      pricePaise: 25_000,
      resellable: false,
      stock: 0,
    });
    const store = await createCreatorStore(db, { handle: 'chosen.handle', bio: 'Hello' });
    const listing = await createListing(db, {
      storeId: store.id,
      productId: product.id,
      markupPaise: 2_000,
      position: 3,
      featured: true,
    });
    expect(seller).toMatchObject({ slug: 'chosen-slug', gstin: '27AAPFU0939F1ZV', city: 'Nagpur' });
    expect(product).toMatchObject({
      sellerId: seller.id,
      category: 'books',
      pricePaise: 25_000,
      resellable: false,
      stock: 0,
    });
    expect(store).toMatchObject({ handle: 'chosen.handle', bio: 'Hello' });
    expect(listing).toMatchObject({ markupPaise: 2_000, position: 3, featured: true });
  });

  it('create product images after the ones a product already has', async () => {
    const { db } = database;
    const seller = await createSeller(db);
    const product = await createProduct(db, { sellerId: seller.id, name: 'Steel Water Bottle', category: 'fitness' });
    const first = await createProductImages(db, media, product, 2);
    const second = await createProductImages(db, media, product, 1);
    expect([...first, ...second].map((image) => image.position)).toEqual([0, 1, 2]);
    for (const image of [...first, ...second]) {
      expect(image.productId).toBe(product.id);
      expect(image.alt).toContain('Steel Water Bottle');
      for (const width of image.widths)
        await access(path.join(mediaRoot, productImageFileKey(image.storageKey, width)));
    }
    expect(await createProductImages(db, media, product, 0)).toEqual([]);
  });
});
