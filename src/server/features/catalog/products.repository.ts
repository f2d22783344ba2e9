import { and, asc, count, desc, eq, gte, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { productColumns, productImages, productOnSaleInStores, products, sellers } from './catalog.schema.ts';
import {
  type ProductSearch,
  productMatches,
  productRank,
  productSearch,
  searchingNearWords,
} from './product-search.queries.ts';

/** A product as reads return it: every column but the search document. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>;
export type ProductImageRow = typeof productImages.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;

/** The highest markup creators may add to a product: its own cap, else its seller's (a percentage, or none). */
const markupCapOf = sql<number | null>`coalesce(${products.maxMarkupPercent}, ${sellers.maxMarkupPercent})`;
/** A seller registered for GST charges it inside their prices, a creator's markup included. */
const sellerChargesGst = sql<boolean>`${sellers.gstin} is not null`;

export async function insertProduct(db: Db, values: NewProductRow): Promise<ProductRow> {
  const [row] = await db.insert(products).values(values).returning(productColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findProduct(db: Db, id: string): Promise<ProductRow | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}

export async function updateProductRow(
  db: Db,
  id: string,
  values: Partial<NewProductRow>,
  at: Date,
): Promise<ProductRow | null> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: at })
    .where(eq(products.id, id))
    .returning(productColumns);
  return row ?? null;
}

/** A seller's products kept off sale until they give their GST enrolment number. */
export function findAwaitingEnrolment(db: Db, sellerId: string): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.awaitingEnrolment, true)));
}

/** No longer waiting for the seller's enrolment: those in `onSale` go on sale, the rest stay archived. */
export async function releaseAwaitingEnrolment(db: Db, ids: string[], onSale: string[], at: Date): Promise<void> {
  if (onSale.length > 0)
    await db.update(products).set({ status: 'active', updatedAt: at }).where(inArray(products.id, onSale));
  if (ids.length > 0)
    await db.update(products).set({ awaitingEnrolment: false, updatedAt: at }).where(inArray(products.id, ids));
}

/** A seller's products on sale whose HSN code has fewer than `digits` digits: their names. */
export async function findShortHsnOnSale(db: Db, sellerId: string, digits: number): Promise<string[]> {
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(
      and(eq(products.sellerId, sellerId), eq(products.status, 'active'), sql`length(${products.hsnCode}) < ${digits}`),
    )
    .orderBy(asc(products.name));
  return rows.map((row) => row.name);
}

/** A seller's products; `publicOnly`: those on sale and not hidden by Haat (the seller page). */
export function listSellerProducts(db: Db, sellerId: string, options: { publicOnly: boolean }): Promise<ProductRow[]> {
  const where = options.publicOnly
    ? and(eq(products.sellerId, sellerId), eq(products.status, 'active'), isNull(products.hiddenAt))
    : eq(products.sellerId, sellerId);
  return db.select(productColumns).from(products).where(where).orderBy(desc(products.createdAt), asc(products.name));
}

/** How many products a seller has (archived ones too), how many are active, and of those how many have a photo and may be resold. */
export async function countSellerProducts(db: Db, sellerId: string) {
  const active = sql`${products.status} = 'active'`;
  const withPhoto = sql`exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id})`;
  const [row] = await db
    .select({
      total: count(),
      onSale: sql<number>`(count(*) filter (where ${active}))::int`,
      onSaleWithPhotos: sql<number>`(count(*) filter (where ${active} and ${withPhoto}))::int`,
      onSaleResellable: sql<number>`(count(*) filter (where ${active} and ${products.resellable}))::int`,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId));
  return row ?? { total: 0, onSale: 0, onSaleWithPhotos: 0, onSaleResellable: 0 };
}

const imagesOf = builtOnce((db) =>
  db
    .select()
    .from(productImages)
    .where(sql`${productImages.productId} = any(${sql.placeholder('productIds')}::uuid[])`)
    .orderBy(asc(productImages.productId), asc(productImages.position))
    .prepare('product_images_of'),
);

export function listImages(db: Db, productIds: string[]): Promise<ProductImageRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return imagesOf(db).execute({ productIds });
}

/** Holds the product row until the transaction ends, so photo uploads for one product queue up. */
export async function lockProduct(db: Db, id: string): Promise<void> {
  await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
}

export async function insertImage(db: Db, values: typeof productImages.$inferInsert): Promise<void> {
  await db.insert(productImages).values(values);
}

export async function deleteImage(db: Db, productId: string, imageId: string): Promise<ProductImageRow | null> {
  const [row] = await db
    .delete(productImages)
    .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)))
    .returning();
  return row ?? null;
}

export interface ResellableFilter {
  text?: string | undefined;
  category?: string | undefined;
  minPaise?: number | undefined;
  maxPaise?: number | undefined;
}

/**
 * Active, resellable products of sellers who allow it, with their seller: newest first, or best match first when
 * searched by text (product-search.queries.ts).
 */
export function searchResellable(db: Db, filter: ResellableFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [productOnSaleInStores];
  if (filter.category) conditions.push(eq(products.category, filter.category));
  if (filter.minPaise !== undefined) conditions.push(gte(products.pricePaise, filter.minPaise));
  if (filter.maxPaise !== undefined) conditions.push(lte(products.pricePaise, filter.maxPaise));
  const query = (tx: Db, search: ProductSearch | null) =>
    tx
      .select({
        product: productColumns,
        seller: {
          slug: sellers.slug,
          businessName: sellers.businessName,
          maxMarkupPercent: markupCapOf,
          chargesGst: sellerChargesGst,
        },
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(...conditions, search ? productMatches(search) : undefined))
      .orderBy(...(search ? [desc(productRank(search))] : []), desc(products.createdAt), asc(products.name))
      .limit(limit);
  return filter.text ? searchingNearWords(db, productSearch(filter.text, true), query) : query(db, null);
}

export async function findProductsWithSeller(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      product: productColumns,
      withheld: sql<boolean>`(${products.hiddenAt} is not null or ${sellers.suspendedAt} is not null)`,
      hidden: sql<boolean>`${products.hiddenAt} is not null`,
      sellerSuspended: sql<boolean>`${sellers.suspendedAt} is not null`,
      maxMarkupPercent: markupCapOf,
      seller: {
        id: sellers.id,
        slug: sellers.slug,
        name: sellers.businessName,
        city: sellers.city,
        dispatchDays: sellers.dispatchDays,
        chargesGst: sellerChargesGst,
      },
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(inArray(products.id, ids));
}
