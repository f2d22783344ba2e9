import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Truck from 'lucide-react/icons/truck';
import { useId, useState } from 'react';
import type { CarrierName, LabelSize } from '#shared/contracts/shipping.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { Select } from '#web/components/ui/select.tsx';
import { toast } from '#web/lib/toast.ts';
import { chooseCarrier, sellerCarrierQueryOptions, shippingKeys } from '../api/shipping.ts';
import { CARRIER_LABELS } from '../parcel-words.ts';

/**
 * How the seller ships: by hand (typing the courier and tracking number), or booking with a carrier set up here,
 * whose promises then show to buyers and whose events move the orders. Nothing shows when no carrier is set up.
 */
export function CarrierChoice() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();
  const carrier = useQuery(sellerCarrierQueryOptions);
  const choose = useMutation({
    mutationFn: chooseCarrier,
    onSuccess: (answer) => {
      queryClient.setQueryData(shippingKeys.carrier, answer);
      toast({
        title: t`Shipping method saved`,
        description: answer.carrier ? CARRIER_LABELS[answer.carrier] : t`By hand`,
      });
    },
  });
  if (!carrier.data || carrier.data.available.length === 0) return null;
  return (
    <div className="space-y-2">
      <section
        aria-labelledby={`${id}-title`}
        className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
            <Truck className="size-4 text-primary" aria-hidden /> <Trans>How you ship</Trans>
          </h3>
          <p className="text-sm text-text-secondary">
            <Trans>
              With a carrier you book parcels here, print their labels, and orders follow the courier with no typing.
            </Trans>
          </p>
        </div>
        <div className="sm:w-56">
          <label htmlFor={`${id}-carrier`} className="sr-only">
            {t`Ship with`}
          </label>
          <Select
            id={`${id}-carrier`}
            value={carrier.data.carrier ?? ''}
            disabled={choose.isPending}
            onChange={(event) => choose.mutate((event.target.value || null) as CarrierName | null)}
          >
            <option value="">{t`By hand`}</option>
            {carrier.data.available.map((name) => (
              <option key={name} value={name}>
                {CARRIER_LABELS[name]}
              </option>
            ))}
          </Select>
        </div>
      </section>
      {carrier.data.carrier ? <DayLabels /> : null}
    </div>
  );
}

/** The labels of a day's bookings in one PDF, for a thermal printer or an office one. */
function DayLabels() {
  const { t } = useLingui();
  const id = useId();
  const [day, setDay] = useState(() => indiaDate(new Date()));
  const href = (size: LabelSize) => endpointUrl(shippingEndpoints.dayLabels, { query: { day, size } });
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-1 text-sm">
      <label htmlFor={`${id}-day`} className="text-text-secondary">
        <Trans>Labels of parcels booked on</Trans>
      </label>
      <input
        id={`${id}-day`}
        type="date"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        className="h-9 rounded-button border border-border bg-background/60 px-2 text-sm"
      />
      <a href={href('4x6')} download className="font-semibold text-primary underline-offset-2 hover:underline">
        {t`4×6 thermal (PDF)`}
      </a>
      <a href={href('a4')} download className="font-semibold text-primary underline-offset-2 hover:underline">
        {t`A4, four a page (PDF)`}
      </a>
    </div>
  );
}
