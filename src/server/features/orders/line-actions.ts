import { STORED_SENTENCES, storedSentence } from '#shared/stored-sentences.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { returnStock } from '../catalog/stock.service.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import { creditOnDelivery } from '../ledger/ledger.service.ts';
import type { OrderMails } from './order-mail-event.ts';
import { CANCELLABLE, returnWindowEnd } from './order-view.ts';
import type { findLineWithOrder } from './orders.repository.ts';
import { invoiceOnShipment, reverseSale } from './sale-documents.ts';
import { hasOpenReturn } from './return-view.ts';
import { moveLine, settlePayment } from './transitions.ts';

/*
 * What each seller action does to a line, in the caller's transaction: the seller's own hand (fulfilment.service.ts)
 * or their carrier's events (the shipping slice, decision 073). Each move is conditional on where the line stands,
 * so a second try, or an event already applied, moves nothing.
 */

type Action = SellerAction['action'];

/** From which statuses each action may move a line, and where to. */
export const RULES: Record<Action, { from: readonly LineStatus[]; to: LineStatus }> = {
  confirm: { from: ['placed'], to: 'confirmed' },
  ship: { from: ['confirmed'], to: 'shipped' },
  out_for_delivery: { from: ['shipped'], to: 'out_for_delivery' },
  deliver: { from: ['shipped', 'out_for_delivery'], to: 'delivered' },
  fail: { from: ['shipped', 'out_for_delivery'], to: 'delivery_failed' },
  return: { from: ['delivered'], to: 'returned' },
  cancel: { from: CANCELLABLE, to: 'cancelled' },
};

export const ANSWER_THE_REQUEST =
  /*i18n*/ 'The buyer has asked to return this item: accept or reject their request instead.';

export type ActedLine = NonNullable<Awaited<ReturnType<typeof findLineWithOrder>>> & {
  seller: { id: string; name: string };
};

/** Moves the line by the action when it stands where the action starts; the mail it owes, recorded, to compose. */
export async function applyLineAction(
  tx: Db,
  deps: { now: Date; mails: OrderMails },
  line: ActedLine,
  input: SellerAction,
): Promise<{ moved: boolean; mail: string | null }> {
  const { now, mails } = deps;
  const { id, productId, quantity, productName, returnDays, orderId } = line.line;
  const rule = RULES[input.action];
  // The mail the change owes, recorded in its transaction and composed after the commit.
  let mail: string | null = null;
  const moved = await (async () => {
    switch (input.action) {
      case 'ship': {
        const note = `${input.courier} · ${input.trackingNumber}`;
        if (
          !(await moveLine(tx, id, rule.from, rule.to, now, {
            note,
            courier: input.courier,
            trackingNumber: input.trackingNumber,
          }))
        )
          return false;
        await invoiceOnShipment(tx, orderId, line.seller.id, now);
        mail = await mails.record(tx, { kind: 'shipped', orderId, lineId: id });
        await notify(tx, now, [
          {
            userId: line.buyerId,
            kind: 'order_shipped',
            app: 'Deliveries',
            message: phrase(
              /*i18n*/ '{product} (order {number}) has shipped with {courier}, tracking number {tracking}.',
              {
                product: productName,
                number: line.number,
                courier: input.courier,
                tracking: input.trackingNumber,
              },
            ),
            link: '/orders-and-deliveries',
          },
        ]);
        return true;
      }
      case 'deliver': {
        if (!(await moveLine(tx, id, rule.from, rule.to, now, { deliveredAt: now }))) return false;
        await creditOnDelivery(tx, id, returnWindowEnd({ deliveredAt: now, returnDays }) ?? now, now);
        await settlePayment(tx, orderId);
        mail = await mails.record(tx, { kind: 'delivered', orderId, lineId: id });
        await notify(tx, now, [
          {
            userId: line.buyerId,
            kind: 'order_delivered',
            app: 'Deliveries',
            message: phrase(
              /*i18n*/ '{product} (order {number}) was delivered. Enjoy it, and tell others what you think with a review.',
              { product: productName, number: line.number },
            ),
            link: '/orders-and-deliveries',
          },
        ]);
        return true;
      }
      case 'fail':
      case 'return': {
        if (!(await moveLine(tx, id, rule.from, rule.to, now, { note: input.reason }))) return false;
        // The buyer may have asked to return it meanwhile (their request locks the line first).
        if (input.action === 'return' && (await hasOpenReturn(tx, id)))
          throw new AppError('conflict', ANSWER_THE_REQUEST);
        await returnStock(tx, productId, quantity);
        await reverseSale(
          tx,
          [id],
          storedSentence(
            input.action === 'fail' ? STORED_SENTENCES.deliveryFailed : STORED_SENTENCES.returned,
            input.reason,
          ),
          now,
        );
        await settlePayment(tx, orderId);
        return true;
      }
      case 'cancel': {
        const note = storedSentence(STORED_SENTENCES.cancelledBySeller, input.reason);
        if (!(await moveLine(tx, id, rule.from, rule.to, now, { note }))) return false;
        await returnStock(tx, productId, quantity);
        await reverseSale(tx, [id], note, now);
        await settlePayment(tx, orderId);
        mail = await mails.record(tx, {
          kind: 'cancelled',
          orderId,
          lineIds: [id],
          by: { party: 'seller', reason: input.reason },
        });
        await notify(tx, now, [
          {
            userId: line.buyerId,
            kind: 'order_cancelled',
            app: 'Deliveries',
            message: phrase(
              /*i18n*/ '{seller} cannot fulfil {product} (order {number}) and cancelled it: {reason}. Nothing is charged for it.',
              { seller: line.seller.name, product: productName, number: line.number, reason: input.reason },
            ),
            link: '/orders-and-deliveries',
          },
        ]);
        return true;
      }
      case 'out_for_delivery': {
        if (!(await moveLine(tx, id, rule.from, rule.to, now))) return false;
        await notify(tx, now, [
          {
            userId: line.buyerId,
            kind: 'order_out_for_delivery',
            app: 'Deliveries',
            message: phrase(/*i18n*/ '{product} (order {number}) is out for delivery today. Keep cash or UPI ready.', {
              product: productName,
              number: line.number,
            }),
            link: '/orders-and-deliveries',
          },
        ]);
        return true;
      }
      case 'confirm':
        return moveLine(tx, id, rule.from, rule.to, now);
    }
  })();
  return { moved, mail };
}
