import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoreLink } from '#shared/contracts/stores.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { users } from '../auth/auth.schema.ts';
import { products } from '../catalog/catalog.schema.ts';

/** What /shop's store search looks in: the handle, name and bio as one text (`creator_stores_search_idx`). */
export const storeSearchText = (store: { handle: AnyPgColumn; displayName: AnyPgColumn; bio: AnyPgColumn }) =>
  sql`${store.handle} || ' ' || ${store.displayName} || ' ' || ${store.bio}`;

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
    /** Media key of the banner (`${key}-${width}.webp`), or none. */
    bannerKey: text('banner_key'),
    /** The theme buyers see at /@{handle}; none means the visitor's own theme. */
    theme: jsonb('theme').$type<Theme>(),
    /** Store content edited on /cms. */
    announcement: text('announcement').notNull().default(''),
    links: jsonb('links').$type<StoreLink[]>().notNull().default([]),
    /** Heading over the featured listings. */
    featuredTitle: text('featured_title').notNull().default(''),
    /** The discount a COD buyer gets for paying now by UPI, in basis points of the price, from the markup (072). */
    payNowDiscountBps: integer('pay_now_discount_bps').notNull().default(0),
    /** The store hidden by an operator: /@handle answers like an unknown store; placed orders go on. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why, shown to the creator. */
    hiddenReason: text('hidden_reason'),
    /** The creator suspended by an operator: their store goes from public view as when hidden. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Why, shown to the creator. */
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * How many people follow the store, kept by the database: a trigger on store_follows counts each follow and
     * unfollow, a deleted account's too (migration 0020). /shop ranks stores by it without counting every follow.
     */
    followerCount: integer('follower_count').notNull().default(0),
  },
  (table) => [
    uniqueIndex('creator_stores_handle_key').on(sql`lower(${table.handle})`),
    // /shop's store search: a trigram index answers `ILIKE '%words%'` on the handle, name and bio together.
    index('creator_stores_search_idx').using('gin', sql`(${storeSearchText(table)}) gin_trgm_ops`),
    /** The most followed stores the public may see (read backwards): /shop before anything is typed. */
    index('creator_stores_followers_idx')
      .on(table.followerCount)
      .where(sql`${table.hiddenAt} is null and ${table.suspendedAt} is null`),
    uniqueIndex('creator_stores_user_key').on(table.userId),
    check('creator_stores_hidden_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
    check('creator_stores_suspension_reason', sql`(${table.suspendedAt} is null) = (${table.suspendedReason} is null)`),
  ],
);

/**
 * A store the public may see: not hidden by an operator and its creator not suspended. The rule in SQL for every
 * repository that lists stores or their listings to the public (`withheld` in StoreRow holds it for a loaded row).
 */
export const storeOpenToPublic = sql`(${creatorStores.hiddenAt} is null and ${creatorStores.suspendedAt} is null)`;

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
    // /shop before anything is typed: featured listings, then the newest, read in that order until enough are on sale.
    index('store_listings_newest_idx').on(table.featured.desc().nullsFirst(), table.createdAt.desc().nullsFirst()),
    check('store_listings_markup_nonnegative', sql`${table.markupPaise} >= 0`),
  ],
);

/** Store visits, counted per store, per day (India's, Asia/Kolkata) and per utm_source ("" when none). */
export const storeVisits = pgTable(
  'store_visits',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => creatorStores.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    utmSource: text('utm_source').notNull().default(''),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day, table.utmSource] })],
);

/**
 * Who has been counted today, so a visitor counts once per store and India day (see recordStoreVisit): a hash
 * of the visitor, never the account id or the cookie itself. Only today's rows matter; older ones are
 * pruned as the store's next visits are counted.
 */
export const storeVisitors = pgTable(
  'store_visitors',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => creatorStores.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.day, table.visitor] })],
);

/** A signed-in person following a creator's store. */
export const storeFollows = pgTable(
  'store_follows',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => creatorStores.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storeId, table.userId] }), index('store_follows_user_idx').on(table.userId)],
);
