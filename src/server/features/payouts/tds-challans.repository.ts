import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tdsChallans } from './payout-runs.schema.ts';

export type ChallanRow = typeof tdsChallans.$inferSelect;

/** Records a challan; none when one with its identification number (BSR code, date, serial) is recorded already. */
export async function insertChallan(db: Db, values: typeof tdsChallans.$inferInsert): Promise<ChallanRow | null> {
  const [row] = await db
    .insert(tdsChallans)
    .values(values)
    .onConflictDoNothing({ target: [tdsChallans.bsrCode, tdsChallans.depositedOn, tdsChallans.serial] })
    .returning();
  return row ?? null;
}

/** The challans paying tax deducted in these months, by date of deposit. */
export function findChallans(db: Db, months: string[]): Promise<ChallanRow[]> {
  if (months.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tdsChallans)
    .where(inArray(tdsChallans.month, months))
    .orderBy(asc(tdsChallans.depositedOn), asc(tdsChallans.recordedAt), asc(tdsChallans.id));
}

/** The challans by id: the audit log's names for them. */
export function findChallansById(db: Db, ids: string[]): Promise<ChallanRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(tdsChallans).where(inArray(tdsChallans.id, ids));
}
