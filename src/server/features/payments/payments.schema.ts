import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { refundStatuses } from '#shared/contracts/payments.ts';
import { users } from '../auth/auth.schema.ts';
import { orders } from '../orders/orders.schema.ts';
import { gatewayNames } from './providers/gateway.ts';

export const paymentStates = ['awaiting', 'captured', 'failed', 'expired'] as const;
/**
 * What a payment is for: the whole order, a cash-on-delivery order's token (the rest paid on delivery), or a COD
 * order paid by UPI before it shipped ("pay now instead").
 */
export const paymentPurposes = ['order', 'cod_token', 'prepay'] as const;
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
    provider: text('provider', { enum: gatewayNames }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    /** The intent's payment; once captured, the payment captured. */
    providerPaymentId: text('provider_payment_id'),
    intentUrl: text('intent_url').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull().default('order'),
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

export const transferParties = ['seller', 'creator'] as const;
export const transferStates = ['queued', 'held', 'released', 'failed'] as const;
export const linkedAccountStates = ['created', 'activated'] as const;

/**
 * A payee's linked account at the gateway (a Razorpay Route account or a Cashfree Easy Split vendor, decision 069):
 * what a prepaid order's share is transferred to and held in until the return window closes. Made for payees whose payout method is a bank account (Route settles
 * to one); `activated` once the account's settlement details are accepted, and only then used.
 */
export const paymentAccounts = pgTable('payment_accounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: gatewayNames }).notNull(),
  accountId: text('account_id').notNull(),
  state: text('state', { enum: linkedAccountStates }).notNull(),
  /** Why it could not be made or activated, as the gateway said it; tried again when the payout method changes. */
  failure: text('failure'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Money moved from a captured payment to a payee's linked account (decision 069). A line's share is written `queued`
 * in the transaction that places the paid order, created at the gateway `held` (on hold), and `released` when the
 * payee's route payout pays the ledger entries it carries; `reversedPaise` is what must come back from it (a stopped
 * line, or what the payout withheld), `reversalSentPaise` what the gateway has been asked for. A top-up (no line) is
 * a direct transfer of what a payout owes beyond its held transfers.
 */
export const paymentTransfers = pgTable(
  'payment_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id'),
    /** Whose share of the line; none for a top-up. */
    party: text('party', { enum: transferParties }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    accountId: text('account_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: transferStates }).notNull().default('queued'),
    providerTransferId: text('provider_transfer_id'),
    reversedPaise: integer('reversed_paise').notNull().default(0),
    reversalSentPaise: integer('reversal_sent_paise').notNull().default(0),
    /** The route payout that releases it. */
    payoutId: uuid('payout_id'),
    /** The gateway's settlement to the payee's bank, once released. */
    settlementId: text('settlement_id'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_transfers_payment_idx').on(table.paymentId),
    index('payment_transfers_payout_idx').on(table.payoutId),
    index('payment_transfers_queued_idx').on(table.createdAt).where(sql`${table.state} = 'queued'`),
    index('payment_transfers_reversing_idx')
      .on(table.id)
      .where(sql`${table.reversedPaise} > ${table.reversalSentPaise}`),
    uniqueIndex('payment_transfers_line_key').on(table.lineId, table.party),
    uniqueIndex('payment_transfers_provider_key').on(table.providerTransferId),
    check('payment_transfers_amount_positive', sql`${table.amountPaise} > 0`),
    check(
      'payment_transfers_reversal',
      sql`0 <= ${table.reversalSentPaise} and ${table.reversalSentPaise} <= ${table.reversedPaise}
        and ${table.reversedPaise} <= ${table.amountPaise}`,
    ),
    check(
      'payment_transfers_source',
      sql`(${table.paymentId} is null) = (${table.lineId} is null) and (${table.lineId} is null) = (${table.party} is null)
        and (${table.paymentId} is not null or ${table.payoutId} is not null)`,
    ),
  ],
);

/** Each daily reconciliation with the gateway: when it ran, how many payments it compared and differences it found. */
export const paymentReconciliations = pgTable('payment_reconciliations', {
  id: uuid('id').primaryKey().defaultRandom(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  paymentsCompared: integer('payments_compared').notNull(),
  differencesFound: integer('differences_found').notNull(),
});

/**
 * What the daily reconciliation found where the gateway's records and Haat's differ, per run: a payment's capture,
 * a transfer's amount, hold or reversal, a refund Haat did not make. Each run replaces the open list.
 */
export const paymentDifferences = pgTable(
  'payment_differences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reconciliationId: uuid('reconciliation_id')
      .notNull()
      .references(() => paymentReconciliations.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** The gateway's id of what differs (a payment, transfer or refund). */
    subject: text('subject').notNull(),
    kind: text('kind').notNull(),
    ours: text('ours').notNull(),
    theirs: text('theirs').notNull(),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_differences_found_idx').on(table.foundAt)],
);

/**
 * The cash-on-delivery rules in force (decision 070), one row, changed by operators with a reason in the audit log:
 * the largest COD order, the token paid by UPI first, and the buyer's confirmation from the mail.
 */
export const codSettings = pgTable(
  'cod_settings',
  {
    id: integer('id').primaryKey().default(1),
    maxOrderPaise: integer('max_order_paise'),
    tokenPaise: integer('token_paise').notNull().default(0),
    confirmation: boolean('confirmation').notNull().default(false),
    confirmHours: integer('confirm_hours').notNull().default(24),
    /** Added to each parcel's delivery charge on a COD order, the seller's (decision 072); 0: none. */
    feePaise: integer('fee_paise').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('cod_settings_one_row', sql`${table.id} = 1`),
    check('cod_settings_token', sql`${table.tokenPaise} >= 0`),
    check('cod_settings_fee', sql`${table.feePaise} >= 0`),
  ],
);

/** PIN codes whose cash-on-delivery setting an operator chose (decision 070); any other PIN code allows it. */
export const codPincodes = pgTable('cod_pincodes', {
  pincode: text('pincode').primaryKey(),
  codAllowed: boolean('cod_allowed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * `with_bank`: without a payout provider, the operator took it into the bank file and records its UTR (decision 071).
 */
export const codRefundStates = ['awaiting_upi', 'queued', 'processing', 'with_bank', 'paid', 'failed'] as const;

/**
 * Money a cash-on-delivery buyer is owed back after a return (decision 071): what the order no longer charges of the
 * cash they paid. The buyer gives a UPI ID (encrypted, bound to the row), and it is paid through the payout provider
 * with the row's id as the idempotency key; the bank's UTR is shown to them.
 */
export const codRefunds = pgTable(
  'cod_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state', { enum: codRefundStates }).notNull().default('awaiting_upi'),
    upiIdEncrypted: text('upi_id_encrypted'),
    upiIdMasked: text('upi_id_masked'),
    providerPayoutId: text('provider_payout_id'),
    utr: text('utr'),
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('cod_refunds_order_idx').on(table.orderId),
    index('cod_refunds_open_idx').on(table.createdAt).where(sql`${table.state} in ('queued', 'processing')`),
    check('cod_refunds_amount_positive', sql`${table.amountPaise} > 0`),
    // Awaiting one, there is no UPI ID; paying, there is; paid or failed, it may be erased (decision 057).
    check(
      'cod_refunds_upi',
      sql`(${table.state} <> 'awaiting_upi' or ${table.upiIdEncrypted} is null)
        and (${table.state} not in ('queued', 'processing', 'with_bank') or ${table.upiIdEncrypted} is not null)`,
    ),
  ],
);
