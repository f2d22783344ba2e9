import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import PackageCheck from 'lucide-react/icons/package-check';
import { useEffect, useRef, useState } from 'react';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';
import { sellerOrderLinesQueryOptions } from '../api/seller-orders.ts';
import { openReturnOf } from '../line-returns.ts';
import { filterOfLine, LineMovedContext } from '../moved-line.ts';
import {
  groupByOrder,
  matchesFilter,
  type SellerOrderFilter,
  sellerOrderFilters,
  useSellerOrderFilter,
} from '../seller-order-filters.ts';
import { MovedLineNote } from './moved-line-note.tsx';
import { SellerOrderCard, sellerOrderCardId } from './seller-order-card.tsx';
import { BulkBooking } from '#web/features/shipping/public.ts';

function FilterChips({
  lines,
  active,
  onChange,
}: {
  lines: SellerOrderLine[];
  active: SellerOrderFilter;
  onChange: (filter: SellerOrderFilter) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div
      ref={overflowFade}
      role="group"
      aria-label={t`Show order lines`}
      className="fade-x -mx-5 flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {sellerOrderFilters.map((filter) => {
        const count = lines.filter((line) => matchesFilter(line, filter.id)).length;
        const label = i18n._(filter.label);
        return (
          <button
            key={filter.id}
            type="button"
            aria-pressed={active === filter.id}
            aria-label={t`${label}, ${plural(count, { one: '# line', other: '# lines' })}`}
            onClick={() => onChange(filter.id)}
            className={cn(
              'inline-flex min-h-9 shrink-0 snap-start items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-theme',
              active === filter.id
                ? 'border-primary bg-primary/20 text-text'
                : 'border-border text-text-secondary hover:border-primary/60 hover:text-text',
            )}
          >
            {/* The space keeps the visible text ("To ship 2") inside the spoken name ("To ship, 2 lines"); flex does not show it. */}
            {label} <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums">{count}</span>
          </button>
        );
      })}
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-4 space-y-3">
      <span className="sr-only">
        <Trans>Loading your orders</Trans>
      </span>
      <Skeleton className="h-9 w-full max-w-md" />
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
    </div>
  );
}

function SellerOrdersList({ lines }: { lines: SellerOrderLine[] }) {
  const [filter, setFilter] = useSellerOrderFilter();
  // The line last moved on (the server's answer), and the order to focus once its chip is showing.
  const [moved, setMoved] = useState<SellerOrderLine | null>(null);
  const focusOrder = useRef<{ orderId: string; filter: SellerOrderFilter } | null>(null);
  useEffect(() => {
    // Once the chosen chip's orders are on screen (the URL's change lands in a render of its own).
    const target = focusOrder.current;
    if (!target || target.filter !== filter) return;
    focusOrder.current = null;
    document.getElementById(sellerOrderCardId(target.orderId))?.focus();
  }, [filter]);
  if (lines.length === 0) {
    return (
      <p className="mt-6 rounded-card border border-dashed border-border p-6 text-center text-sm text-text-secondary">
        <Trans>
          No orders yet. When a buyer orders one of your products from a creator’s store, it lands here to confirm and
          ship.
        </Trans>
      </p>
    );
  }
  const groups = groupByOrder(lines.filter((line) => matchesFilter(line, filter)));
  // Every order whose items are all confirmed, whatever the chip: a day's bookings at once (decision 073).
  const confirmed = groupByOrder(lines)
    .filter((group) => group.lines.every((line) => line.status === 'confirmed'))
    .map((group) => ({ orderId: group.orderId, orderNumber: group.orderNumber }));
  // Said only while the moved line is out of sight: under another chip than the one chosen.
  const movedAway = moved && !matchesFilter(moved, filter) ? moved : null;
  return (
    <LineMovedContext value={setMoved}>
      <BulkBooking confirmed={confirmed} />
      <div className="mt-4">
        <FilterChips lines={lines} active={filter} onChange={setFilter} />
      </div>
      <div role="status">
        {movedAway ? (
          <MovedLineNote
            line={movedAway}
            onShow={() => {
              const target = filterOfLine(movedAway);
              focusOrder.current = { orderId: movedAway.orderId, filter: target };
              setFilter(target);
              setMoved(null);
            }}
            onDismiss={() => setMoved(null)}
          />
        ) : null}
      </div>
      {groups.length === 0 ? (
        <div className="mt-6 rounded-card border border-dashed border-border p-6 text-center text-sm text-text-secondary">
          <p>
            <Trans>Nothing here right now.</Trans>
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setFilter('all')}>
            <Trans>Show all orders</Trans>
          </Button>
        </div>
      ) : (
        <div className="mt-4 space-y-4">
          {groups.map((group) => (
            <SellerOrderCard key={group.orderId} group={group} />
          ))}
        </div>
      )}
    </LineMovedContext>
  );
}

/** The seller's order lines, grouped by order, filtered by chips, each with the next steps it allows. */
export function SellerOrdersPanel() {
  const { t } = useLingui();
  const orders = useQuery(sellerOrderLinesQueryOptions);
  const toConfirm = orders.data?.items.filter((line) => line.status === 'placed').length ?? 0;
  const toAnswer = orders.data?.items.filter((line) => openReturnOf(line) !== null).length ?? 0;
  return (
    <section aria-labelledby="seller-orders-title">
      <h2 id="seller-orders-title" className="flex items-center gap-2 text-xl font-bold">
        <PackageCheck className="size-5 text-primary" aria-hidden /> <Trans>Orders</Trans>
      </h2>
      <p className="mt-1 text-sm text-text-secondary">
        {toConfirm > 0 ? (
          <>
            <Plural value={toConfirm} one="# line to confirm." other="# lines to confirm." />{' '}
          </>
        ) : null}
        {toAnswer > 0 ? (
          <>
            <Plural value={toAnswer} one="# return request to answer." other="# return requests to answer." />{' '}
          </>
        ) : null}
        <Trans>Confirm, ship with tracking, mark delivered and answer returns.</Trans>
      </p>
      {orders.data ? (
        <SellerOrdersList lines={orders.data.items} />
      ) : orders.isError ? (
        <div className="mt-4">
          <LoadFailed what={t`Your orders`} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
        </div>
      ) : (
        <OrdersSkeleton />
      )}
    </section>
  );
}
