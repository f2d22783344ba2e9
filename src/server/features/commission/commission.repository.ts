// The commission feature's table (commission_rates): the rates, one row per change.
import { desc, eq, lte, sql } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { commissionRates } from './commission.schema.ts';

export type CommissionRatesRow = typeof commissionRates.$inferSelect;

const ratesInForce = builtOnce((db) =>
  db
    .select({ rates: commissionRates, setBy: users.email })
    .from(commissionRates)
    .leftJoin(users, eq(users.id, commissionRates.setByUserId))
    .where(lte(commissionRates.effectiveFrom, sql.placeholder('at')))
    .orderBy(desc(commissionRates.effectiveFrom), desc(commissionRates.id))
    .limit(1)
    .prepare('commission_rates_in_force'),
);

/** The newest rates that had taken effect at `at`, with the email of who set them (built once, decision 090). */
export async function findRatesInForce(db: Db, at: Date) {
  const [row] = await ratesInForce(db).execute({ at: at.toISOString() });
  return row ?? null;
}

export async function insertRates(db: Db, values: Omit<CommissionRatesRow, 'id'>): Promise<CommissionRatesRow> {
  const [row] = await db.insert(commissionRates).values(values).returning();
  if (!row) throw new Error('The commission rates were not written');
  return row;
}
