import type { ProductFeedback, Question } from '#shared/contracts/catalog.ts';
import { DEFAULT_PRODUCT_RATING } from '#shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  answerQuestionRow,
  countOpenQuestionsBy,
  findQuestion,
  hasReview,
  insertQuestion,
  insertReview,
  listQuestions,
  listReviews,
  listSellerQuestions,
  reviewSummary,
} from './feedback.repository.ts';
import { findProduct } from './products.repository.ts';
import { requireOwnSeller } from './sellers.service.ts';

const SHOWN = 20;
/** Unanswered questions one person may have open on one product. */
export const MAX_OPEN_QUESTIONS = 3;

type QuestionRow = Omit<Question, 'createdAt' | 'answeredAt'> & { createdAt: Date; answeredAt: Date | null };

function toQuestion(row: QuestionRow): Question {
  return {
    id: row.id,
    productId: row.productId,
    question: row.question,
    answer: row.answer,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** The rating shown for products: the reviews' average to one decimal, or the spec's 4.5 when unreviewed. */
export async function ratingOf(db: Db, productIds: string[]): Promise<{ rating: number; reviewCount: number }> {
  const summary = await reviewSummary(db, productIds);
  return {
    rating: summary.average === null ? DEFAULT_PRODUCT_RATING : Math.round(summary.average * 10) / 10,
    reviewCount: summary.count,
  };
}

/** A product on sale that Haat has not hidden: the one whose reviews and questions anyone may read. */
async function requireActiveProduct(db: Db, productId: string) {
  const product = isUuid(productId) ? await findProduct(db, productId) : null;
  if (!product || product.status !== 'active' || product.hiddenAt !== null)
    throw new AppError('not_found', /*i18n*/ 'Product not found.');
  return product;
}

export async function getProductFeedback(db: Db, productId: string): Promise<ProductFeedback> {
  const product = await requireActiveProduct(db, productId);
  const [rating, reviews, questions] = await Promise.all([
    ratingOf(db, [product.id]),
    listReviews(db, product.id, SHOWN),
    listQuestions(db, product.id, SHOWN),
  ]);
  return {
    ...rating,
    reviews: reviews.map((review) => ({ ...review, createdAt: review.createdAt.toISOString() })),
    questions: questions.map(toQuestion),
  };
}

export async function askQuestion(
  db: Db,
  userId: string,
  productId: string,
  question: string,
  now: Date,
): Promise<Question> {
  const product = await requireActiveProduct(db, productId);
  if ((await countOpenQuestionsBy(db, product.id, userId)) >= MAX_OPEN_QUESTIONS) {
    throw new AppError(
      'rate_limited',
      phrase(
        /*i18n*/ 'You have {count} questions waiting for an answer on this product. Wait for the seller to reply.',
        { count: MAX_OPEN_QUESTIONS },
      ),
    );
  }
  const row = await insertQuestion(db, { productId: product.id, userId, question, createdAt: now });
  if (!row) throw new Error('question vanished after insert');
  return toQuestion(row);
}

export async function listQuestionsForSeller(db: Db, userId: string) {
  const seller = await requireOwnSeller(db, userId);
  const rows = await listSellerQuestions(db, seller.id, 100);
  return rows.map((row) => ({ ...toQuestion(row), productName: row.productName }));
}

/** Only the seller of the product may answer; answering again replaces the answer. */
export async function answerQuestion(db: Db, userId: string, questionId: string, answer: string, now: Date) {
  const seller = await requireOwnSeller(db, userId);
  const row = isUuid(questionId) ? await findQuestion(db, questionId) : null;
  // Another seller's question is not found either: a 403 would tell which ids exist.
  if (!row || row.sellerId !== seller.id) throw new AppError('not_found', /*i18n*/ 'Question not found.');
  await answerQuestionRow(db, row.id, answer, now);
  const updated = await findQuestion(db, row.id);
  if (!updated) throw new AppError('not_found', /*i18n*/ 'Question not found.');
  return { ...toQuestion(updated), productName: updated.productName };
}

/** Whether the user has reviewed the product already (a review is written once). */
export function hasReviewed(db: Db, userId: string, productId: string): Promise<boolean> {
  return hasReview(db, userId, productId);
}

/**
 * Keeps a buyer's review of a product, once per buyer. Who may review (a buyer the product was delivered to)
 * is the orders feature's rule: it checks that before calling.
 */
export async function recordReview(
  db: Db,
  review: { productId: string; userId: string; rating: number; body: string; createdAt: Date },
) {
  const row = await insertReview(db, review);
  if (!row) throw new AppError('conflict', /*i18n*/ 'You have already reviewed this product.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
