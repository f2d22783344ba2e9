import { z } from 'zod';
import { productCategoryIds } from '../catalog/categories.ts';

export const MAX_PRODUCT_PHOTOS = 8;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Every product photo is stored at these widths, as WebP. */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1080] as const;

const paise = z.number().int('Whole paise only.');

const productFields = {
  name: z.string().trim().min(2, 'Give the product a name.').max(120, 'At most 120 characters.'),
  description: z.string().trim().max(4000, 'At most 4000 characters.'),
  category: z.enum(productCategoryIds, 'Choose a category.'),
  brand: z.string().trim().max(80, 'At most 80 characters.'),
  model: z.string().trim().max(80, 'At most 80 characters.'),
  warranty: z.string().trim().max(40, 'At most 40 characters.'),
  shipping: z.string().trim().max(40, 'At most 40 characters.'),
  returnPolicyDays: z.number().int().min(0, 'At least 0 days.').max(365, 'At most 365 days.'),
  /** The seller's base price. */
  pricePaise: paise.min(100, 'At least ₹1.').max(100_000_000, 'At most ₹10,00,000.'),
  /** MRP, shown struck through; at least the base price. */
  originalPricePaise: paise.max(100_000_000).nullable(),
  stock: z.number().int().min(0, 'Stock cannot be negative.').max(1_000_000),
  resellable: z.boolean(),
};

const mrpAtLeastPrice = (value: { pricePaise?: number; originalPricePaise?: number | null }) =>
  value.originalPricePaise == null || value.pricePaise === undefined || value.originalPricePaise >= value.pricePaise;
const mrpIssue = { path: ['originalPricePaise'], message: 'The MRP cannot be below the price.' };

export const productInputSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    brand: productFields.brand.default(''),
    model: productFields.model.default(''),
    warranty: productFields.warranty.default('2 Years'),
    shipping: productFields.shipping.default('Free'),
    returnPolicyDays: productFields.returnPolicyDays.default(30),
    originalPricePaise: productFields.originalPricePaise.default(null),
    resellable: productFields.resellable.default(true),
  })
  .refine(mrpAtLeastPrice, mrpIssue);
export type ProductInput = z.input<typeof productInputSchema>;

export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change.')
  .refine(mrpAtLeastPrice, mrpIssue);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productImageSchema = z.object({
  id: z.string(),
  /** The middle width, for a plain <img src>. */
  url: z.string(),
  srcset: z.string(),
  alt: z.string(),
});

export const productSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  ...productFields,
  status: z.enum(['active', 'archived']),
  images: z.array(productImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = z.object({ items: z.array(productSchema) });
