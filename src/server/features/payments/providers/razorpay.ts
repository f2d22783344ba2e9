import { z } from 'zod';
import { isHexHmac } from '../../../lib/hmac.ts';
import { basicAuth, callProvider, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { GatewayRefused, GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import {
  gatewayPayment,
  gatewayRefund,
  razorpayCollection,
  razorpayErrorEnvelope,
  razorpayOrderEntity,
  razorpayPaymentEntity,
  razorpayRefundEntity,
} from './razorpay-entities.ts';
import { type RazorpayCall, razorpayRoute } from './razorpay-route.ts';
import { verifyRazorpayWebhook } from './razorpay-webhook.ts';

export interface RazorpayConfig {
  /** https://api.razorpay.com, or a server speaking the same contract (the tests' one). `/v1/…` is added. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

/** Razorpay asks for an email with a payment; a buyer who gave none is sent as the docs' placeholder. */
const NO_EMAIL = 'void@razorpay.com';

/**
 * A PaymentGateway speaking Razorpay's API (paths under the base URL): Orders (`POST /v1/orders`, `GET /v1/orders/{id}/payments`), the S2S UPI
 * intent (`POST /v1/payments/create/upi` with `upi.flow = intent` and the buyer's IP, referer and user agent, which
 * the docs require), Refunds (`POST /v1/payments/{id}/refund` under `X-Refund-Idempotency`) and its signed webhooks. A 2xx that is not the entity asked for, a network error,
 * a timeout, a 5xx or 429, and a 401/403/404 (keys or base URL wrong) throw GatewayUnavailable; any other 4xx throws
 * GatewayRefused with Razorpay's description.
 */
export function createRazorpay(config: RazorpayConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const authorization = basicAuth(config.keyId, config.keySecret);
  const timeoutMs = config.timeoutMs ?? 20_000;

  const call: RazorpayCall = async (path, entity, init = { method: 'GET' }) => {
    const answer = await callProvider(
      `${base}${path}`,
      { ...init, authorization, timeoutMs, ...(config.fetch ? { fetch: config.fetch } : {}) },
      (cause) => new GatewayUnavailable('Razorpay could not be reached.', { cause }),
    );
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = entity.safeParse(answer.body);
      if (parsed.success) return parsed.data;
      throw new GatewayUnavailable(`Razorpay answered ${path} without what was asked for.`, { status: answer.status });
    }
    throw refusal(answer);
  };

  return {
    name: 'razorpay',
    ...razorpayRoute(call),

    async createOrder({ receipt, amountPaise, notes }) {
      const order = await call('/v1/orders', razorpayOrderEntity, {
        method: 'POST',
        json: { amount: amountPaise, currency: 'INR', receipt, notes },
      });
      return { providerOrderId: order.id };
    },

    async startUpiIntent({ providerOrderId, amountPaise, contact, email, description, client }) {
      const started = await call('/v1/payments/create/upi', upiIntentAnswer, {
        method: 'POST',
        json: {
          amount: amountPaise,
          currency: 'INR',
          order_id: providerOrderId,
          method: 'upi',
          upi: { flow: 'intent' },
          contact,
          email: email ?? NO_EMAIL,
          description,
          ip: client.ip,
          referer: client.referer,
          user_agent: client.userAgent,
        },
      });
      return { providerPaymentId: started.razorpay_payment_id, intentUrl: started.link };
    },

    async paymentsOf(providerOrderId) {
      const found = await call(
        `/v1/orders/${encodeURIComponent(providerOrderId)}/payments`,
        razorpayCollection(razorpayPaymentEntity),
      );
      return found.items.map(gatewayPayment);
    },

    async refund({ providerPaymentId, amountPaise, receipt, notes }) {
      // Haat's refund id is the idempotency key: a retry after a lost answer gets the refund the first one made.
      const refund = await call(`/v1/payments/${encodeURIComponent(providerPaymentId)}/refund`, razorpayRefundEntity, {
        method: 'POST',
        headers: { 'x-refund-idempotency': receipt },
        json: { amount: amountPaise, speed: 'optimum', receipt, notes },
      });
      return gatewayRefund(refund);
    },

    verifyWebhook: (rawBody, headers) => verifyRazorpayWebhook(rawBody, headers, config.webhookSecret),

    // Razorpay signs a payment's return with the key secret: the hex HMAC-SHA256 of `order_id|payment_id`.
    verifyReturn: ({ providerOrderId, providerPaymentId, signature }) =>
      isHexHmac(`${providerOrderId}|${providerPaymentId}`, signature, config.keySecret),
  };
}

/** The intent flow's answer: the payment's id and the `upi://pay` link (the docs: "do not change the intent URL"). */
const upiIntentAnswer = z.looseObject({
  razorpay_payment_id: z.string().min(1),
  link: z.string().startsWith('upi://'),
});

function refusal(answer: ProviderAnswer): Error {
  const parsed = razorpayErrorEnvelope.safeParse(answer.body);
  const description = parsed.success ? parsed.data.error.description : undefined;
  if ([401, 403, 404, 429].includes(answer.status) || answer.status >= 500 || answer.status < 400) {
    return new GatewayUnavailable(`Razorpay answered ${answer.status}${description ? `: ${description}` : ''}`, {
      status: answer.status,
    });
  }
  return new GatewayRefused(description ?? `Razorpay refused the request (${answer.status}).`);
}
