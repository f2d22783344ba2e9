import { z } from 'zod';
import { listEnvelopeSchema, text, textChecks } from './common.ts';
import { addressSchema, contactSchema } from './orders-checkout.ts';
import { indiaDate } from '../financial-year.ts';

/*
 * Collaboration campaigns (spec §3 Collab campaign, brief "Collaboration
 * campaigns"). A seller posts a campaign; creators join, submit the link of
 * their post, and the seller approves or rejects it. An approved cash payout
 * is a ledger line for the creator; an approved gift is a ₹0 order of the
 * gift product shipped to the creator. Money is integer paise.
 */

export const payoutTypes = ['cash', 'gift'] as const;
export const payoutTypeSchema = z.enum(payoutTypes);
export type PayoutType = z.infer<typeof payoutTypeSchema>;

/** Stored status; an open campaign whose deadline has passed reads as closed. */
export const campaignStatuses = ['draft', 'open', 'closed'] as const;
export const campaignStatusSchema = z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const participationStatuses = ['joined', 'submitted', 'approved', 'rejected'] as const;
export const participationStatusSchema = z.enum(participationStatuses);
export type ParticipationStatus = z.infer<typeof participationStatusSchema>;

export const MAX_HASHTAGS = 10;
export const MAX_BADGES = 5;
/** Largest cash payout a campaign offers a creator: ₹10,00,000. */
export const MAX_CASH_PAYOUT_PAISE = 100_000_000;
export const MAX_BANNER_BYTES = 10 * 1024 * 1024;

/** `#` then letters, digits or underscores (any script: #दिवाली is fine). */
export const hashtagSchema = text()
  .trim()
  .regex(
    /^#[\p{L}\p{M}\p{N}_]{1,50}$/u,
    /*i18n*/ 'A hashtag starts with # followed by letters, digits or _ (no spaces).',
  );

/** A calendar day, YYYY-MM-DD. */
export const isoDaySchema = z.iso.date(/*i18n*/ 'Enter a date as YYYY-MM-DD.');

/** The spec's Collab fields, plus what a working campaign needs (status, the payout itself, its seller). */
export const campaignSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  /** Image URL, or null until the seller uploads one. */
  banner: z.string().nullable(),
  /** Responsive sources of an uploaded banner. */
  bannerSrcset: z.string().nullable(),
  title: z.string(),
  desc: z.string(),
  hashtags: z.array(z.string()),
  /** Display text, e.g. "₹5,000 + 10% commission". */
  payout: z.string(),
  payoutType: payoutTypeSchema,
  deadline: z.string(),
  /** Creators taking part. */
  joined: z.number().int(),
  badges: z.array(z.string()),
  status: campaignStatusSchema,
  /** A cash payout per approved post; null for gifts. */
  payoutAmountPaise: z.number().int().nullable(),
  /** The gift product; null for cash. */
  giftProduct: z
    .object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable(), pricePaise: z.number().int() })
    .nullable(),
  /** What a creator receives, in paise: the cash amount or the gift's price. For sorting by payout. */
  payoutValuePaise: z.number().int(),
  seller: z.object({ slug: z.string(), businessName: z.string() }),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListSchema = listEnvelopeSchema(campaignSchema);

export const campaignSorts = ['deadline', 'payout', 'newest'] as const;
export const campaignQuerySchema = z.object({
  payoutType: payoutTypeSchema.optional(),
  q: text().trim().max(100, /*i18n*/ 'Search with at most 100 characters.').optional(),
  sort: z.enum(campaignSorts).default('deadline'),
  status: z.enum(['open', 'closed']).default('open'),
});
export type CampaignQuery = z.input<typeof campaignQuerySchema>;
export type CampaignQueryParsed = z.output<typeof campaignQuerySchema>;

const badgeSchema = text()
  .trim()
  .min(1, /*i18n*/ 'Write the badge.')
  .max(24, /*i18n*/ 'A badge has at most 24 characters.');

const campaignFields = {
  brand: text().trim().min(1, /*i18n*/ 'Enter the brand.').max(80, /*i18n*/ 'At most 80 characters.'),
  title: text()
    .trim()
    .min(3, /*i18n*/ 'Enter a title of at least 3 characters.')
    .max(120, /*i18n*/ 'At most 120 characters.'),
  desc: text({ multiline: true })
    .trim()
    .min(10, /*i18n*/ 'Describe the campaign in at least 10 characters.')
    .max(2000, /*i18n*/ 'At most 2,000 characters.'),
  hashtags: z
    .array(hashtagSchema)
    .min(1, /*i18n*/ 'Add at least one hashtag.')
    .max(MAX_HASHTAGS, /*i18n*/ 'At most 10 hashtags.'),
  payout: text()
    .trim()
    .min(1, /*i18n*/ 'Describe the payout, e.g. "₹2,000 per post".')
    .max(120, /*i18n*/ 'At most 120 characters.'),
  payoutType: payoutTypeSchema,
  payoutAmountPaise: z
    .number()
    .int()
    .min(100, /*i18n*/ 'At least ₹1.')
    .max(MAX_CASH_PAYOUT_PAISE, /*i18n*/ 'At most ₹10,00,000.')
    .nullable()
    .optional(),
  giftProductId: z.uuid(/*i18n*/ 'Choose one of your products.').nullable().optional(),
  deadline: isoDaySchema,
  badges: z.array(badgeSchema).max(MAX_BADGES, /*i18n*/ 'At most 5 badges.').default([]),
};

/** A new campaign: saved as a draft, or published (open) at once. */
export const campaignInputSchema = z
  .object({ ...campaignFields, status: z.enum(['draft', 'open']).default('draft') })
  .strict();
export type CampaignInput = z.input<typeof campaignInputSchema>;

/** Changes to a campaign; publishing is `status: "open"`. Closing has its own call. */
export const campaignUpdateSchema = z
  .object({
    brand: campaignFields.brand,
    title: campaignFields.title,
    desc: campaignFields.desc,
    hashtags: campaignFields.hashtags,
    payout: campaignFields.payout,
    payoutType: campaignFields.payoutType,
    payoutAmountPaise: campaignFields.payoutAmountPaise,
    giftProductId: campaignFields.giftProductId,
    deadline: campaignFields.deadline,
    badges: z.array(badgeSchema).max(MAX_BADGES, /*i18n*/ 'At most 5 badges.'),
    status: z.literal('open'),
  })
  .partial()
  .strict();
export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;

/** Where a gift is shipped: asked when a creator joins a gift campaign. */
export const shipToSchema = z.object({ contact: contactSchema, address: addressSchema });
export type ShipTo = z.input<typeof shipToSchema>;
export type ShipToParsed = z.output<typeof shipToSchema>;

export const joinCampaignSchema = z.object({ shipTo: shipToSchema.optional() }).strict();
export type JoinCampaign = z.input<typeof joinCampaignSchema>;

/** The link of the creator's post: https only. */
export const postUrlSchema = z
  .url({ protocol: /^https$/, hostname: z.regexes.domain, error: /*i18n*/ 'Paste the https:// link of your post.' })
  .check(...textChecks())
  .max(500, /*i18n*/ 'At most 500 characters.');
export const submissionSchema = z.object({ postUrl: postUrlSchema }).strict();
export type Submission = z.input<typeof submissionSchema>;

const noteSchema = text({ multiline: true }).trim();
export const reviewDecisionSchema = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('approve'),
      note: noteSchema.max(300, /*i18n*/ 'At most 300 characters.').optional(),
    })
    .strict(),
  z
    .object({
      decision: z.literal('reject'),
      note: noteSchema.min(3, /*i18n*/ 'Tell the creator what to change.').max(300, /*i18n*/ 'At most 300 characters.'),
    })
    .strict(),
]);
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;

export const participationSchema = z.object({
  id: z.string(),
  campaignId: z.number().int(),
  status: participationStatusSchema,
  postUrl: z.string().nullable(),
  note: z.string().nullable(),
  joinedAt: z.string(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The cash paid into the creator's ledger on approval. */
  payoutPaise: z.number().int().nullable(),
  /** The ₹0 order that ships the gift, once approved. */
  giftOrder: z.object({ id: z.string(), number: z.string() }).nullable(),
});
export type Participation = z.infer<typeof participationSchema>;

/** A creator's campaigns: each with where they stand. */
export const myCampaignsSchema = listEnvelopeSchema(
  z.object({ campaign: campaignSchema, participation: participationSchema }),
);
export type MyCampaigns = z.infer<typeof myCampaignsSchema>;

/** What a seller sees of their own campaigns, with the spec's metrics per campaign. */
export const sellerCampaignSchema = campaignSchema.extend({
  participants: z.number().int(),
  submissions: z.number().int(),
  approved: z.number().int(),
  /** Cash paid out on approvals, in paise. */
  paidOutPaise: z.number().int(),
});
export type SellerCampaign = z.infer<typeof sellerCampaignSchema>;
export const sellerCampaignListSchema = listEnvelopeSchema(sellerCampaignSchema);

export const participantSchema = participationSchema.extend({
  creator: z.object({ handle: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }),
  /** Gift campaigns: the city and state the gift ships to (the full address travels with the order). */
  shipsTo: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;
export const participantListSchema = listEnvelopeSchema(participantSchema);

/**
 * Spec §3 derived metrics: total views = sum of joined across collabs; active collabs = number of collabs.
 * The spec's "total views" counts creators who joined, not views, so screens label it "Creators joined".
 */
export function collabMetrics(collabs: readonly Pick<Campaign, 'joined'>[]): {
  totalViews: number;
  activeCollabs: number;
} {
  return { totalViews: collabs.reduce((sum, collab) => sum + collab.joined, 0), activeCollabs: collabs.length };
}

/** Today in India (IST, UTC+5:30), YYYY-MM-DD: deadlines are Indian calendar days. */
export function indianToday(now: Date): string {
  return indiaDate(now);
}

/** Open until the end of its deadline day in India. */
export function effectiveStatus(stored: CampaignStatus, deadline: string, now: Date): CampaignStatus {
  return stored === 'open' && deadline < indianToday(now) ? 'closed' : stored;
}

/** A creator's join or submission: the campaign as it now stands (joined count) and where they stand. */
export const participationResultSchema = z.object({ campaign: campaignSchema, participation: participationSchema });
export type ParticipationResult = z.infer<typeof participationResultSchema>;

/** A seller's decision on a submission: the participant and the campaign's new figures. */
export const reviewResultSchema = z.object({ participant: participantSchema, campaign: sellerCampaignSchema });
export type ReviewResult = z.infer<typeof reviewResultSchema>;
