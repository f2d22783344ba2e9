import { STORED_SENTENCES, storedSentence } from '#shared/stored-sentences.ts';
import { RETURN_REASON_LABELS, type ReturnReason } from '#shared/contracts/orders-returns.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { returnStock } from '../catalog/stock.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { OrderMails } from './order-mail-event.ts';
import type { OrderLineRow } from './orders.repository.ts';
import { reverseSale } from './sale-documents.ts';
import { moveLine, settlePayment } from './transitions.ts';

/*
 * What an accepted return does, whenever it takes effect: at the seller's Accept (shipped back by hand), or when the
 * seller's carrier delivers it back to them (decision 073).
 */

/** The item is back: the line is returned, its stock restocked, its sale reversed with the reason, the payment settled. */
export async function takeBack(
  tx: Db,
  line: Pick<OrderLineRow, 'id' | 'orderId' | 'productId' | 'quantity'>,
  reason: ReturnReason,
  note: string | null,
  now: Date,
): Promise<void> {
  if (!(await moveLine(tx, line.id, ['delivered'], 'returned', now, { note })))
    throw new AppError('conflict', /*i18n*/ 'Only a delivered item can be returned.');
  await returnStock(tx, line.productId, line.quantity);
  await reverseSale(tx, [line.id], storedSentence(STORED_SENTENCES.returned, RETURN_REASON_LABELS[reason]), now);
  await settlePayment(tx, line.orderId);
}

/** The buyer hears the seller's answer in their inbox, and the mail is recorded (sent once the change commits). */
export async function tellBuyerTheDecision(
  tx: Db,
  found: {
    request: { id: string };
    line: { id: string; orderId: string; productName: string };
    number: string;
    buyerId: string | null;
    accepted: boolean;
    note: string | null;
  },
  deps: { now: Date; mails: OrderMails },
): Promise<string> {
  const { request, line, note } = found;
  const answer = {
    decision: found.accepted ? 'accepted' : 'declined',
    product: line.productName,
    number: found.number,
  };
  await notify(tx, deps.now, [
    {
      userId: found.buyerId,
      kind: found.accepted ? 'return_accepted' : 'return_rejected',
      app: 'Deliveries',
      message: note
        ? phrase(
            /*i18n*/ '{decision, select, accepted {The seller accepted} other {The seller declined}} your return of {product} (order {number}). The seller says: “{note}”',
            { ...answer, note },
          )
        : phrase(
            /*i18n*/ '{decision, select, accepted {The seller accepted} other {The seller declined}} your return of {product} (order {number}).',
            answer,
          ),
      link: '/orders-and-deliveries',
    },
  ]);
  return deps.mails.record(tx, {
    kind: 'return_decided',
    orderId: line.orderId,
    lineId: line.id,
    returnId: request.id,
  });
}
