import type { OpsPayments, PaymentDifference } from '#shared/contracts/payments.ts';
import type { Db } from '../../db/client.ts';
import { orderNumbersOf } from '../orders/paid-orders.ts';
import type { PaymentGateway } from './providers/gateway.ts';
import { listCapturedPayments, listPaymentsByIds, listRefundsOfPayments } from './payments.repository.ts';
import { findLastReconciliation, listTransfersOfPayments } from './transfers.repository.ts';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** How many of the latest captured payments the operator's view lists. */
const LISTED = 100;

/**
 * The operator's view of money in (decision 069): each captured payment's transfers by state and its refunds, to
 * the paisa, with the gateway's settlement ids; and the last reconciliation's differences.
 */
export async function opsPayments(db: Db, gateway: PaymentGateway | null): Promise<OpsPayments> {
  const payments = await listCapturedPayments(db, LISTED);
  const ids = payments.map((payment) => payment.id);
  const [transfers, refunds, reconciliation] = await Promise.all([
    listTransfersOfPayments(db, ids),
    listRefundsOfPayments(db, ids),
    findLastReconciliation(db),
  ]);
  const differences = reconciliation?.differences ?? [];
  const differing = await listPaymentsByIds(
    db,
    differences.flatMap((difference) => difference.paymentId ?? []),
  );
  const orderOf = new Map(differing.map((payment) => [payment.id, payment.orderId]));
  const numbers = await orderNumbersOf(db, [
    ...payments.map((payment) => payment.orderId),
    ...differing.map((payment) => payment.orderId),
  ]);
  return {
    gateway: gateway?.name ?? null,
    items: payments.map((payment) => {
      const made = transfers.filter((transfer) => transfer.paymentId === payment.id && transfer.providerTransferId);
      return {
        id: payment.id,
        orderId: payment.orderId,
        orderNumber: numbers.get(payment.orderId) ?? '',
        providerPaymentId: payment.providerPaymentId ?? '',
        capturedAt: (payment.capturedAt ?? payment.createdAt).toISOString(),
        capturedPaise: payment.amountPaise,
        transferredPaise: sum(made.filter((t) => t.state !== 'failed').map((t) => t.amountPaise)),
        heldPaise: sum(made.filter((t) => t.state === 'held').map((t) => t.amountPaise - t.reversedPaise)),
        releasedPaise: sum(made.filter((t) => t.state === 'released').map((t) => t.amountPaise - t.reversedPaise)),
        reversedPaise: sum(made.map((t) => t.reversalSentPaise)),
        refundedPaise: sum(
          refunds
            .filter((refund) => refund.paymentId === payment.id && refund.state !== 'failed')
            .map((refund) => refund.amountPaise),
        ),
        settlementIds: [...new Set(made.flatMap((t) => (t.settlementId ? [t.settlementId] : [])))],
      };
    }),
    reconciledAt: reconciliation?.run.ranAt.toISOString() ?? null,
    differences: differences.map(
      (difference): PaymentDifference => ({
        orderNumber: numbers.get(orderOf.get(difference.paymentId ?? '') ?? '') ?? null,
        subject: difference.subject,
        kind: difference.kind as PaymentDifference['kind'],
        ours: difference.ours,
        theirs: difference.theirs,
      }),
    ),
  };
}
