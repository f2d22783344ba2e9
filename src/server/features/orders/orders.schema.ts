import { LOCALES } from '#shared/i18n/locales.ts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentMethods, paymentStatuses } from '#shared/contracts/orders-checkout.ts';
import { lineStatuses } from '#shared/contracts/orders.ts';
import { returnReasons, returnStatuses } from '#shared/contracts/orders-returns.ts';
import { users } from '../auth/auth.schema.ts';
import { products, sellers } from '../catalog/catalog.schema.ts';
import { creatorStores, storeListings } from '../stores/stores.schema.ts';

/** An order as the buyer placed it: contact, address, payment and totals, frozen. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the buyer quotes (HT-XXXXXXXX). */
    number: text('number').notNull(),
    /** The signed-in buyer; none for a guest. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Hash of the request that created it: a retry must match it. */
    requestHash: text('request_hash').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    /** The language the buyer ordered in: a guest's mail is written in it (decision 047). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull(),
    itemsPaise: integer('items_paise').notNull(),
    deliveryPaise: integer('delivery_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /**
     * The cash-on-delivery fee of its parcels as placed (decision 072), inside the total and inside its parcels' line
     * `delivery_paise` (not inside `delivery_paise` here); 0 once paid by UPI instead.
     */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    /**
     * A cash-on-delivery order the buyer must confirm from its mail before it ships (decision 070): by when; it is
     * cancelled, its stock released, if they have not by then.
     */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    codConfirmedAt: timestamp('cod_confirmed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_number_key').on(table.number),
    index('orders_cod_unconfirmed_idx')
      .on(table.codConfirmBy)
      .where(sql`${table.codConfirmBy} is not null and ${table.codConfirmedAt} is null`),
    uniqueIndex('orders_idempotency_key').on(table.idempotencyKey),
    index('orders_user_idx').on(table.userId, table.placedAt),
    // A guest's orders, found by their contact email when an account verifies it.
    index('orders_guest_email_idx').on(sql`lower(${table.contactEmail})`).where(sql`${table.userId} is null`),
  ],
);

/** One listing in an order, fulfilled by its seller; prices and attribution frozen at checkout. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    /** The listing it was bought through; none once the creator removes it. */
    listingId: uuid('listing_id').references(() => storeListings.id, { onDelete: 'set null' }),
    /** The creator's store credited with the sale. */
    storeId: uuid('store_id').references(() => creatorStores.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    basePricePaise: integer('base_price_paise').notNull(),
    markupPaise: integer('markup_paise').notNull(),
    /** The platform's commission on the base price × quantity: its rate in force at checkout, and the amount. */
    commissionBps: integer('commission_bps').notNull().default(0),
    commissionPaise: integer('commission_paise').notNull().default(0),
    /** The platform's fee on the creator's markup × quantity (net of its GST): its rate at checkout, and the amount. */
    markupFeeBps: integer('markup_fee_bps').notNull().default(0),
    markupFeePaise: integer('markup_fee_paise').notNull().default(0),
    /**
     * GST on the platform's fees (decision 059): its rate at checkout and the amounts on the commission and on the
     * markup fee (0 on lines sold before it was charged).
     */
    feeGstBps: integer('fee_gst_bps').notNull().default(0),
    commissionGstPaise: integer('commission_gst_paise').notNull().default(0),
    markupFeeGstPaise: integer('markup_fee_gst_paise').notNull().default(0),
    /** The GST inside the markup × quantity, which the seller invoices and remits, so is credited to the seller. */
    markupGstPaise: integer('markup_gst_paise').notNull().default(0),
    /** The product's HSN code and GST rate at checkout, for its invoice. */
    hsnCode: text('hsn_code').notNull(),
    gstRateBps: integer('gst_rate_bps').notNull(),
    /** The delivery fee the buyer paid for this seller's parcel, carried by the parcel's first line (else 0). */
    deliveryPaise: integer('delivery_paise').notNull().default(0),
    /**
     * The discount per unit its creator funds from the markup if the COD buyer pays now (decision 072), frozen when
     * the buyer opens the payment; taken off `markup_paise` when it is captured.
     */
    payNowDiscountPaise: integer('pay_now_discount_paise').notNull().default(0),
    ref: text('ref'),
    utmSource: text('utm_source'),
    status: text('status', { enum: lineStatuses }).notNull().default('placed'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** The product's return policy, frozen. */
    returnDays: integer('return_days').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Its order's placing time, copied at checkout: a seller's or store's lines of a period, read by one index. */
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    // The dashboards' figures over a period and the Orders tab (newest first) read only the period's lines, however
    // long the seller's or store's history (`npm run bench:scale`).
    index('order_lines_seller_placed_idx').on(table.sellerId, table.placedAt),
    index('order_lines_store_placed_idx').on(table.storeId, table.placedAt),
    index('order_lines_product_idx').on(table.productId),
    check('order_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** Each status a line reached, with when and a note (courier, reason). */
export const orderLineEvents = pgTable(
  'order_line_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    status: text('status', { enum: lineStatuses }).notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_line_events_line_idx').on(table.lineId, table.id)],
);

/**
 * A buyer's request to send a delivered line back, and the seller's decision.
 * At most one is open (requested) per line; after a rejection the buyer may ask again within the window.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: returnReasons }).notNull(),
    details: text('details').notNull(),
    /** Media storage keys; each photo is stored at every return photo width. */
    photoKeys: text('photo_keys').array().notNull(),
    status: text('status', { enum: returnStatuses }).notNull().default('requested'),
    sellerNote: text('seller_note'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('order_returns_line_idx').on(table.lineId, table.requestedAt),
    uniqueIndex('order_returns_one_open_key')
      .on(table.lineId)
      .where(sql`${table.status} in ('requested', 'collecting')`),
    check('order_returns_decided', sql`(${table.status} = 'requested') = (${table.decidedAt} is null)`),
  ],
);

export const orderMailKinds = [
  'placed',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'return_decided',
  'refunded',
] as const;

/** Who cancelled, for the mail about it: the buyer, or a seller with their reason. */
/** Who cancelled lines: the buyer, a seller (with why), or nobody in time: a COD order its buyer never confirmed. */
export type CancelledBy = { party: 'buyer' } | { party: 'seller'; reason: string } | { party: 'unconfirmed' };

/**
 * Mail an order change owes its buyer and sellers, written in the change's own transaction (order-mails.ts): the
 * `orders.mail` job composes it into the mail outbox once, after the commit, and marks it composed in the same
 * transaction; the sweep composes any a stopped process left. So a change acknowledged is never without its mail.
 */
export const orderMailEvents = pgTable(
  'order_mail_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: orderMailKinds }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The lines the mail is about: all of the order's for `placed`. */
    lineIds: uuid('line_ids').array().notNull(),
    cancelledBy: jsonb('cancelled_by').$type<CancelledBy>(),
    /** The return request a `return_requested` or `return_decided` mail is about (a line may have several). */
    returnId: uuid('return_id').references(() => orderReturns.id, { onDelete: 'cascade' }),
    /** The refund a `refunded` mail is about (the payments slice's; decision 068). */
    refundId: uuid('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    composedAt: timestamp('composed_at', { withTimezone: true }),
  },
  (table) => [index('order_mail_events_pending_idx').on(table.createdAt).where(sql`${table.composedAt} is null`)],
);
