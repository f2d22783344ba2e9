import { z } from 'zod';
import { eventIdOf, isBase64Hmac } from '../../../lib/hmac.ts';
import { type GatewayEvent, GatewayWebhookError } from './gateway.ts';
import { cashfreePayment, cashfreeRefund, gatewayPayment, gatewayRefund } from './cashfree-entities.ts';

/** How far from now a webhook's signed timestamp may be: older is a replay, newer a clock Haat does not share. */
const REPLAY_WINDOW_MS = 5 * 60_000;

const eventEnvelope = z.looseObject({ type: z.string().min(1), data: z.record(z.string(), z.unknown()) });
const paymentData = z.looseObject({
  order: z.looseObject({ order_id: z.string().min(1) }),
  payment: cashfreePayment,
});
const refundData = z.looseObject({ refund: cashfreeRefund });

/**
 * Verifies a Cashfree payment gateway webhook ("Webhook Signature Verification"): `x-webhook-signature` is the
 * base64 HMAC-SHA256 of `x-webhook-timestamp` followed by the raw body as received, keyed with the client secret,
 * compared in constant time before anything in the body is read. The timestamp (milliseconds; seconds taken too) more
 * than five minutes from `now` is refused: a signed webhook replayed later is not news. Then:
 * - PAYMENT_SUCCESS_WEBHOOK and PAYMENT_FAILED_WEBHOOK → the payment, with its order's id;
 * - REFUND_STATUS_WEBHOOK → the refund (its refund_id is Haat's refund id);
 * - anything else (PAYMENT_USER_DROPPED_WEBHOOK: the buyer may still pay until the window closes; Easy Split's
 *   VENDOR_SETTLEMENT_* of a vendor's balance, not of a share) → null: genuine, nothing to do, answered 2xx.
 * Cashfree gives no event id the signature covers, so the id is derived from the signed body: a re-delivery of the
 * same event, re-signed or not, is the same event.
 */
export function verifyCashfreeWebhook(
  rawBody: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  secret: string,
  now: Date,
): GatewayEvent | null {
  const signature = headers.signature?.trim();
  const timestamp = headers.timestamp?.trim();
  if (!signature) throw new GatewayWebhookError('The webhook has no x-webhook-signature.');
  if (!timestamp || !/^\d{10}(\d{3})?$/.test(timestamp)) {
    throw new GatewayWebhookError('The webhook has no x-webhook-timestamp.');
  }
  if (!isBase64Hmac(`${timestamp}${rawBody}`, signature, secret)) {
    throw new GatewayWebhookError('The webhook signature does not match its timestamp and body.');
  }
  const signedAt = timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(now.getTime() - signedAt) > REPLAY_WINDOW_MS) {
    throw new GatewayWebhookError('The webhook was signed more than five minutes ago: refused as a replay.');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new GatewayWebhookError('The webhook body is not JSON.');
  }
  const envelope = eventEnvelope.safeParse(json);
  if (!envelope.success) throw new GatewayWebhookError('The webhook body is not a Cashfree event.');
  const { type, data } = envelope.data;
  const eventId = eventIdOf(undefined, rawBody);

  if (type === 'PAYMENT_SUCCESS_WEBHOOK' || type === 'PAYMENT_FAILED_WEBHOOK') {
    const parsed = paymentData.safeParse(data);
    if (!parsed.success) throw new GatewayWebhookError(`The ${type} event carries no payment.`);
    const payment = gatewayPayment(parsed.data.payment, parsed.data.order.order_id);
    if (payment.state === 'captured' || payment.state === 'failed') return { kind: payment.state, eventId, payment };
    return null;
  }
  if (type === 'REFUND_STATUS_WEBHOOK') {
    const parsed = refundData.safeParse(data);
    if (!parsed.success) throw new GatewayWebhookError(`The ${type} event carries no refund.`);
    return { kind: 'refund', eventId, refund: gatewayRefund(parsed.data.refund) };
  }
  return null;
}
