import { ledgerStatuses, type LedgerStatus } from '#shared/contracts/ledger.ts';
import type { Db } from '../../db/client.ts';
import {
  claimPayableEntries,
  findBalanceOf,
  findBalancesByPayee,
  findPaidSellerLines,
  findPayableByPayee,
  findPayeeShares,
  findPayoutShares,
  settleEntries,
} from './ledger-payouts.repository.ts';

/*
 * What the payouts feature asks of the ledger: who has payable earnings,
 * moving them into a payout (payable → in payout), and settling the payout
 * (in payout → paid, or back to payable when it failed). Each move is a
 * conditional update, so an entry is in at most one payout.
 */

/** Every account with payable earnings (as creator and seller together). */
export async function payableBalances(db: Db): Promise<{ userId: string; payablePaise: number }[]> {
  const rows = await findPayableByPayee(db);
  return rows.flatMap((row) => (row.userId ? [{ userId: row.userId, payablePaise: row.payablePaise }] : []));
}

/** One earning claimed into a payout: a seller's sale, a creator's commission on a sale, or campaign cash. */
export interface ClaimedEntry {
  kind: 'sale' | 'commission' | 'campaign';
  /** The order line it is for; none for campaign cash. */
  lineId: string | null;
  amountPaise: number;
  /** When it was credited to the payee: when it became payable. */
  creditedAt: Date;
  /**
   * A sale's line: what the buyer was charged for its goods (none when the line stopped and kept only its parcel's
   * delivery fee) and the delivery fee it carries, GST included at its rate, and its parcel (order and seller).
   */
  sale: { orderId: string; sellerId: string; goodsPaise: number; deliveryPaise: number; gstRateBps: number } | null;
}

export interface ClaimedEarnings {
  grossPaise: number;
  entries: ClaimedEntry[];
}

/** Moves the account's payable entries into the payout: each with its kind and credit date, and their total. */
export async function claimForPayout(tx: Db, userId: string, payoutId: string, at: Date): Promise<ClaimedEarnings> {
  const claimed = await claimPayableEntries(tx, userId, payoutId, at);
  const entries = claimed.map(
    (entry): ClaimedEntry => ({
      kind: entry.party === 'seller' ? 'sale' : entry.lineId ? 'commission' : 'campaign',
      lineId: entry.lineId,
      amountPaise: entry.amountPaise,
      creditedAt: entry.payableAt,
      sale: entry.sale,
    }),
  );
  return { grossPaise: entries.reduce((total, entry) => total + entry.amountPaise, 0), entries };
}

/** The sold lines the given payouts paid a seller for, with their frozen figures: a settlement report's rows. */
export function paidSellerLines(db: Db, payoutIds: string[]) {
  return findPaidSellerLines(db, payoutIds);
}

/** The payout's entries are paid, or back to payable with the reason. */
export async function settlePayout(
  tx: Db,
  payoutId: string,
  outcome: { paid: true } | { failed: string },
  at: Date,
): Promise<void> {
  await settleEntries(tx, payoutId, outcome, at);
}

/** An account's earnings by status, every status present. */
export async function balanceOf(db: Db, userId: string): Promise<Record<LedgerStatus, number>> {
  const found = await findBalanceOf(db, userId);
  return Object.fromEntries(ledgerStatuses.map((status) => [status, found[status] ?? 0])) as Record<
    LedgerStatus,
    number
  >;
}

/** Every account with earnings, with its balance by status and the roles it earns in. */
export async function balancesByPayee(db: Db) {
  const payees = new Map<
    string,
    { userId: string; roles: Set<'creator' | 'seller'>; balance: Record<LedgerStatus, number> }
  >();
  for (const row of await findBalancesByPayee(db)) {
    if (!row.userId) continue;
    const payee = payees.get(row.userId) ?? {
      userId: row.userId,
      roles: new Set(),
      balance: Object.fromEntries(ledgerStatuses.map((status) => [status, 0])) as Record<LedgerStatus, number>,
    };
    payee.balance[row.status] += row.amountPaise;
    if (row.asCreator) payee.roles.add('creator');
    if (row.asSeller) payee.roles.add('seller');
    payees.set(row.userId, payee);
  }
  return [...payees.values()];
}

/** A payee's share of an order line: the creator's commission or the seller's sale, and where it stands. */
export interface PayeeShare {
  lineId: string;
  party: 'creator' | 'seller';
  userId: string;
  amountPaise: number;
  /** Still owed (awaiting delivery, pending the return window, or payable): not paid, not reversed. */
  live: boolean;
}

/** The payees' shares of these lines (decision 069: what a prepaid order transfers to each). */
export async function payeeSharesOf(db: Db, lineIds: string[]): Promise<PayeeShare[]> {
  const rows = await findPayeeShares(db, lineIds);
  return rows.flatMap((row) =>
    row.lineId && row.userId && (row.party === 'creator' || row.party === 'seller')
      ? [
          {
            lineId: row.lineId,
            party: row.party,
            userId: row.userId,
            amountPaise: row.amountPaise,
            live: row.status === 'awaiting' || row.status === 'pending' || row.status === 'payable',
          },
        ]
      : [],
  );
}

/** The line shares a payout pays, as `lineId:party` keys. */
export async function payoutShareKeys(db: Db, payoutId: string): Promise<Set<string>> {
  const rows = await findPayoutShares(db, payoutId);
  return new Set(rows.map((row) => `${row.lineId}:${row.party}`));
}
