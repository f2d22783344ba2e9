import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.schema.ts';

/** Haat's operators: granted from the command line (`npm run ops:grant`), never through the API. */
export const operators = pgTable('operators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  /** Who granted it: 'cli' for the command line, 'seed' for the demo seed. */
  grantedBy: text('granted_by').notNull(),
});

/**
 * The audit log: one row per operator action (who, what, when, why). Append-only: a trigger refuses every update,
 * delete and truncate (the custom migration `operator_actions_append_only`), so an account with rows here cannot
 * be deleted either.
 */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorUserId: text('operator_user_id')
      .notNull()
      .references(() => users.id),
    /** What was done, `<subject>.<verb>`: product.hide, seller.suspend, operator.grant, payout_run.create. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** Why; required of every moderation action (its owner is shown it). */
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('operator_actions_subject_idx').on(table.subjectType, table.subjectId),
    index('operator_actions_operator_idx').on(table.operatorUserId),
  ],
);
