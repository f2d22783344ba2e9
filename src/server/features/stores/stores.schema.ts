import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';

/** A creator and their one public store at /@{handle}. */
export const creatorStores = pgTable(
  'creator_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The creator's account; demo stores without an account have none. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    handle: text('handle').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    /** Media key of the avatar (`${key}-${width}.webp`), or none. */
    avatarKey: text('avatar_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('creator_stores_handle_key').on(sql`lower(${table.handle})`),
    uniqueIndex('creator_stores_user_key').on(table.userId),
  ],
);

/** A seller's product resold in a creator's store, with the creator's markup. */
export const storeListings = pgTable(
  'store_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => creatorStores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    markupPaise: integer('markup_paise').notNull().default(0),
    position: integer('position').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('store_listings_store_product_key').on(table.storeId, table.productId),
    index('store_listings_product_idx').on(table.productId),
    check('store_listings_markup_nonnegative', sql`${table.markupPaise} >= 0`),
  ],
);
