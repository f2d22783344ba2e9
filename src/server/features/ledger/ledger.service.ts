import { type FrozenLine, lineShares } from '#shared/contracts/commission.ts';
import type { EarningsByStatus, Ledger, LedgerEntry } from '#shared/contracts/ledger.ts';
import { formatRupees } from '#shared/money.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { Db } from '../../db/client.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { requireOwnStore } from '../stores/own-store.ts';
import {
  findLineOwners,
  hasPayableEntry,
  insertLedgerEntries,
  type LedgerOwner,
  listEntriesPage,
  releaseDueEntries,
  setAwaitingAmounts,
  shiftSellerEntry,
  sumEntriesByStatus,
  sumLiveOfLines,
  updateLineEntries,
} from './ledger.repository.ts';
import { decodeLedgerCursor, encodeLedgerCursor, type LedgerPosition } from './ledger-cursor.ts';
import { phrase } from '../../lib/errors.ts';

/*
 * The earnings ledger. At placement each line books each party's share
 * (`lineShares`: the creator's, the seller's, the platform's fees and the GST
 * on them) as `awaiting`;
 * delivery makes them `pending` until the return window closes (held while a
 * return request is open), then `payable`; cancellation, failed delivery or a
 * return makes them `reversed` with the reason. A payout run moves payable
 * entries to `in_payout` and then `paid` (payouts feature).
 */

export interface LedgerLine extends FrozenLine {
  id: string;
  storeId: string | null;
  sellerId: string;
}

export { lineShares };

/**
 * What the ledger still holds for these lines, every party and Haat's GST together: what their buyer is charged for
 * them now (a prepaid order refunds the rest; decision 068).
 */
export const liveEarningsOfLines = (db: Db, lineIds: string[]): Promise<number> => sumLiveOfLines(db, lineIds);

/** Books what a new line will earn each party, awaiting delivery. */
export async function bookEarnings(db: Db, lines: LedgerLine[], at: Date): Promise<void> {
  const rows = lines.flatMap((line) => {
    const shares = lineShares(line);
    return [
      ...(line.storeId && line.markupPaise > 0
        ? [{ lineId: line.id, party: 'creator' as const, storeId: line.storeId, amountPaise: shares.creator }]
        : []),
      { lineId: line.id, party: 'seller' as const, sellerId: line.sellerId, amountPaise: shares.seller },
      ...(shares.platform > 0 ? [{ lineId: line.id, party: 'platform' as const, amountPaise: shares.platform }] : []),
      ...(shares.platformGst > 0
        ? [{ lineId: line.id, party: 'platform_gst' as const, amountPaise: shares.platformGst }]
        : []),
    ];
  });
  await insertLedgerEntries(
    db,
    rows.map((row) => ({ ...row, status: 'awaiting' as const, createdAt: at, updatedAt: at })),
  );
}

/**
 * A line repriced before it shipped (a COD buyer paying now, decision 072): its entries, all still awaiting
 * delivery, become its new shares.
 */
export async function rebookAwaitingEarnings(db: Db, line: LedgerLine, at: Date): Promise<void> {
  const shares = lineShares(line);
  await setAwaitingAmounts(
    db,
    line.id,
    { creator: shares.creator, seller: shares.seller, platform: shares.platform, platform_gst: shares.platformGst },
    at,
  );
}

/** An approved campaign post's cash: the creator's, payable at once (there is no return window to wait for). */
export async function creditCampaignPayout(
  db: Db,
  payout: { participantId: string; storeId: string; amountPaise: number },
  at: Date,
): Promise<void> {
  await insertLedgerEntries(db, [
    { ...payout, party: 'creator', status: 'payable', payableAt: at, createdAt: at, updatedAt: at },
  ]);
}

/** Delivered: pending until `payableAt`, when the return window closes (at once when the product takes no returns). */
export async function creditOnDelivery(db: Db, lineId: string, payableAt: Date, at: Date): Promise<void> {
  await updateLineEntries(db, [lineId], ['awaiting'], { status: 'pending', payableAt, updatedAt: at });
}

/** A line's seller entry not yet in a payout: its parcel's delivery fee may still move on or off it. */
const UNPAID: ('awaiting' | 'pending' | 'payable')[] = ['awaiting', 'pending', 'payable'];

/**
 * A stopped line's parcel goes on without it: the delivery fee it carried moves from its seller entry to the entry of
 * the parcel's line `to`. False, changing nothing, when that entry is already in a payout.
 */
export async function moveDeliveryEarning(
  db: Db,
  move: { from: string; to: string; feePaise: number },
  at: Date,
): Promise<boolean> {
  if (!(await shiftSellerEntry(db, move.to, move.feePaise, UNPAID, { updatedAt: at }))) return false;
  await shiftSellerEntry(db, move.from, -move.feePaise, UNPAID, { updatedAt: at });
  return true;
}

/**
 * A stopped line whose parcel was delivered and paid out without it: the seller keeps the parcel's delivery fee it
 * carried, payable at once, and the rest of its seller entry goes (the line's other entries are then reversed).
 */
export async function keepDeliveryEarning(db: Db, lineId: string, sharePaise: number, at: Date): Promise<void> {
  await shiftSellerEntry(db, lineId, -sharePaise, UNPAID, { status: 'payable', payableAt: at, updatedAt: at });
}

/** Cancelled, failed or returned: whatever the line had not yet paid out is reversed, with the reason. */
export async function reverseEarnings(db: Db, lineIds: string[], reason: string, at: Date): Promise<void> {
  await updateLineEntries(db, lineIds, ['awaiting', 'pending'], { status: 'reversed', reason, updatedAt: at });
}

/**
 * A return was requested: the line's pending earnings lose their payable date,
 * so releaseDueEarnings leaves them until the seller decides (even past the
 * window). False when they are already payable: the window closed first.
 */
export async function holdEarnings(db: Db, lineId: string, at: Date): Promise<boolean> {
  await updateLineEntries(db, [lineId], ['pending'], { payableAt: null, updatedAt: at });
  return !(await hasPayableEntry(db, lineId));
}

/** The return was rejected: held earnings are payable when the window closes again (at once if it has). */
export async function resumeEarnings(db: Db, lineId: string, payableAt: Date, at: Date): Promise<void> {
  await updateLineEntries(db, [lineId], ['pending'], { payableAt, updatedAt: at }, { undated: true });
}

/**
 * Makes pending earnings whose return window has closed payable and tells
 * their owners. One conditional update: with several processes each entry is
 * released, and announced, once.
 */
export async function releaseDueEarnings(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // Only order lines wait for a return window; campaign payouts are payable when approved.
    const released = await releaseDueEntries(tx, now);
    if (released.length === 0) return 0;
    const owners = await findLineOwners(
      tx,
      released.flatMap((entry) => (entry.lineId ? [entry.lineId] : [])),
    );
    const byLine = new Map(owners.map((owner) => [owner.lineId, owner]));
    await notify(
      tx,
      now,
      released.flatMap((entry) => {
        // The platform's share (and the GST on it) becomes earned with them; nobody is told.
        if (entry.party === 'platform' || entry.party === 'platform_gst') return [];
        const owner = entry.lineId ? byLine.get(entry.lineId) : undefined;
        return [
          {
            userId: (entry.storeId ? owner?.storeUserId : owner?.sellerUserId) ?? null,
            kind: 'earnings_payable',
            app: 'Earnings' as const,
            message: phrase(/*i18n*/ '{amount} from order {number} is now payable.', {
              amount: formatRupees(entry.amountPaise),
              number: owner?.number ?? '',
            }),
            link: '/dashboard',
          },
        ];
      }),
    );
    return released.length;
  });
}

/** The signed-in creator's or seller's own ledger (a page of it), with anything due made payable first. */
export async function readOwnLedger(
  { db, now }: ServiceContext,
  userId: string,
  query: { as: 'creator' | 'seller'; cursor?: string | undefined; limit: number },
): Promise<Ledger> {
  // Before any query: a cursor this server did not give is the caller's mistake (400), whoever they are.
  const after = query.cursor === undefined ? null : decodeLedgerCursor(query.cursor);
  const owner = await ownLedger(db, userId, query.as);
  await releaseDueEarnings(db, now);
  return readLedger(db, owner, { after, limit: query.limit });
}

/** The signed-in creator's or seller's own totals by status, with anything due made payable first. */
export async function readOwnEarningsTotals(
  db: Db,
  userId: string,
  as: 'creator' | 'seller',
  now: Date,
): Promise<EarningsByStatus> {
  const owner = await ownLedger(db, userId, as);
  await releaseDueEarnings(db, now);
  return earningsTotals(db, owner);
}

async function ownLedger(db: Db, userId: string, as: 'creator' | 'seller'): Promise<LedgerOwner> {
  return as === 'seller'
    ? { sellerId: (await requireOwnSeller(db, userId)).id }
    : { storeId: (await requireOwnStore(db, userId)).id };
}

/** A creator's (by store) or seller's earnings by status, over every entry, to the paisa. */
async function earningsTotals(db: Db, owner: LedgerOwner): Promise<EarningsByStatus> {
  const totals: EarningsByStatus = { awaiting: 0, pending: 0, payable: 0, in_payout: 0, paid: 0, reversed: 0 };
  for (const row of await sumEntriesByStatus(db, owner)) totals[row.status] = row.amountPaise;
  return totals;
}

/**
 * A creator's (by store) or seller's ledger: totals by status over every entry, and the page of `limit` entries
 * after `after` (from the newest when null), newest first, with the cursor of the page after it.
 */
export async function readLedger(
  db: Db,
  owner: LedgerOwner,
  page: { after: LedgerPosition | null; limit: number },
): Promise<Ledger> {
  // One more than the page: whether another page follows, without counting.
  const [totals, rows] = await Promise.all([
    earningsTotals(db, owner),
    listEntriesPage(db, owner, { after: page.after, limit: page.limit + 1 }),
  ]);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  const entries: LedgerEntry[] = shown.map(
    ({ campaignId, campaignTitle, orderNumber, productName, quantity, bookedAt: _position, ...row }) => {
      // A campaign payout reads as its campaign: COLLAB-{id} and the title.
      const source = orderNumber
        ? { orderNumber, productName: productName ?? '', quantity: quantity ?? 1 }
        : { orderNumber: `COLLAB-${campaignId ?? ''}`, productName: campaignTitle ?? 'Campaign payout', quantity: 1 };
      return {
        ...row,
        ...source,
        payableAt: row.payableAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      };
    },
  );
  const nextCursor = rows.length > page.limit && last ? encodeLedgerCursor({ at: last.bookedAt, id: last.id }) : null;
  return { totals, entries, nextCursor };
}
