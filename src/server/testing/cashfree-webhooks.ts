import { createHmac } from 'node:crypto';
import { type CashfreeEvent, istTime } from './cashfree-contract.ts';

/*
 * How the Cashfree test server sends webhooks, as the docs describe them ("Payment Webhooks", "Refund Webhooks",
 * "Webhook Signature Verification"): a JSON POST of `{data, event_time, type}` with `x-webhook-timestamp` (epoch
 * milliseconds), `x-webhook-signature` (base64 HMAC-SHA256 of the timestamp followed by the raw body, keyed with the
 * client secret), `x-webhook-version` and `x-webhook-attempt`. Amounts are written with their two decimals
 * (`"payment_amount":170.00`), as the docs warn they are: a receiver that re-serializes the body breaks the signature.
 * A retry (`twice`) sends the same body re-signed at its own time with the next attempt number; a replay
 * (`resendLast`) the same bytes, timestamp and signature.
 */

export type WebhookMode = 'normal' | 'none' | 'twice' | 'reversed' | 'late';
export const WEBHOOK_MODES: WebhookMode[] = ['normal', 'none', 'twice', 'reversed', 'late'];

export interface CashfreeWebhookDelivery {
  type: string;
  rawBody: string;
  timestamp: string;
  signature: string;
  attempt: number;
  /** The receiver's HTTP status; null when there was no webhook URL or it could not be reached. */
  status: number | null;
  answer: string;
}

const AMOUNT_FIELDS =
  /"(order_amount|payment_amount|refund_amount|settlement_amount|amount_settled)":(\d+)(\.\d)?(?=[,}])/g;
/** Amounts with two decimals: 1160 → 1160.00, 610.5 → 610.50. */
const twoDecimals = (json: string) =>
  json.replace(AMOUNT_FIELDS, (_match, field: string, whole: string, tenths: string | undefined) =>
    tenths ? `"${field}":${whole}${tenths}0` : `"${field}":${whole}.00`,
  );

export function createWebhookSender(options: {
  secret: string;
  apiVersion: string;
  url: () => string | null;
  now: () => number;
}) {
  const deliveries: CashfreeWebhookDelivery[] = [];
  const late: CashfreeEvent[] = [];

  async function deliver(sent: Omit<CashfreeWebhookDelivery, 'status' | 'answer'>): Promise<CashfreeWebhookDelivery> {
    let status: number | null = null;
    let answer = '';
    const url = options.url();
    if (url) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-webhook-signature': sent.signature,
            'x-webhook-timestamp': sent.timestamp,
            'x-webhook-version': options.apiVersion,
            'x-webhook-attempt': String(sent.attempt),
          },
          body: sent.rawBody,
          signal: AbortSignal.timeout(10_000),
        });
        status = response.status;
        answer = await response.text();
      } catch (error) {
        answer = error instanceof Error ? error.message : String(error);
      }
    }
    const delivery = { ...sent, status, answer };
    deliveries.push(delivery);
    return delivery;
  }

  const signed = (type: string, rawBody: string, attempt: number) => {
    const timestamp = String(options.now());
    const signature = createHmac('sha256', options.secret).update(`${timestamp}${rawBody}`, 'utf8').digest('base64');
    return { type, rawBody, timestamp, signature, attempt };
  };

  const send = (event: CashfreeEvent) => {
    const rawBody = twoDecimals(
      JSON.stringify({ data: event.data, event_time: istTime(options.now()), type: event.type }),
    );
    return deliver(signed(event.type, rawBody, 1));
  };

  /** The events, sent as the mode says: `twice` each with its retry, `reversed` last first, `late` held back. */
  async function sendAs(events: CashfreeEvent[], mode: WebhookMode): Promise<CashfreeWebhookDelivery[]> {
    if (mode === 'none') return [];
    if (mode === 'late') {
      late.push(...events);
      return [];
    }
    const sent: CashfreeWebhookDelivery[] = [];
    for (const event of mode === 'reversed' ? events.toReversed() : events) {
      const first = await send(event);
      sent.push(first);
      if (mode === 'twice') sent.push(await deliver(signed(first.type, first.rawBody, 2)));
    }
    return sent;
  }

  return {
    deliveries,
    send,
    sendAs,
    /** The events held back by `late`, sent now, the last held first. */
    async deliverLate(): Promise<CashfreeWebhookDelivery[]> {
      const held = late.splice(0).toReversed();
      const sent: CashfreeWebhookDelivery[] = [];
      for (const event of held) sent.push(await send(event));
      return sent;
    },
    /** The last webhook again, byte for byte: its body, timestamp and signature (a replay). */
    resendLast(): Promise<CashfreeWebhookDelivery> {
      const last = deliveries.at(-1);
      if (!last) throw new Error('The Cashfree test server has sent no webhook yet.');
      const { status: _status, answer: _answer, ...same } = last;
      return deliver(same);
    },
  };
}
