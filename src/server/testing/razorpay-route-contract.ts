import { z } from 'zod';
import { razorpayError } from './razorpay-payments-contract.ts';

/*
 * The request rules and entities of Razorpay Route, for the Razorpay test server (docs: "Create a Linked Account",
 * "Request / Update / Fetch a Product Configuration", "Product Configuration Entity", "Create Transfers From
 * Payments", "Create a Direct Transfer", "Modify Settlement Hold for Transfers", "Reverse a Transfer", "Transfers
 * Entity", "Route Webhook Events"). Bodies are checked with zod; the first issue answers the docs' error envelope with
 * its field as a dotted path (the docs' "The transfers.0.amount must be at least 100."). Each rule is the docs' own;
 * descriptions are ours where the docs give none (marked "ours").
 */

type Json = Record<string, unknown>;

/** The docs' business types ("Business Type" of the Route integration guide). */
export const BUSINESS_TYPES = [
  'llp',
  'ngo',
  'other',
  'individual',
  'partnership',
  'proprietorship',
  'public_limited',
  'private_limited',
  'trust',
  'society',
  'not_yet_registered',
  'educational_institutes',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{8,15}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const PAN = /^[A-Za-z]{5}\d{4}[A-Za-z]$/; // the docs' regex
const GSTIN = /^[0123][0-9][a-z]{5}[0-9]{4}[a-z][0-9][a-z0-9][a-z0-9]$/i; // the docs' regex
const ACCOUNT_NUMBER = /^[A-Za-z0-9]{5,35}$/;

// Descriptions may hold {field} (the issue's dotted path) and {value} (what was sent): see check().
const text = (min: number, max: number) =>
  z
    .string({ error: 'The {field} must be a string.' })
    .min(min, { error: `The {field} must be at least ${min} characters.` })
    .max(max, { error: `The {field} may not be greater than ${max} characters.` });
const paise = z
  .number({ error: 'The {field} must be an integer.' })
  .int({ error: 'The {field} must be an integer.' })
  .min(100, { error: 'The {field} must be at least 100.' }); // the docs'
const NOTES = 'Notes may have at most 15 values of 256 characters.'; // ours, as the payments' notes
const notes = z
  .record(z.string(), z.union([z.string().max(256, { error: NOTES }), z.number()], { error: NOTES }), { error: NOTES })
  .refine((value) => Object.keys(value).length <= 15, { error: NOTES });
/** `on_hold`: true or false (the docs' samples also send 1 and 0). */
const holdFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'The {field} must be a boolean.' })
  .transform(Boolean);
const unixTime = z
  .number({ error: 'The {field} must be a unix timestamp.' })
  .int({ error: 'The {field} must be a unix timestamp.' })
  .positive({ error: 'The {field} must be a unix timestamp.' });

const EMAIL_ERROR = 'The email must be a valid email address.'; // ours
const PHONE_ERROR = 'The phone must be between 8 and 15 digits.'; // ours (8 to 15: the docs')
export const accountCreateSchema = z.object({
  email: z.string({ error: EMAIL_ERROR }).regex(EMAIL, { error: EMAIL_ERROR }),
  phone: z
    .union([z.string(), z.number()], { error: PHONE_ERROR })
    .refine((phone) => PHONE.test(String(phone)), { error: PHONE_ERROR }),
  type: z.literal('route', { error: 'Invalid type: {value}' }), // the docs'
  reference_id: text(1, 512).optional(),
  legal_business_name: text(4, 200),
  customer_facing_business_name: text(1, 255).optional(),
  business_type: z.enum(BUSINESS_TYPES, { error: 'Invalid business type: {value}' }), // the docs'
  contact_name: text(4, 255),
  profile: z.looseObject(
    { category: text(1, 255), subcategory: text(1, 255), addresses: z.looseObject({}).optional() },
    { error: 'The {field} must be an object.' },
  ),
  legal_info: z
    .looseObject({
      pan: z.string().regex(PAN, { error: 'The pan format is invalid.' }).optional(),
      gst: z.string().regex(GSTIN, { error: 'The gst format is invalid.' }).optional(),
    })
    .optional(),
  notes: notes.optional(),
});
export type AccountCreate = z.infer<typeof accountCreateSchema>;

export const productRequestSchema = z.object({
  product_name: z.literal('route', { error: 'Invalid product name: {value}' }),
  tnc_accepted: z.literal(true, { error: 'The {field} must be true.' }),
});

export const productUpdateSchema = z.object({
  settlements: z.object(
    {
      account_number: z
        .string()
        .regex(ACCOUNT_NUMBER, { error: 'The bank account number must be between 5 and 35 characters' }), // the docs'
      ifsc_code: z.string().regex(IFSC, { error: 'Invalid IFSC Code' }), // the docs'
      beneficiary_name: text(1, 120),
    },
    { error: 'The {field} must be an object.' },
  ),
  tnc_accepted: z.literal(true, { error: 'The {field} must be true.' }).optional(),
});
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** linked_account_notes: keys of the transfer's notes (shown to the linked account without their values). */
function linkedNotesRule(value: { notes?: Json; linked_account_notes?: string[] }, context: z.RefinementCtx) {
  const keys = Object.keys(value.notes ?? {});
  if ((value.linked_account_notes ?? []).every((key) => keys.includes(key))) return;
  const message = 'The {field} must be keys of notes.'; // ours
  context.addIssue({ code: 'custom', path: ['linked_account_notes'], message });
}

const transferFields = {
  account: z.string({ error: 'The {field} must be a string.' }).min(1),
  amount: paise,
  currency: z.literal('INR', { error: 'The {field} must be INR.' }), // ours: the docs support INR alone
  notes: notes.optional(),
  linked_account_notes: z.array(z.string(), { error: 'The {field} must be an array of notes keys.' }).optional(),
};

export const transfersCreateSchema = z.object({
  transfers: z
    .array(
      z
        .object({ ...transferFields, on_hold: holdFlag.optional(), on_hold_until: unixTime.optional() })
        .superRefine(linkedNotesRule),
      { error: 'The {field} must be an array.' },
    )
    .min(1, { error: 'The transfers field is required.' }),
});
export type TransferCreate = z.infer<typeof transfersCreateSchema>['transfers'][number];

export const directTransferSchema = z.object(transferFields).superRefine(linkedNotesRule);

export const transferEditSchema = z.object({ on_hold: holdFlag, on_hold_until: unixTime.optional() });

export const reversalSchema = z.object({
  amount: z
    .number({ error: 'The {field} must be an integer.' })
    .int({ error: 'The {field} must be an integer.' })
    .positive({ error: 'The {field} must be greater than 0.' }) // ours
    .optional(),
  notes: notes.optional(),
});

const valueAt = (body: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null)?.[key], body);

export type Checked<T> = { data: T; error?: undefined } | { data?: undefined; error: ReturnType<typeof razorpayError> };

/**
 * The body checked by the schema, or the envelope of its first issue: a missing field is the docs' "The … field is
 * required.", a body that is no object our "The request body is not a JSON object." (as the payments' rules).
 */
export function check<T>(schema: z.ZodType<T>, body: unknown): Checked<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { data: result.data };
  const issue = result.error.issues[0];
  if (!issue || issue.path.length === 0) {
    return { error: razorpayError('The request body is not a JSON object.', 'body') };
  }
  const field = issue.path.map(String).join('.');
  const value = valueAt(body, issue.path);
  const description =
    value === undefined || value === null
      ? `The ${field} field is required.`
      : issue.message.replaceAll('{field}', field).replaceAll('{value}', String(value));
  return { error: razorpayError(description, field) };
}
