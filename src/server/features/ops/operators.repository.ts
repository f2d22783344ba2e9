import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { operators } from './ops.schema.ts';

export async function findOperator(db: Db, userId: string) {
  const [row] = await db
    .select({ userId: operators.userId, grantedAt: operators.grantedAt, email: users.email })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(eq(operators.userId, userId));
  return row ?? null;
}

/** Makes the user an operator; false when they already were one. */
export async function insertOperator(
  db: Db,
  values: { userId: string; grantedAt: Date; grantedBy: string },
): Promise<boolean> {
  const rows = await db.insert(operators).values(values).onConflictDoNothing().returning({ userId: operators.userId });
  return rows.length > 0;
}

/** Ends the user's operator role; false when they had none. */
export async function deleteOperator(db: Db, userId: string): Promise<boolean> {
  const rows = await db.delete(operators).where(eq(operators.userId, userId)).returning({ userId: operators.userId });
  return rows.length > 0;
}
