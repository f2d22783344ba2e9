import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCategoryIds } from '#shared/catalog/categories.ts';
import { gstRatesOn, HSN_PATTERN } from '#shared/gst.ts';
import { users } from '../features/auth/auth.schema.ts';
import { ads } from '../features/ai-manager/ads.schema.ts';
import { campaigns } from '../features/campaigns/campaigns.schema.ts';
import { productImages, products, sellers } from '../features/catalog/catalog.schema.ts';
import { invoiceLines, invoices } from '../features/invoices/invoices.schema.ts';
import { orderLines, orders } from '../features/orders/orders.schema.ts';
import { ledgerEntries } from '../features/ledger/ledger.schema.ts';
import { creatorStores, storeListings, storeVisits } from '../features/stores/stores.schema.ts';
import { createDiskMediaStorage } from '../lib/media-storage.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { productImageFileKey } from './product-images.ts';
import { demoCreatorHandles, demoSellerSlugs, seedIfEmpty, type SeedSummary } from './seed.ts';

const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const handlePattern = /^[a-z0-9_.]{3,30}$/;
const now = new Date('2025-06-01T10:00:00Z');

let database: TestDatabase;
let mediaRoot: string;
let summary: SeedSummary | null;
let seedMs: number;

async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

async function tableCounts() {
  const { db } = database;
  return {
    sellers: await db.$count(sellers),
    products: await db.$count(products),
    images: await db.$count(productImages),
    stores: await db.$count(creatorStores),
    listings: await db.$count(storeListings),
    users: await db.$count(users),
    orders: await db.$count(orders),
    campaigns: await db.$count(campaigns),
    ads: await db.$count(ads),
  };
}

// Rendering ~50 photos on a small machine takes seconds: hence the long timeout.
beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'haat-seed-'));
  const started = performance.now();
  summary = await seedIfEmpty({ db: database.db, media: createDiskMediaStorage(mediaRoot), now });
  seedMs = performance.now() - started;
}, 60_000);

afterAll(async () => {
  await database?.destroy();
  if (mediaRoot) await rm(mediaRoot, { recursive: true, force: true });
});

describe('seeding a fresh database', () => {
  it('reports what it inserted, in reasonable time', async () => {
    const counts = await tableCounts();
    expect(summary).toEqual({
      sellers: counts.sellers,
      products: counts.products,
      creators: counts.stores,
      accounts: counts.users,
      orders: counts.orders,
      campaigns: counts.campaigns,
      ads: counts.ads,
    });
    // The budget is ~10 s on 2 cores; the margin keeps a busy CI machine green.
    expect(seedMs).toBeLessThan(20_000);
  });

  it('bundles the nine sample campaigns of the spec, with open ones of today beside them', async () => {
    const rows = await database.db.select().from(campaigns).orderBy(asc(campaigns.id));
    const samples = rows.filter((row) => row.id <= 9);
    expect(samples.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const row of samples) {
      expect(row.deadline >= '2024-07-01' && row.deadline <= '2024-09-30').toBe(true);
      expect(row.joinedBefore).toBeGreaterThanOrEqual(234);
      expect(row.joinedBefore).toBeLessThanOrEqual(892);
      expect(row.hashtags.every((tag) => tag.startsWith('#'))).toBe(true);
      expect(row.payout).toContain('₹');
    }
    expect(Math.min(...samples.map((row) => row.joinedBefore))).toBe(234);
    expect(Math.max(...samples.map((row) => row.joinedBefore))).toBe(892);
    expect(new Set(samples.map((row) => row.payoutType))).toEqual(new Set(['cash', 'gift']));
    const today = now.toISOString().slice(0, 10);
    expect(rows.filter((row) => row.status === 'open' && row.deadline >= today).length).toBeGreaterThanOrEqual(3);
  });

  it('creates Indian sellers with pincodes and well-formed GSTINs', async () => {
    const rows = await database.db.select().from(sellers);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.map((row) => row.slug).toSorted()).toEqual([...demoSellerSlugs].toSorted());
    for (const row of rows) {
      expect(row.pickupPincode).toMatch(/^[1-9]\d{5}$/);
      expect(row.city).not.toBe('');
      expect(row.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    const gstins = rows.flatMap((row) => (row.gstin === null ? [] : [row.gstin]));
    expect(gstins.filter((gstin) => !gstinPattern.test(gstin))).toEqual([]);
    // Small sellers may sell without GST registration.
    expect(gstins.length).toBeLessThan(rows.length);
  });

  it('gives each registered seller GST details in their GSTIN’s state, and each product a rate in force', async () => {
    const rows = await database.db.select().from(sellers);
    for (const row of rows.filter((seller) => seller.gstin !== null)) {
      expect(row.legalName).not.toBeNull();
      expect(row.businessAddress).toMatch(/\d{6}$/);
      expect(row.stateCode).toBe(row.gstin?.slice(0, 2));
    }
    // The unregistered seller is enrolled on the GST portal for their state, which their enrolment number starts with.
    const unregistered = rows.filter((row) => row.gstin === null);
    expect(unregistered.map((row) => [row.stateCode, row.enrolmentNumber?.slice(0, 2)])).toEqual([['07', '07']]);
    const items = await database.db.select().from(products);
    const rates = new Set(gstRatesOn(now));
    expect(items.filter((item) => !rates.has(item.gstRateBps) || !HSN_PATTERN.test(item.hsnCode))).toEqual([]);
    const taxOf = (name: string) => items.find((item) => item.name.startsWith(name));
    expect(taxOf('Voltbyte Pulse Smartwatch')).toMatchObject({ hsnCode: '8517', gstRateBps: 1800 });
    expect(taxOf('Malabar Masala Chai')).toMatchObject({ hsnCode: '0902', gstRateBps: 500 });
    expect(taxOf('Premchand')).toMatchObject({ hsnCode: '4901', gstRateBps: 0 });
  });

  it('creates at least 30 products in at least 6 categories at Indian price points', async () => {
    const rows = await database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const categories = new Set(rows.map((row) => row.category));
    expect(categories.size).toBeGreaterThanOrEqual(6);
    for (const category of categories) expect(productCategoryIds).toContain(category);
    for (const row of rows) {
      expect(Number.isInteger(row.pricePaise)).toBe(true);
      expect(row.pricePaise).toBeGreaterThanOrEqual(19_900);
      expect(row.pricePaise).toBeLessThanOrEqual(1_499_900);
      expect(row.returnPolicyDays).toBeGreaterThanOrEqual(7);
      expect(row.returnPolicyDays).toBeLessThanOrEqual(30);
      expect(row.stock).toBeGreaterThanOrEqual(5);
      expect(row.stock).toBeLessThanOrEqual(200);
      expect(row.description.length).toBeGreaterThan(40);
    }
    expect(rows.filter((row) => row.originalPricePaise !== null && row.originalPricePaise <= row.pricePaise)).toEqual(
      [],
    );
    expect(rows.filter((row) => row.originalPricePaise !== null).length).toBeGreaterThan(rows.length / 2);
    const notResellable = rows.filter((row) => !row.resellable).length;
    expect(notResellable).toBeGreaterThanOrEqual(1);
    expect(notResellable).toBeLessThan(rows.length / 4);
  });

  it('gives every product at least one photo, stored as real WebP at each width', async () => {
    const [productRows, imageRows] = await Promise.all([
      database.db.select({ id: products.id, name: products.name }).from(products),
      database.db.select().from(productImages).orderBy(asc(productImages.productId), asc(productImages.position)),
    ]);
    const galleries = productRows.map((product) => ({
      name: product.name,
      positions: imageRows.filter((image) => image.productId === product.id).map((image) => image.position),
    }));
    expect(galleries.filter(({ positions }) => positions.length < 1 || positions.length > 2)).toEqual([]);
    expect(galleries.filter(({ positions }) => positions.some((position, index) => position !== index))).toEqual([]);
    for (const image of imageRows) {
      expect(image.storageKey).toMatch(new RegExp(`^products/${image.productId}/${image.position}-[a-z0-9]+$`));
      expect(image.alt).toContain(productRows.find((product) => product.id === image.productId)?.name);
      expect(image.widths).toEqual([320, 640, 1080]);
      for (const width of image.widths) {
        const metadata = await sharp(path.join(mediaRoot, productImageFileKey(image.storageKey, width))).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(width);
      }
    }
  });

  it('creates the three creator stores, each listing only resellable products, none above its MRP', async () => {
    const stores = await database.db.select().from(creatorStores);
    expect(stores.map((store) => store.handle).toSorted()).toEqual([...demoCreatorHandles].toSorted());
    const listings = await database.db.select().from(storeListings);
    const productRows = await database.db.select().from(products);
    const resellable = new Set(productRows.filter((row) => row.resellable).map((row) => row.id));
    for (const store of stores) {
      expect(store.handle).toMatch(handlePattern);
      expect(store.displayName).not.toBe('');
      expect(store.bio).not.toBe('');
      const own = listings.filter((listing) => listing.storeId === store.id);
      expect(own.length).toBeGreaterThanOrEqual(6);
      expect(own.length).toBeLessThanOrEqual(10);
      const featured = own.filter((listing) => listing.featured).length;
      expect(featured).toBeGreaterThanOrEqual(1);
      expect(featured).toBeLessThanOrEqual(2);
      expect(new Set(own.map((listing) => listing.position)).size).toBe(own.length);
      for (const listing of own) {
        expect(resellable.has(listing.productId)).toBe(true);
        expect(listing.markupPaise).toBeGreaterThanOrEqual(0);
        expect(listing.markupPaise).toBeLessThanOrEqual(60_000);
        const product = productRows.find((row) => row.id === listing.productId);
        // A product without an MRP has no ceiling.
        expect((product?.pricePaise ?? 0) + listing.markupPaise).toBeLessThanOrEqual(
          product?.originalPricePaise ?? Number.POSITIVE_INFINITY,
        );
      }
    }
  });

  it('adds a month of orders in every state, with ledgers and visits that add up', async () => {
    const lines = await database.db.select().from(orderLines);
    const statuses = new Set(lines.map((line) => line.status));
    for (const status of ['placed', 'shipped', 'delivered', 'cancelled', 'returned', 'delivery_failed'] as const)
      expect(statuses).toContain(status);
    const entries = await database.db.select().from(ledgerEntries);
    expect(new Set(entries.map((entry) => entry.status))).toEqual(
      new Set(['awaiting', 'pending', 'payable', 'reversed']),
    );
    for (const entry of entries.filter((row) => row.status === 'payable'))
      expect(entry.payableAt?.getTime()).toBeLessThanOrEqual(now.getTime());
    const buyer = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'buyer@haat.demo'));
    const buyerOrders = await database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, buyer[0]?.id ?? ''));
    expect(buyerOrders.length).toBeGreaterThanOrEqual(3);
    for (const order of await database.db.select().from(orders)) {
      const own = lines.filter((line) => line.orderId === order.id);
      expect(order.itemsPaise).toBe(
        own.reduce((sum, line) => sum + (line.basePricePaise + line.markupPaise) * line.quantity, 0),
      );
      expect(order.placedAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(await database.db.$count(storeVisits)).toBeGreaterThan(90);
  });

  it('has issued the GST documents its shipped orders call for: one invoice per seller’s part, credit notes for returns', async () => {
    const lines = await database.db.select().from(orderLines);
    const documents = await database.db.select().from(invoices);
    const shipped = lines.filter((line) =>
      ['shipped', 'out_for_delivery', 'delivered', 'returned', 'delivery_failed'].includes(line.status),
    );
    const parts = new Set(shipped.map((line) => `${line.orderId}:${line.sellerId}`));
    const issued = documents.filter((document) => document.kind !== 'credit_note');
    expect(new Set(issued.map((document) => `${document.orderId}:${document.sellerId}`))).toEqual(parts);
    // Every invoice bills what its buyer paid for that seller's part of the order.
    for (const document of issued) {
      const billed = lines.filter((line) => line.orderId === document.orderId && line.sellerId === document.sellerId);
      expect(document.totalPaise).toBe(
        billed.reduce((sum, line) => sum + (line.basePricePaise + line.markupPaise) * line.quantity, 0),
      );
    }
    const reversed = lines.filter((line) => line.status === 'returned' || line.status === 'delivery_failed');
    expect(reversed.length).toBeGreaterThan(0);
    const credited = await database.db.select().from(invoiceLines);
    const notes = new Set(
      documents.filter((document) => document.kind === 'credit_note').map((document) => document.id),
    );
    expect(new Set(credited.filter((line) => notes.has(line.invoiceId)).map((line) => line.orderLineId))).toEqual(
      new Set(reversed.map((line) => line.id)),
    );
  });

  it('does nothing when run a second time', async () => {
    const before = await tableCounts();
    const files = await countFiles(mediaRoot);
    const again = await seedIfEmpty({ db: database.db, media: createDiskMediaStorage(mediaRoot), now });
    expect(again).toBeNull();
    expect(await tableCounts()).toEqual(before);
    expect(await countFiles(mediaRoot)).toBe(files);
  });
});
