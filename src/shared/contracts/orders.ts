import { z } from 'zod';
import { listEnvelopeSchema, text } from './common.ts';
import { productImageSchema } from './catalog.ts';
import { priceSummarySchema } from './cart.ts';
import { invoiceSummarySchema } from './invoices.ts';
import { indianMobileSchema, paymentMethodSchema, paymentStatusSchema } from './orders-checkout.ts';
import { lineReturnFields } from './orders-returns.ts';
import { codRefundSchema, refundSchema, upiPaymentSchema } from './payments.ts';

/*
 * An order as its buyer sees it: its lines and their life from placed to delivered (checkout is in checkout.ts,
 * the seller's side in fulfilment.ts), finding a guest's order again, and reviewing what was delivered.
 */

/*
 * A line's life: (awaiting_payment →) placed → confirmed → shipped → out_for_delivery → delivered,
 * or cancelled (before shipping), delivery_failed, returned (after delivery).
 */
export const lineStatuses = [
  'awaiting_payment',
  'placed',
  'confirmed',
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'returned',
  'delivery_failed',
] as const;
export const lineStatusSchema = z.enum(lineStatuses);
export type LineStatus = z.infer<typeof lineStatusSchema>;

/** The happy path, in order, for timelines. */
export const HAPPY_PATH: readonly LineStatus[] = ['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered'];

export const LINE_STATUS_LABELS: Record<LineStatus, string> = {
  awaiting_payment: /*i18n*/ 'Awaiting payment',
  placed: /*i18n*/ 'Placed',
  confirmed: /*i18n*/ 'Confirmed',
  shipped: /*i18n*/ 'Shipped',
  out_for_delivery: /*i18n*/ 'Out for delivery',
  delivered: /*i18n*/ 'Delivered',
  cancelled: /*i18n*/ 'Cancelled',
  returned: /*i18n*/ 'Returned',
  delivery_failed: /*i18n*/ 'Delivery failed',
};

export const lineEventSchema = z.object({
  status: lineStatusSchema,
  at: z.string(),
  /** Courier and tracking number for "shipped", the reason for a cancellation or failure. */
  note: z.string().nullable(),
});
export type LineEvent = z.infer<typeof lineEventSchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  listingId: z.string().nullable(),
  storeHandle: z.string().nullable(),
  storeName: z.string().nullable(),
  sellerName: z.string(),
  name: z.string(),
  image: productImageSchema.nullable(),
  quantity: z.number().int(),
  /** Frozen at checkout: the seller's base price plus the creator's markup. */
  unitPricePaise: z.number().int(),
  lineTotalPaise: z.number().int(),
  status: lineStatusSchema,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** When a return can no longer be requested; set on delivery. */
  returnWindowEndsAt: z.string().nullable(),
  events: z.array(lineEventSchema),
  ...lineReturnFields,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** What the buyer quotes: HT- and eight letters or digits. */
  number: z.string(),
  placedAt: z.string(),
  /** The furthest-behind status of its lines, for lists. */
  status: lineStatusSchema,
  contact: z.object({ name: z.string(), phone: z.string(), email: z.string().nullable() }),
  address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), pincode: z.string() }),
  payment: z.object({
    method: paymentMethodSchema,
    status: paymentStatusSchema,
    /** For a UPI order awaiting payment: how to pay it, and until when its stock is held. */
    upi: upiPaymentSchema.nullable(),
    /**
     * What was paid online (a UPI order's total, a cash-on-delivery order's token; else 0) and what of it has been
     * refunded.
     */
    paidPaise: z.number().int(),
    refunds: z.array(refundSchema),
    /**
     * A cash-on-delivery order waiting for its buyer to confirm it (decision 070): until when; it is cancelled if not
     * confirmed by then. Null otherwise.
     */
    confirmBy: z.string().nullable(),
    /**
     * A cash-on-delivery order nothing of which has shipped or been paid: its buyer may pay it by UPI now instead
     * (where a gateway takes UPI).
     */
    payNow: z.boolean(),
    /**
     * What paying now by UPI costs, when the buyer may: the charge less the COD fee and the discount the creators fund
     * for paying now (decision 072). Null when they may not.
     */
    payNowPaise: z.number().int().nullable(),
    /** What a cash-on-delivery buyer is owed back after a return, and where each refund stands (decision 071). */
    codRefunds: z.array(codRefundSchema),
  }),
  /** What was ordered, as placed. */
  summary: priceSummarySchema,
  /**
   * What the buyer pays as the lines stand: cancelled and undelivered lines left out, each parcel's delivery fee
   * while any of its lines is still charged (decision 060). The amount due on delivery, or paid.
   */
  charged: priceSummarySchema,
  lines: z.array(orderLineSchema),
  /** Whether the buyer may still cancel: some line is placed or confirmed. */
  cancellable: z.boolean(),
  /** Its sellers' GST invoices, bills of supply and credit notes, oldest first. */
  invoices: z.array(invoiceSummarySchema),
});
export type Order = z.infer<typeof orderSchema>;

/** The answer to placing an order; guests keep `accessToken` to see the order again. */
export const placedOrderSchema = z.object({ order: orderSchema, accessToken: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderListSchema = listEnvelopeSchema(orderSchema);

export const guestLookupSchema = z.object({
  number: text()
    .trim()
    .toUpperCase()
    .regex(/^HT-[0-9A-Z]{8}$/, /*i18n*/ 'Order numbers look like HT-7K3M9Q2P.'),
  phone: indianMobileSchema,
});
export type GuestLookup = z.input<typeof guestLookupSchema>;

/** Header a guest sends with the token from placing or looking up an order. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/* Reviews */

export const reviewInputSchema = z.object({
  rating: z.number().int().min(1, /*i18n*/ 'Choose 1 to 5 stars.').max(5, /*i18n*/ 'Choose 1 to 5 stars.'),
  body: text({ multiline: true })
    .trim()
    .min(3, /*i18n*/ 'Say a few words.')
    .max(2000, /*i18n*/ 'At most 2000 characters.'),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewEligibilitySchema = z.object({ canReview: z.boolean() });
