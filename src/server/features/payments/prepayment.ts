import { PAYMENT_WINDOW_MINUTES } from '#shared/contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findPaymentOfOrder, insertPayment } from './payments.repository.ts';
import type { OpenedUpiPayment } from './payments.service.ts';

/*
 * "Pay now instead" of a cash-on-delivery order (decision 070): one payment per order, as for every order. An attempt
 * that lapsed or failed is not reopened: its gateway order could still be paid late, and that payment must find its
 * row to be refunded; the order stays cash on delivery.
 */

/**
 * True when the order's UPI payment is open and waiting (it is shown again); false when one may be opened. An order
 * with any other payment (a UPI order, a COD order's token, an attempt that lapsed) is refused.
 */
export async function prepaymentOpen(db: Db, orderId: string, now: Date): Promise<boolean> {
  const payment = await findPaymentOfOrder(db, orderId);
  if (!payment) return false;
  if (payment.purpose === 'prepay' && payment.state === 'awaiting' && payment.expiresAt > now) return true;
  throw new AppError(
    'conflict',
    payment.purpose === 'prepay' && payment.state !== 'captured'
      ? /*i18n*/ 'The UPI payment of this order did not go through in time: pay on delivery instead.'
      : /*i18n*/ 'This order already has a UPI payment.',
  );
}

/** Records a COD order's UPI payment, its window starting now. */
export async function recordPrepayment(
  tx: Db,
  input: { orderId: string; opened: OpenedUpiPayment; amountPaise: number; now: Date },
): Promise<void> {
  const { orderId, opened, amountPaise, now } = input;
  const values = {
    provider: opened.provider,
    providerOrderId: opened.providerOrderId,
    providerPaymentId: opened.providerPaymentId,
    intentUrl: opened.intentUrl,
    amountPaise,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
  };
  await insertPayment(tx, { orderId, ...values, purpose: 'prepay', createdAt: now });
}
