import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from './auth.schema.ts';

/** The verified email of each account that has one, for mail other features send (a seller's new orders). */
export async function verifiedEmails(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.emailVerified, true)));
  return new Map(rows.map((row) => [row.id, row.email]));
}
