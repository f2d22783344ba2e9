import { useLingui } from '@lingui/react/macro';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import {
  isPackagedCategory,
  isPerishableCategory,
  makerRoles,
  type NetQuantityUnit,
  netQuantityUnits,
  unitSalePrice,
} from '#shared/legal-metrology.ts';
import { rupeesToPaise } from '#shared/money.ts';
import { MAKER_ROLE_NAMES, UNIT_NAMES, unitSalePriceLabel } from '#web/components/product/declaration-labels.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import type { ProductFormValues } from './product-form-values.ts';

const isUnit = (value: string): value is NetQuantityUnit => (netQuantityUnits as readonly string[]).includes(value);

/**
 * "Packaging declarations (Legal Metrology)" (issue 39): what the package says, required to sell food, beauty and
 * home products and optional for the rest, with the unit sale price worked out from the MRP and net quantity as the
 * seller types them. Best before shows for food (and for a product that already declares one).
 */
export function ProductDeclarationFields({ form }: { form: UseFormReturn<ProductFormValues> }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const lm = errors.legalMetrology;
  const [category, mrp, quantity, unit, bestBefore] = useWatch({
    control: form.control,
    name: [
      'category',
      'mrp',
      'legalMetrology.netQuantity',
      'legalMetrology.netQuantityUnit',
      'legalMetrology.bestBefore',
    ],
  });
  const required = isPackagedCategory(category ?? '');
  const mark = (label: string) => (required ? t`${label} (required)` : label);
  const perUnit = unitSalePrice(
    rupeesToPaise(mrp ?? ''),
    quantity ? Number(quantity) : null,
    isUnit(unit ?? '') ? (unit as NetQuantityUnit) : null,
  );
  const mrpGiven = rupeesToPaise(mrp ?? '') !== null;
  const unitSalePriceText = perUnit
    ? unitSalePriceLabel(perUnit)
    : mrpGiven && quantity && unit
      ? t`Not needed: the MRP is the price of one unit`
      : '';
  const requiredProps = required ? { 'aria-required': true } : {};
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-card border border-border p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{t`Packaging declarations (Legal Metrology)`}</legend>
      <p className="text-xs text-text-secondary sm:col-span-2">
        {required
          ? t`Required to sell packaged goods: buyers see what the package says before they buy.`
          : t`Optional for this category. Fill them in if the product comes in a package.`}
      </p>
      <Field label={mark(t`Manufacturer, packer or importer`)} error={lm?.makerRole?.message}>
        {(control) => (
          <Select {...control} {...requiredProps} {...form.register('legalMetrology.makerRole')}>
            <option value="">{t`Choose…`}</option>
            {makerRoles.map((role) => (
              <option key={role} value={role}>
                {i18n._(MAKER_ROLE_NAMES[role])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={mark(t`Their name`)} error={lm?.makerName?.message}>
        {(control) => <Input {...control} {...requiredProps} {...form.register('legalMetrology.makerName')} />}
      </Field>
      <Field
        label={mark(t`Their complete address`)}
        error={lm?.makerAddress?.message}
        hint={t`With the PIN code, as printed on the package.`}
        className="sm:col-span-2"
      >
        {(control) => (
          <Textarea {...control} {...requiredProps} rows={2} {...form.register('legalMetrology.makerAddress')} />
        )}
      </Field>
      <Field label={mark(t`Country of origin`)} error={lm?.countryOfOrigin?.message}>
        {(control) => <Input {...control} {...requiredProps} {...form.register('legalMetrology.countryOfOrigin')} />}
      </Field>
      <Field
        label={mark(t`Generic name`)}
        error={lm?.genericName?.message}
        hint={t`What it is in common words, e.g. tea, face oil, table lamp.`}
      >
        {(control) => <Input {...control} {...requiredProps} {...form.register('legalMetrology.genericName')} />}
      </Field>
      <Field label={mark(t`Net quantity`)} error={lm?.netQuantity?.message}>
        {(control) => (
          <Input {...control} {...requiredProps} inputMode="decimal" {...form.register('legalMetrology.netQuantity')} />
        )}
      </Field>
      <Field label={mark(t`Unit`)} error={lm?.netQuantityUnit?.message}>
        {(control) => (
          <Select {...control} {...requiredProps} {...form.register('legalMetrology.netQuantityUnit')}>
            <option value="">{t`Choose…`}</option>
            {netQuantityUnits.map((option) => (
              <option key={option} value={option}>
                {i18n._(UNIT_NAMES[option])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {isPerishableCategory(category ?? '') || bestBefore ? (
        <Field
          label={isPerishableCategory(category ?? '') ? mark(t`Best before`) : t`Best before`}
          error={lm?.bestBefore?.message}
          hint={t`e.g. 9 months from packing, or a date.`}
        >
          {(control) => (
            <Input
              {...control}
              {...(isPerishableCategory(category ?? '') ? requiredProps : {})}
              {...form.register('legalMetrology.bestBefore')}
            />
          )}
        </Field>
      ) : null}
      <Field
        label={t`Unit sale price`}
        hint={t`Worked out from the MRP and net quantity: per g under 1 kg, per kg above (per ml or l, cm or m, or per unit).`}
      >
        {(control) => (
          <Input {...control} readOnly value={unitSalePriceText} placeholder={t`Give the MRP and net quantity`} />
        )}
      </Field>
    </fieldset>
  );
}
