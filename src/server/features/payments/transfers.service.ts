import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { payeeSharesOf } from '../ledger/ledger-payouts.service.ts';
import { GatewayRefused, GatewayUnavailable, type GatewayTransfer, type PaymentGateway } from './providers/gateway.ts';
import { findPaymentById, type PaymentRow } from './payments.repository.ts';
import {
  deleteQueuedTransfer,
  findLinkedAccounts,
  insertTransfers,
  listPaymentsWithQueuedTransfers,
  listReversalsToSend,
  listTransfersOfPayment,
  type TransferRow,
  updateTransfer,
} from './transfers.repository.ts';

/*
 * Split settlement (decision 069): each payee's share of a prepaid order's line is transferred from the payment to
 * their linked account and held there, so Haat never holds it; what the ledger stops owing comes back by reversal.
 * The rows are written in the transactions that decide them and sent to the gateway after the commit.
 */

export interface TransferDeps {
  db: Db;
  gateway: PaymentGateway | null;
  logger: Logger;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const key = (lineId: string | null, party: string | null) => `${lineId}:${party}`;

/**
 * In the transaction that places a paid order: for each line, the creator's and the seller's share, as the ledger
 * booked it, queued as a held transfer to the payee's linked account (payees without one are paid by payout runs).
 */
export async function queueTransfers(tx: Db, payment: PaymentRow, lineIds: string[], now: Date): Promise<number> {
  const shares = (await payeeSharesOf(tx, lineIds)).filter((share) => share.live && share.amountPaise > 0);
  const accounts = new Map(
    (
      await findLinkedAccounts(
        tx,
        shares.map((share) => share.userId),
      )
    ).flatMap((account) => (account.state === 'activated' ? [[account.userId, account.accountId]] : [])),
  );
  const written = await insertTransfers(
    tx,
    shares.flatMap((share) => {
      const accountId = accounts.get(share.userId);
      return accountId
        ? [
            {
              paymentId: payment.id,
              lineId: share.lineId,
              party: share.party,
              userId: share.userId,
              accountId,
              amountPaise: share.amountPaise,
              createdAt: now,
            },
          ]
        : [];
    }),
  );
  return written.length;
}

/**
 * After lines of a paid order stopped: each payee's transfers from the payment, not yet released, are cut to what
 * the ledger still owes them for those lines (a stopped line's share comes back; a delivery fee that moved to
 * another line of the parcel stays). A queued transfer is cut before it is made; a held one is reversed.
 */
export async function reverseWhatIsNoLongerOwed(tx: Db, payment: PaymentRow): Promise<void> {
  const transfers = (await listTransfersOfPayment(tx, payment.id)).filter(
    (transfer) => (transfer.state === 'queued' || transfer.state === 'held') && transfer.payoutId === null,
  );
  if (transfers.length === 0) return;
  const shares = await payeeSharesOf(
    tx,
    transfers.flatMap((transfer) => (transfer.lineId ? [transfer.lineId] : [])),
  );
  const owed = new Map(shares.map((share) => [key(share.lineId, share.party), share.live ? share.amountPaise : 0]));
  for (const userId of new Set(transfers.map((transfer) => transfer.userId))) {
    const theirs = transfers.filter((transfer) => transfer.userId === userId);
    const held = theirs.reduce((total, transfer) => total + transfer.amountPaise - transfer.reversedPaise, 0);
    const still = theirs.reduce((total, transfer) => total + (owed.get(key(transfer.lineId, transfer.party)) ?? 0), 0);
    // The stopped lines' transfers first, then the rest, so a share still owed keeps its own transfer where it can.
    const order = theirs.toSorted(
      (a, b) => (owed.get(key(a.lineId, a.party)) ?? 0) - (owed.get(key(b.lineId, b.party)) ?? 0),
    );
    await cutInTurn(tx, order, held - still);
  }
}

/** Takes `paise` back from these transfers in turn, each at most what it still holds. */
export async function cutInTurn(tx: Db, transfers: TransferRow[], paise: number): Promise<void> {
  let left = paise;
  for (const transfer of transfers) {
    if (left <= 0) break;
    const take = Math.min(left, transfer.amountPaise - transfer.reversedPaise);
    left -= take;
    await cutTransfer(tx, transfer, take);
  }
}

/** Takes `paise` back from a transfer: off a queued one's amount (gone at zero), or reversed from a held one. */
async function cutTransfer(tx: Db, transfer: TransferRow, paise: number): Promise<void> {
  if (paise <= 0) return;
  if (transfer.state === 'queued') {
    if (paise >= transfer.amountPaise) await deleteQueuedTransfer(tx, transfer.id);
    else await updateTransfer(tx, transfer.id, { amountPaise: transfer.amountPaise - paise }, ['queued']);
    return;
  }
  await updateTransfer(tx, transfer.id, { reversedPaise: transfer.reversedPaise + paise }, ['held']);
}

/**
 * Makes the queued transfers of each payment at the gateway, on hold. Transfers from a payment take no idempotency
 * key, so the payment's transfers are listed first and any carrying a queued row's id (a lost answer) adopted.
 * A refusal (the account not active, a refund already begun) fails the transfer: its share is then paid by the
 * payee's next payout without it.
 */
export async function sendQueuedTransfers(deps: TransferDeps, now: Date): Promise<number> {
  const { db, gateway, logger } = deps;
  if (!gateway) return 0;
  let sent = 0;
  for (const paymentId of await listPaymentsWithQueuedTransfers(db, 20)) {
    const payment = await findPaymentById(db, paymentId);
    const queued = (await listTransfersOfPayment(db, paymentId)).filter((transfer) => transfer.state === 'queued');
    if (!payment?.providerPaymentId || queued.length === 0) continue;
    try {
      const made = new Map<string, GatewayTransfer>();
      for (const transfer of await gateway.transfersOf(payment.providerPaymentId, payment.providerOrderId)) {
        if (transfer.reference) made.set(transfer.reference, transfer);
      }
      const toMake = queued.filter((transfer) => !made.has(transfer.id));
      if (toMake.length > 0) {
        const created = await gateway.createTransfers(
          payment.providerPaymentId,
          toMake.map((transfer) => ({
            reference: transfer.id,
            accountId: transfer.accountId,
            amountPaise: transfer.amountPaise,
          })),
          payment.providerOrderId,
        );
        for (const transfer of created) if (transfer.reference) made.set(transfer.reference, transfer);
      }
      for (const row of queued) {
        const transfer = made.get(row.id);
        if (!transfer) continue;
        await updateTransfer(
          db,
          row.id,
          transfer.failed
            ? { state: 'failed', providerTransferId: transfer.providerTransferId, failure: 'The gateway failed it.' }
            : { state: 'held', providerTransferId: transfer.providerTransferId, sentAt: now },
          ['queued'],
        );
        sent += 1;
      }
    } catch (error) {
      if (error instanceof GatewayUnavailable) {
        logger.warn({ err: error, paymentId }, 'transfers could not be made: they stay queued');
        break;
      }
      if (!(error instanceof GatewayRefused)) throw error;
      logger.error({ err: error, paymentId }, 'the gateway refused the transfers of a payment');
      for (const row of queued)
        await updateTransfer(db, row.id, { state: 'failed', failure: error.message }, ['queued']);
    }
  }
  return sent;
}

/**
 * Asks the gateway for each reversal still owed. What the gateway has already reversed counts (a lost answer),
 * so a transfer is never reversed twice.
 */
export async function sendReversals(deps: TransferDeps): Promise<number> {
  const { db, gateway, logger } = deps;
  if (!gateway) return 0;
  let sent = 0;
  for (const row of await listReversalsToSend(db, 50)) {
    if (!row.providerTransferId) continue;
    try {
      const current = await gateway.transfer(row.providerTransferId);
      const toSend = row.reversedPaise - current.reversedPaise;
      if (toSend > 0) await gateway.reverseTransfer(row.providerTransferId, toSend);
      await updateTransfer(db, row.id, { reversalSentPaise: row.reversedPaise });
      sent += 1;
    } catch (error) {
      if (error instanceof GatewayUnavailable) break;
      if (!(error instanceof GatewayRefused)) throw error;
      logger.error({ err: error, transferId: row.id }, 'a reversal was refused: it stays owed for a person to look at');
    }
  }
  return sent;
}

/** A transfer's webhook: a queued one the gateway made is held; a failed one is failed (its share paid without it). */
export async function applyTransferEvent(tx: Db, transfer: GatewayTransfer): Promise<void> {
  // Haat's ids are UUIDs: anything else is a transfer Haat did not make.
  if (!transfer.reference || !UUID.test(transfer.reference)) return;
  await updateTransfer(
    tx,
    transfer.reference,
    transfer.failed
      ? { state: 'failed', providerTransferId: transfer.providerTransferId, failure: 'The gateway failed it.' }
      : { state: 'held', providerTransferId: transfer.providerTransferId },
    transfer.failed ? ['queued', 'held'] : ['queued'],
  );
}
