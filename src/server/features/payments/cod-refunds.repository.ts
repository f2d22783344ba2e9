// The cash-on-delivery refunds table (decision 071).
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { codRefunds } from './payments.schema.ts';

export type CodRefundRow = typeof codRefunds.$inferSelect;

export async function insertCodRefund(tx: Db, values: typeof codRefunds.$inferInsert): Promise<CodRefundRow> {
  const [row] = await tx.insert(codRefunds).values(values).returning();
  if (!row) throw new Error('The COD refund was not written');
  return row;
}

export function listCodRefundsOfOrders(db: Db, orderIds: string[]): Promise<CodRefundRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(codRefunds)
    .where(inArray(codRefunds.orderId, orderIds))
    .orderBy(asc(codRefunds.createdAt), asc(codRefunds.id));
}

export function listCodRefundsIn(db: Db, states: CodRefundRow['state'][], limit: number): Promise<CodRefundRow[]> {
  return db
    .select()
    .from(codRefunds)
    .where(inArray(codRefunds.state, states))
    .orderBy(asc(codRefunds.createdAt))
    .limit(limit);
}

export async function updateCodRefund(
  db: Db,
  id: string,
  from: CodRefundRow['state'][],
  values: Partial<Omit<CodRefundRow, 'id' | 'orderId'>>,
): Promise<CodRefundRow | null> {
  const [row] = await db
    .update(codRefunds)
    .set(values)
    .where(and(eq(codRefunds.id, id), inArray(codRefunds.state, from)))
    .returning();
  return row ?? null;
}

/** The UPI IDs of these orders' refunds no longer being paid: gone, with their masked form (an erased buyer's). */
export async function eraseUpiIdsOfOrders(tx: Db, orderIds: string[], at: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const rows = await tx
    .update(codRefunds)
    .set({ upiIdEncrypted: null, upiIdMasked: null, updatedAt: at })
    .where(
      and(
        inArray(codRefunds.orderId, orderIds),
        inArray(codRefunds.state, ['paid', 'failed']),
        isNotNull(codRefunds.upiIdEncrypted),
      ),
    )
    .returning({ id: codRefunds.id });
  return rows.length;
}

export function findCodRefundsById(db: Db, ids: string[]): Promise<CodRefundRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(codRefunds).where(inArray(codRefunds.id, ids));
}

/** Every refund not yet paid (oldest first), then the latest paid ones: what the operator's view lists. */
export async function listRefundsForOps(db: Db, paidLimit: number): Promise<CodRefundRow[]> {
  const [open, paid] = await Promise.all([
    db
      .select()
      .from(codRefunds)
      .where(inArray(codRefunds.state, ['awaiting_upi', 'queued', 'processing', 'with_bank', 'failed']))
      .orderBy(asc(codRefunds.createdAt), asc(codRefunds.id)),
    db
      .select()
      .from(codRefunds)
      .where(eq(codRefunds.state, 'paid'))
      .orderBy(desc(codRefunds.updatedAt))
      .limit(paidLimit),
  ]);
  return [...open, ...paid];
}

/** Every refund in one state to another, at once; the rows moved. */
export function moveCodRefunds(
  tx: Db,
  from: CodRefundRow['state'],
  to: CodRefundRow['state'],
  at: Date,
): Promise<CodRefundRow[]> {
  return tx.update(codRefunds).set({ state: to, updatedAt: at }).where(eq(codRefunds.state, from)).returning();
}
