import { z } from 'zod';
import { listEnvelopeSchema, text } from './common.ts';
import { productCategoryIds } from '../catalog/categories.ts';
import { GST_RATE_SCHEDULES, HSN_PATTERN } from '../gst.ts';
import { legalMetrologySchema } from './catalog-declarations.ts';
import { productImageSchema } from './catalog-image.ts';

export const MAX_PRODUCT_PHOTOS = 8;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** Every product photo is stored at these widths, as WebP. */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 1080] as const;

const paise = z.number().int(/*i18n*/ 'Whole paise only.');

/** The highest base price a seller may ask: ₹10,00,000. */
export const MAX_PRICE_PAISE = 100_000_000;
/** The same in whole rupees, the bound of the price filters. */
export const MAX_PRICE_RUPEES = MAX_PRICE_PAISE / 100;
const rupeeFilter = z.coerce
  .number()
  .int(/*i18n*/ 'Whole rupees only.')
  .min(0, /*i18n*/ 'At least ₹0.')
  .max(MAX_PRICE_RUPEES, /*i18n*/ 'At most ₹10,00,000.');

/** Every GST rate any schedule had; which are in force on a day is the catalog service's check (gstRatesOn). */
const KNOWN_GST_RATES = new Set(GST_RATE_SCHEDULES.flatMap((schedule) => schedule.ratesBps));

/** The highest markup cap, as a percentage of the price, a seller may set. */
export const MAX_MARKUP_CAP_PERCENT = 500;
export const markupCapPercentSchema = z
  .number()
  .int(/*i18n*/ 'A whole percentage from 0 to 500.')
  .min(0, /*i18n*/ 'A whole percentage from 0 to 500.')
  .max(MAX_MARKUP_CAP_PERCENT, /*i18n*/ 'A whole percentage from 0 to 500.');

/** The highest delivery fee a seller may ask for one parcel: ₹1,000. */
export const MAX_DELIVERY_FEE_PAISE = 100_000;

const productFields = {
  /** The seller's own product code, unique among their products; a catalog import matches rows on it. */
  sku: text()
    .trim()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/,
      /*i18n*/ 'Up to 40 letters, digits, dots, dashes or slashes, e.g. KUR-042.',
    )
    .nullable(),
  name: text().trim().min(2, /*i18n*/ 'Give the product a name.').max(120, /*i18n*/ 'At most 120 characters.'),
  description: text({ multiline: true }).trim().max(4000, /*i18n*/ 'At most 4000 characters.'),
  /** Its name in Hindi, shown on Hindi pages instead of the name; empty or null: none. */
  nameHi: text()
    .trim()
    .max(120, /*i18n*/ 'At most 120 characters.')
    .nullable()
    .transform((value) => value || null),
  /** Its description in Hindi, shown on Hindi pages instead of the description; empty or null: none. */
  descriptionHi: text({ multiline: true })
    .trim()
    .max(4000, /*i18n*/ 'At most 4000 characters.')
    .nullable()
    .transform((value) => value || null),
  category: z.enum(productCategoryIds, /*i18n*/ 'Choose a category.'),
  hsnCode: text().trim().regex(HSN_PATTERN, /*i18n*/ 'An HSN code has 4, 6 or 8 digits, e.g. 7117.'),
  gstRateBps: z
    .number()
    .int(/*i18n*/ 'Choose a GST rate.')
    .refine((rate) => KNOWN_GST_RATES.has(rate), /*i18n*/ 'Choose a GST rate.'),
  brand: text().trim().max(80, /*i18n*/ 'At most 80 characters.'),
  model: text().trim().max(80, /*i18n*/ 'At most 80 characters.'),
  warranty: text().trim().max(40, /*i18n*/ 'At most 40 characters.'),
  /** The seller's own words about shipping, shown as written; what delivery costs is deliveryFeePaise. */
  shipping: text().trim().max(40, /*i18n*/ 'At most 40 characters.'),
  /** What one parcel of the seller's costs the buyer when it holds this product; 0: free delivery. */
  deliveryFeePaise: paise
    .min(0, /*i18n*/ 'A delivery fee cannot be negative.')
    .max(MAX_DELIVERY_FEE_PAISE, /*i18n*/ 'A delivery fee can be at most ₹1,000.'),
  returnPolicyDays: z.number().int().min(0, /*i18n*/ 'At least 0 days.').max(365, /*i18n*/ 'At most 365 days.'),
  /** The seller's base price. */
  pricePaise: paise.min(100, /*i18n*/ 'At least ₹1.').max(MAX_PRICE_PAISE, /*i18n*/ 'At most ₹10,00,000.'),
  /** MRP, shown struck through; at least the base price. Packaged goods must declare it (inclusive of all taxes). */
  originalPricePaise: paise
    .min(0, /*i18n*/ 'The MRP cannot be negative.')
    .max(MAX_PRICE_PAISE, /*i18n*/ 'At most ₹10,00,000.')
    .nullable(),
  stock: z.number().int().min(0, /*i18n*/ 'Stock cannot be negative.').max(1_000_000, /*i18n*/ 'At most 10,00,000.'),
  resellable: z.boolean(),
  /** The highest markup creators may add, as a percentage of the price; none: the seller's own cap. */
  maxMarkupPercent: markupCapPercentSchema.nullable(),
  /** What a package declares in law: required for the packaged categories to be on sale, optional elsewhere. */
  legalMetrology: legalMetrologySchema.nullable(),
};

const mrpAtLeastPrice = (value: { pricePaise?: number; originalPricePaise?: number | null }) =>
  value.originalPricePaise == null || value.pricePaise === undefined || value.originalPricePaise >= value.pricePaise;
const mrpIssue = { path: ['originalPricePaise'], message: /*i18n*/ 'The MRP cannot be below the price.' };

export const productInputSchema = z
  .object({
    ...productFields,
    description: productFields.description.default(''),
    brand: productFields.brand.default(''),
    model: productFields.model.default(''),
    // Nothing the seller did not say: no warranty and no shipping words are assumed, and delivery is free until they
    // set a fee (issue 34).
    warranty: productFields.warranty.default(''),
    shipping: productFields.shipping.default(''),
    deliveryFeePaise: productFields.deliveryFeePaise.default(0),
    returnPolicyDays: productFields.returnPolicyDays.default(30),
    originalPricePaise: productFields.originalPricePaise.default(null),
    resellable: productFields.resellable.default(true),
    sku: productFields.sku.default(null),
    nameHi: productFields.nameHi.default(null),
    descriptionHi: productFields.descriptionHi.default(null),
    maxMarkupPercent: productFields.maxMarkupPercent.default(null),
    legalMetrology: productFields.legalMetrology.default(null),
  })
  .refine(mrpAtLeastPrice, mrpIssue);
export type ProductInput = z.input<typeof productInputSchema>;

export const productUpdateSchema = z
  .object(productFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, /*i18n*/ 'Nothing to change.')
  .refine(mrpAtLeastPrice, mrpIssue);
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export { type ProductImage, productImageSchema } from './catalog-image.ts';

export const productSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  ...productFields,
  nameHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  status: z.enum(['active', 'archived']),
  images: z.array(productImageSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListSchema = listEnvelopeSchema(productSchema);

/** How many of a seller's products are on sale, with a photo and resellable: their getting-started checklist. */
export const sellerCatalogSummarySchema = z.object({
  /** Every product the seller has, archived ones included: a seller with any has passed the first-product step. */
  total: z.number().int(),
  onSale: z.number().int(),
  onSaleWithPhotos: z.number().int(),
  onSaleResellable: z.number().int(),
});
export type SellerCatalogSummary = z.infer<typeof sellerCatalogSummarySchema>;

export const resellableQuerySchema = z.object({
  q: text().trim().max(100, /*i18n*/ 'Search with at most 100 characters.').optional(),
  category: z.enum(productCategoryIds).optional(),
  minRupees: rupeeFilter.optional(),
  maxRupees: rupeeFilter.optional(),
});
export type ResellableQuery = z.infer<typeof resellableQuerySchema>;

export const sourcingProductSchema = productSchema.extend({
  /** chargesGst: registered for GST, the seller charges it inside the price and a creator's markup. */
  seller: z.object({
    slug: z.string(),
    businessName: z.string(),
    maxMarkupPercent: z.number().int().nullable(),
    chargesGst: z.boolean(),
  }),
});
export type SourcingProduct = z.infer<typeof sourcingProductSchema>;
export const sourcingProductListSchema = listEnvelopeSchema(sourcingProductSchema);

/** The highest markup a creator may add to any product: ₹1,00,000. */
export const MAX_MARKUP_PAISE = 10_000_000;
export const markupSchema = z
  .number()
  .int(/*i18n*/ 'Whole paise only.')
  .min(0, /*i18n*/ 'A markup cannot be negative.')
  .max(MAX_MARKUP_PAISE, /*i18n*/ 'A markup can be at most ₹1,00,000.');

export const addListingSchema = z.object({ productId: z.uuid(/*i18n*/ 'Not a product.'), markupPaise: markupSchema });
export const updateListingSchema = z
  .object({
    markupPaise: markupSchema,
    featured: z.boolean(),
    position: z
      .number()
      .int()
      .min(0, /*i18n*/ 'A position cannot be negative.')
      .max(10_000, /*i18n*/ 'At most position 10,000.'),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, /*i18n*/ 'Nothing to change.');

/**
 * Why buyers cannot see or buy a listing now: Haat hid the product or suspended its seller (the reason is the seller's
 * to read, not the creator's), or the seller archived it or stopped letting creators resell it.
 */
export const listingUnavailableReasons = ['hidden_by_haat', 'seller_suspended', 'archived', 'not_resellable'] as const;
export type ListingUnavailableReason = (typeof listingUnavailableReasons)[number];

/** A product in a creator's store; the buyer pays base price + markup. */
export const listingSchema = z.object({
  id: z.string(),
  markupPaise: z.number().int(),
  position: z.number().int(),
  featured: z.boolean(),
  buyerPricePaise: z.number().int(),
  product: productSchema,
  /** Whether the product's seller charges GST, so part of the markup is GST they remit (decision 059). */
  sellerChargesGst: z.boolean(),
  /** Why buyers cannot see it in the store now; null while it is on sale there. */
  unavailable: z.enum(listingUnavailableReasons).nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
export const listingListSchema = listEnvelopeSchema(listingSchema);

/** What a buyer sees in a store: never the markup or the base price, only what they pay. */
export const storeProductSchema = z.object({
  listingId: z.string(),
  featured: z.boolean(),
  pricePaise: z.number().int(),
  product: productSchema.omit({
    pricePaise: true,
    stock: true,
    resellable: true,
    status: true,
    sku: true,
    hsnCode: true,
    gstRateBps: true,
    maxMarkupPercent: true,
  }),
  inStock: z.boolean(),
  /** Who sells it and from where: "Sold by {name}, {city}"; the city is empty when the seller's pickup PIN is not known. */
  seller: z.object({ id: z.string(), slug: z.string(), name: z.string(), city: z.string() }),
  /** Delivery of this product on its own: the fee (0 when it ships free), the seller's dispatch days, and the days it takes anywhere in India. */
  delivery: z.object({
    feePaise: z.number().int(),
    dispatchDays: z.number().int(),
    minDays: z.number().int(),
    maxDays: z.number().int(),
  }),
});
export type StoreProduct = z.infer<typeof storeProductSchema>;
export const storeProductListSchema = listEnvelopeSchema(storeProductSchema);

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1, /*i18n*/ 'Choose 1 to 5 stars.').max(5, /*i18n*/ 'Choose 1 to 5 stars.'),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
});

export const questionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  author: z.string(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** The popup's Customer Reviews and Q&A card. */
export const productFeedbackSchema = z.object({
  /** Average of the reviews; the spec's default 4.5 when there are none. */
  rating: z.number(),
  reviewCount: z.number().int(),
  reviews: z.array(reviewSchema),
  questions: z.array(questionSchema),
});
export type ProductFeedback = z.infer<typeof productFeedbackSchema>;

export const askQuestionSchema = z.object({
  question: text({ multiline: true })
    .trim()
    .min(5, /*i18n*/ 'Ask a whole question (at least 5 characters).')
    .max(500, /*i18n*/ 'At most 500 characters.'),
});
export const answerQuestionSchema = z.object({
  answer: text({ multiline: true })
    .trim()
    .min(1, /*i18n*/ 'Write an answer.')
    .max(1000, /*i18n*/ 'At most 1000 characters.'),
});

/** A question on one of the seller's products, for their answer queue. */
export const sellerQuestionSchema = questionSchema.extend({ productName: z.string() });
export const sellerQuestionListSchema = listEnvelopeSchema(sellerQuestionSchema);
