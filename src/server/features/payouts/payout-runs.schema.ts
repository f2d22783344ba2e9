import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { challanSections } from '#shared/contracts/payouts-ops.ts';
import { payoutProviders, payoutStatuses, withholdingSections } from '#shared/contracts/payouts-runs.ts';
import { users } from '../auth/auth.schema.ts';

/** A payout run: started by an operator or by the weekly schedule, it pays every payee above the minimum. */
export const payoutRuns = pgTable(
  'payout_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: payoutProviders }).notNull(),
    minimumPaise: integer('minimum_paise').notNull(),
    /** The operator who started it; none for a scheduled run. */
    startedByUserId: text('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A scheduled run's week (its Monday, YYYY-MM-DD): one scheduled run per week, whatever the processes. */
    scheduledFor: text('scheduled_for'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('payout_runs_created_idx').on(table.createdAt),
    uniqueIndex('payout_runs_scheduled_key').on(table.scheduledFor),
  ],
);

/**
 * One payee's payout in a run. Its id is the idempotency key the provider
 * sees, so submitting it again after a crash never pays twice.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payoutRuns.id),
    /** The payee: the account whose store and seller earnings it pays. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    grossPaise: bigint('gross_paise', { mode: 'number' }).notNull(),
    /** The withholding bases: gross sales of the seller lines paid, and the creator's commission paid. */
    salesPaise: bigint('sales_paise', { mode: 'number' }).notNull().default(0),
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull().default(0),
    deductionsPaise: bigint('deductions_paise', { mode: 'number' }).notNull(),
    netPaise: bigint('net_paise', { mode: 'number' }).notNull(),
    status: text('status', { enum: payoutStatuses }).notNull(),
    /** Where it goes, masked as the payee saw it when the run started ("UPI …", "HDFC Bank ••1234"). */
    destination: text('destination').notNull(),
    providerPayoutId: text('provider_payout_id'),
    /** The bank's reference for a paid payout. */
    utr: text('utr'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('payouts_run_idx').on(table.runId),
    index('payouts_user_idx').on(table.userId, table.createdAt),
    index('payouts_open_idx').on(table.status).where(sql`${table.status} in ('pending', 'processing')`),
    // A payee is in at most one unfinished payout at a time.
    uniqueIndex('payouts_one_open_key').on(table.userId).where(sql`${table.status} in ('pending', 'processing')`),
    check('payouts_adds_up', sql`${table.netPaise} = ${table.grossPaise} - ${table.deductionsPaise}`),
    check('payouts_paid_has_utr', sql`${table.status} <> 'paid' or ${table.utr} is not null`),
  ],
);

/**
 * Tax withheld from a payout, one row per section, tax year and rate (a payout paying earnings credited in two tax
 * years, or either side of a change of rate, has one row for each), with the base and the rate applied.
 */
export const payoutDeductions = pgTable(
  'payout_deductions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    section: text('section', { enum: withholdingSections }).notNull(),
    /** The tax year (financial year, by the year it starts in) of the earnings' credit: it decides the Act cited. */
    taxYear: integer('tax_year').notNull(),
    basePaise: bigint('base_paise', { mode: 'number' }).notNull(),
    /** Hundredths of a basis point would be needed for nothing the law asks: 0.1% = 10 bps. */
    rateBps: integer('rate_bps').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /**
     * When the tax was deducted, India's date: the last day in its month of the earnings' credit (or payment, if
     * earlier) it covers. The TDS return dates it so; its month is the one its deposit is due for.
     */
    deductedOn: text('deducted_on').notNull(),
  },
  (table) => [
    uniqueIndex('payout_deductions_section_key').on(
      table.payoutId,
      table.section,
      table.taxYear,
      table.rateBps,
      table.deductedOn,
    ),
  ],
);

/**
 * What a payout paid of each tax year's earnings (by the year of their credit): the gross sales and the commission
 * that count towards that year's thresholds (194-O's individual exemption, 194H's), summed over a payee's payouts
 * that did not fail.
 */
export const payoutYearBases = pgTable(
  'payout_year_bases',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    taxYear: integer('tax_year').notNull(),
    salesPaise: bigint('sales_paise', { mode: 'number' }).notNull(),
    /** The part of those sales 194-O's individual or HUF exemption left untaxed. */
    exemptSalesPaise: bigint('exempt_sales_paise', { mode: 'number' }).notNull().default(0),
    commissionPaise: bigint('commission_paise', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.payoutId, table.taxYear] })],
);

/** Provider webhook deliveries already handled, by the provider's event id: a replay changes nothing. */
export const payoutWebhookEvents = pgTable('payout_webhook_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/**
 * A TDS deposit the operator made with the government, as its challan identifies it (BSR code, date, serial: the
 * challan identification number, unique), for one section's tax deducted in one month (issue 36): what the
 * quarterly TDS return's deposit columns and the tax-to-deposit view are filled from.
 */
export const tdsChallans = pgTable(
  'tds_challans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: text('section', { enum: challanSections }).notNull(),
    /** The month of deduction it pays, "2026-11". */
    month: text('month').notNull(),
    bsrCode: text('bsr_code').notNull(),
    depositedOn: text('deposited_on').notNull(),
    serial: text('serial').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('tds_challans_cin_key').on(table.bsrCode, table.depositedOn, table.serial),
    index('tds_challans_month_idx').on(table.month),
    check('tds_challans_amount_positive', sql`${table.amountPaise} > 0`),
  ],
);
