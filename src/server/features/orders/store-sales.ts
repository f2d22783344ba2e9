import { and, eq, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from './orders.schema.ts';

/** Units a creator's store has sold and delivered (returns and cancellations do not count). */
export async function deliveredUnits(db: Db, storeId: string): Promise<number> {
  const [row] = await db
    .select({ units: sum(orderLines.quantity) })
    .from(orderLines)
    .where(and(eq(orderLines.storeId, storeId), eq(orderLines.status, 'delivered')));
  return Number(row?.units ?? 0);
}
