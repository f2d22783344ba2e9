// The earnings ledger's table (ledger_entries, owned by orders); its readers join the lines, orders, stores,
// sellers and campaigns the entries are about (reads only, decision 032).
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignParticipants, campaigns } from '../campaigns/campaigns.schema.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { creatorStores } from '../stores/stores.schema.ts';
import { orderLines, orders } from '../orders/orders.schema.ts';
import { ledgerEntries } from './ledger.schema.ts';

export type NewLedgerEntry = Omit<typeof ledgerEntries.$inferInsert, 'id'>;
type EntryStatus = (typeof ledgerEntries.$inferSelect)['status'];

export async function insertLedgerEntries(db: Db, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
}

/**
 * Adds `deltaPaise` (or takes it, when negative) to a line's seller entry while it is in one of `statuses`, with the
 * changes given; false when it is not.
 */
export async function shiftSellerEntry(
  db: Db,
  lineId: string,
  deltaPaise: number,
  statuses: EntryStatus[],
  changes: { status?: EntryStatus; payableAt?: Date; updatedAt: Date },
): Promise<boolean> {
  const shifted = await db
    .update(ledgerEntries)
    .set({ ...changes, amountPaise: sql`${ledgerEntries.amountPaise} + ${deltaPaise}` })
    .where(
      and(eq(ledgerEntries.lineId, lineId), eq(ledgerEntries.party, 'seller'), inArray(ledgerEntries.status, statuses)),
    )
    .returning({ id: ledgerEntries.id });
  return shifted.length > 0;
}

/** Changes the line's entries that are in one of `statuses` (and, with `undated`, have no payable date). */
export async function updateLineEntries(
  db: Db,
  lineIds: string[],
  statuses: EntryStatus[],
  changes: { status?: EntryStatus; payableAt?: Date | null; reason?: string; updatedAt: Date },
  options: { undated?: boolean } = {},
): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .update(ledgerEntries)
    .set(changes)
    .where(
      and(
        inArray(ledgerEntries.lineId, lineIds),
        inArray(ledgerEntries.status, statuses),
        options.undated ? isNull(ledgerEntries.payableAt) : undefined,
      ),
    );
}

/** Sets a line's entries still awaiting delivery to these amounts, per party (a line repriced before it shipped). */
export async function setAwaitingAmounts(
  db: Db,
  lineId: string,
  amounts: Record<'creator' | 'seller' | 'platform' | 'platform_gst', number>,
  at: Date,
): Promise<void> {
  for (const [party, amountPaise] of Object.entries(amounts) as [keyof typeof amounts, number][])
    await db
      .update(ledgerEntries)
      .set({ amountPaise, updatedAt: at })
      .where(
        and(eq(ledgerEntries.lineId, lineId), eq(ledgerEntries.party, party), eq(ledgerEntries.status, 'awaiting')),
      );
}

export async function hasPayableEntry(db: Db, lineId: string): Promise<boolean> {
  const [payable] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.lineId, lineId), eq(ledgerEntries.status, 'payable')))
    .limit(1);
  return payable !== undefined;
}

/** What the entries of these lines still hold, every party together: all but the reversed. */
export async function sumLiveOfLines(db: Db, lineIds: string[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountPaise}), 0)` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.lineId, lineIds), sql`${ledgerEntries.status} <> 'reversed'`));
  return Number(row?.total ?? 0);
}

/** Makes pending entries whose payable date has come payable (one conditional update): the entries released. */
export function releaseDueEntries(tx: Db, now: Date) {
  return tx
    .update(ledgerEntries)
    .set({ status: 'payable', updatedAt: now })
    .where(
      and(eq(ledgerEntries.status, 'pending'), isNotNull(ledgerEntries.payableAt), lte(ledgerEntries.payableAt, now)),
    )
    .returning({
      id: ledgerEntries.id,
      lineId: ledgerEntries.lineId,
      party: ledgerEntries.party,
      storeId: ledgerEntries.storeId,
      sellerId: ledgerEntries.sellerId,
      amountPaise: ledgerEntries.amountPaise,
    });
}

/** The lines' order numbers and the accounts of their stores and sellers. */
export function findLineOwners(db: Db, lineIds: string[]) {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      lineId: orderLines.id,
      number: orders.number,
      storeUserId: creatorStores.userId,
      sellerUserId: sellers.userId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .leftJoin(creatorStores, eq(creatorStores.id, orderLines.storeId))
    .where(inArray(orderLines.id, lineIds));
}

export type LedgerOwner = { storeId: string } | { sellerId: string };

const ownedBy = (owner: LedgerOwner) =>
  'storeId' in owner ? eq(ledgerEntries.storeId, owner.storeId) : eq(ledgerEntries.sellerId, owner.sellerId);

/** An entry's booking time to the microsecond, as text: where a page ends (see ledger-cursor.ts). */
const bookedAt = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of a creator's (by store) or a seller's entries, newest first, after `after` (the last of the page before),
 * with the order line or campaign each is about. The owner's index gives the page in order: only its own entries
 * are read, and only they are joined.
 */
export function listEntriesPage(
  db: Db,
  owner: LedgerOwner,
  page: { after: { at: string; id: string } | null; limit: number },
) {
  const after = page.after
    ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: ledgerEntries.id,
      orderNumber: orders.number,
      productName: orderLines.productName,
      quantity: orderLines.quantity,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      amountPaise: ledgerEntries.amountPaise,
      status: ledgerEntries.status,
      payableAt: ledgerEntries.payableAt,
      reason: ledgerEntries.reason,
      createdAt: ledgerEntries.createdAt,
      bookedAt,
    })
    .from(ledgerEntries)
    .leftJoin(orderLines, eq(orderLines.id, ledgerEntries.lineId))
    .leftJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(campaignParticipants, eq(campaignParticipants.id, ledgerEntries.participantId))
    .leftJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(and(ownedBy(owner), after))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit);
}

/** A creator's (by store) or a seller's earnings by status, summed over every entry (an index-only scan). */
export function sumEntriesByStatus(db: Db, owner: LedgerOwner) {
  return db
    .select({ status: ledgerEntries.status, amountPaise: sum(ledgerEntries.amountPaise).mapWith(Number) })
    .from(ledgerEntries)
    .where(ownedBy(owner))
    .groupBy(ledgerEntries.status);
}
