import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { Order } from '#shared/contracts/orders.ts';
import { formatRupees } from '#shared/money.ts';
import { dropOrderedLines } from '#web/features/cart/public.ts';
import { formatMoment } from '#web/lib/format.ts';

/** An order waiting for a UPI payment before it is placed: a UPI order's, or a cash-on-delivery order's token. */
export const awaitsOnlinePayment = (order: Order) => order.payment.upi !== null;

/** A UPI order nothing has been paid for yet: awaiting its payment, or ended without one. */
export const isUnpaidUpi = (order: Order) =>
  awaitsOnlinePayment(order) || (order.payment.method === 'upi' && order.payment.paidPaise === 0);

/** A UPI order that ended with no payment: its items went back on sale, nothing was charged. */
export const isLapsedUpi = (order: Order) => isUnpaidUpi(order) && order.payment.status === 'void';

/** What came back of what was paid online: every refund not failed. */
export const refundedPaise = (order: Order) =>
  order.payment.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);

/** A paid order whose payment went back in full. */
export const isRefunded = (order: Order) =>
  order.payment.paidPaise > 0 && refundedPaise(order) >= order.payment.paidPaise;

/** What the buyer pays: the order as its lines stand (a cancelled item and its parcel's fee are not charged). */
export function PaymentLine({ order }: { order: Order }) {
  const total = formatRupees(order.charged.totalPaise);
  const paid = formatRupees(order.payment.paidPaise);
  const { method, status } = order.payment;
  // A campaign gift: the brand sends it free.
  if (order.summary.totalPaise === 0) return <Trans>Nothing to pay: this is a gift.</Trans>;
  if (method === 'upi') {
    if (status === 'awaiting_payment') return <Trans>Pay {total} by UPI to place it.</Trans>;
    const back = refundedPaise(order);
    const refunded = formatRupees(back);
    if (status === 'paid' && isRefunded(order)) return <Trans>Refunded {refunded}: nothing is charged.</Trans>;
    if (status === 'paid' && back > 0)
      return (
        <Trans>
          Paid {paid} by UPI; {refunded} refunded.
        </Trans>
      );
    if (status === 'paid') return <Trans>Paid {paid} by UPI.</Trans>;
    return <Trans>Nothing was charged: no UPI payment arrived.</Trans>;
  }
  if (status === 'paid') return <Trans>Paid {total} on delivery.</Trans>;
  if (status === 'void') return <Trans>Nothing to pay: the order was cancelled.</Trans>;
  // A token paid by UPI first (decision 070): the rest is what the courier collects.
  const token = order.payment.upi?.amountPaise ?? order.payment.paidPaise;
  const rest = formatRupees(Math.max(0, order.charged.totalPaise - token));
  const tokenAmount = formatRupees(token);
  if (order.payment.upi)
    return (
      <Trans>
        Pay {tokenAmount} by UPI to place it, and {rest} on delivery.
      </Trans>
    );
  if (order.payment.paidPaise > 0)
    return (
      <Trans>
        Paid {paid} by UPI. Pay {rest} in cash on delivery.
      </Trans>
    );
  return <Trans>Pay {total} in cash on delivery.</Trans>;
}

/** How the order is paid, and every refund with where it stands (the bank's reference once there is one). */
export function PaymentNote({ order }: { order: Order }) {
  const { t } = useLingui();
  const { refunds } = order.payment;
  return (
    <div className="mt-3 space-y-1 text-xs text-text-secondary">
      <p>{order.payment.method === 'upi' ? <Trans>UPI</Trans> : <Trans>Cash on delivery</Trans>}</p>
      {refunds.length > 0 ? (
        <ul aria-label={t`Refunds`} className="space-y-1">
          {refunds.map((refund) => {
            const amount = formatRupees(refund.amountPaise);
            const when = formatMoment(refund.createdAt);
            const reference = refund.reference;
            return (
              <li key={refund.createdAt + amount} className="text-text">
                {refund.status === 'processed' ? (
                  reference ? (
                    <Trans>
                      Refunded {amount} to your UPI account (bank reference {reference}).
                    </Trans>
                  ) : (
                    <Trans>Refunded {amount} to your UPI account.</Trans>
                  )
                ) : refund.status === 'failed' ? (
                  <Trans>A refund of {amount} did not go through; Haat is sending it again.</Trans>
                ) : (
                  <Trans>
                    Refund of {amount} on its way to your UPI account (started {when}).
                  </Trans>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** Once an order this page watched is paid online, what it bought leaves the bag (it stayed there while unpaid). */
export function useDropLinesOncePaid(order: Order) {
  const seen = useRef(awaitsOnlinePayment(order));
  useEffect(() => {
    const was = seen.current;
    seen.current = awaitsOnlinePayment(order);
    if (was && !seen.current && order.payment.paidPaise > 0) {
      dropOrderedLines(order.lines.flatMap((line) => (line.listingId ? [line.listingId] : [])));
    }
  }, [order]);
}
