import type { Path } from 'react-hook-form';
import { z } from 'zod';
import { type Product, type ProductInput, productSchema } from '#shared/contracts/catalog.ts';
import { MAX_DELIVERY_FEE_PAISE, MAX_MARKUP_CAP_PERCENT } from '#shared/contracts/catalog.ts';
import { text } from '#shared/contracts/common.ts';
import { compactDeclarations, isPackagedCategory, type LegalMetrology } from '#shared/legal-metrology.ts';
import { rupeesToPaise } from '#shared/money.ts';

/*
 * The product form's values: what a person types (prices in ₹, the GST rate and markup cap as the text of their
 * inputs), checked with the contract's own text fields, and what they become for the API.
 */

const rupees = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => rupeesToPaise(value) !== null, message);

const fields = productSchema.shape;

/** The Legal Metrology declarations as typed: texts, the quantity as text, the role and unit as chosen ('' for none). */
const declarationFields = z.object({
  makerRole: z.string(),
  makerName: text().trim().max(120, /*i18n*/ 'At most 120 characters.'),
  makerAddress: text({ multiline: true }).trim().max(300, /*i18n*/ 'At most 300 characters.'),
  countryOfOrigin: text().trim().max(60, /*i18n*/ 'At most 60 characters.'),
  genericName: text().trim().max(120, /*i18n*/ 'At most 120 characters.'),
  netQuantity: z
    .string()
    .trim()
    .regex(/^(\d{1,7}(\.\d{1,3})?)?$/, /*i18n*/ 'Give the net quantity as a number, e.g. 250.'),
  netQuantityUnit: z.string(),
  bestBefore: text().trim().max(80, /*i18n*/ 'At most 80 characters.'),
});
type DeclarationValues = z.infer<typeof declarationFields>;
// Written out (500 is MAX_MARKUP_CAP_PERCENT) so that it is its own id in the catalogs: Field says it in the app's language.
const capMessage = /*i18n*/ 'A whole percentage from 0 to 500, or leave it empty.';

export const productFormSchema = z
  .object({
    name: fields.name,
    category: z.string().min(1, /*i18n*/ 'Choose a category.'),
    hsnCode: fields.hsnCode,
    gstRate: z.string().min(1, /*i18n*/ 'Choose a GST rate.'),
    price: rupees(/*i18n*/ 'Enter the price in ₹, e.g. 799 or 799.50.'),
    mrp: z.union([z.literal(''), rupees(/*i18n*/ 'Enter the MRP in ₹, or leave it empty.')]),
    stock: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, /*i18n*/ 'Enter how many you have, a whole number from 0 to 10,00,000.')
      .refine(
        (value) => Number(value) <= 1_000_000,
        /*i18n*/ 'Enter how many you have, a whole number from 0 to 10,00,000.',
      ),
    description: fields.description,
    /** The seller's own Hindi, optional: empty shows Hindi visitors the name and description above. */
    nameHi: text().trim().max(120, /*i18n*/ 'At most 120 characters.'),
    descriptionHi: text({ multiline: true }).trim().max(4000, /*i18n*/ 'At most 4000 characters.'),
    sku: z.union([z.literal(''), fields.sku.unwrap()]),
    brand: fields.brand,
    model: fields.model,
    warranty: fields.warranty,
    shipping: fields.shipping,
    deliveryFee: rupees(/*i18n*/ 'Enter the delivery fee in ₹, e.g. 49, or 0 for free delivery.').refine(
      (value) => (rupeesToPaise(value) ?? 0) <= MAX_DELIVERY_FEE_PAISE,
      /*i18n*/ 'A delivery fee can be at most ₹1,000.',
    ),
    returnPolicyDays: z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, /*i18n*/ 'Days, from 0 to 365.'),
    markupCap: z
      .string()
      .trim()
      .regex(/^\d{0,3}$/, capMessage)
      .refine((value) => value === '' || Number(value) <= MAX_MARKUP_CAP_PERCENT, capMessage),
    resellable: z.boolean(),
    legalMetrology: declarationFields,
  })
  .refine((value) => value.mrp === '' || (rupeesToPaise(value.mrp) ?? 0) >= (rupeesToPaise(value.price) ?? 0), {
    path: ['mrp'],
    message: /*i18n*/ 'The MRP cannot be below the price.',
  });
export type ProductFormValues = z.infer<typeof productFormSchema>;

/** The contract's fields typed in inputs of another name: prices in ₹, the rate and cap as text. */
const formFieldOf: Partial<Record<string, keyof ProductFormValues>> = {
  pricePaise: 'price',
  deliveryFeePaise: 'deliveryFee',
  originalPricePaise: 'mrp',
  gstRateBps: 'gstRate',
  maxMarkupPercent: 'markupCap',
};
export const formField = (name: string): Path<ProductFormValues> =>
  formFieldOf[name] ?? (name as Path<ProductFormValues>);

/** Fields folded away under "Product details" on a first product: opened when one has an error. */
export const detailFields = [
  'nameHi',
  'descriptionHi',
  'sku',
  'brand',
  'model',
  'warranty',
  'shipping',
  'deliveryFee',
  'returnPolicyDays',
  'markupCap',
] as const;

function declarationValues(declared: LegalMetrology | null | undefined): DeclarationValues {
  return {
    makerRole: declared?.makerRole ?? '',
    makerName: declared?.makerName ?? '',
    makerAddress: declared?.makerAddress ?? '',
    // Most of what sellers on Haat pack is made in India; they change it for an import.
    countryOfOrigin: declared?.countryOfOrigin ?? 'India',
    genericName: declared?.genericName ?? '',
    netQuantity: declared?.netQuantity === undefined ? '' : String(declared.netQuantity),
    netQuantityUnit: declared?.netQuantityUnit ?? '',
    bestBefore: declared?.bestBefore ?? '',
  };
}

/**
 * The declarations to send: what was typed, none when nothing was. Outside the packaged categories the country the
 * form starts with alone declares nothing: nothing is said that the seller did not say.
 */
export function declarationsOf(category: string, values: DeclarationValues): LegalMetrology | null {
  const declared = compactDeclarations({
    ...values,
    makerRole: (values.makerRole || undefined) as LegalMetrology['makerRole'],
    netQuantity: values.netQuantity === '' ? undefined : Number(values.netQuantity),
    netQuantityUnit: (values.netQuantityUnit || undefined) as LegalMetrology['netQuantityUnit'],
  });
  const onlyCountry = declared !== null && Object.keys(declared).every((key) => key === 'countryOfOrigin');
  return onlyCountry && !isPackagedCategory(category) ? null : declared;
}

const toRupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

export function productFormDefaults(product: Product | undefined, defaultResellable: boolean): ProductFormValues {
  return {
    name: product?.name ?? '',
    category: product?.category ?? '',
    hsnCode: product?.hsnCode ?? '',
    gstRate: product ? String(product.gstRateBps) : '',
    price: product ? toRupees(product.pricePaise) : '',
    mrp: product ? toRupees(product.originalPricePaise) : '',
    stock: product ? String(product.stock) : '',
    description: product?.description ?? '',
    nameHi: product?.nameHi ?? '',
    descriptionHi: product?.descriptionHi ?? '',
    sku: product?.sku ?? '',
    brand: product?.brand ?? '',
    model: product?.model ?? '',
    // A new product starts with no warranty and no shipping words: nothing is said that the seller did not say.
    warranty: product?.warranty ?? '',
    shipping: product?.shipping ?? '',
    deliveryFee: product ? toRupees(product.deliveryFeePaise) : '0',
    returnPolicyDays: product ? String(product.returnPolicyDays) : '30',
    markupCap: product?.maxMarkupPercent == null ? '' : String(product.maxMarkupPercent),
    resellable: product?.resellable ?? defaultResellable,
    legalMetrology: declarationValues(product?.legalMetrology),
  };
}

export function productInputOf(values: ProductFormValues): ProductInput {
  return {
    name: values.name,
    category: values.category as ProductInput['category'],
    hsnCode: values.hsnCode,
    gstRateBps: Number(values.gstRate),
    pricePaise: rupeesToPaise(values.price) ?? 0,
    originalPricePaise: values.mrp === '' ? null : rupeesToPaise(values.mrp),
    stock: Number(values.stock),
    description: values.description,
    nameHi: values.nameHi === '' ? null : values.nameHi,
    descriptionHi: values.descriptionHi === '' ? null : values.descriptionHi,
    sku: values.sku === '' ? null : values.sku,
    brand: values.brand,
    model: values.model,
    warranty: values.warranty,
    shipping: values.shipping,
    deliveryFeePaise: rupeesToPaise(values.deliveryFee) ?? 0,
    returnPolicyDays: Number(values.returnPolicyDays),
    maxMarkupPercent: values.markupCap === '' ? null : Number(values.markupCap),
    resellable: values.resellable,
    legalMetrology: declarationsOf(values.category, values.legalMetrology),
  };
}
