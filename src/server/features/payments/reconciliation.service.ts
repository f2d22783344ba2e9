import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { GatewayUnavailable, type PaymentGateway } from './providers/gateway.ts';
import { listCapturedPayments, listRefundsOfPayments, type PaymentRow } from './payments.repository.ts';
import { type DifferenceRow, insertReconciliation, listTransfersOfPayments } from './transfers.repository.ts';

/*
 * The daily reconciliation (decision 069): for each captured payment, the gateway's payment, transfers and refunds
 * against Haat's rows. Every difference is listed for the operator, in place of the last run's: an amount captured
 * that is not the order's, a transfer that holds, reverses or settles otherwise than the ledger says, a transfer or
 * a refund Haat did not make, or one Haat made that the gateway does not have.
 */

type Difference = Omit<DifferenceRow, 'id' | 'foundAt' | 'reconciliationId'>;

/** How many of the latest captured payments a run compares. */
const RECONCILED_PAYMENTS = 500;

export async function reconcilePayments(
  deps: { db: Db; gateway: PaymentGateway | null; logger: Logger },
  now: Date,
): Promise<number | null> {
  const { db, gateway, logger } = deps;
  if (!gateway) return null;
  const payments = await listCapturedPayments(db, RECONCILED_PAYMENTS);
  const ids = payments.map((payment) => payment.id);
  const [transfers, refunds] = await Promise.all([listTransfersOfPayments(db, ids), listRefundsOfPayments(db, ids)]);
  const found: Difference[] = [];
  try {
    for (const payment of payments) {
      found.push(
        ...(await comparePayment(
          gateway,
          payment,
          transfers.filter((transfer) => transfer.paymentId === payment.id),
          refunds.filter((refund) => refund.paymentId === payment.id),
        )),
      );
    }
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    logger.warn({ err: error }, 'the reconciliation could not ask the gateway: the last run stands');
    return null;
  }
  await db.transaction((tx) =>
    insertReconciliation(
      tx,
      { ranAt: now, paymentsCompared: payments.length, differencesFound: found.length },
      found.map((difference) => ({ ...difference, foundAt: now })),
    ),
  );
  return found.length;
}

const rupees = (paise: number) => formatRupees(paise);

async function comparePayment(
  gateway: PaymentGateway,
  payment: PaymentRow,
  transfers: Awaited<ReturnType<typeof listTransfersOfPayments>>,
  refunds: Awaited<ReturnType<typeof listRefundsOfPayments>>,
): Promise<Difference[]> {
  const providerPaymentId = payment.providerPaymentId ?? '';
  const differences: Difference[] = [];
  const at = (subject: string, kind: string, ours: string, theirs: string) =>
    differences.push({ paymentId: payment.id, subject, kind, ours, theirs });

  const captured = (await gateway.paymentsOf(payment.providerOrderId)).find(
    (found) => found.providerPaymentId === providerPaymentId,
  );
  if (!captured) at(providerPaymentId, 'payment_missing', rupees(payment.amountPaise), '—');
  else if (captured.amountPaise !== payment.amountPaise)
    at(providerPaymentId, 'payment_amount', rupees(payment.amountPaise), rupees(captured.amountPaise));

  const theirTransfers = new Map(
    (await gateway.transfersOf(providerPaymentId, payment.providerOrderId)).map((transfer) => [
      transfer.providerTransferId,
      transfer,
    ]),
  );
  for (const row of transfers) {
    if (!row.providerTransferId) continue; // queued: not made yet
    const theirs = theirTransfers.get(row.providerTransferId);
    theirTransfers.delete(row.providerTransferId);
    // A gateway that transfers at release (Cashfree's splits) has nothing of a share not released (held, or failed
    // before it was made): nothing to compare yet.
    if (!theirs && row.state !== 'released' && gateway.transfersMadeAtRelease) continue;
    if (!theirs) {
      at(row.providerTransferId, 'transfer_missing', rupees(row.amountPaise), '—');
      continue;
    }
    if (theirs.amountPaise !== row.amountPaise)
      at(row.providerTransferId, 'transfer_amount', rupees(row.amountPaise), rupees(theirs.amountPaise));
    if (theirs.reversedPaise !== row.reversalSentPaise)
      at(row.providerTransferId, 'transfer_reversed', rupees(row.reversalSentPaise), rupees(theirs.reversedPaise));
    const heldHere = row.state === 'held';
    if (row.state !== 'failed' && theirs.onHold !== heldHere && row.reversedPaise < row.amountPaise)
      at(
        row.providerTransferId,
        'transfer_hold',
        heldHere ? 'on hold' : 'released',
        theirs.onHold ? 'on hold' : 'released',
      );
  }
  for (const theirs of theirTransfers.values())
    at(theirs.providerTransferId, 'transfer_unknown', '—', rupees(theirs.amountPaise));

  const theirRefunds = new Map(
    (await gateway.refundsOf(providerPaymentId, payment.providerOrderId)).map((refund) => [
      refund.providerRefundId,
      refund,
    ]),
  );
  for (const row of refunds) {
    // A late capture's refund is of another payment than the one that paid.
    if (!row.providerRefundId || row.providerPaymentId !== providerPaymentId) continue;
    const theirs = theirRefunds.get(row.providerRefundId);
    theirRefunds.delete(row.providerRefundId);
    if (!theirs) at(row.providerRefundId, 'refund_missing', rupees(row.amountPaise), '—');
    else if (theirs.amountPaise !== row.amountPaise)
      at(row.providerRefundId, 'refund_amount', rupees(row.amountPaise), rupees(theirs.amountPaise));
  }
  for (const theirs of theirRefunds.values())
    at(theirs.providerRefundId, 'refund_unknown', '—', rupees(theirs.amountPaise));
  return differences;
}
