import { z } from 'zod';
import { markupCapPercentSchema } from './catalog.ts';
import { text } from './common.ts';
import { isValidGstin } from '../gstin.ts';
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

export const sellerOnboardingSchema = z.object({
  businessName: text().trim().min(2, /*i18n*/ 'Enter your business name.').max(80, /*i18n*/ 'At most 80 characters.'),
  slug: sellerSlugSchema,
  pickupPincode: pincodeSchema,
  gstin: z.union([z.literal('').transform(() => undefined), gstinSchema]).optional(),
});
export type SellerOnboarding = z.input<typeof sellerOnboardingSchema>;

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
  /** Days the seller takes to hand an order to the courier. */
  dispatchDays: z.number().int(),
});
export type PublicSeller = z.infer<typeof publicSellerSchema>;
