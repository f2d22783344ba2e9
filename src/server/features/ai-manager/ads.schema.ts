import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adTypes } from '#shared/contracts/ai-manager.ts';

/** An advertisement the AI Manager's ad view rotates through (spec §3 Advertisement). */
export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: adTypes }).notNull(),
    /** The image, GIF or video: a bundled path such as /ads/festive-edit.webp, or an https URL. */
    url: text('url').notNull(),
    /** A still for a video, shown until it plays. */
    posterUrl: text('poster_url'),
    altText: text('alt_text').notNull(),
    /** Where tapping the ad leads: a path in the app. */
    link: text('link').notNull(),
    /** Rotation order, lowest first. */
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('ads_type_check', sql`${table.type} in ('image', 'gif', 'video')`)],
);
