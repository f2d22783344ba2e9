import { z } from 'zod';
import { text, textChecks } from './common.ts';
import { themeSchema } from './stores-theme.ts';

/** The largest avatar a creator may upload. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
/** The largest store image (a banner; an avatar's request may be as large) a creator may upload. */
export const MAX_STORE_IMAGE_BYTES = 10 * 1024 * 1024;

export const bioSchema = text({ multiline: true }).trim().max(280, /*i18n*/ 'At most 280 characters.');

export const MAX_STORE_LINKS = 5;

export const storeLinkSchema = z.object({
  label: text().trim().min(1, /*i18n*/ 'Give the link a label.').max(40, /*i18n*/ 'At most 40 characters.'),
  url: z
    .url({ protocol: /^https$/, message: /*i18n*/ 'Use a link starting with https://' })
    .check(...textChecks())
    .max(300, /*i18n*/ 'At most 300 characters.'),
});
export type StoreLink = z.infer<typeof storeLinkSchema>;

/** A creator's public store at /@{handle}: who they are, its content, and the theme buyers see it in. */
export const publicStoreSchema = z.object({
  id: z.string(),
  handle: z.string(),
  displayName: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  /** The banner at 1280 px, with a srcset of its widths; null when the creator has none. */
  banner: z.object({ url: z.string(), srcset: z.string() }).nullable(),
  /** The theme the creator published; null means visitors keep their own. */
  theme: themeSchema.nullable(),
  announcement: z.string(),
  links: z.array(storeLinkSchema),
  featuredTitle: z.string(),
  /** What a cash-on-delivery buyer saves by paying now by UPI, from the creator's markup (decision 072), in bps. */
  payNowDiscountBps: z.number().int(),
});
export type PublicStore = z.infer<typeof publicStoreSchema>;

/** /creator-profile: the public profile. */
export const storeProfileUpdateSchema = z
  .object({
    displayName: text().trim().min(1, /*i18n*/ 'Enter the name buyers see.').max(80, /*i18n*/ 'At most 80 characters.'),
    bio: bioSchema,
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, /*i18n*/ 'Nothing to change.');
export type StoreProfileUpdate = z.infer<typeof storeProfileUpdateSchema>;

/** The largest discount a creator may fund for paying now (decision 072): 20% of the price. */
export const MAX_PAY_NOW_DISCOUNT_BPS = 2_000;

/** /cms: the store's content. */
export const storeContentUpdateSchema = z
  .object({
    announcement: text().trim().max(160, /*i18n*/ 'At most 160 characters.'),
    featuredTitle: text().trim().max(60, /*i18n*/ 'At most 60 characters.'),
    links: z.array(storeLinkSchema).max(MAX_STORE_LINKS, /*i18n*/ 'At most 5 links.'),
    payNowDiscountBps: z
      .number()
      .int()
      .min(0, /*i18n*/ 'A discount, 0 or more.')
      .max(MAX_PAY_NOW_DISCOUNT_BPS, /*i18n*/ 'At most 20% of the price.'),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, /*i18n*/ 'Nothing to change.');
export type StoreContentUpdate = z.infer<typeof storeContentUpdateSchema>;

/** /customize-store: publish a theme to the store, or null to stop using one. */
export const publishThemeSchema = z.object({ theme: themeSchema.nullable() });

export const storeVisitSchema = z.object({
  utmSource: text()
    .trim()
    .max(40, /*i18n*/ 'At most 40 characters.')
    .regex(/^[\w.-]*$/, /*i18n*/ 'Letters, digits, dots, dashes and underscores only.')
    .optional(),
});

export const STORE_BADGES = ['Verified Creator', 'Top Seller', '5 Years+'] as const;
export type StoreBadge = (typeof STORE_BADGES)[number];
export { TOP_SELLER_SALES } from '../constants.ts';

/** The About-the-creator card of the product popup, from real data. */
export const storeStatsSchema = z.object({
  followers: z.number().int(),
  products: z.number().int(),
  /** Average review rating of the store's products; the spec's 4.5 when nobody has reviewed yet. */
  rating: z.number(),
  reviews: z.number().int(),
  sales: z.number().int(),
  badges: z.array(z.enum(STORE_BADGES)),
  /** Whether the signed-in visitor follows the store; false when signed out. */
  following: z.boolean(),
});
export type StoreStats = z.infer<typeof storeStatsSchema>;

/** Following or unfollowing a store: whether the visitor follows it now, and its followers. */
export const storeFollowSchema = z.object({ following: z.boolean(), followers: z.number().int() });

export const storeVisitsSchema = z.object({
  days: z.array(z.object({ day: z.string(), utmSource: z.string(), visits: z.number().int() })),
});

/** /shop discovery: a store in search results and the featured row. */
export const storeSummarySchema = z.object({
  id: z.string(),
  handle: z.string(),
  displayName: z.string(),
  bio: z.string(),
  avatarUrl: z.string().nullable(),
  productCount: z.number().int(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const discoverQuerySchema = z.object({
  q: text().trim().max(100, /*i18n*/ 'At most 100 characters.').optional(),
  category: text().max(40, /*i18n*/ 'At most 40 characters.').optional(),
});

/** A search in a creator's store: what was typed in its search box (without words, nothing matches). */
export const storeSearchQuerySchema = z.object({
  q: text().trim().max(100, /*i18n*/ 'At most 100 characters.').optional(),
});

/** The store's listings whose products match a search, best match first (the products are in the store's list). */
export const storeSearchResultSchema = z.object({ listingIds: z.array(z.string()) });

/** A product as found on /shop: in a creator's store, at the price buyers pay there. */
export const discoveredProductSchema = z.object({
  listingId: z.string(),
  storeHandle: z.string(),
  storeName: z.string(),
  pricePaise: z.number().int(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    /** Its seller's Hindi name for it, if they gave one: what a Hindi page shows. */
    nameHi: z.string().nullable(),
    category: z.string(),
    originalPricePaise: z.number().int().nullable(),
    images: z.array(z.object({ id: z.string(), url: z.string(), srcset: z.string(), alt: z.string() })),
  }),
});
export type DiscoveredProduct = z.infer<typeof discoveredProductSchema>;

export const discoverResultSchema = z.object({
  stores: z.array(storeSummarySchema),
  products: z.array(discoveredProductSchema),
});
export type DiscoverResult = z.infer<typeof discoverResultSchema>;
