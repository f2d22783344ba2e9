import { z } from 'zod';
import { markupCapPercentSchema } from './catalog.ts';
import { text } from './common.ts';
import { isValidGstin } from '../gstin.ts';
import { indianMobileSchema } from './orders-checkout.ts';
import { displayNameSchema, handleSchema, reservedHandles } from './profiles.ts';
import { bioSchema } from './stores.ts';

export const creatorOnboardingSchema = z.object({
  handle: handleSchema,
  displayName: displayNameSchema,
  bio: bioSchema.default(''),
});
export type CreatorOnboarding = z.input<typeof creatorOnboardingSchema>;

/** A seller's public page: /seller/{slug}. */
export const sellerSlugSchema = text()
  .trim()
  .toLowerCase()
  .min(3, /*i18n*/ 'At least 3 characters.')
  .max(40, /*i18n*/ 'At most 40 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, /*i18n*/ 'Use letters a–z, digits and single hyphens.')
  .refine((slug) => !reservedHandles.has(slug), /*i18n*/ 'That name is reserved. Try another.');

export const pincodeSchema = text()
  .trim()
  .regex(/^[1-9][0-9]{5}$/, /*i18n*/ 'A PIN code has 6 digits and does not start with 0.');

export const gstinSchema = text()
  .trim()
  .toUpperCase()
  .refine(isValidGstin, /*i18n*/ 'Not a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV).');

/**
 * What a seller undertakes when they open their account (Consumer Protection (E-Commerce) Rules, 2020, rule 6(5):
 * a seller's listings describe their goods accurately; decision 055). Kept with its version and the time accepted.
 */
export const SELLER_UNDERTAKING = {
  version: '2026-11-29',
  text: /*i18n*/ 'I undertake that what I list on Haat is described accurately and completely: its name, photos, price, MRP, quantity, origin and every detail the law asks a listing to show; that I will honour what my listings say; and that I will keep them up to date.',
} as const;

export const sellerOnboardingSchema = z.object({
  businessName: text().trim().min(2, /*i18n*/ 'Enter your business name.').max(80, /*i18n*/ 'At most 80 characters.'),
  slug: sellerSlugSchema,
  pickupPincode: pincodeSchema,
  gstin: z.union([z.literal('').transform(() => undefined), gstinSchema]).optional(),
  /** Where buyers reach the seller's customer care (shown with their listings). */
  supportPhone: indianMobileSchema,
  supportEmail: z
    .union([z.literal(''), z.email(/*i18n*/ 'Enter a valid email or leave it empty.')])
    .nullish()
    .transform((value) => value || null),
  acceptsUndertaking: z.literal(true, /*i18n*/ 'Accept the undertaking to sell on Haat.'),
});
export type SellerOnboarding = z.input<typeof sellerOnboardingSchema>;

/**
 * A seller's customer care and their undertaking, from their settings: a seller from before either was asked gives
 * them here (decision 055).
 */
export const sellerCareSchema = z.object({
  supportPhone: sellerOnboardingSchema.shape.supportPhone,
  supportEmail: sellerOnboardingSchema.shape.supportEmail,
  /** Ticked by the seller when the undertaking in force is not yet theirs; once accepted it is kept. */
  acceptsUndertaking: z.literal(true, /*i18n*/ 'Accept the undertaking to sell on Haat.').optional(),
});
export type SellerCare = z.input<typeof sellerCareSchema>;

export const sellerCareViewSchema = z.object({
  supportPhone: z.string().nullable(),
  supportEmail: z.string().nullable(),
  /** The undertaking the seller accepted (version, when), and the one in force. */
  undertaking: z.object({ version: z.string().nullable(), acceptedAt: z.string().nullable(), current: z.string() }),
});
export type SellerCareView = z.infer<typeof sellerCareViewSchema>;

/** Days a seller may take to hand an order to the courier, and what a new seller starts with. */
export const MAX_DISPATCH_DAYS = 10;
export const DEFAULT_DISPATCH_DAYS = 2;
export const dispatchDaysSchema = z
  .number()
  .int(/*i18n*/ 'Whole days only.')
  .min(1, /*i18n*/ 'At least 1 day.')
  .max(MAX_DISPATCH_DAYS, /*i18n*/ 'At most 10 days.');

/** The seller's terms: resale by creators, and how soon they dispatch (kept as it is when not sent). */
export const resaleTermsSchema = z.object({
  resaleByDefault: z.boolean(),
  maxMarkupPercent: markupCapPercentSchema.nullable(),
  dispatchDays: dispatchDaysSchema.optional(),
});
export type ResaleTerms = z.infer<typeof resaleTermsSchema>;

export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  reason: z.string().optional(),
});

export const publicSellerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  businessName: z.string(),
  description: z.string(),
  city: z.string(),
  resaleByDefault: z.boolean(),
  /** The highest markup creators may add, as a percentage of the base price, or none. */
  maxMarkupPercent: z.number().int().nullable(),
  /** Whether the seller is registered for GST, so charges it inside their prices (and a creator's markup). */
  chargesGst: z.boolean(),
  /** Days the seller takes to hand an order to the courier. */
  dispatchDays: z.number().int(),
  /**
   * Who the seller is in law and how buyers reach them (E-Commerce Rules, 2020, rule 5(3)): their legal name and
   * address as their invoices show them (their Haat name and pickup place until they give them), and customer care.
   */
  details: z.object({
    legalName: z.string(),
    address: z.string(),
    supportPhone: z.string().nullable(),
    supportEmail: z.string().nullable(),
  }),
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;
