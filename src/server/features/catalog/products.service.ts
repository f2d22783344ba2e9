import type { ServiceContext } from '../../service-context.ts';
import {
  MAX_PRODUCT_PHOTOS,
  PRODUCT_IMAGE_WIDTHS,
  type Product,
  type ProductImage,
  type ProductInput,
  productInputSchema,
  type ProductUpdate,
  type SellerCatalogSummary,
} from '#shared/contracts/catalog.ts';
import { compactDeclarations } from '#shared/legal-metrology.ts';
import type { Db } from '../../db/client.ts';
import { AppError, isUniqueViolation, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { storeWebpImage } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import {
  countSellerProducts,
  deleteImage,
  findProduct,
  insertImage,
  insertProduct,
  listImages,
  listSellerProducts,
  lockProduct,
  type ProductImageRow,
  type ProductRow,
  updateProductRow,
} from './products.repository.ts';
import { requireDeclarationsOnSale } from './legal-metrology.service.ts';
import { checkGstRateInForce } from './gst-rate-in-force.ts';
import { requireHsnDigits, requireMaySell, sellerTaxProfile } from './seller-tax.service.ts';
import { findSellerBySlug } from './sellers.repository.ts';
import { requireOwnSeller } from './sellers.service.ts';

const middleWidth = PRODUCT_IMAGE_WIDTHS[1];

function toImageDto(image: ProductImageRow, media: MediaStorage): ProductImage {
  const widthUrl = (width: number) => media.url(`${image.storageKey}-${width}.webp`);
  const widths = image.widths.length > 0 ? image.widths : [...PRODUCT_IMAGE_WIDTHS];
  return {
    id: image.id,
    url: widthUrl(widths.includes(middleWidth) ? middleWidth : (widths[0] ?? middleWidth)),
    srcset: widths.map((width) => `${widthUrl(width)} ${width}w`).join(', '),
    alt: image.alt,
  };
}

/** Each product's first photo (or none), for order and cart lines. */
export async function firstImages(
  db: Db,
  media: MediaStorage,
  productIds: string[],
): Promise<Map<string, ProductImage>> {
  const images = await listImages(db, [...new Set(productIds)]);
  const first = new Map<string, ProductImage>();
  for (const image of images) if (!first.has(image.productId)) first.set(image.productId, toImageDto(image, media));
  return first;
}

function toDto(row: ProductRow, images: ProductImageRow[], media: MediaStorage): Product {
  return {
    id: row.id,
    sellerId: row.sellerId,
    sku: row.sku,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    category: row.category as Product['category'],
    hsnCode: row.hsnCode,
    gstRateBps: row.gstRateBps,
    brand: row.brand,
    model: row.model,
    warranty: row.warranty,
    shipping: row.shipping,
    deliveryFeePaise: row.deliveryFeePaise,
    returnPolicyDays: row.returnPolicyDays,
    pricePaise: row.pricePaise,
    originalPricePaise: row.originalPricePaise,
    stock: row.stock,
    resellable: row.resellable,
    maxMarkupPercent: row.maxMarkupPercent,
    legalMetrology: row.legalMetrology ?? null,
    status: row.status,
    images: images.map((image) => toImageDto(image, media)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function withImages(db: Db, media: MediaStorage, rows: ProductRow[]): Promise<Product[]> {
  const images = await listImages(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toDto(
      row,
      images.filter((image) => image.productId === row.id),
      media,
    ),
  );
}

async function withImagesOne(db: Db, media: MediaStorage, row: ProductRow): Promise<Product> {
  return toDto(row, await listImages(db, [row.id]), media);
}

/** The seller's own product; another seller's is not found either (a 403 would tell which ids exist). */
async function requireOwnProduct(db: Db, userId: string, productId: string): Promise<ProductRow> {
  const seller = await requireOwnSeller(db, userId);
  const product = isUuid(productId) ? await findProduct(db, productId) : null;
  if (!product || product.sellerId !== seller.id) throw new AppError('not_found', /*i18n*/ 'Product not found.');
  return product;
}

export async function listOwnProducts(context: ServiceContext, userId: string): Promise<Product[]> {
  const { db, media } = context;
  const seller = await requireOwnSeller(db, userId);
  return withImages(db, media, await listSellerProducts(db, seller.id, { publicOnly: false }));
}

/** How many of the signed-in seller's products are on sale, with a photo, and resellable (their checklist). */
export async function summarizeOwnCatalog(db: Db, userId: string): Promise<SellerCatalogSummary> {
  const seller = await requireOwnSeller(db, userId);
  return countSellerProducts(db, seller.id);
}

/** A seller's page: their products on sale and not hidden by Haat; a suspended seller's page is not found. */
export async function listPublicSellerProducts(context: ServiceContext, slug: string): Promise<Product[]> {
  const { db, media } = context;
  const seller = await findSellerBySlug(db, slug);
  if (!seller || seller.suspended) throw new AppError('not_found', /*i18n*/ 'Seller not found');
  return withImages(db, media, await listSellerProducts(db, seller.id, { publicOnly: true }));
}

export async function createProduct(context: ServiceContext, userId: string, input: ProductInput): Promise<Product> {
  const { db, media, now } = context;
  const seller = await requireOwnSeller(db, userId);
  const parsed = productInputSchema.parse(input);
  const values = { ...parsed, legalMetrology: compactDeclarations(parsed.legalMetrology) };
  checkGstRateInForce(values.gstRateBps, now);
  const profile = await sellerTaxProfile(db, seller.id);
  requireHsnDigits(profile, values.hsnCode);
  // A new product goes on sale at once (a packaged one only with its declarations), from a seller who may sell; a
  // seller not registered and not yet enrolled keeps it, off sale, until they give their enrolment number.
  const status = profile.maySell ? 'active' : 'archived';
  if (status === 'active') requireDeclarationsOnSale(values);
  const row = await withSkuUnique(() =>
    insertProduct(db, {
      ...values,
      status,
      awaitingEnrolment: status === 'archived',
      sellerId: seller.id,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return toDto(row, [], media);
}

export const SKU_TAKEN = /*i18n*/ 'Another of your products has this SKU.';

/** Runs a write that may give a product a SKU another of the seller's products has: a 409 on that field. */
async function withSkuUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'products_seller_sku_key')) {
      throw new AppError('conflict', SKU_TAKEN, { fields: { sku: [SKU_TAKEN] } });
    }
    throw error;
  }
}

export async function updateProduct(
  context: ServiceContext,
  userId: string,
  productId: string,
  changes: ProductUpdate,
) {
  const { db, media, now } = context;
  const product = await requireOwnProduct(db, userId, productId);
  const price = changes.pricePaise ?? product.pricePaise;
  const mrp = changes.originalPricePaise === undefined ? product.originalPricePaise : changes.originalPricePaise;
  if (mrp !== null && mrp < price) {
    throw new AppError('validation_failed', /*i18n*/ 'The MRP cannot be below the price.', {
      fields: {
        originalPricePaise: [/*i18n*/ 'The MRP cannot be below the price.'],
      },
    });
  }
  if (changes.gstRateBps !== undefined && changes.gstRateBps !== product.gstRateBps) {
    checkGstRateInForce(changes.gstRateBps, now);
  }
  const declared =
    changes.legalMetrology === undefined ? product.legalMetrology : compactDeclarations(changes.legalMetrology);
  // An archived product may be saved half-declared; one on sale stays lawfully on sale.
  if (product.status === 'active') {
    requireDeclarationsOnSale({
      category: changes.category ?? product.category,
      originalPricePaise: mrp,
      legalMetrology: declared,
    });
    if (changes.hsnCode !== undefined && changes.hsnCode !== product.hsnCode)
      requireHsnDigits(await sellerTaxProfile(db, product.sellerId), changes.hsnCode);
  }
  const row = await withSkuUnique(() =>
    updateProductRow(db, product.id, { ...changes, legalMetrology: declared }, now),
  );
  if (!row) throw new AppError('not_found', /*i18n*/ 'Product not found.');
  return withImagesOne(db, media, row);
}

export async function setProductStatus(
  context: ServiceContext,
  userId: string,
  productId: string,
  status: 'active' | 'archived',
) {
  const { db, media, now } = context;
  const product = await requireOwnProduct(db, userId, productId);
  if (status === 'active') {
    requireDeclarationsOnSale(product);
    const profile = await sellerTaxProfile(db, product.sellerId);
    requireMaySell(profile);
    requireHsnDigits(profile, product.hsnCode);
  }
  // The seller's own choice: no longer put on sale by their enrolment.
  const row = await updateProductRow(db, product.id, { status, awaitingEnrolment: false }, now);
  if (!row) throw new AppError('not_found', /*i18n*/ 'Product not found.');
  return withImagesOne(db, media, row);
}

function tooManyPhotos(): AppError {
  const max = MAX_PRODUCT_PHOTOS;
  return new AppError('validation_failed', phrase(/*i18n*/ 'A product has at most {max} photos.', { max }), {
    fields: {
      photo: [phrase(/*i18n*/ 'A product has at most {max} photos. Remove one first.', { max })],
    },
  });
}

/** Adds a photo (checked by its bytes) at every product width; at most eight per product. */
export async function addProductPhoto(
  context: ServiceContext,
  userId: string,
  productId: string,
  bytes: Uint8Array,
  alt: string,
) {
  const { db, media } = context;
  const product = await requireOwnProduct(db, userId, productId);
  // Refuse early, before the work of resizing; the transaction below decides for certain.
  if ((await listImages(db, [product.id])).length >= MAX_PRODUCT_PHOTOS) throw tooManyPhotos();
  const stored = await storeWebpImage(media, `products/${product.id}`, bytes, PRODUCT_IMAGE_WIDTHS, { field: 'photo' });
  await db.transaction(async (tx) => {
    await lockProduct(tx, product.id);
    const existing = await listImages(tx, [product.id]);
    if (existing.length >= MAX_PRODUCT_PHOTOS) throw tooManyPhotos();
    const position = Math.max(-1, ...existing.map((image) => image.position)) + 1;
    await insertImage(tx, {
      productId: product.id,
      position,
      storageKey: stored.key,
      widths: stored.widths,
      alt: alt || product.name,
    });
  });
  return withImagesOne(db, media, product);
}

export async function removeProductPhoto(context: ServiceContext, userId: string, productId: string, imageId: string) {
  const { db, media } = context;
  const product = await requireOwnProduct(db, userId, productId);
  const removed = isUuid(imageId) ? await deleteImage(db, product.id, imageId) : null;
  if (!removed) throw new AppError('not_found', /*i18n*/ 'Photo not found.');
  return withImagesOne(db, media, product);
}
