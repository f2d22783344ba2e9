import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { MAX_DISPATCH_DAYS, type ResaleTerms } from '#shared/contracts/onboarding.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { failureToast } from '#web/lib/toast.ts';
import * as queryKeys from '#web/lib/query-keys.ts';
import { saveResaleTerms } from '../api/onboarding.ts';

/**
 * The seller's terms: whether new products start resellable, the highest markup
 * a creator may add, and how soon they dispatch. Used by seller onboarding and the Products tab.
 */
export function ResaleTermsForm({
  saved,
  submitLabel,
  onSaved,
  footer,
}: {
  saved: Required<ResaleTerms>;
  submitLabel: string;
  onSaved: (terms: ResaleTerms) => void;
  /** Beside the submit button (e.g. a way to skip). */
  footer?: ReactNode;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [resaleByDefault, setResaleByDefault] = useState(saved.resaleByDefault);
  const [cap, setCap] = useState(saved.maxMarkupPercent === null ? '' : String(saved.maxMarkupPercent));
  const [dispatchDays, setDispatchDays] = useState(saved.dispatchDays);
  const [saving, setSaving] = useState(false);
  const capError = cap !== '' && !/^\d{1,3}$/.test(cap) ? t`A whole percentage from 0 to 500.` : undefined;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (capError) return;
    setSaving(true);
    const terms = { resaleByDefault, maxMarkupPercent: cap === '' ? null : Math.min(500, Number(cap)), dispatchDays };
    try {
      await saveResaleTerms(terms);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      await queryClient.invalidateQueries({ queryKey: queryKeys.sellers });
      onSaved(terms);
    } catch (error) {
      failureToast(t`Could not save your terms`, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="space-y-5">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={resaleByDefault}
          onChange={(event) => setResaleByDefault(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-[var(--haat-color-primary)]"
        />
        <span>
          <span className="block font-medium">
            <Trans>Let creators resell my products</Trans>
          </span>
          <span className="block text-sm text-text-secondary">
            <Trans>New products start resellable; you can change it per product.</Trans>
          </span>
        </span>
      </label>
      <Field
        label={t`Highest markup a creator may add (optional)`}
        error={capError}
        hint={t`As a percentage of your base price. Leave empty for no cap.`}
      >
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              inputMode="numeric"
              value={cap}
              onChange={(event) => setCap(event.target.value.trim())}
              className="pr-10"
            />
            <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-text-secondary">
              %
            </span>
          </div>
        )}
      </Field>
      <Field
        label={t`Days you take to dispatch an order`}
        hint={t`From the order to handing the parcel to the courier. Buyers see it in the delivery estimate.`}
      >
        {(control) => (
          <Select {...control} value={dispatchDays} onChange={(event) => setDispatchDays(Number(event.target.value))}>
            {Array.from({ length: MAX_DISPATCH_DAYS }, (_, index) => index + 1).map((days) => (
              <option key={days} value={days}>
                {t`${plural(days, { one: '# day', other: '# days' })}`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={saving}>
          {saving ? t`Saving…` : submitLabel}
        </Button>
        {footer}
      </div>
    </form>
  );
}
