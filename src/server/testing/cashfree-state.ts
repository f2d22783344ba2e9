import {
  type CashfreeEvent,
  conflict,
  digits,
  invalid,
  istTime,
  notFound,
  type Outcome,
  ok,
  orderCreateError,
  orderPayError,
  paiseOf,
  refundCreateError,
  rupees,
} from './cashfree-contract.ts';
import {
  type CashfreeOrder,
  type CashfreePayment,
  type CashfreeRefund,
  orderEntity,
  paymentEntity,
  paymentWebhook,
  refundEntity,
  refundWebhook,
  upiLinkAnswer,
} from './cashfree-entities.ts';

export type { CashfreeOrder, CashfreePayment, CashfreeRefund, CashfreeSplit } from './cashfree-entities.ts';

/*
 * The orders, payments and refunds of the Cashfree test server and their documented transitions ("Create Order",
 * "Order Pay", "Get Payments for an Order", "Create Refund", "Payment Webhooks", "Refund Webhooks", the enums): an
 * order is ACTIVE until a payment of it succeeds (PAID); each Order Pay is a payment attempt of its own PENDING, then
 * SUCCESS, FAILED or USER_DROPPED; a refund is PENDING, then SUCCESS (with an ARN) or CANCELLED (its amount
 * refundable again). A refund is taken from what Easy Split left the merchant of the payment (the order's splits
 * are the vendors': ours). Webhooks: PAYMENT_SUCCESS_WEBHOOK, PAYMENT_FAILED_WEBHOOK, PAYMENT_USER_DROPPED_WEBHOOK,
 * and REFUND_STATUS_WEBHOOK once a refund is final.
 */

type Json = Record<string, unknown>;

const copy = <T>(value: T): T => structuredClone(value);
const paise = (value: number) => paiseOf(value) ?? 0;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function createPaymentsState(options: { merchantVpa: string; refundStatus: 'PENDING' | 'SUCCESS' }) {
  const orders = new Map<string, CashfreeOrder>();
  const sessions = new Map<string, string>();
  const payments = new Map<string, CashfreePayment>();
  const refunds = new Map<string, CashfreeRefund>();

  const paymentOf = (orderId: string) =>
    [...payments.values()].find((payment) => payment.order_id === orderId && payment.payment_status === 'SUCCESS');
  const refundsOfOrder = (orderId: string) => [...refunds.values()].filter((refund) => refund.order_id === orderId);
  /** What is left of the order's payment to refund: less what is split to vendors and refunded (not cancelled). */
  function refundablePaise(order: CashfreeOrder): number {
    const payment = paymentOf(order.order_id);
    if (!payment) return 0;
    const split = sum(order.order_splits.map((entry) => paise(entry.amount)));
    const refunded = sum(
      refundsOfOrder(order.order_id)
        .filter((refund) => refund.refund_status !== 'CANCELLED')
        .map((refund) => paise(refund.refund_amount)),
    );
    return paise(payment.payment_amount) - split - refunded;
  }

  function attempt(id: string, from: string[]): CashfreePayment {
    const payment = payments.get(id);
    if (!payment) throw new Error(`The Cashfree test server has no payment ${id}.`);
    if (!from.includes(payment.payment_status)) {
      throw new Error(`Payment ${id} is ${payment.payment_status}, not ${from.join(' or ')}.`);
    }
    return payment;
  }
  function pendingRefund(id: string): CashfreeRefund {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`The Cashfree test server has no refund ${id}.`);
    if (refund.refund_status !== 'PENDING') throw new Error(`Refund ${id} is ${refund.refund_status}, not PENDING.`);
    return refund;
  }

  function makeRefund(order: CashfreeOrder, request: Json, now: number): CashfreeRefund {
    const payment = paymentOf(order.order_id) as CashfreePayment;
    const refund = refundEntity(order, payment, request, options.refundStatus === 'SUCCESS', now);
    refunds.set(refund.cf_refund_id, refund);
    return refund;
  }

  return {
    orders,
    payments,
    refunds,
    paymentOf,
    refundablePaise,

    createOrder(body: unknown, now: number): Outcome {
      const error = orderCreateError(body);
      if (error) return invalid(error, 'order_create_failed'); // ours: the code
      const request = body as Json;
      const orderId = typeof request.order_id === 'string' ? request.order_id : `order_${digits(10)}`;
      if (orders.has(orderId)) return conflict('order with same id is already present', 'order_already_exists');
      const order = orderEntity(orderId, request, now);
      orders.set(orderId, order);
      sessions.set(order.payment_session_id, orderId);
      return ok(order);
    },

    getOrder: (orderId: string): Outcome => (orders.has(orderId) ? ok(orders.get(orderId)) : notFound('order')),

    orderPayments: (orderId: string): Outcome =>
      orders.has(orderId)
        ? ok([...payments.values()].filter((payment) => payment.order_id === orderId))
        : notFound('order'),

    /** POST /pg/orders/sessions, UPI `link`: a new payment attempt, PENDING, with its intent links. */
    orderPay(body: unknown, now: number): Outcome {
      const error = orderPayError(body);
      if (error) return invalid(error);
      const order = orders.get(sessions.get(String((body as Json).payment_session_id)) ?? '');
      if (!order) return invalid('payment_session_id : is invalid', 'payment_session_id_invalid'); // ours
      if (order.order_status !== 'ACTIVE') return invalid(`order is ${order.order_status}`, 'order_not_active'); // ours
      const payment = paymentEntity(order, now);
      payments.set(payment.cf_payment_id, payment);
      return ok(upiLinkAnswer(order, payment, options.merchantVpa));
    },

    createRefund(orderId: string, body: unknown, now: number): Outcome {
      const order = orders.get(orderId);
      if (!order) return notFound('order');
      const error = refundCreateError(body);
      if (error) return invalid(error, 'refund_create_failed'); // ours: the code
      const request = body as Json;
      if (refundsOfOrder(orderId).some((refund) => refund.refund_id === request.refund_id)) {
        return conflict('refund with the same refund_id already exists', 'refund_already_exists'); // ours: the words
      }
      if (order.order_status !== 'PAID') return invalid('order is not paid', 'order_not_paid'); // ours
      if ((paiseOf(request.refund_amount) ?? 0) > refundablePaise(order)) {
        return invalid('refund_amount : is more than the amount left to refund', 'refund_amount_invalid'); // ours
      }
      const refund = makeRefund(order, request, now);
      return ok(copy(refund), refund.refund_status === 'SUCCESS' ? [refundWebhook(refund)] : []);
    },

    orderRefunds: (orderId: string): Outcome => (orders.has(orderId) ? ok(refundsOfOrder(orderId)) : notFound('order')),

    refund(orderId: string, refundId: string): Outcome {
      const found = refundsOfOrder(orderId).find((refund) => refund.refund_id === refundId);
      return found ? ok(found) : notFound('refund');
    },

    /** The UPI app paid the attempt: SUCCESS, the order PAID. A dropped attempt may still be paid (ours). */
    pay(paymentId: string, upiId: string, now: number): CashfreeEvent {
      const payment = attempt(paymentId, ['PENDING', 'USER_DROPPED']);
      const order = orders.get(payment.order_id) as CashfreeOrder;
      if (order.order_status !== 'ACTIVE') throw new Error(`Order ${order.order_id} is ${order.order_status}.`);
      Object.assign(payment, {
        payment_status: 'SUCCESS',
        is_captured: true,
        payment_message: '00::Transaction success',
        bank_reference: digits(12),
        payment_completion_time: istTime(now),
        payment_method: { upi: { channel: 'link', upi_id: upiId } },
      });
      order.order_status = 'PAID';
      return paymentWebhook('PAYMENT_SUCCESS_WEBHOOK', payment, order);
    },

    failPayment(paymentId: string, message: string, now: number): CashfreeEvent {
      const payment = attempt(paymentId, ['PENDING']);
      Object.assign(payment, {
        payment_status: 'FAILED',
        payment_message: message,
        payment_completion_time: istTime(now),
        error_details: {
          error_code: 'TRANSACTION_DECLINED',
          error_description: message,
          error_reason: 'payment_declined',
          error_source: 'customer',
          error_code_raw: 'ZM',
          error_description_raw: message,
        },
      });
      return paymentWebhook('PAYMENT_FAILED_WEBHOOK', payment, orders.get(payment.order_id) as CashfreeOrder);
    },

    dropPayment(paymentId: string): CashfreeEvent {
      const payment = attempt(paymentId, ['PENDING']);
      Object.assign(payment, { payment_status: 'USER_DROPPED', payment_message: 'User dropped and did not complete' });
      return paymentWebhook('PAYMENT_USER_DROPPED_WEBHOOK', payment, orders.get(payment.order_id) as CashfreeOrder);
    },

    processRefund(refundId: string, arn: string, now: number): CashfreeEvent {
      const refund = pendingRefund(refundId);
      Object.assign(refund, {
        refund_status: 'SUCCESS',
        refund_arn: arn,
        processed_at: istTime(now),
        status_description: 'Refund processed successfully',
      });
      return refundWebhook(refund);
    },

    failRefund(refundId: string): CashfreeEvent {
      const refund = pendingRefund(refundId);
      Object.assign(refund, { refund_status: 'CANCELLED', status_description: 'Refund cancelled by the bank' }); // ours
      return refundWebhook(refund);
    },

    /** A refund made on the dashboard, processed at once (default: all that is left). */
    refundOutside(orderId: string, amountPaise: number | undefined, now: number): CashfreeEvent {
      const order = orders.get(orderId);
      if (!order || order.order_status !== 'PAID') throw new Error(`Order ${orderId} is not paid.`);
      const amount = amountPaise ?? refundablePaise(order);
      if (amount <= 0 || amount > refundablePaise(order))
        throw new Error(`Cannot refund ${amount} paise of ${orderId}.`);
      const refund = makeRefund(order, { refund_id: `dashboard_${digits(8)}`, refund_amount: rupees(amount) }, now);
      Object.assign(refund, { refund_status: 'SUCCESS', refund_arn: digits(12), processed_at: istTime(now) });
      return refundWebhook(refund);
    },
  };
}

export type PaymentsState = ReturnType<typeof createPaymentsState>;
