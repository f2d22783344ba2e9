import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PARCEL_FIGURE_DAYS, type ParcelCounts, type ParcelFigures } from '#shared/contracts/shipping.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCount, formatPercent } from '#web/lib/format.ts';
import { parcelFiguresQueryOptions } from '../api/shipping.ts';
import { CARRIER_LABELS } from '../parcel-words.ts';

type Days = (typeof PARCEL_FIGURE_DAYS)[number];

/** A share of the parcels booked, or a dash when there were none. */
const rate = (part: number, whole: number) => (whole === 0 ? '—' : formatPercent(part / whole));

function CountsCells({ counts }: { counts: ParcelCounts }) {
  const cell = 'py-2 pr-3 text-right tabular-nums';
  return (
    <>
      <td className={cell}>{formatCount(counts.booked)}</td>
      <td className={cell}>{rate(counts.delivered, counts.booked)}</td>
      <td className={cell}>{rate(counts.ndr, counts.booked)}</td>
      <td className={cell}>{rate(counts.rto, counts.booked)}</td>
      <td className={cell}>{rate(counts.codRto, counts.codBooked)}</td>
    </>
  );
}

function FiguresTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  /** The first column's heading: what each row is. */
  first: string;
  rows: { key: string; name: string; counts: ParcelCounts }[];
}) {
  const head = 'py-2 pr-3 font-semibold text-right';
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="py-2 text-left text-sm font-semibold">{caption}</caption>
        <thead className="text-xs text-text-secondary uppercase">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {first}
            </th>
            <th scope="col" className={head}>
              <Trans>Booked</Trans>
            </th>
            <th scope="col" className={head}>
              <Trans>Delivered</Trans>
            </th>
            <th scope="col" className={head}>
              <Trans>Failed attempt</Trans>
            </th>
            <th scope="col" className={head}>
              <Trans>Sent back</Trans>
            </th>
            <th scope="col" className={head}>
              <Trans>COD sent back</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="max-w-64 py-2 pr-3 font-normal">
                {row.name}
              </th>
              <CountsCells counts={row.counts} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CarrierFigures({ figures }: { figures: ParcelFigures['carriers'][number] }) {
  const { t } = useLingui();
  const booked = formatCount(figures.booked);
  return (
    <DashboardSection
      title={CARRIER_LABELS[figures.carrier]}
      description={t`${booked} parcels booked: ${rate(figures.rto, figures.booked)} sent back; of the cash-on-delivery ones, ${rate(figures.codRto, figures.codBooked)}`}
    >
      <div className="space-y-4">
        <FiguresTable
          caption={t`By PIN zone`}
          first={t`Zone`}
          rows={figures.zones.map((zone) => ({
            key: zone.zone,
            name: zone.region ? `${zone.zone} · ${zone.region}` : zone.zone,
            counts: zone,
          }))}
        />
        <FiguresTable
          caption={t`By seller`}
          first={t`Seller`}
          rows={figures.sellers.map((seller) => ({ key: seller.sellerId, name: seller.sellerName, counts: seller }))}
        />
      </div>
    </DashboardSection>
  );
}

/**
 * /ops/parcels: per carrier, how the parcels booked in the last 7, 30 or 90 days ended, by PIN zone and by seller:
 * the rates a cash-on-delivery rule per PIN code or seller is set from (decision 073).
 */
export function OpsParcels() {
  const { t } = useLingui();
  const [days, setDays] = useState<Days>(30);
  const figures = useQuery({ ...parcelFiguresQueryOptions(days), placeholderData: keepPreviousData });
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-text-secondary">
          <Trans>Parcels booked with a carrier, and how they ended. Set COD rules from the rates sent back.</Trans>
        </p>
        <div role="group" aria-label={t`Period`} className="inline-flex rounded-xl bg-muted p-1">
          {PARCEL_FIGURE_DAYS.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={days === period}
              onClick={() => setDays(period)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-semibold transition-theme',
                days === period ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
              )}
            >
              {t`${period} days`}
            </button>
          ))}
        </div>
      </div>
      {figures.data ? (
        figures.data.carriers.length === 0 ? (
          <p className="rounded-card border border-dashed border-border p-6 text-center text-sm text-text-secondary">
            <Trans>No parcel was booked with a carrier in this period.</Trans>
          </p>
        ) : (
          figures.data.carriers.map((carrier) => <CarrierFigures key={carrier.carrier} figures={carrier} />)
        )
      ) : figures.isError ? (
        <LoadFailed what={t`The parcel figures`} onRetry={() => void figures.refetch()} retrying={figures.isFetching} />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </div>
  );
}
