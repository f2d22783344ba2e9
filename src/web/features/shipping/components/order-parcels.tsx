import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Truck from 'lucide-react/icons/truck';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useEffect, useState } from 'react';
import type { OrderParcel } from '#shared/contracts/shipping.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCalendarDate, formatIndiaMoment } from '#web/lib/format.ts';
import { orderParcelsQueryOptions } from '../api/shipping.ts';
import { parcelStatusLabel, statusTone } from '../parcel-words.ts';
import { type DeliveryAddress, NdrAnswerForm } from './ndr-answer-form.tsx';
import { ParcelTimeline } from './parcel-timeline.tsx';

/** What the buyer asked for after the last failed attempt, as the courier was told. */
function AnswerSent({ answer }: { answer: NonNullable<OrderParcel['ndrAnswer']> }) {
  const at = formatIndiaMoment(answer.at);
  const day = answer.date ? formatCalendarDate(answer.date) : '';
  return (
    <p className="mt-2 rounded-xl bg-muted/60 p-3 text-sm" role="status">
      {answer.action === 're_attempt' && answer.date ? (
        <Trans>
          You asked the courier to try again on {day} ({at}).
        </Trans>
      ) : answer.action === 're_attempt' ? (
        <Trans>You asked the courier to try again ({at}).</Trans>
      ) : answer.action === 'change_address' ? (
        <Trans>You gave the courier a corrected address ({at}).</Trans>
      ) : (
        <Trans>You cancelled the delivery: the parcel goes back to the seller ({at}).</Trans>
      )}
    </p>
  );
}

function ParcelCard({ parcel, address }: { parcel: OrderParcel; address: DeliveryAddress }) {
  const { t, i18n } = useLingui();
  const tone = statusTone(parcel.status);
  const promised = parcel.promisedDate ? formatCalendarDate(parcel.promisedDate) : null;
  const pickup = parcel.pickupDate ? formatCalendarDate(parcel.pickupDate) : null;
  const courier = parcel.courierName;
  const awb = parcel.awb;
  return (
    <section
      id={`parcel-${parcel.id}`}
      aria-label={t`Parcel ${awb}`}
      tabIndex={-1}
      className={cn(
        'scroll-mt-24 rounded-card border p-4 sm:p-5',
        parcel.canAnswerNdr ? 'border-amber-400/50 bg-amber-400/10' : 'border-border bg-surface',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="flex items-center gap-2 font-semibold">
          {tone === 'trouble' ? (
            <TriangleAlert className="size-5 shrink-0 text-amber-400" aria-hidden />
          ) : (
            <Truck className="size-5 shrink-0 text-primary" aria-hidden />
          )}
          {i18n._(parcelStatusLabel(parcel.direction, parcel.status))}
        </p>
        <p className="text-sm text-text-secondary">
          {courier} · <span className="font-mono">{awb}</span>
        </p>
      </div>
      {parcel.direction === 'return' && parcel.status === 'booked' && pickup ? (
        <p className="mt-1 text-sm">
          <Trans>
            The courier picks it up from you on <strong>{pickup}</strong>. Keep it packed.
          </Trans>
        </p>
      ) : null}
      {promised && tone === 'moving' && parcel.direction === 'forward' ? (
        <p className="mt-1 text-sm">
          <Trans>
            Expected by <strong>{promised}</strong>
          </Trans>
        </p>
      ) : null}
      {parcel.canAnswerNdr ? (
        <>
          <p className="mt-2 text-sm">
            {parcel.reason ? (
              <Trans>
                The courier could not deliver it: “{parcel.reason}”. Tell them what to do before it goes back to the
                seller.
              </Trans>
            ) : (
              <Trans>The courier could not deliver it. Tell them what to do before it goes back to the seller.</Trans>
            )}
          </p>
          <NdrAnswerForm parcel={parcel} address={address} />
        </>
      ) : parcel.ndrAnswer && (parcel.status === 'ndr' || tone === 'moving') ? (
        <AnswerSent answer={parcel.ndrAnswer} />
      ) : null}
      <ParcelTimeline events={parcel.events} direction={parcel.direction} />
    </section>
  );
}

/**
 * The order's parcels booked with a carrier: where each is by the courier's events (at India's time), the date it was
 * promised for, and after a failed attempt, the buyer's choice of what happens next. Opened at a parcel from the
 * mail's link (#parcel-…).
 */
export function OrderParcels({ orderId, address }: { orderId: string; address: DeliveryAddress }) {
  const { t } = useLingui();
  const parcels = useQuery({ ...orderParcelsQueryOptions(orderId), refetchInterval: 60_000 });
  // The mail's anchor, read once: the order page drops the link's token from the address, and the anchor with it.
  const [anchor] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const items = parcels.data?.items ?? [];
  const found = items.some((parcel) => `parcel-${parcel.id}` === anchor);
  useEffect(() => {
    if (!found) return;
    const target = document.getElementById(anchor);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [found, anchor]);
  if (items.length === 0) return null;
  return (
    <section aria-label={t`Tracking`} className="space-y-3">
      <h2 className="text-lg font-bold">
        <Trans>Tracking</Trans>
      </h2>
      <div className="space-y-3">
        {items.map((parcel) => (
          <ParcelCard key={parcel.id} parcel={parcel} address={address} />
        ))}
      </div>
      <p className="text-xs text-text-secondary">
        <Trans>Times are India time, as the courier records them.</Trans>
      </p>
    </section>
  );
}
