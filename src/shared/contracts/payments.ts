import { z } from 'zod';
import { codTermsSchema } from './payments-cod.ts';
import { pincodeSchema } from './orders-checkout.ts';
import { upiIdSchema } from './payouts.ts';

/*
 * Money in (decision 068): a UPI order is paid through the payment gateway before it ships; what the buyer sees of
 * the payment, and the refunds that follow a line that stops after it was paid.
 */

/** How long a UPI order's stock is held for its payment. */
export const PAYMENT_WINDOW_MINUTES = 15;

export const upiPaymentSchema = z.object({
  /** The `upi://pay?…` intent: a UPI app on the buyer's phone opens it. */
  intentUrl: z.string(),
  /** The same intent as a QR code (an SVG data URL), for a buyer on a computer to scan with their phone. */
  qrDataUrl: z.string(),
  /** When the held stock goes back on sale and the order is cancelled if nothing was paid. */
  expiresAt: z.string(),
  /** What it pays: a UPI order's total, or a cash-on-delivery order's token (decision 070). */
  amountPaise: z.number().int(),
});
export type UpiPayment = z.infer<typeof upiPaymentSchema>;

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export const refundSchema = z.object({
  amountPaise: z.number().int(),
  status: z.enum(refundStatuses),
  /** The bank's reference (ARN) once the gateway gives it. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * A cash-on-delivery buyer's refund after a return (decision 071): waiting for the UPI ID to send it to, on its way,
 * paid (with the bank's UTR), or failed (the buyer may give another UPI ID).
 */
export const codRefundSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['awaiting_upi', 'queued', 'processing', 'paid', 'failed']),
  upiIdMasked: z.string().nullable(),
  utr: z.string().nullable(),
});
export type CodRefund = z.infer<typeof codRefundSchema>;

/** The UPI ID a cash-on-delivery refund is sent to. */
export const codRefundUpiSchema = z.object({ upiId: upiIdSchema });

/**
 * The ways to pay this server takes now; for an address's PIN code and an order's total, whether cash on delivery is
 * available and on what terms (decision 070).
 */
export const paymentOptionsSchema = z.object({ methods: z.array(z.enum(['upi', 'cod'])), cod: codTermsSchema });
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

export const paymentOptionsQuery = z.object({
  pincode: pincodeSchema.optional(),
  totalPaise: z.coerce.number().int().min(0).max(100_000_000).optional(),
});

/** What a checkout returns with from the gateway (Razorpay's names), to place a paid order without its webhook. */
export const paymentReturnSchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

/** The headers Razorpay signs a webhook with (payments and RazorpayX payouts alike): its signature and event id. */
export const razorpayWebhookHeaders = z.object({
  'x-razorpay-signature': z.string().max(200).optional(),
  'x-razorpay-event-id': z.string().max(200).optional(),
});

/** The headers Cashfree signs a webhook with: the base64 HMAC-SHA256 of the timestamp and the raw body. */
export const cashfreeWebhookHeaders = z.object({
  'x-webhook-signature': z.string().max(200).optional(),
  'x-webhook-timestamp': z.string().max(20).optional(),
});

/** One captured payment as the operator sees it (decision 069): where its money went, to the paisa. */
export const opsPaymentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  providerPaymentId: z.string(),
  capturedAt: z.string(),
  capturedPaise: z.number().int(),
  /** Made to payees' linked accounts (held, released or since reversed). */
  transferredPaise: z.number().int(),
  /** Still on hold in payees' accounts. */
  heldPaise: z.number().int(),
  /** Released to settle to payees' banks. */
  releasedPaise: z.number().int(),
  /** Taken back from transfers (a stopped line, tax withheld). */
  reversedPaise: z.number().int(),
  /** Sent back to the buyer (pending or processed). */
  refundedPaise: z.number().int(),
  /** The gateway's settlements of its released transfers. */
  settlementIds: z.array(z.string()),
});
export type OpsPayment = z.infer<typeof opsPaymentSchema>;

export const paymentDifferenceSchema = z.object({
  orderNumber: z.string().nullable(),
  /** The gateway's id of what differs. */
  subject: z.string(),
  kind: z.enum([
    'payment_missing',
    'payment_amount',
    'transfer_missing',
    'transfer_amount',
    'transfer_reversed',
    'transfer_hold',
    'transfer_unknown',
    'refund_missing',
    'refund_amount',
    'refund_unknown',
  ]),
  ours: z.string(),
  theirs: z.string(),
});
export type PaymentDifference = z.infer<typeof paymentDifferenceSchema>;

export const opsPaymentsSchema = z.object({
  /** The gateway set up, or null (cash on delivery only). */
  gateway: z.string().nullable(),
  items: z.array(opsPaymentSchema),
  /** The last reconciliation's findings, and when it ran (null: never). */
  reconciledAt: z.string().nullable(),
  differences: z.array(paymentDifferenceSchema),
});
export type OpsPayments = z.infer<typeof opsPaymentsSchema>;
