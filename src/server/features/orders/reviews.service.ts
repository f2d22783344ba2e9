import { and, eq } from 'drizzle-orm';
import type { ReviewInput } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { productReviews } from '../catalog/catalog.schema.ts';
import { orderLines, orders } from './orders.schema.ts';

/** Whether the user received this product in an order of theirs. */
async function hasDelivered(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orderLines.status, 'delivered')))
    .limit(1);
  return rows.length > 0;
}

async function hasReviewed(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

export async function canReview(db: Db, userId: string | null, productId: string): Promise<boolean> {
  if (!userId || !isUuid(productId)) return false;
  return (await hasDelivered(db, userId, productId)) && !(await hasReviewed(db, userId, productId));
}

/** A buyer with a delivered line of the product reviews it, once. */
export async function writeReview(db: Db, userId: string, productId: string, input: ReviewInput, now: Date) {
  if (!isUuid(productId) || !(await hasDelivered(db, userId, productId))) {
    throw new AppError('forbidden', 'You can review a product once it has been delivered to you.');
  }
  const [row] = await db
    .insert(productReviews)
    .values({ productId, userId, rating: input.rating, body: input.body, createdAt: now })
    .onConflictDoNothing()
    .returning({
      id: productReviews.id,
      rating: productReviews.rating,
      body: productReviews.body,
      createdAt: productReviews.createdAt,
    });
  if (!row) throw new AppError('conflict', 'You have already reviewed this product.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
