import { desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { operatorActions } from './ops.schema.ts';

export type NewOperatorAction = Omit<typeof operatorActions.$inferInsert, 'id'>;

/** Appends one row to the audit log (rows are never changed: a trigger refuses it); returns its id. */
export async function insertOperatorAction(db: Db, values: NewOperatorAction): Promise<number> {
  const [row] = await db.insert(operatorActions).values(values).returning({ id: operatorActions.id });
  if (!row) throw new Error('The audit row was not written');
  return row.id;
}

/** The audit log newest first (by id, the order rows were written), older than `before` when given. */
export function listOperatorActions(db: Db, before: number | undefined, limit: number) {
  return db
    .select({
      id: operatorActions.id,
      at: operatorActions.at,
      operatorName: users.name,
      operatorEmail: users.email,
      action: operatorActions.action,
      subjectType: operatorActions.subjectType,
      subjectId: operatorActions.subjectId,
      reason: operatorActions.reason,
      details: operatorActions.details,
    })
    .from(operatorActions)
    .innerJoin(users, eq(users.id, operatorActions.operatorUserId))
    .where(before === undefined ? undefined : lt(operatorActions.id, before))
    .orderBy(desc(operatorActions.id))
    .limit(limit);
}
