import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { consentPurposes, processingEvents } from '#shared/contracts/privacy.ts';
import { users } from '../auth/auth.schema.ts';

/**
 * Every consent a person gave or withdrew, with the notice's version they were shown (Digital Personal Data
 * Protection Act, 2023, s. 6; decision 057). Append-only: what holds now is a purpose's latest row.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: consentPurposes }).notNull(),
    granted: boolean('granted').notNull(),
    noticeVersion: text('notice_version').notNull(),
    /** Where it was given or withdrawn: 'signup' or 'account'. */
    source: text('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('consents_user_purpose_idx').on(table.userId, table.purpose, table.recordedAt)],
);

/**
 * The processing log: each export, correction, erasure and consent change of a person's data (DPDP Rules, 2025,
 * rule 6 asks for logs kept at least a year). Rows outlive the account they name: an erased account's id is
 * a pseudonym by then.
 */
export const processingLog = pgTable(
  'processing_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    event: text('event', { enum: processingEvents }).notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('processing_log_at_idx').on(table.at), index('processing_log_user_idx').on(table.userId)],
);
