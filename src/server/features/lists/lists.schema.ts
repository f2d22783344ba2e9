import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';
import { storeListings } from '../stores/stores.schema.ts';

export const productListNames = ['saved', 'liked'] as const;

/**
 * Spec §4 savedProducts and likedProducts of a signed-in person. The store the
 * product was found in and the attribution travel with the entry, so a later
 * purchase from the list still credits that creator.
 */
export const productListEntries = pgTable(
  'product_list_entries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list', { enum: productListNames }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').references(() => storeListings.id, { onDelete: 'set null' }),
    ref: text('ref'),
    utmSource: text('utm_source'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.list, table.productId] }),
    index('product_list_entries_product_idx').on(table.productId),
  ],
);
