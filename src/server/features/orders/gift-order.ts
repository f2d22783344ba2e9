import type { ShipToParsed } from '#shared/contracts/campaigns.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { takeOneForGift } from '../catalog/stock.service.ts';
import { deliveryColumns, newOrderNumber } from './new-order.ts';
import { insertLines, insertOrder } from './new-orders.repository.ts';
import { findOrders, insertLineEvents } from './orders.repository.ts';

export interface GiftOrderRequest {
  /** The creator receiving the gift; the order is theirs to follow. */
  userId: string | null;
  productId: string;
  sellerId: string;
  shipTo: ShipToParsed;
  /** Makes the order once per reason (the approved participation). */
  reference: string;
  /** Shown on the line's first timeline step. */
  note: string;
  now: Date;
}

/**
 * A ₹0 order of one unit of a seller's product, shipped to a creator through
 * the normal fulfilment flow (confirm, ship, deliver). Stock is taken with the
 * same conditional update as a sale; nothing is due on delivery and no
 * earnings are booked. Runs in the caller's transaction.
 */
export async function placeGiftOrder(tx: Db, request: GiftOrderRequest): Promise<{ id: string; number: string }> {
  const { now } = request;
  const taken = await takeOneForGift(tx, request.productId, request.sellerId);
  if (!taken.taken) {
    throw new AppError(
      'out_of_stock',
      taken.name === null
        ? /*i18n*/ 'The gift, the product, is out of stock or no longer on sale. Add stock, then approve again.'
        : phrase(/*i18n*/ 'The gift, {name}, is out of stock or no longer on sale. Add stock, then approve again.', {
            name: taken.name,
          }),
    );
  }
  const order = await insertOrder(tx, {
    number: newOrderNumber(),
    userId: request.userId,
    idempotencyKey: `gift:${request.reference}`,
    requestHash: `gift:${request.reference}`,
    ...deliveryColumns(request.shipTo.contact, request.shipTo.address),
    paymentMethod: 'cod',
    // Nothing to collect at the door.
    paymentStatus: 'paid',
    itemsPaise: 0,
    deliveryPaise: 0,
    totalPaise: 0,
    placedAt: now,
  });
  const [line] = await insertLines(tx, [
    {
      orderId: order.id,
      productId: request.productId,
      sellerId: request.sellerId,
      productName: taken.name,
      hsnCode: taken.hsnCode,
      gstRateBps: taken.gstRateBps,
      quantity: 1,
      basePricePaise: 0,
      markupPaise: 0,
      returnDays: 0,
      placedAt: now,
      updatedAt: now,
    },
  ]);
  if (!line) throw new Error('The gift order line was not written');
  await insertLineEvents(tx, [{ lineId: line.id, status: 'placed', note: request.note, at: now }]);
  return order;
}

/** The numbers of gift orders by id, for the campaigns that placed them; missing ids are left out. */
export async function giftOrderNumbers(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  return new Map((await findOrders(db, orderIds)).map((order) => [order.id, order.number]));
}
