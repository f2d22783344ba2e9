import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '#shared/contracts/orders.ts';
import { formatRupees } from '#shared/money.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { formatDate, formatIndianPhone } from '#web/lib/format.ts';
import { useSession } from '#web/features/auth/public.ts';
import { PriceRows } from '#web/components/price-rows.tsx';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderLineItem } from './order-line-item.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import {
  isLapsedUpi,
  isRefunded,
  isUnpaidUpi,
  PaymentLine,
  PaymentNote,
  useDropLinesOncePaid,
} from './order-payment.tsx';
import { UpiPayPanel } from '#web/features/payments/public.ts';
import { OrderParcels } from '#web/features/shipping/public.ts';
import { CodConfirmPanel } from './cod-confirm-panel.tsx';
import { CodRefundPanel } from './cod-refund-panel.tsx';
import { PayNowButton } from './pay-now-button.tsx';

function Panel({ title, id, aside, children }: { title: string; id: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Heading({ order }: { order: Order }) {
  if (order.payment.upi) return <Trans>Pay to place your order</Trans>;
  if (order.payment.confirmBy) return <Trans>Confirm your order</Trans>;
  if (isLapsedUpi(order)) return <Trans>Payment not received</Trans>;
  if (isRefunded(order)) return <Trans>Order refunded</Trans>;
  return <Trans>Order placed</Trans>;
}

function ConfirmationHeader({ order }: { order: Order }) {
  const session = useSession();
  const { number, placedAt } = order;
  const placedOn = formatDate(placedAt);
  const unpaid = isUnpaidUpi(order) || order.payment.confirmBy !== null;
  const tone = unpaid ? 'border-amber-400/30 bg-amber-400/10' : 'border-emerald-400/30 bg-emerald-400/10';
  return (
    <header className={`rounded-card border p-5 text-center sm:p-6 ${tone}`}>
      {unpaid ? (
        <Clock className="mx-auto size-12 text-amber-400" aria-hidden />
      ) : (
        <CircleCheck className="mx-auto size-12 text-emerald-400" aria-hidden />
      )}
      <h1 className="mt-3 text-3xl font-black tracking-tight">
        <Heading order={order} />
      </h1>
      <p className="mt-2 text-text-secondary">
        <Trans>
          Order number <strong className="font-mono tracking-wide text-text">{number}</strong> ·{' '}
          <time dateTime={placedAt}>{placedOn}</time>
        </Trans>
      </p>
      <p className="mt-3 text-lg font-semibold">
        <PaymentLine order={order} />
      </p>
      {isLapsedUpi(order) ? (
        <p className="mt-1 text-sm text-text-secondary">
          <Trans>
            Your items are still in your bag.{' '}
            <Link to="/checkout" className="font-semibold text-primary underline-offset-2 hover:underline">
              Try again from checkout
            </Link>
            .
          </Trans>
        </p>
      ) : null}
      {order.payment.status === 'due_on_delivery' && !order.payment.upi ? (
        <>
          <p className="mt-1 text-sm text-text-secondary">
            <Trans>Pay the courier in cash or by UPI at your door.</Trans>
          </p>
          <PayNowButton order={order} />
        </>
      ) : null}
      {session.data === null ? (
        <p className="mt-4 text-sm text-text-secondary">
          <Trans>
            This device remembers the order. On another one, find it under Orders &amp; deliveries with its number and
            your mobile number.
          </Trans>
        </p>
      ) : null}
    </header>
  );
}

/** /order?id=…: the placed order, what to pay, where it goes and where each item is. */
export function OrderConfirmation({ order }: { order: Order }) {
  const { t } = useLingui();
  useDropLinesOncePaid(order);
  const chargedCount = order.lines
    .filter((line) => line.status !== 'cancelled' && line.status !== 'delivery_failed')
    .reduce((total, line) => total + line.quantity, 0);
  const ordered = formatRupees(order.summary.totalPaise);
  return (
    <div className="space-y-5">
      <ConfirmationHeader order={order} />
      {order.payment.upi ? <UpiPayPanel upi={order.payment.upi} amountPaise={order.payment.upi.amountPaise} /> : null}
      {order.payment.confirmBy ? <CodConfirmPanel order={order} confirmBy={order.payment.confirmBy} /> : null}
      <CodRefundPanel order={order} />
      <OrderParcels
        orderId={order.id}
        address={{ line1: order.address.line1, line2: order.address.line2, phone: order.contact.phone }}
      />
      <div className="grid gap-5 lg:grid-cols-[1fr_20rem]">
        <Panel title={t`Items`} id="order-items" aside={<OrderStatusBadge status={order.status} />}>
          <ul className="space-y-4">
            {order.lines.map((line) => (
              <OrderLineItem key={line.id} orderId={order.id} line={line} />
            ))}
          </ul>
          <OrderInvoices order={order} className="mt-4 flex flex-wrap gap-x-5 border-t border-border pt-3" />
          {order.cancellable ? (
            <div className="mt-5 border-t border-border pt-4">
              <CancelOrderButton order={order} />
            </div>
          ) : null}
        </Panel>
        <div className="space-y-5 lg:sticky lg:top-20 lg:self-start">
          <Panel title={t`Delivery to`} id="order-address">
            <address className="text-sm leading-relaxed not-italic">
              <span className="font-semibold">{order.contact.name}</span>
              <br />
              {order.address.line1}
              {order.address.line2 ? (
                <>
                  <br />
                  {order.address.line2}
                </>
              ) : null}
              <br />
              {order.address.city}, {order.address.state} {order.address.pincode}
              <br />
              <span className="text-text-secondary">{formatIndianPhone(order.contact.phone)}</span>
            </address>
          </Panel>
          <Panel title={t`Summary`} id="order-summary">
            <PriceRows summary={order.charged} itemCount={chargedCount} />
            {order.charged.totalPaise === order.summary.totalPaise ? null : (
              <p className="mt-3 text-xs text-text-secondary">
                <Trans>Cancelled and undelivered items are not charged. You ordered {ordered}.</Trans>
              </p>
            )}
            <PaymentNote order={order} />
          </Panel>
        </div>
      </div>
      <nav aria-label={t`Next`} className="flex flex-wrap gap-3">
        <Link to="/orders-and-deliveries" className={buttonVariants({ variant: 'secondary' })}>
          <Trans>Orders &amp; deliveries</Trans>
        </Link>
        <Link to="/shop" className={buttonVariants()}>
          <Trans>Keep shopping</Trans>
        </Link>
      </nav>
      <p className="text-sm text-text-secondary">
        <Link
          to={`/grievance?subject=order&reference=${encodeURIComponent(order.number)}`}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          <Trans>Report a problem with this order</Trans>
        </Link>
      </p>
    </div>
  );
}
