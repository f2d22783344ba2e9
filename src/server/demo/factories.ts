import { randomBytes, randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { ProductCategory } from '#shared/catalog/categories.ts';
import { CATEGORY_TAX_HINTS } from '#shared/gst.ts';
import { isPackagedCategory, isPerishableCategory, type LegalMetrology } from '#shared/legal-metrology.ts';
import type { Db } from '../db/client.ts';
import { accounts, users } from '../features/auth/auth.schema.ts';
import { hashPassword } from '../features/auth/password.ts';
import { productImages, products, sellers } from '../features/catalog/catalog.schema.ts';
import { profiles } from '../features/profiles/profiles.schema.ts';
import { creatorStores, storeListings } from '../features/stores/stores.schema.ts';
import type { MediaStorage } from '../lib/media-storage.ts';
import { storeProductImage, type ProductImageSubject } from './product-images.ts';

/*
 * The one set of factories behind tests, end-to-end fixtures and the demo
 * seed. Each inserts one row and returns it; overrides set any column. A
 * transaction handle works wherever a Db does.
 */

export type Seller = typeof sellers.$inferSelect;
export type Product = typeof products.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type CreatorStore = typeof creatorStores.$inferSelect;
export type StoreListing = typeof storeListings.$inferSelect;

export type SellerOverrides = Partial<typeof sellers.$inferInsert>;
export type ProductOverrides = Partial<typeof products.$inferInsert> & { sellerId: string };
export type CreatorStoreOverrides = Partial<typeof creatorStores.$inferInsert>;
export type ListingOverrides = Partial<typeof storeListings.$inferInsert> & { storeId: string; productId: string };

let counter = 0;

/**
 * A per-process counter keeps names readable; the random part keeps them
 * unique across processes sharing one database (parallel e2e workers).
 */
function uniqueSuffix(): string {
  counter += 1;
  return `${counter}${randomBytes(3).toString('hex')}`;
}

export async function createSeller(db: Db, overrides: SellerOverrides = {}): Promise<Seller> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(sellers)
    .values({
      slug: `test-seller-${suffix}`,
      businessName: `Test Seller ${suffix}`,
      description: 'A seller made by a factory.',
      city: 'Mumbai',
      pickupPincode: '400001',
      gstin: null,
      ...overrides,
    })
    .returning();
  return mustExist(row, 'seller');
}

/**
 * What a factory's product of a packaged category declares (issue 39), so it may be on sale: a Jaipur packer's
 * declarations, with a best before for food. None for other categories.
 */
export function factoryDeclarations(category: string): LegalMetrology | null {
  if (!isPackagedCategory(category)) return null;
  return {
    makerRole: 'packer',
    makerName: 'Haat Test Packers',
    makerAddress: '12 MI Road, Jaipur, Rajasthan 302001',
    countryOfOrigin: 'India',
    genericName: category === 'food' ? 'Tea' : category === 'beauty' ? 'Face oil' : 'Table lamp',
    netQuantity: 1,
    netQuantityUnit: 'unit',
    ...(isPerishableCategory(category) ? { bestBefore: '9 months from packing' } : {}),
  };
}

export async function createProduct(db: Db, { sellerId, ...overrides }: ProductOverrides): Promise<Product> {
  const suffix = uniqueSuffix();
  const tax = CATEGORY_TAX_HINTS[(overrides.category ?? 'fashion') as ProductCategory] ?? CATEGORY_TAX_HINTS.fashion;
  const [row] = await db
    .insert(products)
    .values({
      sellerId,
      name: `Test Product ${suffix}`,
      description: 'A product made by a factory.',
      category: 'fashion',
      hsnCode: tax.hsnCode,
      gstRateBps: tax.gstRateBps,
      brand: 'Haat Test',
      model: `T-${suffix}`,
      pricePaise: 49_900,
      originalPricePaise: 79_900,
      stock: 50,
      resellable: true,
      legalMetrology: factoryDeclarations(overrides.category ?? 'fashion'),
      ...overrides,
    })
    .returning();
  return mustExist(row, 'product');
}

/**
 * Generates `count` product photos (see product-images.ts), stores them in
 * media and inserts their rows after any images the product already has.
 */
export async function createProductImages(
  db: Db,
  media: MediaStorage,
  product: ProductImageSubject,
  count: number,
): Promise<ProductImage[]> {
  if (count < 1) return [];
  const [current] = await db
    .select({ last: max(productImages.position) })
    .from(productImages)
    .where(eq(productImages.productId, product.id));
  const start = current?.last == null ? 0 : current.last + 1;
  const values = [];
  // One at a time: a test creating images should not hog both cores.
  for (let index = 0; index < count; index += 1) {
    values.push(await storeProductImage(media, product, start + index));
  }
  return db.insert(productImages).values(values).returning();
}

export async function createCreatorStore(db: Db, overrides: CreatorStoreOverrides = {}): Promise<CreatorStore> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(creatorStores)
    .values({
      // Fits the handle rule: 3–30 of a–z, 0–9, "_" and ".".
      handle: `creator_${suffix}`,
      displayName: `Test Creator ${suffix}`,
      bio: 'A creator made by a factory.',
      ...overrides,
    })
    .returning();
  return mustExist(row, 'creator store');
}

export async function createListing(
  db: Db,
  { storeId, productId, ...overrides }: ListingOverrides,
): Promise<StoreListing> {
  const [row] = await db
    .insert(storeListings)
    .values({ storeId, productId, markupPaise: 5_000, position: 0, featured: false, ...overrides })
    .returning();
  return mustExist(row, 'store listing');
}

function mustExist<T>(row: T | undefined, what: string): T {
  if (!row) throw new Error(`Inserting a ${what} returned no row`);
  return row;
}

export type User = typeof users.$inferSelect;

export interface AccountOverrides {
  email?: string;
  name?: string;
  /** Plain password; hashed the way sign-up hashes it. */
  password?: string;
  emailVerified?: boolean;
  roleIntent?: 'creator' | 'merchant' | 'buyer' | null;
  haatHandle?: string | null;
  /** When the account was made (the seed's clock); the database's time when not given. */
  createdAt?: Date;
}

export const DEFAULT_TEST_PASSWORD = 'factory-password-2026';

/**
 * A user who can sign in with email and password: the better-auth user and
 * credential account rows, and the Haat profile, as sign-up and verification
 * would leave them.
 */
export async function createAccount(db: Db, overrides: AccountOverrides = {}): Promise<User & { password: string }> {
  const suffix = uniqueSuffix();
  const password = overrides.password ?? DEFAULT_TEST_PASSWORD;
  const id = randomUUID();
  const times = overrides.createdAt ? { createdAt: overrides.createdAt, updatedAt: overrides.createdAt } : {};
  const [user] = await db
    .insert(users)
    .values({
      id,
      email: (overrides.email ?? `person${suffix}@example.in`).toLowerCase(),
      name: overrides.name ?? `Person ${suffix}`,
      emailVerified: overrides.emailVerified ?? true,
      ...times,
    })
    .returning();
  if (!user) throw new Error('insert returned no row');
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await hashPassword(password),
    ...times,
  });
  await db.insert(profiles).values({
    userId: id,
    displayName: user.name,
    roleIntent: overrides.roleIntent ?? null,
    haatHandle: overrides.haatHandle ?? null,
    ...times,
  });
  return { ...user, password };
}
