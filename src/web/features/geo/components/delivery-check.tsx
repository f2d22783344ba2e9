import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Clock from 'lucide-react/icons/clock';
import { type FormEvent, useId, useState } from 'react';
import type { DeliveryEstimate } from '#shared/contracts/geo.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input, pincodeInputProps } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCount, pluralOf } from '#web/lib/format.ts';
import { deliveryQueryOptions } from '../api/geo.ts';
import { buyerPincode } from '../buyer-pincode.ts';

function EstimateLine({ estimate }: { estimate: DeliveryEstimate }) {
  const { t } = useLingui();
  const { minDays, maxDays, dispatchDays, to } = estimate;
  // 3–5 days, or 2 days when both ends meet. `select` on the plural's form, not `plural`, which makes an
  // `Intl.NumberFormat` for its # (decision 086): this line is on every product link.
  const form = pluralOf(maxDays);
  const min = formatCount(minDays);
  const max = formatCount(maxDays);
  const dispatch = formatCount(dispatchDays);
  const dispatchForm = pluralOf(dispatchDays);
  const days =
    minDays === maxDays
      ? t`${select(form, { one: `${max} day`, other: `${max} days` })}`
      : t`${select(form, { one: `${min}–${max} day`, other: `${min}–${max} days` })}`;
  const place = to ? `${to.city ? `${to.city}, ` : ''}${to.state} ${to.pincode}` : null;
  // The seller's courier does not deliver there (decision 073): no promise of days is true.
  if (estimate.carrier?.serviceable === false && to)
    return (
      <>
        <p className="font-semibold text-danger">{t`Not delivered to ${to.pincode} by this seller’s courier`}</p>
        {estimate.carrier.reason ? <p className="text-xs text-text-secondary">{estimate.carrier.reason}</p> : null}
      </>
    );
  return (
    <>
      <p className="font-semibold">
        {place ? t`Delivery in ${days} to ${place}` : t`Delivery in ${days} across India`}
      </p>
      <p className="text-xs text-text-secondary">
        {t`The seller dispatches in ${select(dispatchForm, { one: `${dispatch} day`, other: `${dispatch} days` })}; the rest is the courier’s time for the distance.`}
      </p>
    </>
  );
}

/**
 * "Check delivery": the server's estimate for this seller to the visitor's PIN
 * code, remembered on the device for every product; without a PIN, the range
 * across India that came with the product.
 */
export function DeliveryCheck({
  sellerId,
  acrossIndia,
}: {
  sellerId: string;
  acrossIndia: Omit<DeliveryEstimate, 'to' | 'carrier'>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const pincode = buyerPincode.useStore();
  const estimate = useQuery({ ...deliveryQueryOptions(sellerId, pincode ?? ''), enabled: pincode !== null });
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(pincode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputId = useId();

  const check = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = draft.trim();
    if (!/^[1-9]\d{5}$/.test(wanted)) {
      setError(t`Enter the 6-digit PIN code.`);
      return;
    }
    setError(null);
    setChecking(true);
    try {
      await queryClient.fetchQuery(deliveryQueryOptions(sellerId, wanted));
      buyerPincode.set(wanted);
      setEditing(false);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : t`We could not check delivery just now. Try again.`,
      );
    } finally {
      setChecking(false);
    }
  };

  const shown = pincode !== null && estimate.data ? estimate.data : { ...acrossIndia, to: null, carrier: null };
  const formOpen = pincode === null || editing || estimate.isError;
  return (
    <div className="mt-3 flex gap-3 rounded-xl bg-muted/60 p-3 text-sm" data-testid="delivery-check">
      <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <div aria-live="polite">
          {pincode !== null && estimate.isPending ? (
            <p className="font-semibold">
              <Trans>Checking delivery to {pincode}…</Trans>
            </p>
          ) : (
            <EstimateLine estimate={shown} />
          )}
        </div>
        {formOpen ? (
          <form onSubmit={(event) => void check(event)} noValidate className="mt-2.5">
            <label htmlFor={inputId} className="block text-xs font-medium">
              <Trans>Check delivery to your PIN code</Trans>
            </label>
            <div className="mt-1 flex gap-2">
              <Input
                id={inputId}
                value={draft}
                onChange={(event) => setDraft(event.target.value.replaceAll(/\D/g, '').slice(0, 6))}
                {...pincodeInputProps}
                placeholder="560001"
                aria-invalid={Boolean(error)}
                aria-describedby={error ? `${inputId}-error` : undefined}
                className="h-10 max-w-36"
              />
              <Button type="submit" size="sm" variant="secondary" className="h-10" disabled={checking}>
                {checking ? t`Checking…` : t`Check`}
              </Button>
            </div>
            {error ? (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-red-300">
                {error}
              </p>
            ) : null}
            {estimate.isError && !error ? (
              <p className="mt-1 text-xs text-text-secondary">
                <Trans>We could not check delivery to {pincode} just now.</Trans>
              </p>
            ) : null}
          </form>
        ) : (
          <button
            type="button"
            onClick={() => {
              setDraft(pincode ?? '');
              setEditing(true);
            }}
            className="mt-1 text-xs font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            <Trans>Change PIN code</Trans>
          </button>
        )}
      </div>
    </div>
  );
}
