import type { AuditSubject, ModerationItem, ModerationNotice } from '#shared/contracts/ops.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  MODERATION_SEARCH_SIZE,
  type ModerationChange,
  type ModerationOutcome,
  moderationState,
  noticeOf,
  totalOf,
  withholdColumns,
} from '../../lib/moderation.ts';
import {
  findProductsForModeration,
  findReviewsForModeration,
  findSellersForModeration,
  type ModerationQuery,
  updateProductHidden,
  updateReviewHidden,
  updateSellerSuspended,
} from './moderation.repository.ts';

/*
 * Catalog's side of moderation (the ops feature decides who may, and keeps the audit log): a product or a review
 * hidden, a seller suspended. Every public read leaves them out (productOnSaleInStores, the seller page, reviews).
 */

type ProductRow = Awaited<ReturnType<typeof findProductsForModeration>>[number];
type SellerRow = Awaited<ReturnType<typeof findSellersForModeration>>[number];
type ReviewRow = Awaited<ReturnType<typeof findReviewsForModeration>>[number];

const productItem = (row: ProductRow): ModerationItem => ({
  subject: 'product',
  id: row.id,
  title: row.name,
  detail: `${row.sellerName} · ${formatRupees(row.pricePaise)}${row.status === 'archived' ? ' · archived by the seller' : ''}`,
  link: `/seller/${row.sellerSlug}?product=${row.id}`,
  ...moderationState(row.hiddenAt, row.hiddenReason, 'hidden'),
});

const sellerItem = (row: SellerRow): ModerationItem => ({
  subject: 'seller',
  id: row.id,
  title: row.businessName,
  detail: [`/seller/${row.slug}`, row.city, row.userId ? '' : 'no account'].filter(Boolean).join(' · '),
  link: `/seller/${row.slug}`,
  ...moderationState(row.suspendedAt, row.suspendedReason, 'suspended'),
});

const excerpt = (body: string) => (body.length > 140 ? `${body.slice(0, 137).trimEnd()}…` : body);

const reviewItem = (row: ReviewRow): ModerationItem => ({
  subject: 'review',
  id: row.id,
  title: `Review of ${row.productName}`,
  detail: `${'★'.repeat(row.rating)}${'☆'.repeat(5 - row.rating)} by ${row.author}${row.body ? `: “${excerpt(row.body)}”` : ''}`,
  link: `/seller/${row.sellerSlug}?product=${row.productId}`,
  ...moderationState(row.hiddenAt, row.hiddenReason, 'hidden'),
});

/** Applies a change with a conditional update, then reads the subject back; null when there is no such one. */
async function apply<Row>(
  change: () => Promise<boolean>,
  read: () => Promise<Row[]>,
  toOutcome: (row: Row, changed: boolean) => ModerationOutcome,
): Promise<ModerationOutcome | null> {
  const changed = await change();
  const [row] = await read();
  return row ? toOutcome(row, changed) : null;
}

/** Hides a product from every public list and from sale (or restores it); run in the operator's transaction. */
export function moderateProduct(db: Db, id: string, change: ModerationChange): Promise<ModerationOutcome | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return apply(
    () => updateProductHidden(db, id, withholdColumns(change)),
    () => findProductsForModeration(db, { id, limit: 1 }),
    (row, changed) => ({ item: productItem(row), changed, ownerUserId: row.sellerUserId }),
  );
}

/** Suspends a seller (their page and every product go from public view) or restores them. */
export function moderateSeller(db: Db, id: string, change: ModerationChange): Promise<ModerationOutcome | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return apply(
    () => updateSellerSuspended(db, id, withholdColumns(change)),
    () => findSellersForModeration(db, { id, limit: 1 }),
    (row, changed) => ({ item: sellerItem(row), changed, ownerUserId: row.userId }),
  );
}

/** Hides a review (not shown, not counted in ratings) or restores it. */
export function moderateReview(db: Db, id: string, change: ModerationChange): Promise<ModerationOutcome | null> {
  if (!isUuid(id)) return Promise.resolve(null);
  return apply(
    () => updateReviewHidden(db, id, withholdColumns(change)),
    () => findReviewsForModeration(db, { id, limit: 1 }),
    (row, changed) => ({ item: reviewItem(row), changed, ownerUserId: row.userId }),
  );
}

/** Products, sellers and reviews for the console: matching the words (or an id), withheld ones first. */
export async function searchCatalogForModeration(db: Db, words: string | undefined) {
  const query: ModerationQuery =
    words && isUuid(words)
      ? { id: words, limit: MODERATION_SEARCH_SIZE }
      : { text: words, limit: MODERATION_SEARCH_SIZE };
  const [products, sellers, reviews] = await Promise.all([
    findProductsForModeration(db, query),
    findSellersForModeration(db, query),
    findReviewsForModeration(db, query),
  ]);
  return {
    products: products.map(productItem),
    sellers: sellers.map(sellerItem),
    reviews: reviews.map(reviewItem),
    totals: { products: totalOf(products), sellers: totalOf(sellers), reviews: totalOf(reviews) },
  };
}

/** Ids that can be catalog's (uuids), each once. */
const uuids = (ids: string[]) => [...new Set(ids.filter(isUuid))];

/**
 * The audit log's names for catalog's subjects, by id, as they are now: a product (its seller beside it), a seller
 * (their page), a review (its product, its author beside it). Ids of nothing are left out.
 */
export async function catalogAuditSubjects(
  db: Db,
  ids: { products: string[]; sellers: string[]; reviews: string[] },
): Promise<{
  products: Map<string, AuditSubject>;
  sellers: Map<string, AuditSubject>;
  reviews: Map<string, AuditSubject>;
}> {
  const [products, sellers, reviews] = [uuids(ids.products), uuids(ids.sellers), uuids(ids.reviews)];
  const [productRows, sellerRows, reviewRows] = await Promise.all([
    products.length > 0 ? findProductsForModeration(db, { ids: products, limit: products.length }) : [],
    sellers.length > 0 ? findSellersForModeration(db, { ids: sellers, limit: sellers.length }) : [],
    reviews.length > 0 ? findReviewsForModeration(db, { ids: reviews, limit: reviews.length }) : [],
  ]);
  return {
    products: new Map(productRows.map((row) => [row.id, { name: row.name, detail: row.sellerName, at: null }])),
    sellers: new Map(
      sellerRows.map((row) => [row.id, { name: row.businessName, detail: `/seller/${row.slug}`, at: null }]),
    ),
    reviews: new Map(reviewRows.map((row) => [row.id, { name: row.productName, detail: row.author, at: null }])),
  };
}

/** What Haat has withheld of the user's: their seller account, their products, their reviews. */
export async function catalogNoticesFor(db: Db, userId: string): Promise<ModerationNotice[]> {
  const query: ModerationQuery = { ownerUserId: userId, withheldOnly: true, limit: 100 };
  const [sellers, products, reviews] = await Promise.all([
    findSellersForModeration(db, query),
    findProductsForModeration(db, query),
    findReviewsForModeration(db, query),
  ]);
  return [
    ...sellers.map(sellerItem).flatMap(noticeOf),
    ...products.map(productItem).flatMap(noticeOf),
    ...reviews.map(reviewItem).flatMap(noticeOf),
  ];
}
