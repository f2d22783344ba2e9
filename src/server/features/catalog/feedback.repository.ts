import { and, avg, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../profiles/profiles.schema.ts';
import { productQuestions, productReviews, products } from './catalog.schema.ts';

const questionColumns = {
  id: productQuestions.id,
  productId: productQuestions.productId,
  question: productQuestions.question,
  answer: productQuestions.answer,
  author: sql<string>`coalesce(${profiles.displayName}, 'A shopper')`,
  createdAt: productQuestions.createdAt,
  answeredAt: productQuestions.answeredAt,
};

/** Reviews shown and counted: those an operator has not hidden. */
export async function reviewSummary(db: Db, productIds: string[]): Promise<{ average: number | null; count: number }> {
  if (productIds.length === 0) return { average: null, count: 0 };
  const [row] = await db
    .select({ average: avg(productReviews.rating), count: count() })
    .from(productReviews)
    .where(and(inArray(productReviews.productId, productIds), isNull(productReviews.hiddenAt)));
  return { average: row?.average == null ? null : Number(row.average), count: row?.count ?? 0 };
}

export function listReviews(db: Db, productId: string, limit: number) {
  return db
    .select({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      author: sql<string>`coalesce(${profiles.displayName}, 'A buyer')`,
      createdAt: productReviews.createdAt,
    })
    .from(productReviews)
    .leftJoin(profiles, eq(profiles.userId, productReviews.userId))
    .where(and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt)))
    .orderBy(desc(productReviews.createdAt))
    .limit(limit);
}

export function listQuestions(db: Db, productId: string, limit: number) {
  return db
    .select(questionColumns)
    .from(productQuestions)
    .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
    .where(eq(productQuestions.productId, productId))
    .orderBy(desc(productQuestions.createdAt))
    .limit(limit);
}

export async function insertQuestion(
  db: Db,
  values: { productId: string; userId: string; question: string; createdAt: Date },
) {
  const [row] = await db.insert(productQuestions).values(values).returning({ id: productQuestions.id });
  if (!row) throw new Error('insert returned no row');
  return findQuestion(db, row.id);
}

export async function findQuestion(db: Db, id: string) {
  const [row] = await db
    .select({ ...questionColumns, sellerId: products.sellerId, productName: products.name })
    .from(productQuestions)
    .innerJoin(products, eq(products.id, productQuestions.productId))
    .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
    .where(eq(productQuestions.id, id));
  return row ?? null;
}

export async function countOpenQuestionsBy(db: Db, productId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(productQuestions)
    .where(
      and(
        eq(productQuestions.productId, productId),
        eq(productQuestions.userId, userId),
        isNull(productQuestions.answer),
      ),
    );
  return row?.value ?? 0;
}

export async function answerQuestionRow(db: Db, id: string, answer: string, at: Date): Promise<void> {
  await db.update(productQuestions).set({ answer, answeredAt: at }).where(eq(productQuestions.id, id));
}

/** Questions on a seller's products, unanswered first, newest first. */
export function listSellerQuestions(db: Db, sellerId: string, limit: number) {
  return db
    .select({ ...questionColumns, productName: products.name })
    .from(productQuestions)
    .innerJoin(products, eq(products.id, productQuestions.productId))
    .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
    .where(eq(products.sellerId, sellerId))
    .orderBy(sql`${productQuestions.answer} is not null`, desc(productQuestions.createdAt))
    .limit(limit);
}

export async function hasReview(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** Writes the user's review of the product, unless they have one (then null). */
export async function insertReview(db: Db, values: typeof productReviews.$inferInsert) {
  const [row] = await db.insert(productReviews).values(values).onConflictDoNothing().returning({
    id: productReviews.id,
    rating: productReviews.rating,
    body: productReviews.body,
    createdAt: productReviews.createdAt,
  });
  return row ?? null;
}
