import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { productCategories } from '#shared/catalog/categories.ts';
import type { Product, ProductInput } from '#shared/contracts/catalog.ts';
import { isPackagedCategory, missingDeclarations, missingMessage } from '#shared/legal-metrology.ts';
import { Button } from '#web/components/ui/button.tsx';
import { rupeesToPaise } from '#shared/money.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { SellerEarning } from '#web/features/commission/public.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { translateText } from '#web/lib/i18n.ts';
import {
  detailFields,
  formField,
  type ProductFormValues,
  productFormDefaults,
  productFormSchema,
  productInputOf,
} from './product-form-values.ts';
import { ProductDeclarationFields } from './product-declaration-fields.tsx';
import { ProductTaxFields, prefillTax } from './product-tax-fields.tsx';

const textArea =
  'w-full rounded-button border border-border bg-background/60 px-3.5 py-2.5 text-base text-text focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/60 aria-[invalid=true]:border-red-400';

/** The fields of a product; prices typed in ₹. Server field errors land on the matching fields. */
export function ProductForm({
  product,
  submitLabel,
  onSubmit,
  onCancel,
  cancelLabel,
  defaultResellable = true,
  foldDetails = false,
}: {
  product?: Product;
  submitLabel: string;
  onSubmit: (input: ProductInput) => Promise<void>;
  onCancel: () => void;
  /** Cancel, unless named otherwise. */
  cancelLabel?: string;
  /** Whether a new product starts resellable: the seller's resale terms. */
  defaultResellable?: boolean;
  /** Folds brand, model, warranty, delivery and returns (all optional or with defaults) away, for a first product. */
  foldDetails?: boolean;
}) {
  const { t } = useLingui();
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormDefaults(product, defaultResellable),
  });
  const { errors, isSubmitting } = form.formState;
  const [typedPrice, typedCategory] = useWatch({ control: form.control, name: ['price', 'category'] });
  const [detailsShown, setDetailsShown] = useState(false);
  // Folded details open when one of them has an error, so the message is never hidden.
  const hasDetailError = detailFields.some((field) => errors[field]);

  const submit = form.handleSubmit(async (values) => {
    const input = productInputOf(values);
    // A product on sale (a new one goes on sale) in a packaged category says what its package says; the server
    // holds it to the same rule (missingDeclarations).
    const lacking =
      product?.status === 'archived'
        ? []
        : missingDeclarations({
            category: input.category,
            originalPricePaise: input.originalPricePaise ?? null,
            legalMetrology: input.legalMetrology ?? null,
          });
    if (lacking.length > 0) {
      for (const field of lacking) form.setError(formField(field), { message: missingMessage(field) });
      form.setFocus(formField(lacking[0] ?? 'originalPricePaise'));
      return;
    }
    try {
      await onSubmit(input);
    } catch (error) {
      // Server fields are named like the contract; the prices, rate and cap belong to inputs of other names.
      applyServerErrors(form, error, { field: formField });
      throw error;
    }
  });

  const details = (
    <>
      <Field
        label={t`Name in Hindi (optional)`}
        error={errors.nameHi?.message}
        hint={t`Visitors reading Haat in Hindi see it instead of the name.`}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} lang="hi" {...form.register('nameHi')} />}
      </Field>
      <Field label={t`Description in Hindi (optional)`} error={errors.descriptionHi?.message} className="sm:col-span-2">
        {(control) => (
          <textarea {...control} lang="hi" rows={3} className={textArea} {...form.register('descriptionHi')} />
        )}
      </Field>
      <Field label={t`SKU (optional)`} error={errors.sku?.message} hint={t`Your own code for it, e.g. KUR-042.`}>
        {(control) => <Input {...control} autoComplete="off" {...form.register('sku')} />}
      </Field>
      <Field label={t`Brand`} error={errors.brand?.message}>
        {(control) => <Input {...control} {...form.register('brand')} />}
      </Field>
      <Field label={t`Model`} error={errors.model?.message}>
        {(control) => <Input {...control} {...form.register('model')} />}
      </Field>
      <Field label={t`Warranty`} error={errors.warranty?.message}>
        {(control) => <Input {...control} {...form.register('warranty')} />}
      </Field>
      <Field
        label={t`Delivery fee (₹)`}
        error={errors.deliveryFee?.message}
        hint={t`0 for free delivery. A parcel of yours costs the buyer the highest fee of the products in it.`}
      >
        {(control) => <Input {...control} inputMode="decimal" {...form.register('deliveryFee')} />}
      </Field>
      <Field
        label={t`Shipping note (optional)`}
        error={errors.shipping?.message}
        hint={t`Shown as you write it, e.g. “Insured, dispatched in 2 days”.`}
      >
        {(control) => <Input {...control} {...form.register('shipping')} />}
      </Field>
      <Field label={t`Return window (days)`} error={errors.returnPolicyDays?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...form.register('returnPolicyDays')} />}
      </Field>
      <Field
        label={t`Markup cap (%)`}
        error={errors.markupCap?.message}
        hint={t`The most creators may add to this product. Empty: your own cap from your resale terms.`}
      >
        {(control) => <Input {...control} inputMode="numeric" {...form.register('markupCap')} />}
      </Field>
    </>
  );

  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => {})}
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      <Field label={t`Product name`} error={errors.name?.message} className="sm:col-span-2">
        {(control) => <Input {...control} {...form.register('name')} />}
      </Field>
      <Field label={t`Category`} error={errors.category?.message}>
        {(control) => (
          <select
            {...control}
            {...form.register('category', {
              onChange: (event: { target: { value: string } }) => {
                if (!product) prefillTax(form, event.target.value);
              },
            })}
            className={`${textArea} h-11 py-0`}
          >
            <option value="">{t`Choose…`}</option>
            {productCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {translateText(category.label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t`Stock`} error={errors.stock?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...form.register('stock')} />}
      </Field>
      <ProductTaxFields form={form} savedRateBps={product?.gstRateBps} />
      <Field
        label={t`Price (₹)`}
        error={errors.price?.message}
        hint={
          <>
            {t`Your base price; creators add their markup on top.`}
            <SellerEarning pricePaise={rupeesToPaise(typedPrice ?? '')} category={typedCategory ?? ''} />
          </>
        }
      >
        {(control) => <Input {...control} inputMode="decimal" {...form.register('price')} />}
      </Field>
      <Field
        label={
          isPackagedCategory(typedCategory ?? '') ? t`MRP (₹, inclusive of all taxes, required)` : t`MRP (₹, optional)`
        }
        error={errors.mrp?.message}
        hint={t`Shown struck through.`}
      >
        {(control) => <Input {...control} inputMode="decimal" {...form.register('mrp')} />}
      </Field>
      <Field label={t`Description`} error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={4} className={textArea} {...form.register('description')} />}
      </Field>
      <ProductDeclarationFields form={form} />
      {foldDetails ? (
        <details
          open={detailsShown || hasDetailError}
          onToggle={(event) => setDetailsShown(event.currentTarget.open)}
          className="group sm:col-span-2"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-button border border-border px-3.5 py-2.5 text-sm font-medium hover:border-primary/60 [&::-webkit-details-marker]:hidden">
            <span>
              <Trans>
                Product details{' '}
                <span className="font-normal text-text-secondary">
                  · Hindi name, SKU, brand, warranty, delivery, returns, markup cap
                </span>
              </Trans>
            </span>
            <ChevronDown className="size-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">{details}</div>
        </details>
      ) : (
        details
      )}
      <label className="flex cursor-pointer items-center gap-3 self-end pb-2 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-[var(--haat-color-primary)]" {...form.register('resellable')} />
        <span className="text-sm font-medium">
          <Trans>Creators may resell this product</Trans>
        </span>
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel ?? t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
