// The commission feature's table (commission_rates): the rates, one row per change.
import { desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { commissionRates } from './commission.schema.ts';

export type CommissionRatesRow = typeof commissionRates.$inferSelect;

/** The newest rates that had taken effect at `at`, with the email of who set them. */
export async function findRatesInForce(db: Db, at: Date) {
  const [row] = await db
    .select({ rates: commissionRates, setBy: users.email })
    .from(commissionRates)
    .leftJoin(users, eq(users.id, commissionRates.setByUserId))
    .where(lte(commissionRates.effectiveFrom, at))
    .orderBy(desc(commissionRates.effectiveFrom), desc(commissionRates.id))
    .limit(1);
  return row ?? null;
}

export async function insertRates(db: Db, values: Omit<CommissionRatesRow, 'id'>): Promise<CommissionRatesRow> {
  const [row] = await db.insert(commissionRates).values(values).returning();
  if (!row) throw new Error('The commission rates were not written');
  return row;
}
