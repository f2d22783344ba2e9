import { z } from 'zod';
import type { PayoutSubmission, ProviderPayoutState } from './provider.ts';

/*
 * RazorpayX's payout entity and composite create request, as its API reference documents them ("Create a Payout to
 * Bank Account / to VPA Using Composite API", "Payouts Entity", "Fetch Payout With ID"). Shared by the HTTP client,
 * the webhook check and the test server.
 */

/** The fields of a payout entity Haat reads; the rest of the entity passes through untouched. */
export const razorpayXPayoutEntity = z.looseObject({
  id: z.string().min(1),
  entity: z.literal('payout').optional(),
  status: z.string().min(1),
  utr: z.string().nullish(),
  reference_id: z.string().nullish(),
  failure_reason: z.string().nullish(),
  status_details: z
    .looseObject({ description: z.string().nullish(), source: z.string().nullish(), reason: z.string().nullish() })
    .nullish(),
});
export type RazorpayXPayoutEntity = z.infer<typeof razorpayXPayoutEntity>;

/** `{"error":{"code":"BAD_REQUEST_ERROR","description":…,"field":…}}`, the API's error answer. */
export const razorpayXErrorEnvelope = z.object({
  error: z.looseObject({
    code: z.string().nullish(),
    description: z.string().nullish(),
    field: z.string().nullish(),
    reason: z.string().nullish(),
  }),
});

/** The documented payout statuses and what each means for Haat. */
const FAILED_STATUSES = new Set(['failed', 'rejected', 'reversed', 'cancelled']);

/**
 * processed → paid (with the UTR); failed, rejected, reversed, cancelled → failed (with status_details.description,
 * else failure_reason); queued, pending, processing → processing. A status the docs do not list is read as still
 * processing, so an unknown word never pays or fails anything. A processed payout whose UTR has not arrived yet
 * (the docs' samples show `"utr": null` on processed payouts; `payout.updated` brings it later) is paid with utr ''.
 */
export function payoutState(entity: RazorpayXPayoutEntity): ProviderPayoutState {
  if (entity.status === 'processed') return { state: 'paid', providerPayoutId: entity.id, utr: entity.utr ?? '' };
  if (FAILED_STATUSES.has(entity.status)) {
    const reason = entity.status_details?.description || entity.failure_reason || `Payout ${entity.status}`;
    return { state: 'failed', providerPayoutId: entity.id, reason };
  }
  return { state: 'processing', providerPayoutId: entity.id };
}

/** The docs: 4–36 characters of letters, digits, hyphens, underscores and spaces. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9 _-]{4,36}$/;

/**
 * IMPS carries at most ₹5,00,000 a transfer (NPCI's limit, not in RazorpayX's pages); larger bank payouts go by
 * NEFT, which has no upper limit. Our choice: RTGS (₹2 lakh minimum, banking hours) is never used.
 */
const IMPS_LIMIT_PAISE = 5_00_000_00;

/** "Ásha" → "Asha": letters keep their base letter before the character rules drop what is left. */
const withoutAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

/** The narration rule: at most 30 characters, a-z, A-Z, 0-9 and space. Anything else is dropped. */
export function razorpayXNarration(text: string): string {
  return withoutAccents(text)
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
}

// ’ is written \u2019 in these patterns: a regular expression's characters stay as written in the server's build,
// which is kept ASCII (decision 081).
const tidy = (text: string) =>
  text
    .replace(/ {2,}/g, ' ')
    .trim()
    .replace(/[\u2019\-_/(),\s]+$/u, '');

/**
 * The contact's name: 3–50 characters of a-z, A-Z, 0-9, space, ’ - _ / ( ) , . and not ending in one of the
 * specials except '.'. It is only RazorpayX's label for the payee, so other characters become spaces and a name
 * left too short becomes "Haat payee" (our choice), rather than failing a payout over a label.
 */
export function razorpayXContactName(name: string): string {
  const cleaned = tidy(tidy(withoutAccents(name).replace(/[^A-Za-z0-9 \u2019\-_/(),.]+/gu, ' ')).slice(0, 50));
  return cleaned.length >= 3 ? cleaned : 'Haat payee';
}

/**
 * The composite create body (`POST /v1/payouts` with an inline fund_account and contact). Built in one fixed key
 * order from the submission alone, so a retry of the same payout sends the same bytes, as the idempotency header
 * requires. Choices where the docs leave them to us: purpose `payout`, contact type `vendor`,
 * `queue_if_low_balance: true` (a low balance queues the payout instead of failing it; it stays processing).
 * The UPI destination's `name` has no field in the VPA fund account, so only the contact carries a name there.
 */
export function payoutRequestBody(submission: PayoutSubmission, accountNumber: string): Record<string, unknown> {
  if (!IDEMPOTENCY_KEY.test(submission.payoutId)) {
    throw new TypeError('A payout id must be 4–36 letters, digits, hyphens or underscores (the idempotency key).');
  }
  if (submission.payeeId.length > 40) throw new TypeError("A payee id must fit the contact's reference_id (40).");
  if (!Number.isSafeInteger(submission.amountPaise)) throw new TypeError('A payout amount is whole paise.');
  const { destination } = submission;
  const fundAccount =
    destination.kind === 'upi'
      ? { account_type: 'vpa', vpa: { address: destination.upiId.trim() } }
      : {
          account_type: 'bank_account',
          bank_account: {
            name: destination.accountHolderName.trim(),
            ifsc: destination.ifsc.trim().toUpperCase(),
            account_number: destination.accountNumber.trim(),
          },
        };
  const mode = destination.kind === 'upi' ? 'UPI' : submission.amountPaise <= IMPS_LIMIT_PAISE ? 'IMPS' : 'NEFT';
  const narration = razorpayXNarration(submission.narration);
  return {
    account_number: accountNumber,
    amount: submission.amountPaise,
    currency: 'INR',
    mode,
    purpose: 'payout',
    fund_account: {
      ...fundAccount,
      contact: {
        name: razorpayXContactName(submission.payeeName),
        type: 'vendor',
        reference_id: submission.payeeId,
      },
    },
    queue_if_low_balance: true,
    reference_id: submission.payoutId,
    // Left out when nothing is left of it: the docs default it to the business's billing label.
    ...(narration ? { narration } : {}),
    notes: { haat_payout_id: submission.payoutId, haat_payee_id: submission.payeeId },
  };
}
