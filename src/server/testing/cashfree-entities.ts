import { type CashfreeEvent, digits, isObject, istTime, numericId, paiseOf } from './cashfree-contract.ts';

/*
 * The entities of the Cashfree test server as the docs' samples show them ("Create Order", "Order Pay", "Payment
 * Entity", "Refund Entity", "Payment Webhooks", "Refund Webhooks"). Where the test server differs from a sample it
 * says so ("ours").
 */

type Json = Record<string, unknown>;
export interface CashfreeSplit {
  vendor_id: string;
  amount: number;
  percentage: number | null;
  tags: Json | null;
}
export type CashfreeOrder = Json & {
  cf_order_id: string;
  order_id: string;
  order_amount: number;
  order_status: string;
  payment_session_id: string;
  order_splits: CashfreeSplit[];
  customer_details: Json;
  order_tags: Json | null;
};
export type CashfreePayment = Json & {
  cf_payment_id: string;
  order_id: string;
  payment_amount: number;
  payment_status: string;
  payment_time: string;
};
export type CashfreeRefund = Json & {
  cf_refund_id: string;
  cf_payment_id: string;
  order_id: string;
  refund_id: string;
  refund_amount: number;
  refund_status: string;
  refund_arn: string | null;
};

/** A new order, ACTIVE, with its payment session. */
export function orderEntity(orderId: string, request: Json, now: number): CashfreeOrder {
  return {
    cf_order_id: numericId(),
    order_id: orderId,
    entity: 'order',
    order_currency: 'INR',
    order_amount: Number(request.order_amount),
    order_status: 'ACTIVE',
    payment_session_id: `session_${digits(24)}`,
    order_expiry_time: istTime(now + 30 * 86_400_000), // the docs' default: 30 days
    order_note: typeof request.order_note === 'string' ? request.order_note : null,
    created_at: istTime(now),
    order_splits: [],
    customer_details: { ...(request.customer_details as Json) },
    order_meta: { return_url: null, notify_url: null, payment_methods: null },
    order_tags: isObject(request.order_tags) ? request.order_tags : null,
  };
}

/** A UPI link payment attempt of the order, PENDING. */
export function paymentEntity(order: CashfreeOrder, now: number): CashfreePayment {
  return {
    cf_payment_id: numericId(),
    order_id: order.order_id,
    entity: 'payment',
    is_captured: false,
    order_amount: order.order_amount,
    payment_group: 'upi',
    payment_currency: 'INR',
    payment_amount: order.order_amount,
    payment_time: istTime(now),
    payment_completion_time: null,
    payment_status: 'PENDING',
    payment_message: null,
    bank_reference: null,
    auth_id: null,
    payment_method: { upi: { channel: 'link', upi_id: null } },
    error_details: null,
  };
}

/**
 * Order Pay's answer for a UPI link: the intent links in data.payload, `default` the `upi://pay` one. Ours: tr is the
 * payment's id, the payee the merchant's VPA, each app's link the same query in its own scheme.
 */
export function upiLinkAnswer(order: CashfreeOrder, payment: CashfreePayment, merchantVpa: string) {
  const paise = paiseOf(order.order_amount) ?? 0;
  const am = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  const note = encodeURIComponent(`Order ${order.order_id}`);
  const query = `pa=${merchantVpa}&pn=Haat&tr=${payment.cf_payment_id}&am=${am}&cu=INR&mc=5399&tn=${note}`;
  const link = `upi://pay?${query}`;
  return {
    payment_amount: order.order_amount,
    cf_payment_id: payment.cf_payment_id,
    payment_method: 'upi',
    channel: 'link',
    action: 'custom',
    data: {
      url: null,
      payload: {
        default: link,
        bhim: link,
        gpay: `tez://upi/pay?${query}`,
        phonepe: `phonepe://pay?${query}`,
        paytm: `paytmmp://pay?${query}`,
      },
      content_type: null,
      method: null,
    },
  };
}

/** A refund of the order's payment: PENDING, or SUCCESS with its ARN when processed at once. */
export function refundEntity(
  order: CashfreeOrder,
  payment: CashfreePayment,
  request: Json,
  processed: boolean,
  now: number,
): CashfreeRefund {
  const speed = request.refund_speed === 'INSTANT' ? 'INSTANT' : 'STANDARD';
  return {
    cf_payment_id: payment.cf_payment_id,
    cf_refund_id: numericId(),
    order_id: order.order_id,
    refund_id: String(request.refund_id),
    entity: 'refund',
    refund_amount: Number(request.refund_amount),
    refund_currency: 'INR',
    refund_note: typeof request.refund_note === 'string' ? request.refund_note : null,
    refund_status: processed ? 'SUCCESS' : 'PENDING',
    refund_arn: processed ? digits(12) : null,
    refund_charge: 0,
    status_description: processed ? 'Refund processed successfully' : 'In Progress', // ours
    metadata: null,
    refund_splits: [],
    refund_type: 'MERCHANT_INITIATED',
    refund_mode: speed,
    created_at: istTime(now),
    processed_at: processed ? istTime(now) : null,
    refund_speed: { requested: speed, accepted: speed, processed: processed ? speed : null, message: null },
  };
}

/** A payment webhook: the order, the payment, the customer, the gateway's details (the docs' 2023-08-01 sample). */
export function paymentWebhook(type: string, payment: CashfreePayment, order: CashfreeOrder): CashfreeEvent {
  const { error_details: errorDetails, ...entity } = payment;
  return {
    type,
    data: {
      order: {
        order_id: order.order_id,
        order_amount: order.order_amount,
        order_currency: 'INR',
        order_tags: order.order_tags,
      },
      payment: {
        cf_payment_id: entity.cf_payment_id,
        payment_status: entity.payment_status,
        payment_amount: entity.payment_amount,
        payment_currency: 'INR',
        payment_message: entity.payment_message,
        payment_time: entity.payment_time,
        bank_reference: entity.bank_reference,
        auth_id: null,
        payment_method: entity.payment_method,
        payment_group: 'upi',
      },
      customer_details: { customer_name: null, ...order.customer_details },
      ...(errorDetails ? { error_details: errorDetails } : {}),
      payment_gateway_details: {
        gateway_name: 'CASHFREE',
        gateway_order_id: order.cf_order_id,
        gateway_payment_id: entity.cf_payment_id,
        gateway_status_code: null,
        gateway_settlement: 'CASHFREE',
      },
      payment_offers: null,
    },
  };
}

export const refundWebhook = (refund: CashfreeRefund): CashfreeEvent => ({
  type: 'REFUND_STATUS_WEBHOOK',
  data: { refund: structuredClone(refund) },
});
