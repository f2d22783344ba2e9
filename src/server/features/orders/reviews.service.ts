// Who may review a product is an orders rule (a buyer it was delivered to); the reviews themselves belong to the
// catalog's feedback.
import type { ReviewInput } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { hasReviewed, recordReview } from '../catalog/feedback.service.ts';
import { hasDeliveredLine } from './orders.repository.ts';

export async function canReview(db: Db, userId: string | null, productId: string): Promise<boolean> {
  if (!userId || !isUuid(productId)) return false;
  return (await hasDeliveredLine(db, userId, productId)) && !(await hasReviewed(db, userId, productId));
}

/** A buyer with a delivered line of the product reviews it, once. */
export async function writeReview(db: Db, userId: string, productId: string, input: ReviewInput, now: Date) {
  if (!isUuid(productId) || !(await hasDeliveredLine(db, userId, productId))) {
    throw new AppError('forbidden', /*i18n*/ 'You can review a product once it has been delivered to you.');
  }
  return recordReview(db, { productId, userId, rating: input.rating, body: input.body, createdAt: now });
}
