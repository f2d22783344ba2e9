import { z } from 'zod';

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

/** The ways to pay this server takes now. */
export const paymentOptionsSchema = z.object({ methods: z.array(z.enum(['upi', 'cod'])) });
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

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
