import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  campaignStatuses,
  participationStatuses,
  payoutTypes,
  type ShipToParsed,
} from '#shared/contracts/campaigns.ts';
import { products, sellers } from '../catalog/catalog.schema.ts';
import { creatorStores } from '../stores/stores.schema.ts';

/** A seller's collaboration campaign (spec §3 Collab campaign); its id is the spec's number. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    /** Media key of an uploaded banner (`${key}-${width}.webp`). */
    bannerKey: text('banner_key'),
    /** A bundled banner's path (the demo samples); an upload takes precedence. */
    bannerPath: text('banner_path'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    hashtags: text('hashtags').array().notNull(),
    /** Display text of the payout. */
    payout: text('payout').notNull(),
    payoutType: text('payout_type', { enum: payoutTypes }).notNull(),
    payoutAmountPaise: integer('payout_amount_paise'),
    giftProductId: uuid('gift_product_id').references(() => products.id, { onDelete: 'restrict' }),
    /** The last day (in India) creators can join and submit. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    badges: text('badges').array().notNull(),
    /** Stored status; an open campaign past its deadline reads as closed. */
    status: text('status', { enum: campaignStatuses }).notNull().default('draft'),
    /**
     * Creators who took part before the campaign came to Haat (the bundled
     * samples' counts); joined = this + participants. Zero for new campaigns.
     */
    joinedBefore: integer('joined_before').notNull().default(0),
    /** Hidden by an operator: not listed, not joinable; those who joined go on. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Why, shown to the seller. */
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('campaigns_seller_idx').on(table.sellerId),
    index('campaigns_public_idx').on(table.status, table.deadline),
    check('campaigns_hidden_reason', sql`(${table.hiddenAt} is null) = (${table.hiddenReason} is null)`),
    check(
      'campaigns_payout_matches_type',
      sql`(${table.payoutType} = 'cash' and ${table.payoutAmountPaise} > 0 and ${table.giftProductId} is null) or (${table.payoutType} = 'gift' and ${table.giftProductId} is not null and ${table.payoutAmountPaise} is null)`,
    ),
    check('campaigns_joined_before_nonnegative', sql`${table.joinedBefore} >= 0`),
  ],
);

/** A creator taking part in a campaign: joined, post submitted, then approved or rejected. */
export const campaignParticipants = pgTable(
  'campaign_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => creatorStores.id, { onDelete: 'cascade' }),
    status: text('status', { enum: participationStatuses }).notNull().default('joined'),
    postUrl: text('post_url'),
    /** The seller's note on a decision. */
    note: text('note'),
    /** Gift campaigns: where the gift ships. */
    shipTo: jsonb('ship_to').$type<ShipToParsed>(),
    /** Cash paid into the ledger on approval. */
    payoutPaise: integer('payout_paise'),
    /**
     * The gift's order. Not a foreign key: the ledger refers to participants,
     * and the schema modules may not import each other both ways. Orders are
     * never deleted.
     */
    giftOrderId: uuid('gift_order_id'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('campaign_participants_key').on(table.campaignId, table.storeId),
    index('campaign_participants_store_idx').on(table.storeId),
  ],
);
