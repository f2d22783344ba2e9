import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { refundStatuses } from '#shared/contracts/payments.ts';
import { orders } from '../orders/orders.schema.ts';

export const paymentStates = ['awaiting', 'captured', 'failed', 'expired'] as const;
export const refundReasons = ['order_changed', 'late_capture'] as const;
export const refundStates = ['queued', ...refundStatuses] as const;

/**
 * An order paid online (decision 068): its order at the gateway, the UPI intent the buyer pays, and where the
 * payment stands. `awaiting` holds the order's stock until `expires_at`; the gateway's capture moves it to
 * `captured` once (a conditional update, in the transaction that places the order), its failure or the window's
 * close to `failed` or `expired` (the stock released). A capture after that is refunded (`late_captured_at`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** The intent's payment; once captured, the payment captured. */
    providerPaymentId: text('provider_payment_id'),
    intentUrl: text('intent_url').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: paymentStates }).notNull().default('awaiting'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** A capture that came after the payment had failed or expired: refunded in full. */
    lateCapturedAt: timestamp('late_captured_at', { withTimezone: true }),
    /** When the gateway was last asked about it (the sweep asks each awaiting payment at most once a minute). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_order_key').on(table.orderId),
    uniqueIndex('payments_provider_order_key').on(table.provider, table.providerOrderId),
    index('payments_awaiting_idx').on(table.expiresAt).where(sql`${table.state} = 'awaiting'`),
    check('payments_amount_positive', sql`${table.amountPaise} > 0`),
    check('payments_captured', sql`(${table.state} = 'captured') = (${table.capturedAt} is not null)`),
  ],
);

/**
 * Money going back to a payment's source: written `queued` in the transaction that owes it (a line stopped after
 * the order was paid, or a late capture), sent to the gateway after the commit with its id as the receipt, then
 * `pending` until the gateway's `refund.processed` (with the bank's reference) or `refund.failed`.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The gateway's payment it refunds (a late capture's may differ from the intent's). */
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    state: text('state', { enum: refundStates }).notNull().default('queued'),
    providerRefundId: text('provider_refund_id'),
    /** The bank's reference (ARN). */
    reference: text('reference'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_refunds_payment_idx').on(table.paymentId),
    index('payment_refunds_queued_idx').on(table.createdAt).where(sql`${table.state} = 'queued'`),
    uniqueIndex('payment_refunds_provider_key').on(table.providerRefundId),
    uniqueIndex('payment_refunds_late_key').on(table.providerPaymentId).where(sql`${table.reason} = 'late_capture'`),
    check('payment_refunds_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);

/** Gateway events already handled, by the gateway's event id: a re-delivery changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});
