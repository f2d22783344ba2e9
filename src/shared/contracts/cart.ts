import { z } from 'zod';
import { text } from './common.ts';
import { productImageSchema } from './catalog-image.ts';

/*
 * The cart and its quote: small enough for the app shell, which keeps the
 * cart in step with the account. Everything else about orders is in orders.ts.
 */

// Plain numbers live in constants.ts so the app shell can use them without these schemas.
export { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../constants.ts';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '../constants.ts';

export const attributionText = text()
  .trim()
  .max(60, /*i18n*/ 'At most 60 characters.')
  .regex(/^[\w.@-]*$/, /*i18n*/ 'Letters, digits, dots, dashes and underscores only.');

/** A cart line as sent to the server: which listing and how many. Prices are never sent. */
export const cartLineInputSchema = z.object({
  listingId: z.uuid(/*i18n*/ 'Not a listing.'),
  quantity: z.number().int().min(1, /*i18n*/ 'At least 1.').max(MAX_LINE_QUANTITY, /*i18n*/ 'At most 10 of one item.'),
  ref: attributionText.nullish(),
  utmSource: attributionText.nullish(),
});
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

export const distinctListings = (lines: { listingId: string }[]) =>
  new Set(lines.map((line) => line.listingId)).size === lines.length;

export const quoteRequestSchema = z.object({
  lines: z
    .array(cartLineInputSchema.pick({ listingId: true, quantity: true }))
    .max(MAX_ORDER_LINES, /*i18n*/ 'At most 30 different items.')
    .refine(distinctListings, /*i18n*/ 'Each item once; set its quantity instead.'),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * A cart line priced now. `problem` says why it cannot be ordered as it is:
 * gone (no longer sold in that store) or short (fewer in stock than asked).
 */
export const quotedLineSchema = z.object({
  listingId: z.string(),
  productId: z.string(),
  storeId: z.string(),
  storeHandle: z.string(),
  storeName: z.string(),
  sellerName: z.string(),
  name: z.string(),
  /** Its seller's Hindi name for it, if they gave one: what a Hindi page shows. */
  nameHi: z.string().nullable(),
  image: productImageSchema.nullable(),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  /** Units in stock now. */
  available: z.number().int(),
  problem: z.enum(['gone', 'short']).nullable(),
  ref: z.string().nullable(),
  utmSource: z.string().nullable(),
});
export type QuotedLine = z.infer<typeof quotedLineSchema>;

export const priceSummarySchema = z.object({
  itemsPaise: z.number().int(),
  /** The parcels' delivery fees, without the COD fee. */
  deliveryPaise: z.number().int(),
  /** The cash-on-delivery fee of the parcels (decision 072); 0 for a UPI order or a quote. */
  codFeePaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type PriceSummary = z.infer<typeof priceSummarySchema>;

/** The cart priced now, in the order asked; a listing its store no longer has is left out. */
export const quoteSchema = z.object({
  lines: z.array(quotedLineSchema),
  summary: priceSummarySchema,
  /** The sellers' parcels the lines that can be ordered ship in: a COD fee is per parcel. */
  parcels: z.number().int(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A signed-in buyer's cart on the server; same shape as a quote. */
export const mergeCartSchema = z.object({
  lines: z
    .array(cartLineInputSchema)
    .max(MAX_ORDER_LINES, /*i18n*/ 'At most 30 different items.')
    .refine(distinctListings, /*i18n*/ 'Each item once.'),
});
