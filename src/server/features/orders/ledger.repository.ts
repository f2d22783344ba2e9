import type { Db } from '../../db/client.ts';
import { ledgerEntries } from './orders.schema.ts';

export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id'>;

export async function insertLedgerEntries(db: Db, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
}
