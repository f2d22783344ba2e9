import { z } from 'zod';
import { text } from './common.ts';
import { MAX_MARKUP_PAISE, MAX_PRICE_PAISE, productImageSchema } from './catalog.ts';
import { cartLineInputSchema, distinctListings, MAX_ORDER_LINES, priceSummarySchema } from './cart.ts';
import { lineReturnFields } from './returns.ts';

export * from './cart.ts';
export * from './returns.ts';

/*
 * Orders (the cart and its quote are in cart.ts): cash-on-delivery checkout, order tracking, seller
 * fulfilment and the earnings ledger. Money is integer paise.
 */

/** The 28 states and 8 union territories, as a buyer picks them at checkout. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/**
 * An Indian mobile number: +91 and 10 digits starting 6–9. Spaces and dashes
 * are ignored and a missing +91 is added, so "98765 43210" becomes "+919876543210".
 */
export const indianMobileSchema = text()
  .trim()
  .transform((value) => value.replaceAll(/[\s-]/g, ''))
  .transform((value) => (/^\d{10}$/.test(value) ? `+91${value}` : value.replace(/^0091|^91(?=\d{10}$)/, '+91')))
  .pipe(z.string().regex(/^\+91[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210.'));

export const pincodeSchema = text()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'Enter the 6-digit PIN code.');

export const contactSchema = z.object({
  name: text().trim().min(2, 'Enter your name.').max(80, 'At most 80 characters.'),
  phone: indianMobileSchema,
  email: z
    .union([z.literal(''), z.email('Enter a valid email or leave it empty.')])
    .optional()
    .transform((value) => value || null),
});
export type Contact = z.output<typeof contactSchema>;

export const addressSchema = z.object({
  line1: text().trim().min(3, 'Enter the house number and street.').max(120, 'At most 120 characters.'),
  line2: text().trim().max(120, 'At most 120 characters.').default(''),
  city: text().trim().min(2, 'Enter the city.').max(60, 'At most 60 characters.'),
  state: z.enum(INDIAN_STATES, 'Choose a state or union territory.'),
  pincode: pincodeSchema,
});
export type Address = z.output<typeof addressSchema>;

/** Payment methods; cash on delivery is the one built, online methods implement the same provider interface. */
export const paymentMethods = ['cod'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentStatuses = ['due_on_delivery', 'paid', 'void'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The most a buyer pays for one unit: the highest base price plus the highest markup. */
export const MAX_BUYER_PRICE_PAISE = MAX_PRICE_PAISE + MAX_MARKUP_PAISE;

/** A line to order: the listing, how many, the attribution, and the price the buyer saw. */
export const orderLineInputSchema = cartLineInputSchema.extend({
  /** The unit price the buyer was shown; when it no longer holds the order is refused (409 price_changed). */
  expectedUnitPricePaise: z
    .number()
    .int()
    .min(0, 'A price cannot be negative.')
    .max(MAX_BUYER_PRICE_PAISE, 'Not a price Haat sells at.')
    .optional(),
});

export const placeOrderSchema = z.object({
  contact: contactSchema,
  address: addressSchema,
  payment: z.object({ method: paymentMethodSchema }),
  lines: z
    .array(orderLineInputSchema)
    .min(1, 'The cart is empty.')
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} different items.`)
    .refine(distinctListings, 'Each item once; set its quantity instead.'),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;
export type PlaceOrderParsed = z.output<typeof placeOrderSchema>;

export const idempotencyKeySchema = text().regex(
  /^[\w-]{8,100}$/,
  'Idempotency-Key: 8 to 100 letters, digits, dashes or underscores.',
);

/*
 * A line's life: placed → confirmed → shipped → out_for_delivery → delivered,
 * or cancelled (before shipping), delivery_failed, returned (after delivery).
 */
export const lineStatuses = [
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
  placed: 'Placed',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
  delivery_failed: 'Delivery failed',
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
  payment: z.object({ method: paymentMethodSchema, status: paymentStatusSchema }),
  summary: priceSummarySchema,
  lines: z.array(orderLineSchema),
  /** Whether the buyer may still cancel: some line is placed or confirmed. */
  cancellable: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** The answer to placing an order; guests keep `accessToken` to see the order again. */
export const placedOrderSchema = z.object({ order: orderSchema, accessToken: z.string() });
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

export const orderListSchema = z.object({ orders: z.array(orderSchema) });

export const guestLookupSchema = z.object({
  number: text()
    .trim()
    .toUpperCase()
    .regex(/^HT-[0-9A-Z]{8}$/, 'Order numbers look like HT-7K3M9Q2P.'),
  phone: indianMobileSchema,
});
export type GuestLookup = z.input<typeof guestLookupSchema>;

/** Header a guest sends with the token from placing or looking up an order. */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/* Seller fulfilment */

export const sellerActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }),
  z.object({
    action: z.literal('ship'),
    courier: text().trim().min(2, 'Enter the courier.').max(60, 'At most 60 characters.'),
    trackingNumber: text()
      .trim()
      .regex(/^[\w-]{4,40}$/, 'Tracking numbers are 4 to 40 letters, digits or dashes.'),
  }),
  z.object({ action: z.literal('out_for_delivery') }),
  z.object({ action: z.literal('deliver') }),
  z.object({
    action: z.literal('fail'),
    reason: text().trim().min(3, 'Say what went wrong.').max(200, 'At most 200 characters.'),
  }),
  z.object({
    action: z.literal('return'),
    reason: text().trim().min(3, 'Say why it came back.').max(200, 'At most 200 characters.'),
  }),
  /** The seller cannot fulfil a line that has not shipped: the buyer is told the reason. */
  z.object({
    action: z.literal('cancel'),
    reason: text().trim().min(3, 'Say why you cannot fulfil it.').max(200, 'At most 200 characters.'),
  }),
]);
export type SellerAction = z.infer<typeof sellerActionSchema>;

/** One of a seller's own order lines, with the buyer's delivery details. */
export const sellerOrderLineSchema = orderLineSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  placedAt: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  address: orderSchema.shape.address,
  /** The seller's base amount for this line (base price × quantity). */
  basePaise: z.number().int(),
  /** What the seller may do next. */
  actions: z.array(z.enum(['confirm', 'ship', 'out_for_delivery', 'deliver', 'fail', 'return', 'cancel'])),
});
export type SellerOrderLine = z.infer<typeof sellerOrderLineSchema>;

export const sellerOrderLinesSchema = z.object({ lines: z.array(sellerOrderLineSchema) });

/* Earnings ledger */

/** awaiting: ordered, not yet delivered; pending: delivered, in the return window; payable; reversed. */
export const ledgerStatuses = ['awaiting', 'pending', 'payable', 'reversed'] as const;
export const ledgerStatusSchema = z.enum(ledgerStatuses);
export type LedgerStatus = z.infer<typeof ledgerStatusSchema>;

export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  awaiting: 'Awaiting delivery',
  pending: 'Pending',
  payable: 'Payable',
  reversed: 'Reversed',
};

export const ledgerEntrySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /** The creator's markup × quantity, or the seller's base price × quantity. */
  amountPaise: z.number().int(),
  status: ledgerStatusSchema,
  /** When it becomes (or became) payable; null until delivery, while a return request is open, and when reversed before. */
  payableAt: z.string().nullable(),
  /** Why it was reversed. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const earningsByStatusSchema = z.object({
  awaiting: z.number().int(),
  pending: z.number().int(),
  payable: z.number().int(),
  reversed: z.number().int(),
});
export type EarningsByStatus = z.infer<typeof earningsByStatusSchema>;

export const ledgerSchema = z.object({ totals: earningsByStatusSchema, entries: z.array(ledgerEntrySchema) });
export type Ledger = z.infer<typeof ledgerSchema>;

/* Dashboards */

export const dailyPointSchema = z.object({ day: z.string(), value: z.number() });
export type DailyPoint = z.infer<typeof dailyPointSchema>;

export const creatorDashboardSchema = z.object({
  days: z.number().int(),
  /** What buyers paid for the store's sales (paise) per day (UTC), zero-filled. */
  salesByDay: z.array(dailyPointSchema),
  salesPaise: z.number().int(),
  orders: z.number().int(),
  unitsSold: z.number().int(),
  visitsByDay: z.array(dailyPointSchema),
  visits: z.number().int(),
  visitsBySource: z.array(z.object({ source: z.string(), visits: z.number().int() })),
  /** Orders ÷ visits over the period, 0 when there were no visits. */
  conversion: z.number(),
  ledger: ledgerSchema,
});
export type CreatorDashboard = z.infer<typeof creatorDashboardSchema>;

export const sellerDashboardSchema = z.object({
  days: z.number().int(),
  revenueByDay: z.array(dailyPointSchema),
  /** Base amounts of lines not cancelled, returned or failed. */
  revenuePaise: z.number().int(),
  ordersByStatus: z.array(z.object({ status: lineStatusSchema, lines: z.number().int() })),
  topProducts: z.array(
    z.object({ productId: z.string(), name: z.string(), units: z.number().int(), revenuePaise: z.number().int() }),
  ),
  creators: z.array(
    z.object({
      storeId: z.string(),
      handle: z.string(),
      displayName: z.string(),
      listings: z.number().int(),
      units: z.number().int(),
      salesPaise: z.number().int(),
    }),
  ),
  ledger: ledgerSchema,
});
export type SellerDashboard = z.infer<typeof sellerDashboardSchema>;

/* Notifications */

/** An event for the signed-in user (spec §3 Notification): a new order, a shipment, a payout. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  app: z.string(),
  message: z.string(),
  avatar: z.string().nullable(),
  link: z.string().nullable(),
  time: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
/** The latest notifications, and how many of all the user's are unread (the AI Manager's badge). */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0, 'A count cannot be negative.'),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
/** "Mark all read": every notification up to and including `through`, the newest the user has seen, so one arriving meanwhile stays unread. */
export const markNotificationsReadSchema = z.object({ through: text().max(64, 'Not a notification id.') });

/* Reviews */

export const reviewInputSchema = z.object({
  rating: z.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
  body: text({ multiline: true }).trim().min(3, 'Say a few words.').max(2000, 'At most 2000 characters.'),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewEligibilitySchema = z.object({ canReview: z.boolean() });
