import { index, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { grievanceStatuses, grievanceSubjects } from '#shared/contracts/grievances.ts';
import { users } from '../auth/auth.schema.ts';

/** Numbers the tickets: GR-2026-000001 (the year it was filed, then this). */
export const grievanceNumbers = pgSequence('grievance_numbers', { startWith: 1 });

/**
 * A complaint to the operator's grievance officer (Consumer Protection (E-Commerce) Rules, 2020, rule 4(4)–(5);
 * decision 054). Its two deadlines are written when it is filed, by the rules in force on that day
 * (grievances-rules.ts), so a later change of the rules does not move an open ticket's clocks.
 */
export const grievances = pgTable(
  'grievances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    /** The account that filed it; none for a guest (its name and email are below either way). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** The complainant's language when they filed: their mail about it is in it. */
    locale: text('locale').notNull(),
    subject: text('subject', { enum: grievanceSubjects }).notNull(),
    reference: text('reference'),
    details: text('details').notNull(),
    status: text('status', { enum: grievanceStatuses }).notNull().default('received'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
    acknowledgeBy: timestamp('acknowledge_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: text('acknowledged_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolution: text('resolution'),
    /** When the grievance officer was reminded that a clock was about to run out (once each). */
    acknowledgeReminderAt: timestamp('acknowledge_reminder_at', { withTimezone: true }),
    resolveReminderAt: timestamp('resolve_reminder_at', { withTimezone: true }),
  },
  (table) => [
    index('grievances_status_idx').on(table.status, table.filedAt),
    index('grievances_user_idx').on(table.userId, table.filedAt),
    index('grievances_filed_idx').on(table.filedAt),
  ],
);

export type GrievanceRow = typeof grievances.$inferSelect;
