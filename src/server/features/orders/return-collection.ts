import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { OrderMails } from './order-mail-event.ts';
import { takeBack, tellBuyerTheDecision } from './return-decisions.ts';
import { decideRequestedReturn, findReturnWithLine, finishCollectedReturn } from './returns.repository.ts';
import { sellerPartOf } from './seller-part.ts';

/*
 * A return the seller's carrier brings back (issue 38; decision 073). Accepting it books the pickup and leaves the
 * line delivered, its earnings held; the item is taken back (restocked, the sale reversed, the payment settled) when
 * the courier delivers it to the seller, once, however many events say so.
 */

/** The seller's return request still waiting for an answer, with its line and the order it came from. */
export async function returnToCollect(db: Db, sellerId: string, returnId: string) {
  const found = isUuid(returnId) ? await findReturnWithLine(db, returnId) : null;
  if (!found || found.line.sellerId !== sellerId) throw new AppError('not_found', /*i18n*/ 'Return request not found.');
  if (found.request.status !== 'requested')
    throw new AppError('conflict', /*i18n*/ 'This return request has already been answered.');
  const part = await sellerPartOf(db, found.line.orderId, sellerId);
  if (!part) throw new AppError('not_found', /*i18n*/ 'Return request not found.');
  return { ...found, order: part.order };
}

/** In the booking's transaction: the request is accepted, the item on its way back. */
export async function startReturnCollection(tx: Db, returnId: string, note: string | null, now: Date): Promise<void> {
  if (!(await decideRequestedReturn(tx, returnId, { status: 'collecting', sellerNote: note, decidedAt: now })))
    throw new AppError('conflict', /*i18n*/ 'This return request has already been answered.');
}

/**
 * In the carrier event's transaction: the item is back with its seller. The order mail owed, or null when it had
 * arrived already.
 */
export async function completeCollectedReturn(
  tx: Db,
  returnId: string,
  deps: { now: Date; mails: OrderMails },
): Promise<string | null> {
  const found = await findReturnWithLine(tx, returnId);
  if (!found || !(await finishCollectedReturn(tx, returnId))) return null;
  await takeBack(tx, found.line, found.request.reason, found.request.sellerNote, deps.now);
  return tellBuyerTheDecision(tx, { ...found, accepted: true, note: found.request.sellerNote }, deps);
}
