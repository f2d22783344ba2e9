import type { ServiceContext } from '../../service-context.ts';
import { STORED_SENTENCES, storedSentence } from '#shared/stored-sentences.ts';
import type { SellerAction, SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { returnStock } from '../catalog/stock.service.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { awaitsBuyerConfirmation, buyerConfirmationOf } from './cod-confirmation.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { creditOnDelivery, lineShares } from '../ledger/ledger.service.ts';
import { CANCELLABLE, loadLines, publicLine, returnWindowEnd, returnWindowOpen } from './order-view.ts';
import { findLineWithOrder, findOrders, listSellerLineIds } from './orders.repository.ts';
import { chargedSummary } from './parcel-charges.ts';
import { tokensPaid } from './cod-collection.ts';
import { invoiceOnShipment, reverseSale } from './sale-documents.ts';
import { hasOpenReturn } from './return-view.ts';
import { moveLine, settlePayment } from './transitions.ts';

type Action = SellerAction['action'];

/** From which statuses each action may move a line, and where to. */
const RULES: Record<Action, { from: readonly LineStatus[]; to: LineStatus }> = {
  confirm: { from: ['placed'], to: 'confirmed' },
  ship: { from: ['confirmed'], to: 'shipped' },
  out_for_delivery: { from: ['shipped'], to: 'out_for_delivery' },
  deliver: { from: ['shipped', 'out_for_delivery'], to: 'delivered' },
  fail: { from: ['shipped', 'out_for_delivery'], to: 'delivery_failed' },
  return: { from: ['delivered'], to: 'returned' },
  cancel: { from: CANCELLABLE, to: 'cancelled' },
};

const ACTIONS = Object.keys(RULES) as Action[];
/** What waits while a cash-on-delivery order waits for its buyer's confirmation (decision 070). */
const WAIT_FOR_BUYER: readonly Action[] = ['confirm', 'ship'];

/**
 * What the seller may do next with a line. Marking it returned (a parcel that came back without a
 * request) only while its window is open and no buyer's return request waits: that one is accepted instead.
 */
function actionsFor(
  line: { status: LineStatus; deliveredAt: Date | null; returnDays: number },
  now: Date,
  openReturn: boolean,
): Action[] {
  return ACTIONS.filter((action) => {
    if (!RULES[action].from.includes(line.status)) return false;
    return action !== 'return' || (returnWindowOpen(line, now) && !openReturn);
  });
}

/** The seller's view of the given lines (with the buyer's delivery details and the next actions) at `now`. */
export async function sellerLines(
  db: Db,
  media: MediaStorage,
  lineIds: string[],
  now: Date,
): Promise<SellerOrderLine[]> {
  const loaded = await loadLines(db, media, { lineIds }, now);
  const orderIds = [...new Set([...loaded.values()].map((line) => line.orderId))];
  const orderRows = await findOrders(db, orderIds);
  const orderById = new Map(orderRows.map((row) => [row.id, row]));
  // The seller's lines of each order: their parcel, and what its courier collects, less any token the buyer paid.
  const parcels = Map.groupBy([...loaded.values()], (line) => line.orderId);
  const tokens = await tokensPaid(
    db,
    orderRows.filter((row) => row.paymentMethod === 'cod' && row.paymentStatus === 'due_on_delivery'),
  );
  const collect = (orderId: string) => {
    const order = orderById.get(orderId);
    if (order?.paymentMethod !== 'cod' || order.paymentStatus !== 'due_on_delivery') return null;
    const own = parcels.get(orderId) ?? [];
    return (
      tokens.get(orderId)?.get(own[0]?.row.sellerId ?? '') ?? chargedSummary(own.map((line) => line.row)).totalPaise
    );
  };
  return lineIds.flatMap((id) => {
    const line = loaded.get(id);
    const order = line && orderById.get(line.orderId);
    if (!line || !order) return [];
    return [
      {
        ...publicLine(line),
        orderId: order.id,
        orderNumber: order.number,
        placedAt: order.placedAt.toISOString(),
        buyerName: order.contactName,
        buyerPhone: order.contactPhone,
        address: {
          line1: order.addressLine1,
          line2: order.addressLine2,
          city: order.city,
          state: order.state,
          pincode: order.pincode,
        },
        basePaise: line.basePaise,
        earning: {
          basePaise: line.basePaise,
          commissionBps: line.row.commissionBps,
          commissionPaise: line.row.commissionPaise,
          commissionGstPaise: line.row.commissionGstPaise,
          markupGstPaise: line.row.markupGstPaise,
          deliveryPaise: line.row.deliveryPaise,
          netPaise: lineShares(line.row).seller,
        },
        collectOnDeliveryPaise: collect(order.id),
        buyerConfirmBy: awaitsBuyerConfirmation(order) ? (order.codConfirmBy?.toISOString() ?? null) : null,
        actions: actionsFor(
          line.row,
          now,
          line.returns.some((request) => request.status === 'requested'),
        ).filter((action) => !(awaitsBuyerConfirmation(order) && WAIT_FOR_BUYER.includes(action))),
      },
    ];
  });
}

const SELLER_LINES_PAGE = 200;

/** The signed-in seller's own order lines, newest first; no other seller's line is ever read. */
export async function listSellerLines(context: ServiceContext, userId: string): Promise<SellerOrderLine[]> {
  const { db, media, now } = context;
  const seller = await requireOwnSeller(db, userId);
  return sellerLines(db, media, await listSellerLineIds(db, seller.id, SELLER_LINES_PAGE), now);
}

const NOT_NOW: Record<Action, string> = {
  confirm: /*i18n*/ 'Only a new order can be confirmed.',
  ship: /*i18n*/ 'Confirm the order before shipping it; a shipped order cannot ship again.',
  out_for_delivery: /*i18n*/ 'Only a shipped order can go out for delivery.',
  deliver: /*i18n*/ 'Only a shipped order can be marked delivered.',
  fail: /*i18n*/ 'Only an order on its way can fail delivery.',
  return: /*i18n*/ 'A line can be marked returned only when delivered and within its return window.',
  cancel: /*i18n*/ 'Only an order that has not shipped can be cancelled.',
};

const ANSWER_THE_REQUEST = /*i18n*/ 'The buyer has asked to return this item: accept or reject their request instead.';

/**
 * A seller moves one of their own lines along; another seller's line does not
 * exist for them. The buyer's mail about it goes once the change has committed.
 */
export async function actOnLine(
  context: ServiceContext,
  userId: string,
  lineId: string,
  input: SellerAction,
): Promise<SellerOrderLine> {
  const { db, media, orderMails: mails, now } = context;
  const seller = await requireOwnSeller(db, userId);
  const line = isUuid(lineId) ? await findLineWithOrder(db, lineId) : null;
  if (!line || line.line.sellerId !== seller.id) throw new AppError('not_found', /*i18n*/ 'Order line not found.');
  if (input.action === 'return' && (await hasOpenReturn(db, line.line.id)))
    throw new AppError('conflict', ANSWER_THE_REQUEST);
  if (!actionsFor(line.line, now, false).includes(input.action)) throw new AppError('conflict', NOT_NOW[input.action]);
  if (WAIT_FOR_BUYER.includes(input.action) && (await buyerConfirmationOf(db, line.line.orderId)))
    throw new AppError(
      'conflict',
      /*i18n*/ 'The buyer has not confirmed this cash-on-delivery order yet: it ships once they do, and is cancelled if they do not in time.',
    );

  const { id, productId, quantity, productName, returnDays, orderId } = line.line;
  const rule = RULES[input.action];
  // The mail the change owes, recorded in its transaction and composed after the commit.
  let mail: string | null = null;
  const moved = await db.transaction(async (tx) => {
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
        await invoiceOnShipment(tx, orderId, seller.id, now);
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
              { seller: seller.businessName, product: productName, number: line.number, reason: input.reason },
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
  });
  if (!moved) throw new AppError('conflict', NOT_NOW[input.action]);
  if (mail) mails.compose(mail);
  const [view] = await sellerLines(db, media, [id], now);
  return view as SellerOrderLine;
}
