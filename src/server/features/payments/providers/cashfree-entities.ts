import { z } from 'zod';
import { GatewayRefused, type GatewayPayment, type GatewayPaymentState, type GatewayRefund } from './gateway.ts';

/*
 * Cashfree's Payment Gateway entities as Haat reads them (cashfree.com/docs/api-reference/payments, x-api-version
 * 2023-08-01: "Create Order", "Order Pay", "Get Payments for an Order", "Create Refund", "Easy Split"): only the
 * fields used, the rest passed over. Amounts are rupees with at most two decimals (`10.15` is ₹10 and 15 paise),
 * converted to and from Haat's integer paise exactly, never by multiplying floats.
 */

export const CASHFREE_API_VERSION = '2023-08-01';

/** Rupees with at most two decimals as integer paise, read from the number's own digits; null when it has more. */
export function paiseOf(rupees: number): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(String(rupees));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Paise as rupees for a JSON body: `paise / 100` is the double nearest the two-decimal amount, and JSON writes the
 * shortest decimal that reads back as that double, which for fewer than 15 digits is the amount itself (116050 →
 * 1160.5), so Cashfree reads exactly what Haat priced.
 */
export function rupeesOf(paise: number): number {
  if (!Number.isSafeInteger(paise) || paise < 0 || paise >= 1e15) throw new Error(`Not an amount of paise: ${paise}`);
  return paise / 100;
}

/** An amount in rupees, read as paise (an amount with more than two decimals is not Cashfree's). */
const rupees = z.number().transform((value, context) => {
  const paise = paiseOf(value);
  if (paise === null) {
    context.addIssue({ code: 'custom', message: `${value} is not an amount in rupees with two decimals.` });
    return z.NEVER;
  }
  return paise;
});

/** Cashfree's ids come as strings, some (cf_payment_id in older samples, settlement ids) as numbers. */
const anyId = z.union([z.string().min(1), z.number().int()]).transform(String);

/** The docs' error body: `{message, code, type}` with the HTTP status. */
export const cashfreeError = z.looseObject({
  message: z.string().optional(),
  code: z.string().optional(),
  type: z.string().optional(),
});

/** A 409: what the request would make exists already (an order id, a refund id, a vendor id a lost answer made). */
export class CashfreeConflict extends GatewayRefused {
  constructor(message: string) {
    super(message);
    this.name = 'CashfreeConflict';
  }
}

export const cashfreeSplit = z.looseObject({
  vendor_id: z.string().min(1),
  amount: rupees.nullish(),
  percentage: z.number().nullish(),
  tags: z.record(z.string(), z.unknown()).nullish(),
});

export const cashfreeOrder = z.looseObject({
  order_id: z.string().min(1),
  order_amount: rupees,
  order_status: z.string(),
  payment_session_id: z.string().nullish(),
  order_splits: z.array(cashfreeSplit).nullish(),
});

/** Order Pay with `upi.channel = link`: the payment's id and the intent links, `default` the `upi://pay` one. */
export const cashfreeUpiLink = z.looseObject({
  cf_payment_id: anyId,
  payment_amount: rupees.nullish(),
  data: z.looseObject({
    payload: z.looseObject({ default: z.string().startsWith('upi://') }),
  }),
});

export const cashfreePayment = z.looseObject({
  cf_payment_id: anyId,
  order_id: z.string().nullish(),
  payment_amount: rupees,
  payment_currency: z.string().nullish(),
  payment_status: z.string(),
  payment_message: z.string().nullish(),
  error_details: z.looseObject({ error_description: z.string().nullish() }).nullish(),
});

export const cashfreeRefund = z.looseObject({
  cf_payment_id: anyId,
  cf_refund_id: anyId,
  order_id: z.string().nullish(),
  refund_id: z.string().min(1),
  refund_amount: rupees,
  refund_status: z.string(),
  refund_arn: z.string().nullish(),
});

export const cashfreeVendor = z.looseObject({ vendor_id: z.string().min(1), status: z.string() });

/** Get Split and Settlement Details by Order ID: each vendor's settlement of the order, once there is one. */
export const cashfreeSplitDetails = z.looseObject({
  vendors: z.array(z.looseObject({ vendor_id: z.string().min(1), settlement_id: anyId.nullish() })).nullish(),
});

/** Create On Demand Transfer's answer: the settlement it made. */
export const cashfreeOnDemand = z.looseObject({ settlement_id: anyId });

/**
 * A payment's status as Haat reads it: SUCCESS is captured; FAILED, CANCELLED and VOID end the attempt; PENDING,
 * NOT_ATTEMPTED and USER_DROPPED leave it open (the buyer may still pay from their UPI app until the window closes).
 */
function paymentState(status: string): GatewayPaymentState {
  if (status === 'SUCCESS') return 'captured';
  if (status === 'FAILED' || status === 'CANCELLED' || status === 'VOID') return 'failed';
  return 'created';
}

export function gatewayPayment(entity: z.infer<typeof cashfreePayment>, orderId?: string): GatewayPayment {
  const state = paymentState(entity.payment_status);
  return {
    providerPaymentId: entity.cf_payment_id,
    providerOrderId: entity.order_id ?? orderId ?? '',
    amountPaise: entity.payment_amount,
    currency: entity.payment_currency ?? 'INR',
    state,
    failure:
      state === 'failed'
        ? (entity.error_details?.error_description ?? entity.payment_message ?? 'The payment failed.')
        : null,
  };
}

/** Haat's refund ids are UUIDs; Cashfree's refund_id takes letters and digits, so they go without their hyphens. */
export const cashfreeRefundId = (receipt: string) => receipt.replaceAll('-', '');

/** The UUID a refund_id of 32 hex digits was made from; any other refund_id as it is. */
export function receiptOf(refundId: string): string {
  const hex = /^[0-9a-f]{32}$/i.exec(refundId)?.[0];
  if (!hex) return refundId;
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/** SUCCESS is processed (with its ARN); CANCELLED and FAILED failed; PENDING and ONHOLD still on their way. */
export function gatewayRefund(entity: z.infer<typeof cashfreeRefund>): GatewayRefund {
  const { refund_status: status } = entity;
  return {
    providerRefundId: entity.cf_refund_id,
    providerPaymentId: entity.cf_payment_id,
    receipt: receiptOf(entity.refund_id),
    amountPaise: entity.refund_amount,
    state: status === 'SUCCESS' ? 'processed' : status === 'CANCELLED' || status === 'FAILED' ? 'failed' : 'pending',
    reference: entity.refund_arn ?? null,
  };
}
