import { Trans, useLingui } from '@lingui/react/macro';
import ExternalLink from 'lucide-react/icons/external-link';
import { trackingLink } from '#shared/couriers.ts';
import type { OrderLine } from '#shared/contracts/orders.ts';
import { formatRupees } from '#shared/money.ts';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { LineReturn } from './line-return.tsx';
import { LineTimeline } from './line-timeline.tsx';
import { ReviewPrompt } from './review-form.tsx';

/** A link to the courier's own tracking while the parcel is on its way, for couriers Haat knows. */
function TrackParcel({ line }: { line: OrderLine }) {
  const onTheWay = line.status === 'shipped' || line.status === 'out_for_delivery';
  const link = onTheWay && line.courier && line.trackingNumber ? trackingLink(line.courier, line.trackingNumber) : null;
  if (!link) return null;
  const { courier } = link;
  const { trackingNumber } = line;
  return (
    <p className="text-sm">
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-primary hover:underline"
      >
        <Trans>Track with {courier}</Trans>
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">
          <Trans>(opens the courier’s site)</Trans>
        </span>
      </a>
      {link.opensParcel ? null : (
        <span className="text-text-secondary">
          {' · '}
          <Trans>enter {trackingNumber} there</Trans>
        </span>
      )}
    </p>
  );
}

/** One line of an order: what, from whom, how many at what price, where it is now, and its return. */
export function OrderLineItem({ orderId, line }: { orderId: string; line: OrderLine }) {
  const { t } = useLingui();
  const { storeHandle: handle, sellerName } = line;
  return (
    <li className="space-y-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div className="flex gap-3">
        <ProductThumbnail image={line.image} size="lg" className="size-16 sm:size-20" />
        <div className="min-w-0 flex-1">
          <p className="line-clamp-2 font-semibold">{line.name}</p>
          <p className="text-sm text-text-secondary">{handle ? t`from @${handle}` : t`by ${sellerName}`}</p>
          <p className="mt-1 text-sm tabular-nums">
            {line.quantity} × {formatRupees(line.unitPricePaise)} = <strong>{formatRupees(line.lineTotalPaise)}</strong>
          </p>
        </div>
      </div>
      <LineTimeline line={line} />
      <TrackParcel line={line} />
      <LineReturn orderId={orderId} line={line} />
      {line.status === 'delivered' ? <ReviewPrompt productId={line.productId} /> : null}
    </li>
  );
}
