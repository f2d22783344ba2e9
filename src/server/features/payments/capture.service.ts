import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { OrderMails } from '../orders/order-mail-event.ts';
import { orderLineIds, placePaidOrder, releaseUnpaidOrder } from '../orders/paid-orders.ts';
import { orderPrepaid } from '../orders/pay-now.ts';
import {
  type GatewayEvent,
  type GatewayName,
  type GatewayPayment,
  GatewayUnavailable,
  type PaymentGateway,
} from './providers/gateway.ts';
import {
  captureAwaiting,
  claimPaymentEvent,
  endAwaiting,
  findPaymentByProviderOrder,
  listAwaitingToCheck,
  markChecked,
  findPaymentById,
  markLateCapture,
  type PaymentRow,
  settleRefund,
} from './payments.repository.ts';
import { refundLateCapture, refundWhatIsNoLongerOwed } from './payments.service.ts';
import { applyTransferEvent, queueTransfers } from './transfers.service.ts';

/*
 * What the gateway says about a payment, from its webhook, a checkout's signed return or the sweep asking it
 * (decision 068). Each applies in one transaction with conditional updates, so whichever comes first places the
 * order and the others change nothing; a crash before the commit leaves the payment awaiting, for the gateway's
 * retry or the sweep to apply again.
 */

export interface PaymentUpdateDeps {
  db: Db;
  now: Date;
  mails: OrderMails;
}

/** Why an order's lines were cancelled, in their timeline. */
const FAILED_NOTE = 'The UPI payment failed: nothing was charged.';
const LAPSED_NOTE = 'No UPI payment arrived in time: nothing was charged.';
const MISMATCH_NOTE = 'The amount paid did not match the order: it is refunded.';

/** Applies one payment's state in the caller's transaction; the mail to compose after the commit, if any. */
async function applyPayment(
  tx: Db,
  provider: GatewayName,
  payment: GatewayPayment,
  now: Date,
  mails: OrderMails,
): Promise<string | null> {
  const row = await findPaymentByProviderOrder(tx, provider, payment.providerOrderId);
  if (!row) return null; // an order Haat did not open (made elsewhere on the account)
  if (payment.state === 'captured' || payment.state === 'refunded') return applyCapture(tx, row, payment, now, mails);
  if (payment.state !== 'failed' || row.state !== 'awaiting') return null;
  // Only the intent's own payment failing ends it: a failed attempt of another payment leaves the buyer's open.
  if (row.providerPaymentId && row.providerPaymentId !== payment.providerPaymentId) return null;
  if (await endAwaiting(tx, row.id, 'failed', payment.failure ?? FAILED_NOTE)) {
    await releaseUnpaidOrder(tx, row.orderId, FAILED_NOTE, now);
  }
  return null;
}

async function applyCapture(
  tx: Db,
  row: PaymentRow,
  payment: GatewayPayment,
  now: Date,
  mails: OrderMails,
): Promise<string | null> {
  if (row.state === 'captured' && row.providerPaymentId === payment.providerPaymentId) return null;
  const exact = payment.amountPaise === row.amountPaise && payment.currency === 'INR';
  if (row.state === 'awaiting' && exact && row.purpose === 'prepay') {
    const captured = await captureAwaiting(tx, row.id, payment.providerPaymentId, now);
    if (!captured) return null;
    // A COD order paid by UPI before it shipped: prepaid from now, its shares transferred like a UPI order's; what
    // it no longer charges (a line cancelled meanwhile, or all of it) goes back.
    const lineIds = await orderPrepaid(tx, row.orderId, now);
    if (lineIds) await queueTransfers(tx, captured, lineIds, now);
    await refundWhatIsNoLongerOwed(
      tx,
      { orderId: row.orderId, lineIds: async () => lineIds ?? (await orderLineIds(tx, row.orderId)) },
      now,
    );
    return null;
  }
  if (row.state === 'awaiting' && exact) {
    const captured = await captureAwaiting(tx, row.id, payment.providerPaymentId, now);
    const token = row.purpose === 'cod_token';
    const placed = captured && (await placePaidOrder(tx, row.orderId, now, mails, token ? 'token' : 'in_full'));
    if (!captured || !placed) return null;
    // Each payee's share is transferred from the payment and held until the return window closes (decision 069);
    // a COD order's token is not the order's money to split.
    if (!token) await queueTransfers(tx, captured, placed.lineIds, now);
    return placed.mail;
  }
  if (row.state === 'awaiting' && (await endAwaiting(tx, row.id, 'failed', MISMATCH_NOTE))) {
    await releaseUnpaidOrder(tx, row.orderId, MISMATCH_NOTE, now);
  }
  // After the payment failed or lapsed (its stock released), of another amount, or a second payment of a paid
  // order: all of it goes back to where it came from.
  await markLateCapture(tx, row.id, now);
  await refundLateCapture(
    tx,
    row,
    { providerPaymentId: payment.providerPaymentId, amountPaise: payment.amountPaise },
    now,
  );
  return null;
}

/** The payment that paid the order, among the gateway's (a refunded one was captured first). */
const capturedOf = (found: GatewayPayment[]) =>
  found.find((payment) => payment.state === 'captured' || payment.state === 'refunded');

/** A verified event of the gateway `provider`, applied once: a re-delivery (the same event id) changes nothing. */
export async function applyGatewayEvent(
  deps: PaymentUpdateDeps & { provider: GatewayName },
  event: GatewayEvent,
): Promise<void> {
  const { db, now, mails } = deps;
  const mail = await db.transaction(async (tx) => {
    if (!(await claimPaymentEvent(tx, event.eventId, now))) return null;
    if (event.kind === 'transfer') {
      await applyTransferEvent(tx, event.transfer);
      return null;
    }
    if (event.kind === 'refund') {
      const { refund } = event;
      if (refund.state === 'pending') return null;
      const settled = await settleRefund(
        tx,
        { providerRefundId: refund.providerRefundId, receipt: refund.receipt },
        { state: refund.state, reference: refund.reference },
        now,
      );
      const payment = settled && refund.state === 'processed' ? await findPaymentById(tx, settled.paymentId) : null;
      // The buyer is told once their money is back, with the bank's reference.
      return payment
        ? mails.record(tx, { kind: 'refunded', orderId: payment.orderId, refundId: settled?.id ?? '' })
        : null;
    }
    return applyPayment(tx, deps.provider, event.payment, now, mails);
  });
  if (mail) mails.compose(mail);
}

/** A payment the buyer's checkout returned with, its signature already verified: applied as the gateway has it. */
export async function applyPaymentOfOrder(
  deps: PaymentUpdateDeps & { gateway: PaymentGateway },
  providerOrderId: string,
): Promise<void> {
  const captured = capturedOf(await deps.gateway.paymentsOf(providerOrderId));
  if (!captured) return;
  const mail = await deps.db.transaction((tx) => applyPayment(tx, deps.gateway.name, captured, deps.now, deps.mails));
  if (mail) deps.mails.compose(mail);
}

/** How long past its window a payment is kept awaiting while the gateway cannot be asked about it. */
const UNREACHABLE_GRACE_MS = 10 * 60_000;

/**
 * The sweep (every minute): each awaiting payment a minute old is asked about once a minute, so a capture whose
 * webhook was lost (or whose process died before committing it) still places its order; one past its window with
 * nothing captured is expired and its stock released. The number of payments settled or expired.
 */
export async function sweepAwaitingPayments(
  deps: PaymentUpdateDeps & { gateway: PaymentGateway | null; logger: Logger },
): Promise<number> {
  const { db, now, mails, gateway, logger } = deps;
  if (!gateway) return 0;
  let moved = 0;
  for (const row of await listAwaitingToCheck(db, now, 100)) {
    let found: GatewayPayment[] | null = null;
    try {
      found = await gateway.paymentsOf(row.providerOrderId);
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      logger.warn({ err: error, paymentId: row.id }, 'the gateway could not be asked about a payment');
    }
    const lapsed = now >= row.expiresAt;
    const settled =
      (found && capturedOf(found)) ??
      found?.find((payment) => payment.state === 'failed' && payment.providerPaymentId === row.providerPaymentId);
    const outcome = await db.transaction(async (tx): Promise<{ mail: string | null } | null> => {
      if (settled) return { mail: await applyPayment(tx, gateway.name, settled, now, mails) };
      if (!lapsed || (found === null && now.getTime() < row.expiresAt.getTime() + UNREACHABLE_GRACE_MS)) return null;
      if (!(await endAwaiting(tx, row.id, 'expired', LAPSED_NOTE))) return null;
      await releaseUnpaidOrder(tx, row.orderId, LAPSED_NOTE, now);
      return { mail: null };
    });
    if (outcome?.mail) mails.compose(outcome.mail);
    if (outcome) moved += 1;
    await markChecked(db, row.id, now);
  }
  return moved;
}
