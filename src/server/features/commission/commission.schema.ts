import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProductCategory } from '#shared/catalog/categories.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * The platform's commission rates, one row per change (never updated): the rates
 * in force at a moment are the newest row that had taken effect by then.
 */
export const commissionRates = pgTable(
  'commission_rates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sellerDefaultBps: integer('seller_default_bps').notNull(),
    sellerCategoryBps: jsonb('seller_category_bps').$type<Partial<Record<ProductCategory, number>>>().notNull(),
    creatorMarkupBps: integer('creator_markup_bps').notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    /** The operator who set them; none for the demo seed. */
    setByUserId: text('set_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('commission_rates_effective_idx').on(table.effectiveFrom),
    check('commission_rates_seller_range', sql`${table.sellerDefaultBps} between 0 and 5000`),
    check('commission_rates_creator_range', sql`${table.creatorMarkupBps} between 0 and 5000`),
  ],
);
