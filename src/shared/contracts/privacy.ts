import { z } from 'zod';
import { text } from './common.ts';

/**
 * The privacy notice's version: what a consent records it was given against. A new notice gets a new date, and
 * the consents given before it stay recorded against the old one.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-29';

/**
 * What a person may allow or refuse, one by one, besides what running their account and orders needs. Haat sends
 * no marketing mail, so it asks no consent for it (decision 057).
 */
export const consentPurposes = ['ai_order_history'] as const;
export type ConsentPurpose = (typeof consentPurposes)[number];

/** The processing log's events. */
export const processingEvents = [
  'consent_given',
  'consent_withdrawn',
  'data_exported',
  'details_corrected',
  'account_erased',
  'breach_notice_drafted',
] as const;
export type ProcessingEvent = (typeof processingEvents)[number];

export const consentSchema = z.object({
  purpose: z.enum(consentPurposes),
  granted: z.boolean(),
  noticeVersion: z.string().nullable(),
  recordedAt: z.string().nullable(),
});
export type Consent = z.infer<typeof consentSchema>;

export const consentListSchema = z.object({ items: z.array(consentSchema), noticeVersion: z.string() });

export const consentChangeSchema = z.object({
  purpose: z.enum(consentPurposes, /*i18n*/ 'Choose what to allow.'),
  granted: z.boolean(),
  /** Where it was given: ticked on the sign-up form, or on the account page. */
  source: z.enum(['signup', 'account']).default('account'),
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** Erasing one's account: the password again, so a borrowed phone cannot. */
export const eraseAccountSchema = z.object({
  password: text().min(1, /*i18n*/ 'Enter your password.').max(200, /*i18n*/ 'Enter your password.'),
});
export type EraseAccount = z.infer<typeof eraseAccountSchema>;

/** What an erasure did, and what it kept because a law asks for it. */
export const erasureSchema = z.object({
  erasedAt: z.string(),
  /** Orders kept for the seller's books and the tax documents, without the buyer's name or contact. */
  ordersKept: z.number().int(),
  /** Documents of ₹50,000 or more: the law keeps the recipient's name and address on them. */
  documentsKeptWithName: z.number().int(),
});
export type Erasure = z.infer<typeof erasureSchema>;

/** A download of everything Haat holds on the account (DPDP Act, 2023, s. 11). */
export const personalDataSchema = z.object({
  exportedAt: z.string(),
  noticeVersion: z.string(),
  account: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  profile: z.unknown(),
  consents: z.array(consentSchema),
  orders: z.array(z.unknown()),
  bag: z.unknown(),
  lists: z.unknown(),
  notifications: z.array(z.unknown()),
  complaints: z.array(z.unknown()),
  processingLog: z.array(z.object({ event: z.enum(processingEvents), at: z.string() })),
});
export type PersonalData = z.infer<typeof personalDataSchema>;
