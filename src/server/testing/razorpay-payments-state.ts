import { randomInt } from 'node:crypto';
import {
  contractError,
  idDoesNotExist,
  orderCreateError,
  razorpayError,
  refundCreateError,
  refundIdempotencyKeyError,
  upiIntentError,
  upiIntentLink,
} from './razorpay-payments-contract.ts';
import { canonicalJson } from './razorpayx-contract.ts';
import { razorpayId, unixNow } from './razorpayx-webhook-sender.ts';

/*
 * The orders, payments and refunds of the Razorpay test server and their documented transitions ("About Payments":
 * created → authorized → captured → refunded, or failed; "Orders": created → attempted → paid; "Refunds": pending →
 * processed or failed; "Issue Refunds": partial refunds while their sum stays within the captured amount, the
 * payment `refunded` only once refunded in full). As the "Refunds Webhook Events" sample shows, a refund counts in
 * the payment's amount_refunded from its creation; a failed refund gives its amount back (ours: the docs are silent).
 */

type Json = Record<string, unknown>;
export type RazorpayOrder = Json & {
  id: string;
  amount: number;
  amount_paid: number;
  amount_due: number;
  status: string;
  attempts: number;
  receipt: string | null;
};
export type RazorpayPayment = Json & {
  id: string;
  order_id: string;
  amount: number;
  status: string;
  amount_refunded: number;
};
export type RazorpayRefund = Json & {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  acquirer_data: { arn: string | null };
};

/** An answer to an API request and the events it fires (sent after the answer). */
export interface Outcome {
  status: number;
  body: unknown;
  events?: Event[];
}
export interface Event {
  event: string;
  payload: Record<string, unknown>;
}

export interface PaymentsStateOptions {
  merchantVpa: string;
  merchantName: string;
  refundStatus: 'pending' | 'processed';
}

const digits = (count: number) => Array.from({ length: count }, () => randomInt(10)).join('');
const copy = <T>(value: T): T => structuredClone(value);

export function createPaymentsState(options: PaymentsStateOptions) {
  const orders = new Map<string, RazorpayOrder>();
  const payments = new Map<string, RazorpayPayment>();
  const refunds = new Map<string, RazorpayRefund>();
  const refundKeys = new Map<string, { request: string; refundId: string }>();

  const paymentEvent = (event: string, payment: RazorpayPayment): Event => ({
    event,
    payload: { payment: { entity: copy(payment) } },
  });
  const refundEvent = (event: string, refund: RazorpayRefund): Event => ({
    event,
    payload: { refund: { entity: copy(refund) }, payment: { entity: copy(payments.get(refund.payment_id)) } },
  });

  function paymentOrThrow(id: string, from: string[]): RazorpayPayment {
    const payment = payments.get(id);
    if (!payment) throw new Error(`The Razorpay test server has no payment ${id}.`);
    if (!from.includes(payment.status))
      throw new Error(`Payment ${id} is ${payment.status}, not ${from.join(' or ')}.`);
    return payment;
  }

  function pendingRefund(id: string): RazorpayRefund {
    const refund = refunds.get(id);
    if (!refund) throw new Error(`The Razorpay test server has no refund ${id}.`);
    if (refund.status !== 'pending') throw new Error(`Refund ${id} is ${refund.status}, not pending.`);
    return refund;
  }

  /** amount_refunded, refund_status (null, partial, full) and the `refunded` status after a refund changes. */
  function refundMoved(payment: RazorpayPayment, by: number) {
    payment.amount_refunded += by;
    const full = payment.amount_refunded === payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  return {
    orders,
    payments,
    refunds,

    createOrder(body: unknown): Outcome {
      const invalid = orderCreateError(body);
      if (invalid) return { status: 400, body: contractError(invalid) };
      const request = body as Json;
      const receipt = typeof request.receipt === 'string' ? request.receipt : null;
      if (receipt !== null && [...orders.values()].some((order) => order.receipt === receipt)) {
        return { status: 400, body: razorpayError('Order receipt should be unique.', 'receipt') };
      }
      const amount = Number(request.amount);
      const order: RazorpayOrder = {
        id: razorpayId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency: 'INR',
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: request.notes ?? [],
        created_at: unixNow(),
      };
      orders.set(order.id, order);
      return { status: 200, body: order };
    },

    createUpiPayment(body: unknown): Outcome {
      const invalid = upiIntentError(body);
      if (invalid) return { status: 400, body: contractError(invalid) };
      const request = body as Json;
      const order = orders.get(String(request.order_id));
      if (!order) return { status: 400, body: idDoesNotExist('order_id') };
      if (order.status === 'paid') {
        return { status: 400, body: razorpayError('The order has already been paid.', 'order_id') }; // ours
      }
      if (request.amount !== order.amount_due) {
        return { status: 400, body: razorpayError('The amount must match the order amount due.', 'amount') }; // ours
      }
      const payment: RazorpayPayment = {
        id: razorpayId('pay'),
        entity: 'payment',
        amount: order.amount_due,
        currency: 'INR',
        status: 'created',
        order_id: order.id,
        invoice_id: null,
        international: false,
        method: 'upi',
        amount_refunded: 0,
        refund_status: null,
        captured: false,
        description: typeof request.description === 'string' ? request.description : null,
        card_id: null,
        bank: null,
        wallet: null,
        vpa: null,
        email: request.email,
        contact: String(request.contact),
        notes: request.notes ?? [],
        fee: null,
        tax: null,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        acquirer_data: { rrn: null, upi_transaction_id: null },
        created_at: unixNow(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      order.status = 'attempted';
      const link = upiIntentLink({
        vpa: options.merchantVpa,
        name: options.merchantName,
        reference: payment.id,
        paise: payment.amount,
        note: (payment.description as string | null) ?? `Order ${order.receipt ?? order.id}`,
      });
      return { status: 200, body: { razorpay_payment_id: payment.id, link } };
    },

    createRefund(paymentId: string, body: unknown, idempotencyKey: string | undefined): Outcome {
      const payment = payments.get(paymentId);
      if (!payment) return { status: 400, body: idDoesNotExist() };
      const request = canonicalJson({ paymentId, body });
      if (idempotencyKey !== undefined) {
        const badKey = refundIdempotencyKeyError(idempotencyKey);
        if (badKey) return { status: 400, body: contractError(badKey) };
        const seen = refundKeys.get(idempotencyKey);
        if (seen && seen.request !== request) {
          const description = 'Different request body sent for the same Idempotency Header.'; // ours (the docs: BAD_REQUEST)
          return { status: 400, body: razorpayError(description, 'X-Refund-Idempotency') };
        }
        if (seen) return { status: 200, body: refunds.get(seen.refundId) };
      }
      const invalid = refundCreateError(body);
      if (invalid) return { status: 400, body: contractError(invalid) };
      if (payment.status !== 'captured' && payment.status !== 'refunded') {
        return { status: 400, body: razorpayError('Only a captured payment can be refunded.', 'id') }; // ours
      }
      const fields = (body ?? {}) as Json;
      const rest = payment.amount - payment.amount_refunded;
      const amount = fields.amount === undefined ? rest : Number(fields.amount);
      if (rest === 0 || amount > rest) {
        const description = 'The refund amount is greater than the amount left to refund.'; // ours
        return { status: 400, body: razorpayError(description, 'amount') };
      }
      const speed = fields.speed === 'optimum' ? 'optimum' : 'normal';
      const processed = options.refundStatus === 'processed';
      const refund: RazorpayRefund = {
        id: razorpayId('rfnd'),
        entity: 'refund',
        amount,
        currency: 'INR',
        payment_id: payment.id,
        notes: fields.notes ?? [],
        receipt: fields.receipt ?? null,
        acquirer_data: { arn: processed ? digits(12) : null },
        created_at: unixNow(),
        batch_id: null,
        status: processed ? 'processed' : 'pending',
        speed_processed: speed === 'optimum' ? 'instant' : 'normal', // ours: what optimum becomes
        speed_requested: speed,
      };
      refunds.set(refund.id, refund);
      refundMoved(payment, amount);
      if (idempotencyKey !== undefined) refundKeys.set(idempotencyKey, { request, refundId: refund.id });
      const events = [refundEvent('refund.created', refund)];
      if (processed) events.push(refundEvent('refund.processed', refund));
      return { status: 200, body: refund, events };
    },

    /** The UPI app approved it: authorized, then captured at once (auto-capture), the order paid. */
    pay(paymentId: string, vpa = 'success@razorpay'): Event[] {
      const payment = paymentOrThrow(paymentId, ['created', 'failed']); // failed: a late authorisation
      const order = orders.get(payment.order_id);
      if (!order || order.status === 'paid') throw new Error(`The order of payment ${paymentId} is paid already.`);
      Object.assign(payment, {
        status: 'authorized',
        vpa,
        error_code: null,
        error_description: null,
        error_source: null,
        error_step: null,
        error_reason: null,
        acquirer_data: { rrn: digits(12), upi_transaction_id: `HAAT${digits(16)}` },
      });
      const authorized = paymentEvent('payment.authorized', payment);
      Object.assign(payment, { status: 'captured', captured: true, fee: 0, tax: 0 });
      const captured = paymentEvent('payment.captured', payment);
      Object.assign(order, { amount_paid: order.amount, amount_due: 0, status: 'paid' });
      return [
        authorized,
        captured,
        { event: 'order.paid', payload: { ...captured.payload, order: { entity: copy(order) } } },
      ];
    },

    failPayment(paymentId: string, error: { code?: string; description?: string; reason?: string } = {}): Event {
      const payment = paymentOrThrow(paymentId, ['created']);
      Object.assign(payment, {
        status: 'failed',
        error_code: error.code ?? 'BAD_REQUEST_ERROR',
        error_description: error.description ?? 'The payment was cancelled in the UPI app.', // ours
        error_source: 'customer',
        error_step: 'payment_authentication',
        error_reason: error.reason ?? 'payment_cancelled',
      });
      return paymentEvent('payment.failed', payment);
    },

    processRefund(refundId: string, arn = digits(12)): Event {
      const refund = pendingRefund(refundId);
      Object.assign(refund, { status: 'processed', acquirer_data: { arn } });
      return refundEvent('refund.processed', refund);
    },

    failRefund(refundId: string): Event {
      const refund = pendingRefund(refundId);
      refund.status = 'failed';
      const payment = payments.get(refund.payment_id);
      if (payment) refundMoved(payment, -refund.amount);
      return refundEvent('refund.failed', refund);
    },
  };
}

export type PaymentsState = ReturnType<typeof createPaymentsState>;
