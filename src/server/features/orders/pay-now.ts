import type { Order } from '#shared/contracts/orders.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { prepaymentOpen, recordPrepayment } from '../payments/prepayment.ts';
import { giveRefundUpiId } from '../payments/cod-refunds.service.ts';
import { isUuid } from '../../lib/ids.ts';
import { openUpiPayment } from '../payments/payments.service.ts';
import type { BuyerClient } from '../payments/providers/gateway.ts';
import { freezePayNowDiscounts, markPrepaid } from './cod-orders.repository.ts';
import { payNowPrice, payNowRatesOf, repriceForPayingNow } from './pay-now-price.ts';
import { mayPayNow } from './line-stages.ts';
import { listOrderLines } from './orders.repository.ts';
import { getOrder, type OrderViewer, requireVisibleOrder } from './orders.service.ts';

/*
 * What a cash-on-delivery buyer does with their payment after checkout: "pay now instead" (decision 070), and the
 * UPI ID a refund of a return is sent to (decision 071).
 *
 * "Pay now instead": a cash-on-delivery order not yet shipped is paid by UPI for what it charges as
 * its lines stand; once the gateway captures it, the order is prepaid (its shares transferred like any UPI order's)
 * and the courier collects nothing. Until then it stays cash on delivery; a lapsed attempt may be made again.
 */

/** Opens the UPI payment of a COD order for what it charges now; the order page shows it to pay. */
export async function payNow(
  context: ServiceContext,
  id: string,
  viewer: OrderViewer,
  client: BuyerClient,
): Promise<Order> {
  const { db, signer, now, paymentGateway } = context;
  const row = await requireVisibleOrder(db, signer, id, viewer);
  const lines = await listOrderLines(db, row.id);
  if (!mayPayNow(row, lines, paymentGateway !== null))
    throw new AppError(
      'conflict',
      /*i18n*/ 'This order cannot be paid by UPI now: it is paid, on its way, or not a cash-on-delivery order.',
    );
  // A payment already waiting is shown again rather than opened twice.
  if (!(await prepaymentOpen(db, row.id, now))) {
    // No COD fee, and the creators' discounts, frozen on the lines for the capture to take (decision 072).
    const { amountPaise, discounts } = payNowPrice(row, lines, await payNowRatesOf(db, lines));
    const opened = await openUpiPayment(paymentGateway, {
      number: row.number,
      amountPaise,
      phone: row.contactPhone,
      email: row.contactEmail,
      client,
      attempt: Math.floor(now.getTime() / 1000),
    });
    await db.transaction(async (tx) => {
      await freezePayNowDiscounts(tx, discounts, now);
      await recordPrepayment(tx, { orderId: row.id, opened, amountPaise, now });
    });
  }
  return getOrder(context, id, viewer);
}

/**
 * In the capture's transaction: the COD order is now prepaid, repriced for paying now (no COD fee, the creators'
 * discounts; decision 072). The lines whose shares are then transferred.
 */
export async function orderPrepaid(tx: Db, orderId: string, now: Date): Promise<string[] | null> {
  const order = await markPrepaid(tx, orderId, now);
  if (!order) return null;
  const lines = await listOrderLines(tx, orderId);
  await repriceForPayingNow(tx, order, lines, now);
  return lines.filter((line) => line.status !== 'cancelled').map((line) => line.id);
}

/** The buyer (signed in, or holding the order's token) gives the UPI ID their COD refund is paid to (decision 071). */
export async function giveCodRefundUpiId(
  context: ServiceContext,
  refund: { id: string; refundId: string; upiId: string },
  viewer: OrderViewer,
): Promise<Order> {
  const { db, signer, now, payoutCrypto } = context;
  const row = await requireVisibleOrder(db, signer, refund.id, viewer);
  if (!isUuid(refund.refundId)) throw new AppError('not_found', /*i18n*/ 'Order not found.');
  await giveRefundUpiId(db, payoutCrypto, { orderId: row.id, refundId: refund.refundId, upiId: refund.upiId }, now);
  return getOrder(context, refund.id, viewer);
}
