import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ledgerParties, ledgerStatuses } from '#shared/contracts/ledger.ts';
import { campaignParticipants } from '../campaigns/campaigns.schema.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { orderLines } from '../orders/orders.schema.ts';
import { payouts } from '../payouts/payout-runs.schema.ts';
import { creatorStores } from '../stores/stores.schema.ts';

/**
 * What an order line earns its creator, its seller, the platform (its fees) and
 * the GST the platform owes on them (`lineShares`, decision 059), or what an
 * approved campaign post pays its creator. For every line the entries add up to
 * what the buyer paid.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    /** A campaign payout; a campaign that paid out cannot be deleted. */
    participantId: uuid('participant_id').references(() => campaignParticipants.id, { onDelete: 'restrict' }),
    party: text('party', { enum: ledgerParties }).notNull(),
    storeId: uuid('store_id').references(() => creatorStores.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ledgerStatuses }).notNull(),
    payableAt: timestamp('payable_at', { withTimezone: true }),
    reason: text('reason'),
    /** The payout that pays it (in payout, paid); none before, and again when a payout fails. */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ledger_entries_line_party_key').on(table.lineId, table.party),
    uniqueIndex('ledger_entries_participant_key').on(table.participantId),
    // A creator's (by store) or seller's entries newest first, a page at a time (keyset on created_at, id), and their
    // totals by status summed from the index alone: both read only the owner's entries, however big the ledger.
    index('ledger_entries_store_newest_idx').on(
      table.storeId,
      table.createdAt,
      table.id,
      table.status,
      table.amountPaise,
    ),
    index('ledger_entries_seller_newest_idx').on(
      table.sellerId,
      table.createdAt,
      table.id,
      table.status,
      table.amountPaise,
    ),
    index('ledger_entries_due_idx').on(table.payableAt).where(sql`${table.status} = 'pending'`),
    index('ledger_entries_payout_idx').on(table.payoutId),
    check(
      'ledger_entries_one_party',
      sql`case when ${table.party} in ('platform', 'platform_gst') then ${table.storeId} is null and ${table.sellerId} is null
        else (${table.storeId} is null) <> (${table.sellerId} is null) end`,
    ),
    check(
      'ledger_entries_payout_status',
      sql`(${table.payoutId} is not null) = (${table.status} in ('in_payout', 'paid'))`,
    ),
    check('ledger_entries_one_source', sql`(${table.lineId} is null) <> (${table.participantId} is null)`),
  ],
);

/**
 * A platform entry Haat has earned: live (not reversed) and credited (due, whether or not its window has been read
 * as closed). The rule in SQL for the repositories that read Haat's fees (Haat's invoices for them, decision 062).
 */
export const earnedPlatformEntry = and(
  eq(ledgerEntries.party, 'platform'),
  inArray(ledgerEntries.status, ['pending', 'payable', 'in_payout', 'paid']),
  isNotNull(ledgerEntries.payableAt),
);
