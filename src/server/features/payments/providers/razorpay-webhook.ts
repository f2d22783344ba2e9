import { z } from 'zod';
import { eventIdOf, isHexHmac } from '../../../lib/hmac.ts';
import { type GatewayEvent, GatewayWebhookError } from './gateway.ts';
import {
  gatewayPayment,
  gatewayRefund,
  gatewayTransfer,
  razorpayPaymentEntity,
  razorpayRefundEntity,
  razorpayTransferEntity,
} from './razorpay-entities.ts';

const eventEnvelope = z.looseObject({
  event: z.string().min(1),
  payload: z.record(z.string(), z.unknown()).optional(),
});
const paymentPayload = z.looseObject({ payment: z.looseObject({ entity: razorpayPaymentEntity }) });
const refundPayload = z.looseObject({ refund: z.looseObject({ entity: razorpayRefundEntity }) });
const transferPayload = z.looseObject({ transfer: z.looseObject({ entity: razorpayTransferEntity }) });

/**
 * Verifies a Razorpay payments webhook ("Validate and Test Webhooks"): the hex HMAC-SHA256 of the raw body as
 * received, keyed with the webhook secret, compared in constant time before anything in the body is read. Then:
 * - `payment.captured` and `payment.failed` → the payment (its order id, amount, currency);
 * - `refund.processed` and `refund.failed` → the refund (its receipt is Haat's refund id);
 * - `transfer.processed` and `transfer.failed` → the Route transfer (Haat's id in its notes);
 * - anything else (`payment.authorized`, `order.paid`…) → null: genuine, nothing to do, answered 2xx.
 * The event id is `x-razorpay-event-id` (the same on a re-delivery); without it, one derived from the signed body.
 */
export function verifyRazorpayWebhook(
  rawBody: string,
  headers: { signature?: string | undefined; eventId?: string | undefined },
  secret: string,
): GatewayEvent | null {
  const signature = headers.signature?.trim();
  if (!signature) throw new GatewayWebhookError('The webhook has no X-Razorpay-Signature.');
  if (!isHexHmac(rawBody, signature, secret)) {
    throw new GatewayWebhookError('The webhook signature does not match its body.');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new GatewayWebhookError('The webhook body is not JSON.');
  }
  const envelope = eventEnvelope.safeParse(json);
  if (!envelope.success) throw new GatewayWebhookError('The webhook body is not a Razorpay event.');
  const { event, payload } = envelope.data;
  const eventId = eventIdOf(headers.eventId, rawBody);

  if (event === 'payment.captured' || event === 'payment.failed') {
    const parsed = paymentPayload.safeParse(payload);
    if (!parsed.success) throw new GatewayWebhookError(`The ${event} event carries no payment.`);
    const payment = gatewayPayment(parsed.data.payment.entity);
    return { kind: event === 'payment.captured' ? 'captured' : 'failed', eventId, payment };
  }
  if (event === 'refund.processed' || event === 'refund.failed') {
    const parsed = refundPayload.safeParse(payload);
    if (!parsed.success) throw new GatewayWebhookError(`The ${event} event carries no refund.`);
    return { kind: 'refund', eventId, refund: gatewayRefund(parsed.data.refund.entity) };
  }
  if (event === 'transfer.processed' || event === 'transfer.failed') {
    const parsed = transferPayload.safeParse(payload);
    if (!parsed.success) throw new GatewayWebhookError(`The ${event} event carries no transfer.`);
    return { kind: 'transfer', eventId, transfer: gatewayTransfer(parsed.data.transfer.entity) };
  }
  return null;
}
