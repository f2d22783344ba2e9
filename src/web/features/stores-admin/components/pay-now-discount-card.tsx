import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { MAX_PAY_NOW_DISCOUNT_BPS, type PublicStore } from '#shared/contracts/stores.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useUpdateStoreContent } from '../api/store-admin.ts';

const MAX_PERCENT = MAX_PAY_NOW_DISCOUNT_BPS / 100;

/** A percentage as typed ("5", "2.5", "" for none) in basis points; null when it is not one. */
function percentToBps(value: string): number | null {
  const typed = value.trim();
  if (typed === '') return 0;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(typed)) return null;
  const bps = Math.round(Number(typed) * 100);
  return bps <= MAX_PAY_NOW_DISCOUNT_BPS ? bps : null;
}

/**
 * The discount a creator funds for a cash-on-delivery buyer who pays now by UPI instead (decision 072): a share of the
 * price taken from their markup, never more than it. Paid-now orders cost the seller no COD handling, and come back
 * far less often.
 */
export function PayNowDiscountCard({ store }: { store: PublicStore }) {
  const { t } = useLingui();
  const headingId = useId();
  const save = useUpdateStoreContent();
  const [percent, setPercent] = useState(store.payNowDiscountBps === 0 ? '' : String(store.payNowDiscountBps / 100));
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const bps = percentToBps(percent);
    if (bps === null) {
      setError(t`A percentage from 0 to ${MAX_PERCENT}, e.g. 5 or 2.5.`);
      return;
    }
    setError(undefined);
    try {
      const updated = await save.mutateAsync({ payNowDiscountBps: bps });
      const rate = `${updated.payNowDiscountBps / 100}%`;
      toast(
        updated.payNowDiscountBps === 0
          ? { title: t`No discount for paying now`, description: t`Buyers who pay now still skip the COD fee.` }
          : { title: t`Discount saved`, description: t`Buyers who switch to UPI get ${rate} off, from your markup.` },
      );
    } catch (failure) {
      setError(serverFieldError(failure, 'payNowDiscountBps'));
      failureToast(t`Your discount was not saved`, failure);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
    >
      <div>
        <h2 id={headingId} className="font-bold">
          <Trans>Discount for paying by UPI</Trans>
        </h2>
        <p className="mt-1 text-sm text-text-secondary">
          <Trans>
            A buyer who chose cash on delivery can pay by UPI before it ships. Offer them a share of the price off,
            taken from your markup: it is never more than your markup, and the seller’s price does not change.
          </Trans>
        </p>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        className="flex flex-wrap items-start gap-3"
      >
        <Field label={t`Discount (%)`} hint={t`Up to ${MAX_PERCENT}%. Empty: none.`} error={error} className="w-44">
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={percent}
              onChange={(event) => setPercent(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" disabled={save.isPending} className="sm:mt-7">
          {save.isPending ? t`Saving…` : t`Save discount`}
        </Button>
      </form>
    </section>
  );
}
