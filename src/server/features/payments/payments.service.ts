import { PAYMENT_WINDOW_MINUTES } from '#shared/contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { liveEarningsOfLines } from '../ledger/ledger.service.ts';
import {
  type BuyerClient,
  type GatewayName,
  GatewayRefused,
  GatewayUnavailable,
  type PaymentGateway,
} from './providers/gateway.ts';
import {
  findPaymentById,
  findPaymentOfOrder,
  insertPayment,
  insertRefund,
  listQueuedRefunds,
  markRefundSent,
  type PaymentRow,
  type RefundRow,
  sumRefundsOwed,
} from './payments.repository.ts';
import { upiPaymentOf, type PaymentDetail } from './payment-view.ts';
import { reverseWhatIsNoLongerOwed } from './transfers.service.ts';

/*
 * Money in through the payment gateway (decision 068): a UPI order's payment opened before its transaction, recorded
 * in it, and the refunds owed when what its lines hold falls below what was paid.
 */

export interface OpenedUpiPayment {
  /** The gateway it was opened at. */
  provider: GatewayName;
  providerOrderId: string;
  providerPaymentId: string;
  intentUrl: string;
}

/**
 * The gateway's order for the amount the server priced (the browser's total is never used) and its UPI intent,
 * before the order's transaction: should that roll back, the intent is never shown, so never paid.
 */
export async function openUpiPayment(
  gateway: PaymentGateway | null,
  order: {
    number: string;
    amountPaise: number;
    phone: string;
    email: string | null;
    client: BuyerClient;
    /** A later payment of a placed order ("pay now instead"): its receipt must differ from the order number's. */
    attempt?: number;
  },
): Promise<OpenedUpiPayment> {
  if (!gateway) throw new Error('openUpiPayment needs a payment gateway: checkout refuses UPI without one.');
  try {
    const { providerOrderId } = await gateway.createOrder({
      receipt: order.attempt === undefined ? order.number : `${order.number}-P${order.attempt}`,
      amountPaise: order.amountPaise,
      notes: { haat_order: order.number },
      customer: { phone: order.phone, email: order.email },
    });
    const started = await gateway.startUpiIntent({
      providerOrderId,
      amountPaise: order.amountPaise,
      contact: order.phone,
      email: order.email,
      description: `Haat order ${order.number}`,
      client: order.client,
    });
    return { provider: gateway.name, providerOrderId, ...started };
  } catch (error) {
    if (error instanceof GatewayUnavailable || error instanceof GatewayRefused) {
      throw new AppError(
        'unavailable',
        /*i18n*/ 'UPI payments are not answering right now. Try again in a minute, or choose cash on delivery.',
      );
    }
    throw error;
  }
}

/** Records the opened payment in the order's transaction; its stock is held until the window closes. */
export async function recordUpiPayment(
  tx: Db,
  input: {
    orderId: string;
    opened: OpenedUpiPayment;
    amountPaise: number;
    /** The whole order, or a cash-on-delivery order's token (decision 070). */
    purpose: 'order' | 'cod_token';
    now: Date;
  },
): Promise<PaymentDetail> {
  const { orderId, opened, amountPaise, purpose, now } = input;
  const row = await insertPayment(tx, {
    orderId,
    provider: opened.provider,
    providerOrderId: opened.providerOrderId,
    providerPaymentId: opened.providerPaymentId,
    intentUrl: opened.intentUrl,
    amountPaise,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000),
  });
  return { upi: await upiPaymentOf(row), paidPaise: 0, refunds: [] };
}

/**
 * After lines of a paid order stopped (cancelled, undelivered, returned): what was paid beyond what the ledger still
 * holds for the order's lines, less what is already on its way back, is owed back to the buyer's source. Queued in
 * the caller's transaction, sent by `sendQueuedRefunds`. Nothing for an order not paid online (its lines are then
 * not even read).
 */
export async function refundWhatIsNoLongerOwed(
  tx: Db,
  order: { orderId: string; lineIds: () => Promise<string[]> },
  now: Date,
): Promise<RefundRow | null> {
  const payment = await findPaymentOfOrder(tx, order.orderId);
  if (payment?.state !== 'captured' || !payment.providerPaymentId) return null;
  // The payees' transfers give back what the ledger no longer owes them, so Haat's balance can refund it.
  await reverseWhatIsNoLongerOwed(tx, payment);
  const held = await liveEarningsOfLines(tx, await order.lineIds());
  const refunded = await sumRefundsOwed(tx, payment.id);
  const owed = payment.amountPaise - held - refunded;
  if (owed <= 0) return null;
  return insertRefund(tx, {
    paymentId: payment.id,
    providerPaymentId: payment.providerPaymentId,
    amountPaise: owed,
    reason: 'order_changed',
    createdAt: now,
  });
}

/** The whole of a capture that came after its payment had failed or expired: owed back once. */
export function refundLateCapture(
  tx: Db,
  payment: PaymentRow,
  capture: { providerPaymentId: string; amountPaise: number },
  now: Date,
): Promise<RefundRow | null> {
  return insertRefund(tx, {
    paymentId: payment.id,
    providerPaymentId: capture.providerPaymentId,
    amountPaise: capture.amountPaise,
    reason: 'late_capture',
    createdAt: now,
  });
}

/**
 * Sends every queued refund to the gateway with its id as the receipt and idempotency key, so one a crash left
 * unrecorded is answered with the refund it made, never made twice.
 */
export async function sendQueuedRefunds(
  deps: { db: Db; gateway: PaymentGateway | null; logger: Logger },
  now: Date,
): Promise<number> {
  const { db, gateway, logger } = deps;
  if (!gateway) return 0;
  let sent = 0;
  for (const refund of await listQueuedRefunds(db, new Date(now.getTime() + 1), 50)) {
    try {
      const payment = await findPaymentById(db, refund.paymentId);
      if (!payment) throw new Error(`Refund ${refund.id} has no payment.`);
      const made = await gateway.refund({
        providerPaymentId: refund.providerPaymentId,
        providerOrderId: payment.providerOrderId,
        amountPaise: refund.amountPaise,
        receipt: refund.id,
        notes: { haat_refund: refund.id, reason: refund.reason },
      });
      await markRefundSent(
        db,
        refund.id,
        { providerRefundId: made.providerRefundId, state: made.state, reference: made.reference },
        now,
      );
      sent += 1;
    } catch (error) {
      // Unavailable: asked again on the next pass. Refused: a person must look; it stays queued and logged.
      logger.error({ err: error, refundId: refund.id }, 'a refund could not be sent: it stays queued');
    }
  }
  return sent;
}
