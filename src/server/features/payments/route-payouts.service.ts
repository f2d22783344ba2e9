import type { Db } from '../../db/client.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import { payoutShareKeys } from '../ledger/ledger-payouts.service.ts';
import { recordPayoutResult, startPayoutRun } from '../payouts/payout-runs.service.ts';
import { markPayoutSubmitted, openPayoutsOf } from '../payouts/payout-submission.service.ts';
import { GatewayRefused, GatewayUnavailable } from './providers/gateway.ts';
import {
  claimTransfersForPayout,
  findLinkedAccounts,
  insertTransfers,
  listTransfersOfPayout,
  listTransfersOfUserLines,
  updateTransfer,
} from './transfers.repository.ts';
import { sendQueuedRefunds } from './payments.service.ts';
import { sendCodRefunds } from './cod-refunds.service.ts';
import type { PayoutProvider } from '../payouts/providers/provider.ts';
import type { OrderMails } from '../orders/order-mail-event.ts';
import { cutInTurn, sendQueuedTransfers, sendReversals, type TransferDeps } from './transfers.service.ts';

/*
 * Paying a linked payee (decision 069). When their earnings become payable (the return window closed), a route run
 * writes their payout as any run does, with the tax withheld. Its held transfers are then matched to it: what they
 * hold beyond the payout's net (the tax withheld, a share cut) is reversed to Haat, what the payout owes beyond them
 * (cash-on-delivery sales, campaign cash) goes as a direct transfer, and each is released to settle to the payee's
 * bank. The payout is paid, with the settlement's id as its reference, once all of them are released: the payee is
 * told exactly what the ledger credits.
 */

export interface RoutePayoutDeps extends TransferDeps {
  crypto: FieldCrypto;
  /** The payout provider (RazorpayX) that pays cash-on-delivery refunds to buyers' UPI IDs (decision 071). */
  payoutProvider: PayoutProvider | null;
  /** The buyer's mail when such a refund is paid. */
  mails?: OrderMails;
}

/**
 * Everything owed at the gateway, in the order money must move (one job, so nothing is made twice by two processes):
 * transfers to make, reversals (which fund refunds), refunds, then route payouts to write, match and release. The
 * number of route payouts paid.
 */
export async function settlePaymentMoney(deps: RoutePayoutDeps, now: Date): Promise<number> {
  const { db, gateway, crypto } = deps;
  // Refunds of COD returns go out through the payout provider, gateway or not.
  await sendCodRefunds({ ...deps, provider: deps.payoutProvider }, now);
  if (!gateway) return 0;
  await sendQueuedTransfers(deps, now);
  await sendReversals(deps);
  await sendQueuedRefunds(deps, now);
  await startPayoutRun(db, crypto, { provider: 'route', minimumPaise: 100, startedByUserId: null }, now);
  let paid = 0;
  for (const payout of await openPayoutsOf(db, 'route')) {
    if (payout.status === 'pending' && !(await matchTransfers(db, payout, now))) continue;
    await sendReversals(deps);
    if (await releasePayout(deps, payout.id, now)) paid += 1;
  }
  return paid;
}

type OpenPayout = Awaited<ReturnType<typeof openPayoutsOf>>[number];

/**
 * Claims the payee's held transfers of the shares the payout pays and evens them with its net: the excess reversed,
 * a shortfall queued as a direct transfer. False while a transfer of those shares is still queued (made first).
 */
async function matchTransfers(db: Db, payout: OpenPayout, now: Date): Promise<boolean> {
  const keys = await payoutShareKeys(db, payout.id);
  const lineIds = [...keys].map((shareKey) => shareKey.split(':')[0] ?? '');
  const candidates = (await listTransfersOfUserLines(db, payout.userId, lineIds)).filter((transfer) =>
    keys.has(`${transfer.lineId}:${transfer.party}`),
  );
  if (candidates.some((transfer) => transfer.state === 'queued')) return false;
  return db.transaction(async (tx) => {
    const claimed = await claimTransfersForPayout(
      tx,
      payout.id,
      candidates.filter((transfer) => transfer.state === 'held' && transfer.payoutId === null).map((t) => t.id),
    );
    const held = claimed.reduce((total, transfer) => total + transfer.amountPaise - transfer.reversedPaise, 0);
    const excess = held - payout.netPaise;
    await cutInTurn(
      tx,
      claimed.toSorted((a, b) => b.amountPaise - a.amountPaise),
      excess,
    );
    if (excess < 0) {
      const [account] = await findLinkedAccounts(tx, [payout.userId]);
      if (!account) throw new Error(`The route payout ${payout.id} has no linked account to pay.`);
      await insertTransfers(tx, [
        {
          userId: payout.userId,
          accountId: account.accountId,
          amountPaise: -excess,
          payoutId: payout.id,
          createdAt: now,
        },
      ]);
    }
    return markPayoutSubmitted(tx, payout.id, now);
  });
}

/**
 * Releases the payout's held transfers (each once its reversal is made) and makes its direct transfer; once none is
 * left, the payout is paid with the first settlement's id. True when it was paid now.
 */
async function releasePayout(deps: RoutePayoutDeps, payoutId: string, now: Date): Promise<boolean> {
  const { db, gateway, logger } = deps;
  if (!gateway) return false;
  const transfers = await listTransfersOfPayout(db, payoutId);
  try {
    for (const transfer of transfers) {
      if (transfer.state === 'held' && transfer.providerTransferId) {
        if (transfer.reversedPaise > transfer.reversalSentPaise) continue;
        // A transfer reversed in full has nothing left to settle; the rest is what the payee keeps.
        const released =
          transfer.reversedPaise === transfer.amountPaise
            ? null
            : await gateway.releaseTransfer(transfer.providerTransferId, transfer.amountPaise - transfer.reversedPaise);
        Object.assign(
          transfer,
          await updateTransfer(
            db,
            transfer.id,
            { state: 'released', releasedAt: now, settlementId: released?.settlementId ?? null },
            ['held'],
          ),
        );
      } else if (transfer.state === 'queued' && transfer.paymentId === null) {
        const made = await gateway.directTransfer({
          reference: transfer.id,
          accountId: transfer.accountId,
          amountPaise: transfer.amountPaise,
        });
        Object.assign(
          transfer,
          await updateTransfer(
            db,
            transfer.id,
            {
              state: 'released',
              providerTransferId: made.providerTransferId,
              settlementId: made.settlementId,
              sentAt: now,
              releasedAt: now,
            },
            ['queued'],
          ),
        );
      }
    }
  } catch (error) {
    if (!(error instanceof GatewayUnavailable || error instanceof GatewayRefused)) throw error;
    logger.warn({ err: error, payoutId }, 'a route payout could not be released yet');
    return false;
  }
  if (transfers.some((transfer) => transfer.state !== 'released')) return false;
  const reference =
    transfers.find((transfer) => transfer.settlementId)?.settlementId ??
    transfers.find((transfer) => transfer.providerTransferId)?.providerTransferId;
  if (!reference) return false;
  return (await recordPayoutResult(db, payoutId, { utr: reference }, now, null, { settlement: true })) !== null;
}
