import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every mail Haat sends, written before it is sent (decision 044): a job delivers
 * it (SMTP, or nothing more than `sent` when no SMTP_URL is set, read at
 * /dev/mailbox) and retries while the server is down, so a mail accepted here is
 * never lost. `sending` holds a lease: a worker that dies mid-send leaves the
 * mail to be taken again once the lease runs out.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The names of the files that went with it (their bytes are kept only until it is sent). */
    attachments: text('attachments').array().notNull().default([]),
    /** pending → sending → sent, or failed when the server refused it for good. */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_to_idx').on(table.to),
    index('mail_outbox_created_at_idx').on(table.createdAt),
    index('mail_outbox_unsent_idx').on(table.createdAt).where(sql`status in ('pending', 'sending')`),
  ],
);

/** The bytes of a pending mail's attachments, deleted once it is sent. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    mailId: uuid('mail_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('mail_attachments_mail_idx').on(table.mailId, table.position)],
);
