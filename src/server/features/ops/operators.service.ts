import type { Operator } from '#shared/contracts/ops.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordOperatorAction } from './audit.service.ts';
import { deleteOperator, findOperator, insertOperator } from './operators.repository.ts';

/*
 * Haat's operators. The role is granted and revoked from the command line (`npm run ops:grant`, ops-cli.ts) and by
 * the demo seed, never through the API; `access: 'operator'` endpoints ask isOperator (endpoint-route.ts).
 */

export async function isOperator(db: Db, userId: string): Promise<boolean> {
  return (await findOperator(db, userId)) !== null;
}

/** The operator as the console shows them; anyone else is refused. */
export async function getOperator(db: Db, userId: string): Promise<Operator> {
  const row = await findOperator(db, userId);
  if (!row) throw new AppError('forbidden', /*i18n*/ 'This is for Haat’s operators only.');
  return { userId: row.userId, email: row.email, grantedAt: row.grantedAt.toISOString() };
}

/** Who grants or revokes: 'cli' (the command line) or 'seed' (the demo seed). */
export interface RoleChange {
  userId: string;
  by: string;
}

/**
 * Makes the user an operator, with its audit row (operator.grant, by the granted user, details.by) in the same
 * transaction. False, with nothing written, when they already are one.
 */
export function grantOperator(db: Db, change: RoleChange, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await insertOperator(tx, { userId: change.userId, grantedAt: at, grantedBy: change.by }))) return false;
    await recordOperatorAction(
      tx,
      {
        operatorUserId: change.userId,
        action: 'operator.grant',
        subjectType: 'operator',
        subjectId: change.userId,
        details: { by: change.by },
      },
      at,
    );
    return true;
  });
}

/** Ends the user's operator role, with its audit row (operator.revoke); false when they had none. */
export function revokeOperator(db: Db, change: RoleChange, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await deleteOperator(tx, change.userId))) return false;
    await recordOperatorAction(
      tx,
      {
        operatorUserId: change.userId,
        action: 'operator.revoke',
        subjectType: 'operator',
        subjectId: change.userId,
        details: { by: change.by },
      },
      at,
    );
    return true;
  });
}
