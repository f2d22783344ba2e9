import { createHmac, randomBytes } from 'node:crypto';

/*
 * How the RazorpayX test server sends webhooks, as the docs describe them ("Payouts Webhook Events", "Validate
 * and Test Webhooks"): a JSON POST of `{entity: 'event', account_id, event, contains, payload, created_at}`, with
 * `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body keyed with the webhook secret) and `x-razorpay-event-id`
 * (unique per event, the same on a re-delivery).
 */

export interface RazorpayXWebhookDelivery {
  eventId: string;
  event: string;
  rawBody: string;
  signature: string;
  /** The receiver's HTTP status; null when there was no webhookUrl or it could not be reached. */
  status: number | null;
  answer: string;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id in RazorpayX's shape: a prefix, `_` and 14 letters or digits (pout_…, fa_…, cont_…, evt_…). */
export const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

export function createWebhookSender(secret: string, webhookUrl: () => string | null) {
  const deliveries: RazorpayXWebhookDelivery[] = [];

  async function deliver(delivery: Omit<RazorpayXWebhookDelivery, 'status' | 'answer'>) {
    let status: number | null = null;
    let answer = '';
    const url = webhookUrl();
    if (url) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'X-Razorpay-Signature': delivery.signature,
            'x-razorpay-event-id': delivery.eventId,
          },
          body: delivery.rawBody,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        answer = error instanceof Error ? error.message : String(error);
      }
    }
    const sent: RazorpayXWebhookDelivery = { ...delivery, status, answer };
    deliveries.push(sent);
    return sent;
  }

  return {
    deliveries,
    send(event: string, payload: Record<string, unknown>) {
      const rawBody = JSON.stringify({
        entity: 'event',
        account_id: 'acc_HaatTest000001',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: unixNow(),
      });
      const signature = createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
      return deliver({ eventId: razorpayId('evt'), event, rawBody, signature });
    },
    resendLast() {
      const last = deliveries.at(-1);
      if (!last) throw new Error('The RazorpayX test server has sent no webhook yet.');
      return deliver({ eventId: last.eventId, event: last.event, rawBody: last.rawBody, signature: last.signature });
    },
  };
}
