import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { storeListings } from '../stores/stores.schema.ts';

/** A signed-in buyer's cart; a visitor's lives in their browser until sign-in. */
export const cartLines = pgTable(
  'cart_lines',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => storeListings.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ref: text('ref'),
    utmSource: text('utm_source'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.listingId] }),
    check('cart_lines_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
