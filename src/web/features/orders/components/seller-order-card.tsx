import { sayStored } from '#web/lib/say-stored.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import Clock from 'lucide-react/icons/clock';
import Banknote from 'lucide-react/icons/banknote';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { useId } from 'react';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import { formatBps } from '#shared/contracts/commission.ts';
import { formatRupees } from '#shared/money.ts';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { formatDate, formatIndianPhone, formatMoment } from '#web/lib/format.ts';
import type { SellerOrderGroup } from '../seller-order-filters.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { SellerLineActions } from './seller-line-actions.tsx';
import { SellerReturnRequest } from './seller-return-request.tsx';
import { SellerParcel } from '#web/features/shipping/public.ts';

/**
 * Why a line stopped: the note of its last event, for cancelled, failed and returned lines. A return the
 * buyer asked for shows its request (reason, words, photos) instead, and that event's note is the seller's own.
 */
function stopReason(line: SellerOrderLine): string | null {
  if (line.status !== 'cancelled' && line.status !== 'delivery_failed' && line.status !== 'returned') return null;
  if (line.status === 'returned' && line.returns.at(-1)?.status === 'accepted') return null;
  const note = line.events.findLast((event) => event.status === line.status)?.note;
  return note ? sayStored(note) : null;
}

/**
 * What the line brings the seller, as their ledger will credit it, and how: base − Haat's commission − its GST
 * (+ the GST inside the creator's markup) (+ delivery).
 */
function LineEarning({ earning }: { earning: SellerOrderLine['earning'] }) {
  const { t } = useLingui();
  const net = formatRupees(earning.netPaise);
  const commission = formatRupees(earning.commissionPaise);
  const rate = formatBps(earning.commissionBps);
  const gst = formatRupees(earning.commissionGstPaise);
  const markupGst = formatRupees(earning.markupGstPaise);
  const delivery = formatRupees(earning.deliveryPaise);
  const parts = [
    formatRupees(earning.basePaise),
    t`− ${commission} Haat commission at ${rate}`,
    ...(earning.commissionGstPaise > 0 ? [t`− ${gst} GST on it`] : []),
    ...(earning.markupGstPaise > 0 ? [t`+ ${markupGst} GST in the creator’s markup`] : []),
    ...(earning.deliveryPaise > 0 ? [t`+ ${delivery} delivery`] : []),
  ];
  return (
    <p className="mt-0.5 text-sm text-text-secondary tabular-nums">
      <Trans>
        You get <strong className="text-text">{net}</strong>
      </Trans>{' '}
      <span className="text-xs">({parts.join(' ')})</span>
    </p>
  );
}

function SellerLineRow({ line }: { line: SellerOrderLine }) {
  const nameId = useId();
  const reason = stopReason(line);
  const handle = line.storeHandle;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex gap-3">
        <ProductThumbnail image={line.image} size="sm" loading="eager" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <p id={nameId} className="min-w-0 font-semibold">
              {line.name} <span className="font-normal text-text-secondary">× {line.quantity}</span>
            </p>
            <OrderStatusBadge status={line.status} />
          </div>
          <LineEarning earning={line.earning} />
          {handle ? (
            <p className="mt-0.5 text-sm text-text-secondary">
              <Trans>Sold by @{handle}</Trans>
            </p>
          ) : null}
          {line.courier && line.trackingNumber ? (
            <p className="mt-0.5 text-sm text-text-secondary">
              {line.courier} · <span className="font-mono">{line.trackingNumber}</span>
            </p>
          ) : null}
          {reason ? (
            <p className="mt-0.5 text-sm text-text-secondary">
              <Trans>Reason: {reason}</Trans>
            </p>
          ) : null}
        </div>
      </div>
      <SellerReturnRequest line={line} />
      <SellerLineActions line={line} describedBy={nameId} />
    </li>
  );
}

/** The element id of an order's card: the list focuses it when the seller follows a moved line to its chip. */
export const sellerOrderCardId = (orderId: string) => `seller-order-${orderId}`;

/** One order as the seller fulfils it: who it goes to and where, then the seller's lines in it. */
export function SellerOrderCard({ group }: { group: SellerOrderGroup }) {
  const { t } = useLingui();
  const titleId = useId();
  const { address, placedAt } = group;
  const collect = formatRupees(group.collectOnDeliveryPaise ?? 0);
  const placedOn = formatDate(placedAt);
  const confirmBy = group.buyerConfirmBy ? formatMoment(group.buyerConfirmBy) : null;
  return (
    <article
      id={sellerOrderCardId(group.orderId)}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-card border border-border bg-surface p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-mono text-base font-bold">
          {group.orderNumber}
        </h3>
        <p className="text-sm text-text-secondary">
          <Trans>
            Placed <time dateTime={placedAt}>{placedOn}</time>
          </Trans>
        </p>
      </header>
      <div className="mt-3 grid gap-2 rounded-xl bg-muted/60 p-3 text-sm sm:grid-cols-2">
        {group.buyerName ? (
          <p className="flex items-center gap-2">
            <Phone className="size-4 shrink-0 text-text-secondary" aria-hidden />
            <span>
              <span className="sr-only">{t`Buyer:`} </span>
              <span className="font-semibold">{group.buyerName}</span>
              {' · '}
              <a href={`tel:${group.buyerPhone}`} className="text-primary hover:underline">
                {formatIndianPhone(group.buyerPhone)}
              </a>
            </span>
          </p>
        ) : (
          // The buyer deleted their account: the order stays for the books, without who they are (decision 057).
          <p className="text-text-secondary">{t`The buyer’s details were erased at their request.`}</p>
        )}
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-text-secondary" aria-hidden />
          <span>
            <span className="sr-only">{t`Deliver to:`} </span>
            {[address.line1, address.line2, address.city].filter(Boolean).join(', ')}, {address.state} {address.pincode}
          </span>
        </p>
        {confirmBy ? (
          <p className="flex items-start gap-2 font-medium sm:col-span-2" role="note">
            <Clock className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden />
            <Trans>
              Waiting for the buyer to confirm this cash-on-delivery order by {confirmBy}. Ship it once they do; it is
              cancelled if they do not.
            </Trans>
          </p>
        ) : null}
        {group.collectOnDeliveryPaise === null ? null : (
          <p className="flex items-center gap-2 sm:col-span-2">
            <Banknote className="size-4 shrink-0 text-text-secondary" aria-hidden />
            <Trans>
              The courier collects <strong className="tabular-nums">{collect}</strong> in cash on delivery
            </Trans>
          </p>
        )}
      </div>
      <ul className="mt-4 divide-y divide-border">
        {group.lines.map((line) => (
          <SellerLineRow key={line.id} line={line} />
        ))}
      </ul>
      <SellerParcel orderId={group.orderId} allConfirmed={group.lines.every((line) => line.status === 'confirmed')} />
    </article>
  );
}
