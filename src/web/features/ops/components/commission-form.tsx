import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { type ProductCategory, productCategories } from '#shared/catalog/categories.ts';
import {
  type CommissionSettings,
  type CommissionUpdate,
  commissionUpdateSchema,
  MAX_COMMISSION_BPS,
} from '#shared/contracts/commission.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { categoryName } from '#web/features/stores/public.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { useSetCommission } from '../use-ops-money.ts';

/** A percentage typed by a person ("7.5", "8 %") in basis points (750), or null when it is not one. */
export function percentToBps(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const bpsToPercent = (bps: number) => String(bps / 100);

const percent = z
  .string()
  .refine(
    (value) => percentToBps(value) !== null,
    /*i18n*/ 'Enter a percentage with at most two decimals, e.g. 5 or 7.5.',
  )
  .refine((value) => (percentToBps(value) ?? 0) <= MAX_COMMISSION_BPS, /*i18n*/ 'A rate can be at most 50%.');

const formSchema = z.object({
  sellerDefault: percent,
  categories: z.record(z.string(), z.union([z.literal(''), percent])),
  creatorMarkup: percent,
  reason: commissionUpdateSchema.shape.reason,
});
type FormValues = z.infer<typeof formSchema>;

function defaults(settings: CommissionSettings): FormValues {
  return {
    sellerDefault: bpsToPercent(settings.sellerDefaultBps),
    categories: Object.fromEntries(
      productCategories.map(({ id }) => {
        const bps = settings.sellerCategoryBps[id];
        return [id, bps === undefined ? '' : bpsToPercent(bps)];
      }),
    ),
    creatorMarkup: bpsToPercent(settings.creatorMarkupBps),
    reason: '',
  };
}

function toUpdate(values: FormValues): CommissionUpdate {
  const sellerCategoryBps: Partial<Record<ProductCategory, number>> = {};
  for (const { id } of productCategories) {
    const typed = values.categories[id]?.trim() ?? '';
    if (typed !== '') sellerCategoryBps[id] = percentToBps(typed) ?? 0;
  }
  return {
    sellerDefaultBps: percentToBps(values.sellerDefault) ?? 0,
    sellerCategoryBps,
    creatorMarkupBps: percentToBps(values.creatorMarkup) ?? 0,
    reason: values.reason,
  };
}

/** The contract's field names (sellerCategoryBps.jewellery) on the form's (categories.jewellery). */
function formField(name: string): keyof FormValues | `categories.${string}` | null {
  if (name === 'sellerDefaultBps') return 'sellerDefault';
  if (name === 'creatorMarkupBps') return 'creatorMarkup';
  if (name === 'reason') return 'reason';
  if (name.startsWith('sellerCategoryBps.')) return `categories.${name.slice('sellerCategoryBps.'.length)}`;
  return null;
}

/** New rates, typed as percentages; the reason goes to the audit log. Server field errors land on their fields. */
export function CommissionForm({ settings }: { settings: CommissionSettings }) {
  const { t, i18n } = useLingui();
  const save = useSetCommission();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults(settings) });
  const { errors, isSubmitting } = form.formState;
  const typedDefault = useWatch({ control: form.control, name: 'sellerDefault' });
  const typed = typedDefault.trim();
  const defaultPlaceholder = percentToBps(typedDefault) === null ? t`Default` : t`Default (${typed}%)`;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root');
    try {
      const saved = await save.mutateAsync(toUpdate(values));
      form.reset(defaults(saved));
    } catch (error) {
      const { placed, unplaced } = applyServerErrors(form, error, { field: formField, focus: true });
      if (placed.length === 0)
        form.setError('root', {
          message: unplaced[0] ?? (error instanceof Error && error.message ? error.message : t`An error occurred`),
        });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t`Default commission (% of base price)`}
          hint={t`For a category without a rate of its own.`}
          error={errors.sellerDefault?.message}
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('sellerDefault')} />}
        </Field>
        <Field
          label={t`Creators’ markup fee (% of markup)`}
          hint={t`Taken from the markup a creator adds.`}
          error={errors.creatorMarkup?.message}
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('creatorMarkup')} />}
        </Field>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">
          <Trans>By category (% of base price)</Trans>
        </legend>
        <p className="mt-0.5 text-xs text-text-secondary">
          <Trans>Leave a category empty for the default.</Trans>
        </p>
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {productCategories.map((category) => (
            <Field
              key={category.id}
              label={categoryName(i18n, category.id)}
              error={errors.categories?.[category.id]?.message}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  placeholder={defaultPlaceholder}
                  {...form.register(`categories.${category.id}`)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <Field
        label={t`Reason`}
        hint={t`Required. The audit log keeps it with your name.`}
        error={errors.reason?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={500}
            placeholder={t`e.g. Festive season rates agreed with sellers.`}
            {...form.register('reason')}
          />
        )}
      </Field>
      <FormAlert>{errors.root?.message}</FormAlert>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-text-secondary">
          <Trans>
            New rates apply to orders placed from now on; orders already placed keep the rates they were sold at.
          </Trans>
        </p>
        <Button type="submit" className="shrink-0" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save new rates`}
        </Button>
      </div>
    </form>
  );
}
