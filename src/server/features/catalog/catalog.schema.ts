import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_DISPATCH_DAYS, MAX_DISPATCH_DAYS } from '#shared/contracts/onboarding.ts';
import type { LegalMetrology } from '#shared/legal-metrology.ts';
import { TURNOVER_BANDS } from '#shared/gst.ts';
import { users } from '../auth/auth.schema.ts';

export const sellers = pgTable(
  'sellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The seller's account; demo sellers without an account have none. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    businessName: text('business_name').notNull(),
    description: text('description').notNull().default(''),
    city: text('city').notNull().default(''),
    pickupPincode: text('pickup_pincode').notNull(),
    gstin: text('gstin'),
    /**
     * The seller's GST details for invoices (decision 038): the legal name and principal place of business, and the
     * state they supply from (a GSTIN's first two digits; an unregistered seller's chosen state). None until given.
     */
    legalName: text('legal_name'),
    businessAddress: text('business_address'),
    stateCode: text('state_code'),
    /**
     * An unregistered seller's enrolment number from the GST portal (CGST notifications 34/2023 and 37/2023-Central
     * Tax): granted on their PAN for one state, whose code it starts with; none for a registered seller.
     */
    enrolmentNumber: text('enrolment_number'),
    /** A registered seller's turnover band (#shared/gst.ts TURNOVER_BANDS): how many HSN digits they declare. */
    turnoverBand: text('turnover_band', { enum: TURNOVER_BANDS }),
    /** Customer care, shown with their listings (decision 055); none for a seller from before it was asked. */
    supportPhone: text('support_phone'),
    supportEmail: text('support_email'),
    /** The undertaking on accurate listings they accepted (SELLER_UNDERTAKING's version) and when. */
    undertakingVersion: text('undertaking_version'),
    undertakingAcceptedAt: timestamp('undertaking_accepted_at', { withTimezone: true }),
    /** Whether products this seller lists may be resold by creators unless the product says otherwise. */
    resaleByDefault: boolean('resale_by_default').notNull().default(true),
    /** A creator's markup cap as a percentage of the base price, or none. */
    maxMarkupPercent: integer('max_markup_percent'),
    /** Days the seller takes to pack an order and hand it to the courier: the first part of a delivery estimate. */
    dispatchDays: integer('dispatch_days').notNull().default(DEFAULT_DISPATCH_DAYS),
    /** Suspended by an operator: the seller page and every product go from public view; placed orders go on. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** Why, shown to the seller. */
    suspendedReason: text('suspended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sellers_slug_key').on(sql`lower(${table.slug})`),
    uniqueIndex('sellers_user_key').on(table.userId),
    check(
      'sellers_dispatch_days_range',
      sql`${table.dispatchDays} between 1 and ${sql.raw(String(MAX_DISPATCH_DAYS))}`,
    ),
    check('sellers_suspension_reason', sql`(${table.suspendedAt} is null) = (${table.suspendedReason} is null)`),
    check(
      'sellers_gst_details',
      sql`(${table.legalName} is null) = (${table.businessAddress} is null)
        and (${table.legalName} is null) = (${table.stateCode} is null)
        and (${table.gstin} is null or ${table.stateCode} is null or ${table.stateCode} = left(${table.gstin}, 2))`,
    ),
    check(
      'sellers_enrolment',
      sql`${table.enrolmentNumber} is null
        or (${table.gstin} is null and ${table.stateCode} = left(${table.enrolmentNumber}, 2))`,
    ),
  ],
);

export const productStatuses = ['active', 'archived'] as const;

/** PostgreSQL's text-search document: its words (lexemes), each with its positions and weight. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** The seller's own code for it, unique among their products: what a catalog import matches on. */
    sku: text('sku'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Its name and description in Hindi, if the seller gave them: what a Hindi page shows instead (decision 047). */
    nameHi: text('name_hi'),
    descriptionHi: text('description_hi'),
    category: text('category').notNull(),
    /** Its HSN code and GST rate (basis points); the price includes the tax (decision 038). */
    hsnCode: text('hsn_code').notNull(),
    gstRateBps: integer('gst_rate_bps').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    /** What the seller said of it; empty: nothing is shown (no warranty is ever assumed). */
    warranty: text('warranty').notNull().default(''),
    /** The seller's own words about shipping ("Dispatched in 2 days, insured"); the fee is deliveryFeePaise. */
    shipping: text('shipping').notNull().default(''),
    /** What one parcel of this seller's costs the buyer when it holds this product; 0: free delivery. */
    deliveryFeePaise: integer('delivery_fee_paise').notNull().default(0),
    returnPolicyDays: integer('return_policy_days').notNull().default(30),
    /** The seller's base price in paise. */
    pricePaise: integer('price_paise').notNull(),
    /** MRP in paise, shown struck through. */
    originalPricePaise: integer('original_price_paise'),
    stock: integer('stock').notNull().default(0),
    resellable: boolean('resellable').notNull().default(true),
    /** The highest markup creators may add to this product, as a percentage of its price; none: the seller's. */
    maxMarkupPercent: integer('max_markup_percent'),
    /**
     * Its Legal Metrology declarations (#shared/legal-metrology.ts; issue 39): maker, country of origin, generic name,
     * net quantity, best before. A product of a packaged category is active only with all of them (the catalog
     * service's rule); none: nothing declared.
     */
    legalMetrology: jsonb('legal_metrology').$type<LegalMetrology>(),
    status: text('status', { enum: productStatuses }).notNull().default('active'),
    /**
     * Added by a seller not registered for GST before they gave their enrolment number (decision 066): kept archived,
     * and put on sale when they give it, unless the seller archived or restored it themselves meanwhile.
     */
    awaitingEnrolment: boolean('awaiting_enrolment').notNull().default(false),
    /** Hidden by an operator: out of every public list and not for sale; placed orders go on. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why, shown to the seller. */
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What product search matches words against (decision 041), kept by PostgreSQL: the name and its Hindi weigh most
     * (A), then brand, model and both descriptions (B), then the category (C). The 'simple' configuration keeps words as written,
     * lower-cased: English stemming would mangle Hindi and Hinglish names (jhumka, kurta, dupatta). Read only by
     * search (product-search.queries.ts); `productColumns` leaves it out of every other read.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', "name" || ' ' || coalesce("name_hi", '')), 'A') || setweight(to_tsvector('simple', "brand" || ' ' || "model" || ' ' || "description" || ' ' || coalesce("description_hi", '')), 'B') || setweight(to_tsvector('simple', "category"), 'C')`,
      ),
  },
  (table) => [
    index('products_search_idx').using('gin', table.searchVector),
    index('products_seller_idx').on(table.sellerId),
    index('products_category_idx').on(table.category),
    uniqueIndex('products_seller_sku_key').on(table.sellerId, table.sku),
    check('products_hsn_code', sql`${table.hsnCode} ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'`),
    check('products_gst_rate_range', sql`${table.gstRateBps} between 0 and 10000`),
    check('products_markup_cap_range', sql`${table.maxMarkupPercent} between 0 and 500`),
    check('products_price_positive', sql`${table.pricePaise} > 0`),
    check('products_stock_nonnegative', sql`${table.stock} >= 0`),
    check('products_delivery_fee_range', sql`${table.deliveryFeePaise} between 0 and 100000`),
    check('products_return_days_range', sql`${table.returnPolicyDays} between 0 and 365`),
    check('products_hidden_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
  ],
);

/**
 * Every word of every product name, as the search document has it (lower case): what a typed word is compared with
 * for words nearly as typed (product-search.queries.ts). The database keeps it: a trigger on products adds the words
 * of each new or renamed product that are not there yet (migration 0021). No unique key on purpose: a product write
 * never waits on another's new word (two writes adding words in opposite orders would deadlock on a key), so two at
 * once may both add one, which the search reads once. A word no name has any more stays; it can only widen a search
 * to a word no product has.
 */
export const productNameWords = pgTable('product_name_words', { word: text('word').notNull() }, (table) => [
  index('product_name_words_word_idx').on(table.word),
  index('product_name_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
]);

/** Every column of a product but its search document, which only search reads: what reads and writes return. */
const { searchVector: _searchVector, ...readColumns } = getTableColumns(products);
export const productColumns = readColumns;

/**
 * A product Haat lets the public see: not hidden by an operator, and its seller not suspended (`withheld` is the
 * opposite, for a loaded row: see isOnSaleInStores in products-on-sale.service.ts).
 */
export const productNotWithheld = and(
  isNull(products.hiddenAt),
  sql`not exists (select 1 from ${sellers} where ${sellers.id} = ${products.sellerId} and ${sellers.suspendedAt} is not null)`,
);

/**
 * A product buyers can get through creators' stores: not archived, its seller lets creators resell it, and Haat
 * has not withheld it (productNotWithheld). The rule in SQL for every repository that reads products
 * (isOnSaleInStores in products-on-sale.service.ts holds it for a loaded row).
 */
export const productOnSaleInStores = and(
  eq(products.status, 'active'),
  eq(products.resellable, true),
  productNotWithheld,
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Key in the media storage; each width is stored as `${key}-${width}.webp`. */
    storageKey: text('storage_key').notNull(),
    widths: integer('widths').array().notNull(),
    alt: text('alt').notNull().default(''),
  },
  (table) => [uniqueIndex('product_images_position_key').on(table.productId, table.position)],
);

/** A buyer's review of a product; written after a delivered order (the orders feature). */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    body: text('body').notNull().default(''),
    /** Hidden by an operator: not shown and not counted in ratings. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why, shown to the review's author. */
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_reviews_product_user_key').on(table.productId, table.userId),
    check('product_reviews_rating_range', sql`${table.rating} between 1 and 5`),
    check('product_reviews_hidden_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
  ],
);

/** A question about a product, asked by a signed-in visitor and answered by the product's seller. */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_questions_product_idx').on(table.productId, table.createdAt)],
);
