import { z } from 'zod';
import { indianMobileSchema } from './orders-checkout.ts';
import { text } from './common.ts';

/*
 * Where a creator's or seller's earnings are paid: a UPI ID or a bank account, and the payee's PAN (decision 036).
 * The full account number, UPI ID and PAN go to the server once, when saved; every answer shows them masked.
 */

export const PAYOUT_METHOD_KINDS = ['upi', 'bank'] as const;
export type PayoutMethodKind = (typeof PAYOUT_METHOD_KINDS)[number];

/** NPCI's longest virtual payment address. */
export const UPI_ID_MAX = 255;

/*
 * Each field says one thing at a time: a check after the first passes whatever the earlier ones refuse, so the
 * server's `fields` and the form both give the one message that applies. (zod's `abort` would do it too, but an
 * aborted field also stops the form-wide checks, such as the confirmation, from being shown beside it.)
 */

const oneAt = /^[^@]+@[^@]+$/;

/**
 * A UPI ID (NPCI's virtual payment address): `name@handle`, compared without case, so kept in lower case. The name is
 * letters, digits, dots, hyphens and underscores; the handle is the UPI app's (okaxis, ybl, paytm), a letter first.
 */
export const upiIdSchema = text()
  .trim()
  .toLowerCase()
  .max(UPI_ID_MAX, /*i18n*/ 'A UPI ID has at most 255 characters.')
  .min(1, /*i18n*/ 'Enter your UPI ID.')
  .refine((upiId) => upiId === '' || oneAt.test(upiId), /*i18n*/ 'A UPI ID looks like name@bank, e.g. meera@okaxis.')
  .refine(
    (upiId) => !oneAt.test(upiId) || /^[a-z0-9._-]{2,}@/.test(upiId),
    /*i18n*/ 'Before the @ use at least 2 letters, digits, dots, hyphens or underscores.',
  )
  .refine(
    (upiId) => !oneAt.test(upiId) || /@[a-z][a-z0-9]{1,63}$/.test(upiId),
    /*i18n*/ 'After the @ comes your UPI app’s handle, e.g. okaxis, ybl or paytm.',
  );

/** A bank account number: 9 to 18 digits; spaces typed between groups are dropped. */
export const accountNumberSchema = text()
  .transform((value) => value.replaceAll(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, /*i18n*/ 'Enter the account number.')
      .regex(/^\d*$/, /*i18n*/ 'An account number has digits only.')
      .refine(
        (digits) => !/^\d+$/.test(digits) || /^\d{9,18}$/.test(digits),
        /*i18n*/ 'An account number has 9 to 18 digits.',
      ),
  );

export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** An IFSC: 4 letters for the bank, a 0, and 6 letters or digits for the branch. Typed in any case. */
export const ifscSchema = text()
  .trim()
  .toUpperCase()
  .min(1, /*i18n*/ 'Enter the IFSC of your branch.')
  .refine(
    (ifsc) => ifsc === '' || ifscPattern.test(ifsc),
    /*i18n*/ 'An IFSC has 11 characters: 4 letters, a 0, then 6 letters or digits, e.g. SBIN0001234.',
  );

/** The answer when the IFSC list has no branch with the code (the 404 and the saved form's field error). */
export const UNKNOWN_IFSC = /*i18n*/ 'No bank branch has this IFSC.';

/** The fourth character of a PAN: who holds it (P a person, C a company, H a Hindu undivided family, F a firm…). */
export const PAN_HOLDER_TYPES = 'PCHFATBLJG';

const panFormat = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** A PAN: 5 letters, 4 digits, a letter, the fourth letter one of the holder types. Typed in any case. */
export const panSchema = text()
  .trim()
  .toUpperCase()
  .regex(panFormat, /*i18n*/ 'A PAN has 10 characters: 5 letters, 4 digits and a letter, e.g. ABCPE1234F.')
  .refine(
    (pan) => !panFormat.test(pan) || PAN_HOLDER_TYPES.includes(pan.charAt(3)),
    /*i18n*/ 'The 4th letter of a PAN says who holds it (P for a person, C for a company, F for a firm…). Check it.',
  );

const nameSchema = (missing: string) => text().trim().min(2, missing).max(100, /*i18n*/ 'At most 100 characters.');

/** Empty text is null; a field left out stays undefined. */
const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * The PAN is optional: a PAN sets it, null or empty text means none, and leaving it out keeps the one saved (so a
 * payee changing their bank account does not lose it). The name on it is asked with it.
 */
const panFields = {
  pan: text().nullish().transform(emptyToNull).pipe(panSchema.nullish()),
  panName: text()
    .nullish()
    .transform(emptyToNull)
    .pipe(z.string().max(100, /*i18n*/ 'At most 100 characters.').nullish()),
};

/**
 * Whether the value is an object whose listed fields parsed: a cross-field check runs only then, so it can be shown
 * beside the other fields' errors (zod runs a refinement only when everything parsed, unless told when).
 */
const fieldsParsed =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

type PanPair = { pan?: string | null | undefined; panName?: string | null | undefined };

/** The name goes with the PAN: asked for when a PAN is given, refused without one. */
function withPanName<T extends z.ZodType<PanPair>>(schema: T): T {
  const when = fieldsParsed('pan', 'panName');
  return schema
    .refine((value) => !value.pan || (value.panName ?? '').length >= 2, {
      message: /*i18n*/ 'Enter your name as it is printed on your PAN card.',
      path: ['panName'],
      when,
    })
    .refine((value) => Boolean(value.pan) || !value.panName, {
      message: /*i18n*/ 'Enter the PAN this name is on, or clear the name.',
      path: ['pan'],
      when,
    });
}

const upiMethodSchema = withPanName(z.object({ kind: z.literal('upi'), upiId: upiIdSchema, ...panFields }));

const bankMethodSchema = withPanName(
  z
    .object({
      kind: z.literal('bank'),
      accountHolderName: nameSchema(/*i18n*/ 'Enter the name on the bank account.'),
      accountNumber: accountNumberSchema,
      /** Typed a second time; pasting is allowed, it must match. */
      accountNumberConfirm: text()
        .transform((value) => value.replaceAll(/\s/g, ''))
        .pipe(z.string().min(1, /*i18n*/ 'Type the account number a second time.')),
      ifsc: ifscSchema,
      /**
       * The payee's mobile number, optional: the payment gateway's linked account (its split of a UPI order's money
       * straight to this bank account; decision 069) asks for one.
       */
      mobile: z
        .union([z.literal(''), indianMobileSchema])
        .nullish()
        .transform((value) => value || null),
      ...panFields,
    })
    .refine((value) => value.accountNumber === value.accountNumberConfirm, {
      message: /*i18n*/ 'The account numbers do not match. Type it again.',
      path: ['accountNumberConfirm'],
      when: fieldsParsed('accountNumber', 'accountNumberConfirm'),
    }),
);

/** PUT /api/payout-method: a UPI ID or a bank account, and the PAN (optional) with the name on it. */
export const payoutMethodInputSchema = z.discriminatedUnion('kind', [upiMethodSchema, bankMethodSchema], {
  error: /*i18n*/ 'Choose UPI or a bank account.',
});
export type PayoutMethodInput = z.input<typeof payoutMethodInputSchema>;
export type PayoutMethodFields = z.output<typeof payoutMethodInputSchema>;

const panView = {
  /** The PAN with all but its last 4 characters hidden, e.g. XXXXXX234F; null without a PAN. */
  panMasked: z.string().nullable(),
  panName: z.string().nullable(),
  /** ISO 8601. */
  updatedAt: z.string(),
};

/** A saved payout method as its owner sees it: account number, UPI ID and PAN masked. */
export const payoutMethodViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('upi'),
    /** e.g. meXXXXrs@okaxis */
    upiIdMasked: z.string(),
    ...panView,
  }),
  z.object({
    kind: z.literal('bank'),
    accountHolderName: z.string(),
    /** e.g. XXXXXX6789 */
    accountNumberMasked: z.string(),
    ifsc: z.string(),
    bankName: z.string(),
    branchCode: z.string(),
    /** The mobile number given with the account (its owner's own, shown to them in full); null when none. */
    mobile: z.string().nullable(),
    ...panView,
  }),
]);
export type PayoutMethodView = z.infer<typeof payoutMethodViewSchema>;

/** GET and PUT /api/payout-method: the caller's method, or null before they add one. */
export const payoutMethodAnswerSchema = z.object({ method: payoutMethodViewSchema.nullable() });
export type PayoutMethodAnswer = z.infer<typeof payoutMethodAnswerSchema>;

export const ifscParamsSchema = z.object({ code: ifscSchema });

/** A branch in the IFSC list: the bank's name and the branch code (the list has no branch names: decision 036). */
export const ifscBranchSchema = z.object({
  ifsc: z.string(),
  bank: z.string(),
  branchCode: z.string(),
});
export type IfscBranch = z.infer<typeof ifscBranchSchema>;
