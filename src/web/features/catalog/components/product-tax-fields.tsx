import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ProductCategory } from '#shared/catalog/categories.ts';
import { CATEGORY_TAX_HINTS, formatGstRate, gstRatesOn } from '#shared/gst.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { translateText } from '#web/lib/i18n.ts';
import type { ProductFormValues } from './product-form-values.ts';

const isProductCategory = (value: string): value is ProductCategory => Object.hasOwn(CATEGORY_TAX_HINTS, value);

/** The GST rates in force on the device's today (read once per form). */
const ratesToday = (): readonly number[] => gstRatesOn(new Date());

/** "Usual for imitation jewellery: HSN 7117 at 3%. Check yours." */
export function taxHint(category: string): string | null {
  if (!isProductCategory(category)) return null;
  const hint = CATEGORY_TAX_HINTS[category];
  const described = translateText(hint.what);
  const what = described.charAt(0).toLowerCase() + described.slice(1);
  const hsnCode = hint.hsnCode;
  const rate = formatGstRate(hint.gstRateBps);
  return translate`Usual for ${what}: HSN ${hsnCode} at ${rate}. Check yours.`;
}

/**
 * A new product's HSN code and rate follow its category's usual ones until the seller types their own (a field
 * they changed is theirs). Called when the category changes.
 */
export function prefillTax(form: UseFormReturn<ProductFormValues>, category: string): void {
  if (!isProductCategory(category)) return;
  const hint = CATEGORY_TAX_HINTS[category];
  const { dirtyFields } = form.formState;
  if (!dirtyFields.hsnCode) form.setValue('hsnCode', hint.hsnCode, { shouldValidate: form.formState.isSubmitted });
  if (!dirtyFields.gstRate)
    form.setValue('gstRate', String(hint.gstRateBps), { shouldValidate: form.formState.isSubmitted });
}

/** The HSN code and GST rate, the rate one of those in force today (a product's older rate shown as such). */
export function ProductTaxFields({
  form,
  savedRateBps,
}: {
  form: UseFormReturn<ProductFormValues>;
  /** The product's rate as saved, listed even when no longer in force so the seller sees what to change. */
  savedRateBps?: number | undefined;
}) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const [rates] = useState(ratesToday);
  const hint = taxHint(form.watch('category'));
  const retired = savedRateBps !== undefined && !rates.includes(savedRateBps) ? savedRateBps : null;
  const retiredRate = retired === null ? '' : formatGstRate(retired);
  return (
    <>
      <Field label={t`HSN code`} error={errors.hsnCode?.message} hint={hint ?? t`The 4, 6 or 8 digits for what it is.`}>
        {(control) => (
          <Input {...control} inputMode="numeric" autoComplete="off" maxLength={8} {...form.register('hsnCode')} />
        )}
      </Field>
      <Field label={t`GST rate`} error={errors.gstRate?.message} hint={t`Included in your price.`}>
        {(control) => (
          <Select {...control} {...form.register('gstRate')}>
            <option value="">{t`Choose…`}</option>
            {rates.map((rate) => (
              <option key={rate} value={String(rate)}>
                {formatGstRate(rate)}
              </option>
            ))}
            {retired === null ? null : (
              <option value={String(retired)}>{t`${retiredRate} (no longer in force)`}</option>
            )}
          </Select>
        )}
      </Field>
    </>
  );
}
