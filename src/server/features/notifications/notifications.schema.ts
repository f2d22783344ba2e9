import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PhraseValue } from '../../lib/errors.ts';
import { users } from '../auth/auth.schema.ts';

/** Something that happened for a user (a new order, a shipment, a payout); the AI Manager shows them. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What kind of event, e.g. order_placed, order_shipped, earnings_payable. */
    kind: text('kind').notNull(),
    /** The part of Haat it comes from, shown as the notification's app (spec §3). */
    app: text('app').notNull(),
    /** What it says, in English, as written when it was stored. */
    message: text('message').notNull(),
    /**
     * The same as a message of the catalogs (its English text, its id) with its values, said in each reader's
     * language when read (decision 047); none for a notification stored before there were languages.
     */
    phrase: text('phrase'),
    params: jsonb('params').$type<Record<string, PhraseValue>>(),
    avatar: text('avatar'),
    /** Where it leads in the app. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
