import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import FileDown from 'lucide-react/icons/file-down';
import type { Parcel } from '#shared/contracts/shipping.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCalendarDate, formatIndiaMoment } from '#web/lib/format.ts';
import { parcelSizeQueryOptions, sellerCarrierQueryOptions, sellerParcelsQueryOptions } from '../api/shipping.ts';
import { CARRIER_LABELS, parcelStatusLabel, statusTone } from '../parcel-words.ts';
import { BookParcelForm } from './book-parcel-form.tsx';
import { ParcelTimeline } from './parcel-timeline.tsx';

/** What the buyer told the courier after a failed attempt, as the seller reads it. */
function BuyerAnswer({ answer }: { answer: NonNullable<Parcel['ndrAnswer']> }) {
  const day = answer.date ? formatCalendarDate(answer.date) : '';
  if (answer.action === 're_attempt')
    return answer.date ? (
      <Trans>The buyer asked for another attempt on {day}.</Trans>
    ) : (
      <Trans>The buyer asked for another attempt.</Trans>
    );
  if (answer.action === 'change_address') return <Trans>The buyer gave the courier a corrected address.</Trans>;
  return <Trans>The buyer cancelled the delivery: the parcel comes back to you.</Trans>;
}

function ParcelSummary({ parcel }: { parcel: Parcel }) {
  const { t, i18n } = useLingui();
  const tone = statusTone(parcel.status);
  const pickup = parcel.pickupDate ? formatCalendarDate(parcel.pickupDate) : null;
  const at = formatIndiaMoment(parcel.statusAt);
  return (
    <div
      className={cn(
        'mt-4 rounded-xl border p-3 sm:p-4',
        tone === 'trouble' ? 'border-amber-400/50 bg-amber-400/10' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <p className="font-semibold">
            {i18n._(parcelStatusLabel(parcel.direction, parcel.status))}{' '}
            <span className="text-sm font-normal text-text-secondary">
              · <time dateTime={parcel.statusAt}>{at}</time>
            </span>
          </p>
          <p className="text-sm text-text-secondary">
            {CARRIER_LABELS[parcel.carrier]} · {parcel.courierName} · <span className="font-mono">{parcel.awb}</span>
          </p>
          {parcel.status === 'booked' && pickup ? (
            <p className="text-sm">
              <Trans>Pickup on {pickup}</Trans>
            </p>
          ) : null}
        </div>
        {parcel.direction === 'forward' ? (
          <a
            href={parcel.labelUrl}
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            aria-label={t`Label (PDF) for ${parcel.awb}`}
          >
            <FileDown className="size-4" aria-hidden /> <Trans>Label (PDF)</Trans>
          </a>
        ) : null}
      </div>
      {parcel.attempts > 0 && tone !== 'done' ? (
        <p className="mt-2 text-sm" role="note">
          <Plural value={parcel.attempts} one="# failed attempt" other="# failed attempts" />
          {parcel.reason ? `: ${parcel.reason}` : ''}
        </p>
      ) : null}
      {parcel.ndrAnswer && parcel.status === 'ndr' ? (
        <p className="mt-1 text-sm">
          <BuyerAnswer answer={parcel.ndrAnswer} />
        </p>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-primary">
          <Trans>Tracking (India time)</Trans>
        </summary>
        <ParcelTimeline events={parcel.events} direction={parcel.direction} />
      </details>
    </div>
  );
}

/** The booking form, once the size to start from has come (a failure starts from a typical box). */
function SizedBookingForm({ orderId }: { orderId: string }) {
  const size = useQuery(parcelSizeQueryOptions(orderId));
  if (size.isPending) return null;
  return <BookParcelForm orderId={orderId} {...(size.data ? { initial: size.data } : {})} />;
}

/**
 * The seller's parcel on an order card: booked, where the courier's events say it is, with its label; or, when the
 * seller ships with a carrier and every item is confirmed, the form that books it.
 */
export function SellerParcel({ orderId, allConfirmed }: { orderId: string; allConfirmed: boolean }) {
  const carrier = useQuery(sellerCarrierQueryOptions);
  const parcels = useQuery({ ...sellerParcelsQueryOptions, refetchInterval: 60_000 });
  const mine = parcels.data?.items.filter((item) => item.orderId === orderId) ?? [];
  const forward = mine.some((item) => item.direction === 'forward');
  const booking = !forward && carrier.data?.carrier && allConfirmed && parcels.data;
  if (mine.length === 0 && !booking) return null;
  return (
    <>
      {mine
        .toSorted((a, b) => (a.direction === b.direction ? 0 : a.direction === 'forward' ? -1 : 1))
        .map((parcel) => (
          <ParcelSummary key={parcel.id} parcel={parcel} />
        ))}
      {booking ? <SizedBookingForm orderId={orderId} /> : null}
    </>
  );
}
