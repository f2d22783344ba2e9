import { z } from 'zod';
import { eventIdOf, hmacHex, isHexHmac } from '../../../lib/hmac.ts';
import type { PayoutWebhookEvent } from './provider.ts';
import { payoutState, razorpayXPayoutEntity } from './razorpayx-payout.ts';

export type RazorpayXWebhookFailure = 'missing_signature' | 'bad_signature' | 'malformed';

/** A webhook that must not be acted on. The route answers 400; the body says nothing more. */
export class RazorpayXWebhookError extends Error {
  readonly reason: RazorpayXWebhookFailure;

  constructor(reason: RazorpayXWebhookFailure, message: string) {
    super(message);
    this.name = 'RazorpayXWebhookError';
    this.reason = reason;
  }
}

/** The hex HMAC-SHA256 of the raw body keyed with the webhook secret: the `X-Razorpay-Signature` header. */
export const razorpayXSignature = (rawBody: string, secret: string): string => hmacHex(rawBody, secret);

const eventEnvelope = z.looseObject({
  entity: z.literal('event').optional(),
  event: z.string().min(1),
  payload: z.record(z.string(), z.unknown()).optional(),
});

const payoutPayload = z.looseObject({ payout: z.looseObject({ entity: razorpayXPayoutEntity }) });

/**
 * Verifies a RazorpayX webhook and reads the payout it reports.
 *
 * - The signature is checked first, over the raw body exactly as received (the docs: never a re-serialised
 *   parse), in constant time. A missing or wrong signature, or a secret that is empty, throws
 *   RazorpayXWebhookError and nothing in the body is read.
 * - A signed body that is not a RazorpayX event throws RazorpayXWebhookError('malformed').
 * - `null` means "verified, nothing for payouts": an event that is not `payout.*`, the `payout.downtime.*`
 *   events (which carry no payout), or a payout without a reference_id (made outside Haat, e.g. from the
 *   dashboard). The route answers 2xx so RazorpayX does not retry it.
 * - Every `payout.*` event carrying a payout maps by the payout's status, not the event's name (so `payout.updated`
 *   with a UTR reads as paid), with the same mapping as the API's answers.
 *
 * `eventId` is the `x-razorpay-event-id` header (unique per event; a re-delivery repeats it). The signature does
 * not cover headers, so when the header is missing the id is derived from the signed body (`body_<sha256>`): a
 * replay of the same body then carries the same id. Either way a replay can only repeat a state RazorpayX
 * really reported; applying states must stay idempotent on the run's side.
 */
export function verifyRazorpayXWebhook(
  rawBody: string,
  signature: string | undefined,
  secret: string,
  eventIdHeader?: string | undefined,
): PayoutWebhookEvent | null {
  if (!secret) throw new RazorpayXWebhookError('bad_signature', 'No webhook secret is configured.');
  if (!signature) throw new RazorpayXWebhookError('missing_signature', 'The webhook has no X-Razorpay-Signature.');
  if (!isHexHmac(rawBody, signature, secret)) {
    throw new RazorpayXWebhookError('bad_signature', 'The webhook signature does not match its body.');
  }

  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new RazorpayXWebhookError('malformed', 'The webhook body is not JSON.');
  }
  const envelope = eventEnvelope.safeParse(json);
  if (!envelope.success) throw new RazorpayXWebhookError('malformed', 'The webhook body is not a RazorpayX event.');
  const { event } = envelope.data;
  if (!event.startsWith('payout.') || event.startsWith('payout.downtime.')) return null;

  const payload = payoutPayload.safeParse(envelope.data.payload);
  if (!payload.success) throw new RazorpayXWebhookError('malformed', `The ${event} event carries no payout.`);
  const payout = payload.data.payout.entity;
  if (!payout.reference_id) return null;

  return {
    eventId: eventIdOf(eventIdHeader, rawBody),
    event,
    payoutId: payout.reference_id,
    state: payoutState(payout),
  };
}
