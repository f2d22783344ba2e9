import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Order } from '#shared/contracts/orders.ts';
import { formatRupees } from '#shared/money.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { formatDate } from '#web/lib/format.ts';
import { CancelOrderButton } from './cancel-order-button.tsx';
import { OrderInvoices } from './order-invoices.tsx';
import { OrderLineItem } from './order-line-item.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

/** An order in the list: number, date, total and status, then each line with its timeline. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useLingui();
  const headingId = `order-${order.id}`;
  const { number, placedAt } = order;
  const placedOn = formatDate(placedAt);
  // What the buyer pays as the lines stand (decision 060): a cancelled item is not charged.
  const total = formatRupees(order.charged.totalPaise);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold">
            <Trans>
              <span className="sr-only">Order</span> <span className="font-mono tracking-wide">{number}</span>
            </Trans>
          </h2>
          <p className="text-sm text-text-secondary">
            <Trans>
              Placed <time dateTime={placedAt}>{placedOn}</time> ·{' '}
              <span className="font-semibold text-text tabular-nums">{total}</span>
            </Trans>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <ul className="mt-4 space-y-4" aria-label={t`Items in ${number}`}>
        {order.lines.map((line) => (
          <OrderLineItem key={line.id} orderId={order.id} line={line} />
        ))}
      </ul>
      <OrderInvoices order={order} className="mt-4 flex flex-wrap gap-x-5" />
      <footer className="mt-5 flex flex-wrap items-start gap-3 border-t border-border pt-4">
        <Link
          to={`/order?id=${encodeURIComponent(order.id)}`}
          aria-label={t`Order details for ${number}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Trans>Order details</Trans>
        </Link>
        {order.cancellable ? (
          <div className="min-w-0 flex-1">
            <CancelOrderButton order={order} />
          </div>
        ) : null}
      </footer>
    </article>
  );
}
