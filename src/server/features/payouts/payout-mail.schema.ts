import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payouts } from './payout-runs.schema.ts';

export const payoutMailKinds = ['paid'] as const;

/**
 * Mail a payout owes its payee, written in the transaction that settles it (recordPayoutResult), so a payout paid
 * once is mailed once: the `payouts.mail` job composes it into the mail outbox and marks it composed in one
 * transaction, and the sweep composes any whose job was lost (payout-mails.ts, decision 044).
 */
export const payoutMailEvents = pgTable(
  'payout_mail_events',
  {
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: payoutMailKinds }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    composedAt: timestamp('composed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.payoutId, table.kind] }),
    index('payout_mail_events_pending_idx').on(table.createdAt).where(sql`${table.composedAt} is null`),
  ],
);
