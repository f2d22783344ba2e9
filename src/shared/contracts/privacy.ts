import { z } from 'zod';

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
});
export type ConsentChange = z.infer<typeof consentChangeSchema>;
