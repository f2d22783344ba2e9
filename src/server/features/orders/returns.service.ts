import type { ServiceContext } from '../../service-context.ts';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus, Order } from '#shared/contracts/orders.ts';
import {
  RETURN_PHOTO_WIDTHS,
  type ReturnDecisionParsed,
  type ReturnRequestInput,
} from '#shared/contracts/orders-returns.ts';
import { AppError, type Phrase, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { storeWebpImage } from '../../lib/images.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { sellerLines } from './fulfilment.service.ts';
import { holdEarnings, resumeEarnings } from '../ledger/ledger.service.ts';
import { returnWindowEnd, returnWindowOpen } from './order-view.ts';
import { getOrder, type OrderViewer, requireVisibleOrder } from './orders.service.ts';
import {
  decideRequestedReturn,
  findOrderLineWithSeller,
  findReturnWithLine,
  insertReturn,
  lockLine,
} from './returns.repository.ts';
import { takeBack, tellBuyerTheDecision } from './return-decisions.ts';
import { hasOpenReturn } from './return-view.ts';

const dayInIndia = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

type ReturnableLine = { status: LineStatus; deliveredAt: Date | null; returnDays: number };

const refuse = (message: string | Phrase) => new AppError('conflict', message);

/** Why the buyer cannot ask to return the line now, as a 409; nothing when they can. */
function refuseUnlessReturnable(line: ReturnableLine, openReturn: boolean, now: Date): void {
  if (line.status === 'returned') throw refuse(/*i18n*/ 'This item has already been returned.');
  if (line.status !== 'delivered') throw refuse(/*i18n*/ 'Only a delivered item can be returned.');
  if (line.returnDays === 0) throw refuse(/*i18n*/ 'This item cannot be returned: its seller takes no returns on it.');
  if (openReturn)
    throw refuse(/*i18n*/ 'You have already asked to return this item. The seller will answer your request.');
  if (!returnWindowOpen(line, now)) throw windowClosed(line);
}

function windowClosed(line: ReturnableLine): AppError {
  const closed = returnWindowEnd(line);
  return refuse(
    closed
      ? phrase(/*i18n*/ 'The return window for this item closed on {day}.', { day: dayInIndia.format(closed) })
      : /*i18n*/ 'The return window for this item closed.',
  );
}

export interface ReturnRequestCommand {
  orderId: string;
  lineId: string;
  viewer: OrderViewer;
  input: ReturnRequestInput;
  /** The photos' bytes, at most MAX_RETURN_PHOTOS; checked here by their content. */
  photos: Uint8Array[];
}

/**
 * The order's buyer (signed in, or a guest with its token) asks to return a
 * delivered line inside its window. The photos are stored like every upload;
 * the line is locked so the request and the seller's own "returned" cannot
 * cross, and its earnings are held until the seller decides.
 */
export async function requestReturn(context: ServiceContext, command: ReturnRequestCommand): Promise<Order> {
  const { db, media, signer, orderMails: mails, now } = context;
  const order = await requireVisibleOrder(db, signer, command.orderId, command.viewer);
  const line = isUuid(command.lineId) ? await findOrderLineWithSeller(db, order.id, command.lineId) : null;
  if (!line) throw new AppError('not_found', /*i18n*/ 'Order line not found.');
  // Refused before the work of converting photos; checked again under the lock below.
  refuseUnlessReturnable(line.line, await hasOpenReturn(db, line.line.id), now);

  const photoKeys: string[] = [];
  for (const photo of command.photos) {
    photoKeys.push(
      (await storeWebpImage(media, `returns/${line.line.id}`, photo, RETURN_PHOTO_WIDTHS, { field: 'photos' })).key,
    );
  }
  const { id, productName } = line.line;
  const mail = await db.transaction(async (tx) => {
    const locked = await lockLine(tx, id);
    if (!locked) throw new AppError('not_found', /*i18n*/ 'Order line not found.');
    refuseUnlessReturnable(locked, await hasOpenReturn(tx, id), now);
    if (!(await holdEarnings(tx, id, now))) throw windowClosed(locked);
    const returnId = await insertReturn(tx, {
      lineId: id,
      reason: command.input.reason,
      details: command.input.details,
      photoKeys,
      requestedAt: now,
    });
    await notify(tx, now, [
      {
        userId: line.sellerUserId,
        kind: 'return_requested',
        app: 'Orders',
        message: phrase(
          /*i18n*/ '{buyer} asked to return {product} (order {number}): {reason, select, damaged {Damaged} wrong_item {Wrong item} size_or_fit {Size or fit} not_as_described {Not as described} other {Changed my mind}}. Accept or reject it under Orders.',
          { buyer: order.contactName, product: productName, number: order.number, reason: command.input.reason },
        ),
        link: '/dashboard',
      },
    ]);
    return mails.record(tx, { kind: 'return_requested', orderId: order.id, lineId: id, returnId });
  });
  mails.compose(mail);
  return getOrder(context, order.id, command.viewer);
}

/**
 * The line's seller accepts a return request (the line becomes returned, its
 * stock comes back, the creator's and seller's earnings are reversed with the
 * reason, the payment settles) or rejects it with a note (the line stays
 * delivered and its earnings pending). Another seller's request does not exist
 * for them; a request is decided once. The buyer is mailed the answer, the seller the request (order-mails.ts).
 */
export async function decideReturn(
  context: ServiceContext,
  userId: string,
  returnId: string,
  decision: ReturnDecisionParsed,
): Promise<SellerOrderLine> {
  const { db, media, orderMails: mails, now } = context;
  const seller = await requireOwnSeller(db, userId);
  const found = isUuid(returnId) ? await findReturnWithLine(db, returnId) : null;
  if (!found || found.line.sellerId !== seller.id)
    throw new AppError('not_found', /*i18n*/ 'Return request not found.');
  const answered = refuse(/*i18n*/ 'This return request has already been answered.');
  if (found.request.status !== 'requested') throw answered;

  const { line, request } = found;
  const accept = decision.decision === 'accept';
  const mail = await db.transaction(async (tx) => {
    const decided = await decideRequestedReturn(tx, request.id, {
      status: accept ? 'accepted' : 'rejected',
      sellerNote: decision.note,
      decidedAt: now,
    });
    if (!decided) throw answered;
    if (accept) await takeBack(tx, line, request.reason, decision.note, now);
    else await resumeEarnings(tx, line.id, returnWindowEnd(line) ?? now, now);
    return tellBuyerTheDecision(tx, { ...found, accepted: accept, note: decision.note }, { now, mails });
  });
  mails.compose(mail);
  const [view] = await sellerLines(db, media, [line.id], now);
  return view as SellerOrderLine;
}
