import type { CodRefund } from '#shared/contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OrderMails } from '../orders/order-mail-event.ts';
import { orderContactsOf } from '../orders/paid-orders.ts';
import { maskedUpiId } from '../payouts/payouts.service.ts';
import {
  type PayoutProvider,
  PayoutProviderConflict,
  PayoutProviderUnavailable,
} from '../payouts/providers/provider.ts';
import {
  type CodRefundRow,
  eraseUpiIdsOfOrders,
  insertCodRefund,
  listCodRefundsIn,
  listCodRefundsOfOrders,
  updateCodRefund,
} from './cod-refunds.repository.ts';

/*
 * Refunds of cash-on-delivery returns (decision 071). The buyer paid the courier in cash; after a return Haat owes
 * them what the order no longer charges, paid to a UPI ID they give, through the payout provider (RazorpayX), with
 * the refund's id as the idempotency key so a retry never pays twice.
 */

export const upiContext = (refundId: string) => `cod_refunds.upi_id:${refundId}`;

/** In the return's transaction: what the buyer is owed back in cash, waiting for their UPI ID. */
export async function oweCodRefund(
  tx: Db,
  owed: { orderId: string; amountPaise: number },
  now: Date,
): Promise<CodRefundRow | null> {
  if (owed.amountPaise <= 0) return null;
  return insertCodRefund(tx, { ...owed, createdAt: now, updatedAt: now });
}

/** Each order's COD refunds as its buyer sees them. */
export async function codRefundsOf(db: Db, orderIds: string[]): Promise<Map<string, CodRefund[]>> {
  const rows = await listCodRefundsOfOrders(db, orderIds);
  return new Map(
    [...Map.groupBy(rows, (row) => row.orderId)].map(([orderId, group]) => [
      orderId,
      group.map((row) => ({
        id: row.id,
        amountPaise: row.amountPaise,
        // With the bank, it is on its way as one with the payout provider is.
        status: row.state === 'with_bank' ? 'processing' : row.state,
        upiIdMasked: row.upiIdMasked,
        utr: row.utr,
      })),
    ]),
  );
}

/** The buyer's UPI ID for a refund waiting for one (or one that failed): encrypted, and queued to be paid. */
export async function giveRefundUpiId(
  db: Db,
  crypto: FieldCrypto,
  refund: { orderId: string; refundId: string; upiId: string },
  now: Date,
): Promise<void> {
  const moved = await updateCodRefund(db, refund.refundId, ['awaiting_upi', 'failed'], {
    state: 'queued',
    upiIdEncrypted: crypto.encrypt(refund.upiId, upiContext(refund.refundId)),
    upiIdMasked: maskedUpiId(refund.upiId),
    failure: null,
    updatedAt: now,
  });
  if (!moved || moved.orderId !== refund.orderId)
    throw new AppError('conflict', /*i18n*/ 'This refund is not waiting for a UPI ID: it is on its way or paid.');
}

/**
 * A refund paid, with the bank's UTR; the buyer is mailed with it once: the mail is owed in the same transaction as
 * the move. The refund after, or null when it was not in one of `from` states.
 */
export async function refundPaid(
  deps: { db: Db; mails?: OrderMails | undefined },
  row: { id: string; orderId: string },
  paid: { from: CodRefundRow['state'][]; utr: string; providerPayoutId?: string | null },
  now: Date,
  audit?: (tx: Db) => Promise<unknown>,
): Promise<CodRefundRow | null> {
  const { db, mails } = deps;
  const done = await db.transaction(async (tx) => {
    const moved = await updateCodRefund(tx, row.id, paid.from, {
      state: 'paid',
      ...(paid.providerPayoutId ? { providerPayoutId: paid.providerPayoutId } : {}),
      utr: paid.utr,
      updatedAt: now,
    });
    if (!moved) return null;
    await audit?.(tx);
    const mail = mails ? await mails.record(tx, { kind: 'refunded', orderId: row.orderId, refundId: row.id }) : null;
    return { moved, mail };
  });
  if (done?.mail) mails?.compose(done.mail);
  return done?.moved ?? null;
}

/** How long a refund with the provider waits before its state is asked for. */
const ASK_AFTER_MS = 60_000;

/**
 * Pays queued COD refunds through the payout provider and asks about those it is processing. Without a provider
 * they wait (the operator's view lists them). Stops at the first sign the provider is down.
 */
export async function sendCodRefunds(
  deps: { db: Db; crypto: FieldCrypto; provider: PayoutProvider | null; logger: Logger; mails?: OrderMails },
  now: Date,
): Promise<number> {
  const { db, crypto, provider, logger, mails } = deps;
  if (!provider) return 0;
  const rows = await listCodRefundsIn(db, ['queued', 'processing'], 50);
  const contacts = await orderContactsOf(
    db,
    rows.map((row) => row.orderId),
  );
  let paid = 0;
  for (const row of rows) {
    try {
      if (row.state === 'processing' && now.getTime() - row.updatedAt.getTime() < ASK_AFTER_MS) continue;
      const state =
        row.state === 'processing' && row.providerPayoutId
          ? await provider.fetch(row.providerPayoutId)
          : await provider.submit({
              payoutId: row.id,
              amountPaise: row.amountPaise,
              destination: {
                kind: 'upi',
                upiId: crypto.decrypt(row.upiIdEncrypted ?? '', upiContext(row.id)),
                name: contacts.get(row.orderId)?.name ?? 'Haat buyer',
              },
              payeeId: row.orderId,
              payeeName: contacts.get(row.orderId)?.name ?? 'Haat buyer',
              narration: 'Haat refund',
            });
      if (state.state === 'paid' && state.utr) {
        await refundPaid(
          { db, mails },
          row,
          { from: ['queued', 'processing'], utr: state.utr, providerPayoutId: state.providerPayoutId },
          now,
        );
        paid += 1;
      } else if (state.state === 'failed') {
        await updateCodRefund(db, row.id, ['queued', 'processing'], {
          state: 'failed',
          providerPayoutId: state.providerPayoutId,
          failure: state.reason,
          updatedAt: now,
        });
      } else {
        await updateCodRefund(db, row.id, ['queued', 'processing'], {
          state: 'processing',
          providerPayoutId: state.providerPayoutId,
          updatedAt: now,
        });
      }
    } catch (error) {
      if (error instanceof PayoutProviderUnavailable) break;
      if (!(error instanceof PayoutProviderConflict)) throw error;
      logger.error(
        { err: error, refundId: row.id },
        'a COD refund conflicts at the payout provider: a person must look',
      );
    }
  }
  return paid;
}

/**
 * An erased buyer's UPI IDs given for refunds now paid or failed (decision 057); one still being paid keeps its UPI
 * ID until it is paid. The number erased.
 */
export function eraseRefundUpiIds(tx: Db, orderIds: string[], at: Date): Promise<number> {
  return eraseUpiIdsOfOrders(tx, orderIds, at);
}
