import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '#shared/i18n/locales.ts';
import { users } from '../auth/auth.schema.ts';

export const roleIntents = ['creator', 'merchant', 'buyer'] as const;

/** Spec §3 Profile: one per user. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    haatHandle: text('haat_handle'),
    roleIntent: text('role_intent', { enum: roleIntents }),
    displayName: text('display_name').notNull(),
    /** The language of the user's screens and mail (decision 047). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('profiles_haat_handle_key').on(sql`lower(${table.haatHandle})`)],
);
