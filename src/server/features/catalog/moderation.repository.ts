// Operators' moderation of catalog's tables: products and reviews hidden, sellers suspended (ops calls
// catalog/moderation.service.ts), and the reads the console and the owners' notices need.
import { and, asc, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containing } from '../../lib/like-pattern.ts';
import { type WithholdColumns } from '../../lib/moderation.ts';
import { matchingTotal, updateWithheld } from '../ops/moderation.queries.ts';
import { profiles } from '../profiles/profiles.schema.ts';
import { productReviews, products, sellers } from './catalog.schema.ts';

/** Hides or restores a product; false when it was already so (or does not exist). */
export const updateProductHidden = (db: Db, id: string, columns: WithholdColumns) =>
  updateWithheld(db, products, id, products.hiddenAt, { hiddenAt: columns.at, hiddenReason: columns.reason }, columns);

/** Suspends or restores a seller; false when they already were so (or do not exist). */
export const updateSellerSuspended = (db: Db, id: string, columns: WithholdColumns) =>
  updateWithheld(
    db,
    sellers,
    id,
    sellers.suspendedAt,
    { suspendedAt: columns.at, suspendedReason: columns.reason },
    columns,
  );

/** Hides or restores a review; false when it already was so (or does not exist). */
export const updateReviewHidden = (db: Db, id: string, columns: WithholdColumns) =>
  updateWithheld(
    db,
    productReviews,
    id,
    productReviews.hiddenAt,
    { hiddenAt: columns.at, hiddenReason: columns.reason },
    columns,
  );

export interface ModerationQuery {
  /** Exactly this one. */
  id?: string | undefined;
  /** Any of these (the audit log naming what its rows are about). */
  ids?: string[] | undefined;
  /** Words in its name (and a review's words). */
  text?: string | undefined;
  /** The owner's account: their own things. */
  ownerUserId?: string | undefined;
  /** Only those hidden or suspended now. */
  withheldOnly?: boolean;
  limit: number;
}

export function findProductsForModeration(db: Db, query: ModerationQuery) {
  const pattern = query.text ? containing(query.text) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.id ? eq(products.id, query.id) : undefined,
    query.ids ? inArray(products.id, query.ids) : undefined,
    pattern ? or(ilike(products.name, pattern), ilike(products.brand, pattern)) : undefined,
    query.ownerUserId ? eq(sellers.userId, query.ownerUserId) : undefined,
    query.withheldOnly ? isNotNull(products.hiddenAt) : undefined,
  ];
  return db
    .select({
      id: products.id,
      name: products.name,
      pricePaise: products.pricePaise,
      status: products.status,
      hiddenAt: products.hiddenAt,
      hiddenReason: products.hiddenReason,
      sellerName: sellers.businessName,
      sellerSlug: sellers.slug,
      sellerUserId: sellers.userId,
      total: matchingTotal,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(...conditions))
    .orderBy(sql`${products.hiddenAt} is null`, desc(products.createdAt), asc(products.id))
    .limit(query.limit);
}

export function findSellersForModeration(db: Db, query: ModerationQuery) {
  const pattern = query.text ? containing(query.text) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.id ? eq(sellers.id, query.id) : undefined,
    query.ids ? inArray(sellers.id, query.ids) : undefined,
    pattern ? or(ilike(sellers.businessName, pattern), ilike(sellers.slug, pattern)) : undefined,
    query.ownerUserId ? eq(sellers.userId, query.ownerUserId) : undefined,
    query.withheldOnly ? isNotNull(sellers.suspendedAt) : undefined,
  ];
  return db
    .select({
      id: sellers.id,
      businessName: sellers.businessName,
      slug: sellers.slug,
      city: sellers.city,
      userId: sellers.userId,
      suspendedAt: sellers.suspendedAt,
      suspendedReason: sellers.suspendedReason,
      total: matchingTotal,
    })
    .from(sellers)
    .where(and(...conditions))
    .orderBy(sql`${sellers.suspendedAt} is null`, desc(sellers.createdAt), asc(sellers.id))
    .limit(query.limit);
}

export function findReviewsForModeration(db: Db, query: ModerationQuery) {
  const pattern = query.text ? containing(query.text) : undefined;
  const conditions: (SQL | undefined)[] = [
    query.id ? eq(productReviews.id, query.id) : undefined,
    query.ids ? inArray(productReviews.id, query.ids) : undefined,
    pattern ? or(ilike(productReviews.body, pattern), ilike(products.name, pattern)) : undefined,
    query.ownerUserId ? eq(productReviews.userId, query.ownerUserId) : undefined,
    query.withheldOnly ? isNotNull(productReviews.hiddenAt) : undefined,
  ];
  return db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      userId: productReviews.userId,
      author: sql<string>`coalesce(${profiles.displayName}, 'A buyer')`,
      hiddenAt: productReviews.hiddenAt,
      hiddenReason: productReviews.hiddenReason,
      productId: products.id,
      productName: products.name,
      sellerSlug: sellers.slug,
      total: matchingTotal,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(profiles, eq(profiles.userId, productReviews.userId))
    .where(and(...conditions))
    .orderBy(sql`${productReviews.hiddenAt} is null`, desc(productReviews.createdAt), asc(productReviews.id))
    .limit(query.limit);
}
