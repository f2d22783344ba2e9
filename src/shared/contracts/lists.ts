import { z } from 'zod';
import { MAX_LIST_ENTRIES } from '../constants.ts';
import { text } from './common.ts';
import { productImageSchema } from './catalog-image.ts';

export const productListNameSchema = z.enum(['saved', 'liked']);
export type ProductListName = z.infer<typeof productListNameSchema>;

const attributionText = text()
  .trim()
  .max(60, /*i18n*/ 'At most 60 characters.')
  .regex(/^[\w.@-]*$/, /*i18n*/ 'Letters, digits, dots, dashes and underscores only.');

/** What a client sends to put a product on a list: the store it was found in and the attribution. */
export const listEntryInputSchema = z.object({
  productId: z.uuid(/*i18n*/ 'Not a product.'),
  listingId: z.uuid(/*i18n*/ 'Not a listing.').nullish(),
  ref: attributionText.nullish(),
  utmSource: attributionText.nullish(),
  /** When it was added, for merging a visitor's lists at sign-in; never later than now. */
  addedAt: z.iso.datetime(/*i18n*/ 'Not a date and time.').optional(),
});
export type ListEntryInput = z.infer<typeof listEntryInputSchema>;

export const mergeListsSchema = z.object({
  saved: z.array(listEntryInputSchema).max(MAX_LIST_ENTRIES, /*i18n*/ 'At most 200 saved products.'),
  liked: z.array(listEntryInputSchema).max(MAX_LIST_ENTRIES, /*i18n*/ 'At most 200 liked products.'),
});
export type MergeLists = z.infer<typeof mergeListsSchema>;

/** A product on a list, as shown on /saved, /liked and /favorites. */
export const listEntrySchema = z.object({
  productId: z.string(),
  listingId: z.string().nullable(),
  /** The store it was found in; null when found on a seller's page. */
  storeHandle: z.string().nullable(),
  name: z.string(),
  /** Its seller's Hindi name for it, if they gave one: what a Hindi page shows. */
  nameHi: z.string().nullable(),
  category: z.string(),
  image: productImageSchema.nullable(),
  /** What it costs now (base + markup in a store), or null when no longer on sale. */
  pricePaise: z.number().int().nullable(),
  originalPricePaise: z.number().int().nullable(),
  ref: z.string().nullable(),
  utmSource: z.string().nullable(),
  addedAt: z.string(),
});
export type ListEntry = z.infer<typeof listEntrySchema>;

export const productListsSchema = z.object({ saved: z.array(listEntrySchema), liked: z.array(listEntrySchema) });
export type ProductLists = z.infer<typeof productListsSchema>;
