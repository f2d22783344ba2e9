// The ledger's statements for payouts (ledger_entries, owned by orders): payable balances by payee, claiming
// entries into a payout and settling them. Reads the stores, sellers and lines the entries belong to.
import { and, eq, inArray, isNotNull, or, sql, sum } from 'drizzle-orm';
import { type LedgerStatus, payeeParties } from '#shared/contracts/ledger.ts';
import type { Db } from '../../db/client.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { creatorStores } from '../stores/stores.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { ledgerEntries } from './ledger.schema.ts';

/** The account an entry pays: its store's creator or its seller. */
const payeeOf = sql<string | null>`coalesce(${creatorStores.userId}, ${sellers.userId})`;

const ownedBy = (userId: string) =>
  or(
    inArray(
      ledgerEntries.storeId,
      sql`(select ${creatorStores.id} from ${creatorStores} where ${creatorStores.userId} = ${userId})`,
    ),
    inArray(ledgerEntries.sellerId, sql`(select ${sellers.id} from ${sellers} where ${sellers.userId} = ${userId})`),
  );

/** Every account with payable earnings, and how much. */
export function findPayableByPayee(db: Db) {
  return db
    .select({ userId: payeeOf, payablePaise: sum(ledgerEntries.amountPaise).mapWith(Number) })
    .from(ledgerEntries)
    .leftJoin(creatorStores, eq(creatorStores.id, ledgerEntries.storeId))
    .leftJoin(sellers, eq(sellers.id, ledgerEntries.sellerId))
    .where(and(eq(ledgerEntries.status, 'payable'), inArray(ledgerEntries.party, payeeParties), isNotNull(payeeOf)))
    .groupBy(payeeOf);
}

/**
 * Moves an account's payable entries into a payout (one conditional update): the entries claimed, with when each was
 * credited (became payable) and, for a seller's line, what the buyer was charged for it (its goods, unless the line
 * stopped and only kept its parcel's delivery fee, and that fee) with the GST rate and its parcel.
 */
export async function claimPayableEntries(tx: Db, userId: string, payoutId: string, at: Date) {
  const claimed = await tx
    .update(ledgerEntries)
    .set({ status: 'in_payout', payoutId, updatedAt: at })
    .where(and(eq(ledgerEntries.status, 'payable'), inArray(ledgerEntries.party, payeeParties), ownedBy(userId)))
    .returning({
      party: ledgerEntries.party,
      lineId: ledgerEntries.lineId,
      amountPaise: ledgerEntries.amountPaise,
      payableAt: ledgerEntries.payableAt,
    });
  const lineIds = claimed.flatMap((entry) => (entry.party === 'seller' && entry.lineId ? [entry.lineId] : []));
  const lines =
    lineIds.length === 0
      ? []
      : await tx
          .select({
            id: orderLines.id,
            orderId: orderLines.orderId,
            sellerId: orderLines.sellerId,
            goodsPaise: sql<number>`case when ${orderLines.status} in ('cancelled', 'delivery_failed', 'returned')
              then 0 else (${orderLines.basePricePaise} + ${orderLines.markupPaise}) * ${orderLines.quantity} end`,
            deliveryPaise: orderLines.deliveryPaise,
            gstRateBps: orderLines.gstRateBps,
          })
          .from(orderLines)
          .where(inArray(orderLines.id, lineIds));
  const lineOf = new Map(lines.map((line) => [line.id, line]));
  return claimed.map((entry) => {
    const line = lineOf.get(entry.lineId ?? '');
    return {
      ...entry,
      payableAt: entry.payableAt ?? at,
      sale: line
        ? {
            orderId: line.orderId,
            sellerId: line.sellerId,
            goodsPaise: Number(line.goodsPaise),
            deliveryPaise: line.deliveryPaise,
            gstRateBps: line.gstRateBps,
          }
        : null,
    };
  });
}

/** The seller entries the given payouts paid, with their lines' frozen figures and order. */
export function findPaidSellerLines(db: Db, payoutIds: string[]) {
  if (payoutIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      payoutId: ledgerEntries.payoutId,
      amountPaise: ledgerEntries.amountPaise,
      lineId: orderLines.id,
      orderId: orderLines.orderId,
      orderNumber: orders.number,
      placedAt: orders.placedAt,
      productName: orderLines.productName,
      status: orderLines.status,
      quantity: orderLines.quantity,
      basePricePaise: orderLines.basePricePaise,
      markupPaise: orderLines.markupPaise,
      commissionPaise: orderLines.commissionPaise,
      commissionGstPaise: orderLines.commissionGstPaise,
      markupGstPaise: orderLines.markupGstPaise,
      deliveryPaise: orderLines.deliveryPaise,
    })
    .from(ledgerEntries)
    .innerJoin(orderLines, eq(orderLines.id, ledgerEntries.lineId))
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(ledgerEntries.payoutId, payoutIds), eq(ledgerEntries.party, 'seller')))
    .orderBy(orders.placedAt, orders.number, orderLines.productName, orderLines.id);
}

/** A payout's entries: paid, or back to payable with the reason when it failed (or the bank sent it back after paying). */
export function settleEntries(tx: Db, payoutId: string, outcome: { paid: true } | { failed: string }, at: Date) {
  return tx
    .update(ledgerEntries)
    .set(
      'paid' in outcome
        ? { status: 'paid', updatedAt: at }
        : { status: 'payable', payoutId: null, reason: outcome.failed, updatedAt: at },
    )
    .where(
      and(
        eq(ledgerEntries.payoutId, payoutId),
        inArray(ledgerEntries.status, 'paid' in outcome ? ['in_payout'] : ['in_payout', 'paid']),
      ),
    );
}

/** An account's earnings (as creator and as seller) by status. */
export async function findBalanceOf(db: Db, userId: string): Promise<Partial<Record<LedgerStatus, number>>> {
  const rows = await db
    .select({ status: ledgerEntries.status, amountPaise: sum(ledgerEntries.amountPaise).mapWith(Number) })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.party, payeeParties), ownedBy(userId)))
    .groupBy(ledgerEntries.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.amountPaise]));
}

/** Every account with earnings: by status, and whether they earn as a creator, a seller or both. */
export function findBalancesByPayee(db: Db) {
  return db
    .select({
      userId: payeeOf,
      status: ledgerEntries.status,
      amountPaise: sum(ledgerEntries.amountPaise).mapWith(Number),
      asCreator: sql<boolean>`bool_or(${ledgerEntries.storeId} is not null)`,
      asSeller: sql<boolean>`bool_or(${ledgerEntries.sellerId} is not null)`,
    })
    .from(ledgerEntries)
    .leftJoin(creatorStores, eq(creatorStores.id, ledgerEntries.storeId))
    .leftJoin(sellers, eq(sellers.id, ledgerEntries.sellerId))
    .where(and(inArray(ledgerEntries.party, payeeParties), isNotNull(payeeOf)))
    .groupBy(payeeOf, ledgerEntries.status);
}

/** The creator's and seller's entries of these lines: who each pays, how much, and where it stands. */
export function findPayeeShares(db: Db, lineIds: string[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lineId: ledgerEntries.lineId,
      party: ledgerEntries.party,
      userId: payeeOf,
      amountPaise: ledgerEntries.amountPaise,
      status: ledgerEntries.status,
      payoutId: ledgerEntries.payoutId,
    })
    .from(ledgerEntries)
    .leftJoin(creatorStores, eq(creatorStores.id, ledgerEntries.storeId))
    .leftJoin(sellers, eq(sellers.id, ledgerEntries.sellerId))
    .where(and(inArray(ledgerEntries.lineId, lineIds), inArray(ledgerEntries.party, payeeParties)));
}

/** The order lines (and party) whose entries a payout pays. */
export function findPayoutShares(db: Db, payoutId: string) {
  return db
    .select({ lineId: ledgerEntries.lineId, party: ledgerEntries.party })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.payoutId, payoutId), isNotNull(ledgerEntries.lineId)));
}
