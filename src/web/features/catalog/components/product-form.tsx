import { zodResolver } from '@hookform/resolvers/zod';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { productCategories } from '#shared/catalog/categories.ts';
import type { Product, ProductInput } from '#shared/contracts/catalog.ts';
import { PARCEL_DELIVERY_FEE_PAISE } from '#shared/constants.ts';
import { formatRupeesShort } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import {
  detailFields,
  formField,
  type ProductFormValues,
  productFormDefaults,
  productFormSchema,
  productInputOf,
} from './product-form-values.ts';
import { ProductTaxFields, prefillTax } from './product-tax-fields.tsx';

const textArea =
  'w-full rounded-button border border-border bg-background/60 px-3.5 py-2.5 text-base text-text focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-primary/60 aria-[invalid=true]:border-red-400';

/** The fields of a product; prices typed in ₹. Server field errors land on the matching fields. */
export function ProductForm({
  product,
  submitLabel,
  onSubmit,
  onCancel,
  cancelLabel = 'Cancel',
  defaultResellable = true,
  foldDetails = false,
}: {
  product?: Product;
  submitLabel: string;
  onSubmit: (input: ProductInput) => Promise<void>;
  onCancel: () => void;
  cancelLabel?: string;
  /** Whether a new product starts resellable: the seller's resale terms. */
  defaultResellable?: boolean;
  /** Folds brand, model, warranty, shipping and returns (all with defaults) away, for a first product. */
  foldDetails?: boolean;
}) {
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormDefaults(product, defaultResellable),
  });
  const { errors, isSubmitting } = form.formState;
  const [detailsShown, setDetailsShown] = useState(false);
  // Folded details open when one of them has an error, so the message is never hidden.
  const hasDetailError = detailFields.some((field) => errors[field]);

  const submit = form.handleSubmit(async (values) => {
    const input = productInputOf(values);
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
      <Field label="SKU (optional)" error={errors.sku?.message} hint="Your own code for it, e.g. KUR-042.">
        {(control) => <Input {...control} autoComplete="off" {...form.register('sku')} />}
      </Field>
      <Field label="Brand" error={errors.brand?.message}>
        {(control) => <Input {...control} {...form.register('brand')} />}
      </Field>
      <Field label="Model" error={errors.model?.message}>
        {(control) => <Input {...control} {...form.register('model')} />}
      </Field>
      <Field label="Warranty" error={errors.warranty?.message}>
        {(control) => <Input {...control} {...form.register('warranty')} />}
      </Field>
      <Field
        label="Shipping"
        error={errors.shipping?.message}
        hint={`“Free…” ships free; anything else adds ${formatRupeesShort(PARCEL_DELIVERY_FEE_PAISE)} delivery per parcel.`}
      >
        {(control) => <Input {...control} {...form.register('shipping')} />}
      </Field>
      <Field label="Return window (days)" error={errors.returnPolicyDays?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...form.register('returnPolicyDays')} />}
      </Field>
      <Field
        label="Markup cap (%)"
        error={errors.markupCap?.message}
        hint="The most creators may add to this product. Empty: your own cap from your resale terms."
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
      <Field label="Product name" error={errors.name?.message} className="sm:col-span-2">
        {(control) => <Input {...control} {...form.register('name')} />}
      </Field>
      <Field label="Category" error={errors.category?.message}>
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
            <option value="">Choose…</option>
            {productCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Stock" error={errors.stock?.message}>
        {(control) => <Input {...control} inputMode="numeric" {...form.register('stock')} />}
      </Field>
      <ProductTaxFields form={form} savedRateBps={product?.gstRateBps} />
      <Field label="Price (₹)" error={errors.price?.message} hint="Your base price; creators add their markup on top.">
        {(control) => <Input {...control} inputMode="decimal" {...form.register('price')} />}
      </Field>
      <Field label="MRP (₹, optional)" error={errors.mrp?.message} hint="Shown struck through.">
        {(control) => <Input {...control} inputMode="decimal" {...form.register('mrp')} />}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(control) => <textarea {...control} rows={4} className={textArea} {...form.register('description')} />}
      </Field>
      {foldDetails ? (
        <details
          open={detailsShown || hasDetailError}
          onToggle={(event) => setDetailsShown(event.currentTarget.open)}
          className="group sm:col-span-2"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-button border border-border px-3.5 py-2.5 text-sm font-medium hover:border-primary/60 [&::-webkit-details-marker]:hidden">
            <span>
              Product details{' '}
              <span className="font-normal text-text-secondary">
                · SKU, brand, warranty, shipping, returns, markup cap
              </span>
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
        <span className="text-sm font-medium">Creators may resell this product</span>
      </label>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
