import { z } from 'zod';
import { listEnvelopeSchema, PG_INTEGER_MAX, text } from './common.ts';

/*
 * The operator console (/ops): who is an operator, moderation of what people publish, and the audit log of every
 * operator action. Operators are granted from the command line (`npm run ops:grant`), never through the API.
 */

/** The signed-in operator, as GET /api/ops/me answers them (anyone else gets a 403). */
export const operatorSchema = z.object({
  userId: z.string(),
  email: z.string(),
  grantedAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** What an operator can hide (products, stores, reviews, campaigns) or suspend (sellers, creators). */
export const moderationSubjects = ['product', 'store', 'review', 'campaign', 'seller', 'creator'] as const;
export type ModerationSubject = (typeof moderationSubjects)[number];
/** Subjects that are suspended rather than hidden: accounts, whose every public page goes. */
export const suspendedSubjects = ['seller', 'creator'] as const satisfies readonly ModerationSubject[];
export const isSuspendedSubject = (subject: ModerationSubject): subject is (typeof suspendedSubjects)[number] =>
  (suspendedSubjects as readonly string[]).includes(subject);

export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;

/** The reason the owner is shown ("Hidden by Haat: …") and the audit log keeps. */
export const moderationReasonSchema = text()
  .trim()
  .min(MODERATION_REASON_MIN, /*i18n*/ 'Give a reason of at least 3 characters; the owner is shown it.')
  .max(MODERATION_REASON_MAX, /*i18n*/ 'Keep the reason within 500 characters.');

/** A subject's id: a uuid, or a campaign's number; an id that is neither is a subject that does not exist (404). */
const subjectId = text().trim().min(1, /*i18n*/ 'Say which one.').max(64, /*i18n*/ 'Not an id.');

const hideable = <S extends ModerationSubject>(subject: S) =>
  z.object({
    subject: z.literal(subject),
    id: subjectId,
    action: z.enum(['hide', 'restore']),
    reason: moderationReasonSchema,
  });
const suspendable = <S extends ModerationSubject>(subject: S) =>
  z.object({
    subject: z.literal(subject),
    id: subjectId,
    action: z.enum(['suspend', 'restore']),
    reason: moderationReasonSchema,
  });

/**
 * One moderation action. Hiding a hidden thing (or restoring a visible one) changes nothing and writes no audit
 * row: the answer says `changed: false`.
 */
export const moderationInputSchema = z.discriminatedUnion('subject', [
  hideable('product'),
  hideable('store'),
  hideable('review'),
  hideable('campaign'),
  suspendable('seller'),
  suspendable('creator'),
]);
export type ModerationInput = z.infer<typeof moderationInputSchema>;
export type ModerationAction = ModerationInput['action'];

export const moderationStates = ['visible', 'hidden', 'suspended'] as const;
export type ModerationState = (typeof moderationStates)[number];

/** Something an operator can act on, with where it stands now. */
export const moderationItemSchema = z.object({
  subject: z.enum(moderationSubjects),
  id: z.string(),
  /** The product's, store's, seller's or campaign's name; a review's product. */
  title: z.string(),
  /** Who owns it and what it is (the seller, the handle, the price, a review's words). */
  detail: z.string(),
  /** Where the public sees it (while visible). */
  link: z.string().nullable(),
  state: z.enum(moderationStates),
  /** Why it is hidden or suspended; null while visible. */
  reason: z.string().nullable(),
  /** Since when it is hidden or suspended. */
  since: z.string().nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

/** The answer to an action: the subject as it is now, and whether the action changed it. */
export const moderationResultSchema = z.object({ item: moderationItemSchema, changed: z.boolean() });
export type ModerationResult = z.infer<typeof moderationResultSchema>;

export const moderationSearchQuerySchema = z.object({
  q: text().trim().max(100, /*i18n*/ 'Search with at most 100 characters.').optional(),
});

const count = z.number().int();

/**
 * Search results, grouped by kind (at most MODERATION_SEARCH_SIZE of each); hidden and suspended ones first in each
 * group. `totals` counts every match of each kind, beyond the ones listed.
 */
export const moderationSearchSchema = z.object({
  products: z.array(moderationItemSchema),
  stores: z.array(moderationItemSchema),
  creators: z.array(moderationItemSchema),
  sellers: z.array(moderationItemSchema),
  campaigns: z.array(moderationItemSchema),
  reviews: z.array(moderationItemSchema),
  totals: z.object({
    products: count,
    stores: count,
    creators: count,
    sellers: count,
    campaigns: count,
    reviews: count,
  }),
});
export type ModerationSearch = z.infer<typeof moderationSearchSchema>;

/**
 * What an audit row is about, as its owner names it now (read through the owning feature when the log is read):
 * null when it no longer exists, or has no name (the commission rates).
 */
export const auditSubjectSchema = z.object({
  /**
   * What people call it: a product's, seller's or campaign's name, a store's @handle, a creator's store name, a
   * review's product, an account's email, a payout's payee; null for a payout run (told by `at`).
   */
  name: z.string().nullable(),
  /** Beside the name: the product's seller, the store's name, a review's author, a payout's net amount (₹). */
  detail: z.string().nullable(),
  /** A payout run's start. */
  at: z.string().nullable(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

/** One row of the append-only audit log: who did what to which subject, when and why. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  operatorName: z.string(),
  operatorEmail: z.string(),
  /** e.g. product.hide, seller.suspend, operator.grant (the console says each in words). */
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  subject: auditSubjectSchema.nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const AUDIT_PAGE_SIZE = 50;

export const auditQuerySchema = z.object({
  /** The last id of the page before: the next page is older. */
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** A page of the audit log, newest first; `nextBefore` asks for the page after it, null at the end. */
export const auditPageSchema = listEnvelopeSchema(auditEntrySchema).extend({ nextBefore: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** Something of the signed-in user's that Haat hid or suspended, with the reason (their own screens show it). */
export const moderationNoticeSchema = z.object({
  subject: z.enum(moderationSubjects),
  id: z.string(),
  title: z.string(),
  state: z.enum(['hidden', 'suspended']),
  reason: z.string(),
  since: z.string(),
});
export type ModerationNotice = z.infer<typeof moderationNoticeSchema>;
export const moderationNoticesSchema = listEnvelopeSchema(moderationNoticeSchema);
export type ModerationNotices = z.infer<typeof moderationNoticesSchema>;

/** A campaign's id as a subject id: its number. */
export const campaignSubjectId = (id: string): number | null => {
  if (!/^\d{1,10}$/.test(id)) return null;
  const value = Number(id);
  return value >= 1 && value <= PG_INTEGER_MAX ? value : null;
};
