import { ledgerStatuses, type LedgerStatus } from '#shared/contracts/ledger.ts';
import { splitInclusive } from '#shared/gst.ts';
import type { Db } from '../../db/client.ts';
import {
  claimPayableEntries,
  findBalanceOf,
  findBalancesByPayee,
  findPayableByPayee,
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

export interface ClaimedEarnings {
  grossPaise: number;
  /** Gross sales of the seller lines claimed: base × quantity plus delivery, before the platform's commission. */
  sellerSalesPaise: number;
  /**
   * The taxable value their GST invoices billed for those lines: what the buyer paid (the creator's markup included,
   * decision 038) less GST, the goods and the delivery fee each taken out as the invoice does. GST TCS's base.
   */
  sellerTaxablePaise: number;
  /** The creator's commission on the lines claimed (markup less the platform's fee). */
  creatorCommissionPaise: number;
  /** Campaign cash claimed. */
  campaignPaise: number;
  entries: number;
}

/** Moves the account's payable entries into the payout: what they add up to, by kind. */
export async function claimForPayout(tx: Db, userId: string, payoutId: string, at: Date): Promise<ClaimedEarnings> {
  const entries = await claimPayableEntries(tx, userId, payoutId, at);
  const claimed: ClaimedEarnings = {
    grossPaise: 0,
    sellerSalesPaise: 0,
    sellerTaxablePaise: 0,
    creatorCommissionPaise: 0,
    campaignPaise: 0,
    entries: entries.length,
  };
  for (const entry of entries) {
    claimed.grossPaise += entry.amountPaise;
    if (entry.party === 'seller') {
      claimed.sellerSalesPaise += entry.amountPaise + entry.lineCommissionPaise;
      if (entry.sale) {
        const { goodsPaise, deliveryPaise, gstRateBps } = entry.sale;
        claimed.sellerTaxablePaise +=
          splitInclusive(goodsPaise, gstRateBps).taxablePaise + splitInclusive(deliveryPaise, gstRateBps).taxablePaise;
      }
    } else if (entry.lineId) claimed.creatorCommissionPaise += entry.amountPaise;
    else claimed.campaignPaise += entry.amountPaise;
  }
  return claimed;
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
