import type { Db } from '../../db/client.ts';
import { findStoresByIds } from './stores.repository.ts';

/** Stores' handles and display names, by id (missing ids left out): who a document to a creator names. */
export async function getStoreNames(
  db: Db,
  ids: string[],
): Promise<Map<string, { handle: string; displayName: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await findStoresByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { handle: row.handle, displayName: row.displayName }]));
}
