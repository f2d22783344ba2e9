import { highestMarkupPaise } from '#shared/catalog/markup.ts';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { productImages, sellers } from '../features/catalog/catalog.schema.ts';
import { hasNoSellers } from './has-no-sellers.ts';
import { grantOperator } from '../features/ops/operators.service.ts';
import type { MediaStorage } from '../lib/media-storage.ts';
import { demoCreators, demoProducts, demoSellers, type DemoProduct } from './demo-catalog.ts';
import {
  createAccount,
  createCreatorStore,
  createListing,
  createProduct,
  createSeller,
  type Product,
} from './factories.ts';
import { setCommissionRates } from '../features/commission/commission.service.ts';
import { seedDemoAds } from './demo-ads.ts';
import { seedDemoCampaigns } from './demo-campaigns.ts';
import { type DemoListing, seedDemoOrders } from './demo-orders.ts';
import { mapWithConcurrency, storeProductImage } from './product-images.ts';
import { createRandom, type Random } from '#shared/random.ts';
import { SELLER_UNDERTAKING } from '#shared/contracts/onboarding.ts';

export { demoCreatorHandles, demoSellerSlugs } from './demo-catalog.ts';

/** What a seed inserted; later features add their own counts. */
export interface SeedSummary {
  sellers: number;
  products: number;
  creators: number;
  accounts: number;
  orders: number;
  campaigns: number;
  ads: number;
}

/** The demo sign-ins the README lists: one creator (with a store), one seller, one buyer, one of Haat's operators. */
export const demoSignIns = {
  password: 'haat-demo-2026',
  creator: { email: 'creator@haat.demo', handle: 'priya.styles' },
  seller: { email: 'seller@haat.demo', slug: 'rangmahal-jewels' },
  buyer: { email: 'buyer@haat.demo', name: 'Aarav Buyer' },
  operator: { email: 'ops@haat.demo', name: 'Haat Operations' },
} as const;

export interface SeedDeps {
  db: Db;
  media: MediaStorage;
  /** Timestamps are spread back from here, so "newest first" lists look lived-in. */
  now: Date;
}

/** Same seed, same markups and dates: demo stores look alike on every install. */
export const demoRandomSeed = 20_240_815;

// Any constant works; it only has to be the same in every Haat process.
const SEED_LOCK_KEY = 727_273;
const dayMs = 86_400_000;

/** Seeds only a database without sellers; returns null when it had data. */
export async function seedIfEmpty(deps: SeedDeps): Promise<SeedSummary | null> {
  // Cheap check first, so a normal restart renders no images.
  if (!(await hasNoSellers(deps.db))) return null;
  return seed(deps, true);
}

async function seed({ db, media, now }: SeedDeps, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  const random = createRandom(demoRandomSeed);
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);

  // Product ids are chosen here because image keys contain them: the slow
  // image rendering then happens before the transaction, not inside it.
  const productIds = new Map(demoProducts.map((product) => [product.key, randomUUID()]));
  const photoJobs = demoProducts.flatMap((product) =>
    Array.from({ length: product.photos }, (_, position) => ({ product, position })),
  );
  const imageRows = await mapWithConcurrency(photoJobs, availableParallelism(), ({ product, position }) =>
    storeProductImage(
      media,
      { id: idOf(productIds, product.key), name: product.name, category: product.category },
      position,
    ),
  );

  return db.transaction(async (tx) => {
    if (onlyIfEmpty) {
      // Two servers starting on one PostgreSQL database: the second waits, then sees the data.
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await hasNoSellers(tx))) return null;
    }

    const sellerIds = new Map<string, string>();
    for (const [index, seller] of demoSellers.entries()) {
      const createdAt = daysAgo(120 - index * 7);
      // Customer care at the demo's own domain (no phone: an invented number could be someone's), and the
      // undertaking on accurate listings every seller accepts when they open their account (decision 055).
      const row = await createSeller(tx, {
        ...seller,
        supportEmail: `care@${seller.slug}.haat.demo`,
        undertakingVersion: SELLER_UNDERTAKING.version,
        undertakingAcceptedAt: createdAt,
        createdAt,
      });
      sellerIds.set(seller.slug, row.id);
    }

    const productsByKey = new Map<string, Product>();
    for (const product of demoProducts) {
      const createdAt = daysAgo(random.int(12, 60));
      const row = await createProduct(tx, {
        ...productColumns(product),
        id: idOf(productIds, product.key),
        sellerId: idOf(sellerIds, product.seller),
        createdAt,
        updatedAt: createdAt,
      });
      productsByKey.set(product.key, row);
    }
    await tx.insert(productImages).values(imageRows);

    const creatorAccount = await createAccount(tx, {
      email: demoSignIns.creator.email,
      name:
        demoCreators.find((creator) => creator.handle === demoSignIns.creator.handle)?.displayName ?? 'Demo Creator',
      password: demoSignIns.password,
      roleIntent: 'creator',
      haatHandle: demoSignIns.creator.handle,
      createdAt: now,
    });
    const sellerAccount = await createAccount(tx, {
      email: demoSignIns.seller.email,
      name: demoSellers.find((seller) => seller.slug === demoSignIns.seller.slug)?.businessName ?? 'Demo Seller',
      password: demoSignIns.password,
      roleIntent: 'merchant',
      createdAt: now,
    });
    const buyerAccount = await createAccount(tx, {
      email: demoSignIns.buyer.email,
      name: demoSignIns.buyer.name,
      password: demoSignIns.password,
      roleIntent: 'buyer',
      createdAt: now,
    });
    // The seed is a command, not the API: it may grant the operator role, like `npm run ops:grant`.
    const operatorAccount = await createAccount(tx, {
      email: demoSignIns.operator.email,
      name: demoSignIns.operator.name,
      password: demoSignIns.password,
      createdAt: now,
    });
    await grantOperator(tx, { userId: operatorAccount.id, by: 'seed' }, now);
    await tx
      .update(sellers)
      .set({ userId: sellerAccount.id })
      .where(eq(sellers.id, idOf(sellerIds, demoSignIns.seller.slug)));

    const listings: DemoListing[] = [];
    const storeUsers = new Map<string, string | null>();
    const storesByHandle = new Map<string, { id: string; userId: string | null; displayName: string }>();
    let featuredStoreId = '';
    for (const [index, creator] of demoCreators.entries()) {
      const store = await createCreatorStore(tx, {
        userId: creator.handle === demoSignIns.creator.handle ? creatorAccount.id : null,
        handle: creator.handle,
        displayName: creator.displayName,
        bio: creator.bio,
        createdAt: daysAgo(40 - index * 6),
      });
      storeUsers.set(store.id, store.userId);
      storesByHandle.set(store.handle, { id: store.id, userId: store.userId, displayName: store.displayName });
      if (creator.handle === demoSignIns.creator.handle) featuredStoreId = store.id;
      for (const [position, listing] of creator.listings.entries()) {
        const product = productsByKey.get(listing.product);
        if (!product?.resellable)
          throw new Error(`Demo store ${creator.handle} lists ${listing.product}, which is missing or not resellable`);
        const row = await createListing(tx, {
          storeId: store.id,
          productId: product.id,
          // Never past the MRP (decision 051): a demo store sells as the law and the server allow.
          markupPaise: Math.min(demoMarkupPaise(product.pricePaise, random), highestMarkupPaise(product, null)),
          position,
          featured: listing.featured ?? false,
          createdAt: daysAgo(random.int(1, 10)),
        });
        listings.push({ listing: row, product, store });
      }
    }

    const featuredSellerId = idOf(sellerIds, demoSignIns.seller.slug);
    const sellerUsers = new Map([[featuredSellerId, sellerAccount.id]]);
    // The demo marketplace takes a commission from the first day: 5% of base prices (8% on jewellery, 4% on
    // electronics) and 10% of creators' markups.
    await setCommissionRates(
      tx,
      { sellerDefaultBps: 500, sellerCategoryBps: { jewellery: 800, electronics: 400 }, creatorMarkupBps: 1_000 },
      null,
      daysAgo(60),
    );
    const orderCount = await seedDemoOrders({
      db: tx,
      random,
      now,
      listings,
      buyerId: buyerAccount.id,
      featuredStoreId,
      featuredSellerId,
      storeUsers,
      sellerUsers,
    });

    const campaignCount = await seedDemoCampaigns({
      db: tx,
      now,
      sellerIds,
      productIds,
      stores: storesByHandle,
      sellerUsers,
    });

    const adCount = await seedDemoAds(tx, now);

    return {
      sellers: demoSellers.length,
      products: demoProducts.length,
      creators: demoCreators.length,
      accounts: 4,
      orders: orderCount,
      campaigns: campaignCount,
      ads: adCount,
    };
  });
}

function productColumns(product: DemoProduct) {
  const { key: _key, seller: _seller, photos: _photos, ...columns } = product;
  return columns;
}

/** About 8–18% of the base price, in whole tens of rupees, between ₹20 and ₹600. */
export function demoMarkupPaise(pricePaise: number, random: Random): number {
  const share = 0.08 + random.next() * 0.1;
  const tensOfRupees = Math.round((pricePaise * share) / 1_000);
  return Math.min(Math.max(tensOfRupees * 1_000, 2_000), 60_000);
}

function idOf(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo data refers to unknown key ${key}`);
  return id;
}
