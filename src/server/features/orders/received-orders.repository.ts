// How many orders reached a creator's store or a seller (order_lines, owned by orders), counted from given moments.
import { and, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from './orders.schema.ts';

export type ReceivingParty = { storeId: string } | { sellerId: string };

/** Distinct orders with a line of the party's placed at or after each moment, in the moments' order. */
export async function countReceivedOrders(db: Db, party: ReceivingParty, since: Date[]): Promise<number[]> {
  const earliest = new Date(Math.min(...since.map((moment) => moment.getTime())));
  const whose: SQL =
    'storeId' in party ? eq(orderLines.storeId, party.storeId) : eq(orderLines.sellerId, party.sellerId);
  const columns = Object.fromEntries(
    since.map((moment, index) => [
      `from${index}`,
      sql<number>`count(distinct ${orderLines.orderId}) filter (where ${orderLines.placedAt} >= ${moment})`.mapWith(
        Number,
      ),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(orderLines)
    .where(and(whose, gte(orderLines.placedAt, earliest)));
  return since.map((_, index) => Number(row?.[`from${index}`] ?? 0));
}
