import type { Db } from '../../db/client.ts';
import {
  findAccountByEmail,
  listAccounts,
  listAccountsExistingAt,
  listAccountsSignedInBetween,
  listVerifiedEmails,
} from './auth.repository.ts';

/** The verified email of each account that has one, for mail other features send (a seller's new orders). */
export async function verifiedEmails(db: Db, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await listVerifiedEmails(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** Accounts' names and emails by id, for the operator's lists. */
export async function accountsByIds(db: Db, userIds: string[]): Promise<Map<string, { name: string; email: string }>> {
  const rows = await listAccounts(db, userIds);
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

/** The account signed up with this email, or null (the operator command line looks people up by it). */
export function accountOfEmail(db: Db, email: string): Promise<{ id: string; email: string } | null> {
  return findAccountByEmail(db, email);
}

/** The accounts a breach in [from, to] may have touched: signed in then, or (`all`) every account by its end. */
export function accountsInWindow(db: Db, scope: 'sign-ins' | 'all', from: Date, to: Date) {
  return scope === 'all' ? listAccountsExistingAt(db, to) : listAccountsSignedInBetween(db, from, to);
}
