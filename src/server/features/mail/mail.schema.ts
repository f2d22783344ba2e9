import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Mail written here instead of sent when no SMTP_URL is set; read at /dev/mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The names of the files that went with it (their bytes are not kept). */
    attachments: text('attachments').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_to_idx').on(table.to)],
);
