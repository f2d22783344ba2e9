import { z } from 'zod';
import { callProvider, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { GatewayRefused, GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import {
  CASHFREE_API_VERSION,
  CashfreeConflict,
  cashfreeError,
  cashfreeOrder,
  cashfreePayment,
  cashfreeRefund,
  cashfreeRefundId,
  cashfreeUpiLink,
  gatewayPayment,
  gatewayRefund,
  rupeesOf,
} from './cashfree-entities.ts';
import { type CashfreeCall, type CashfreeFind, cashfreeSplit } from './cashfree-split.ts';
import { verifyCashfreeWebhook } from './cashfree-webhook.ts';

export interface CashfreeConfig {
  /** https://api.cashfree.com, or a server speaking the same contract (the tests' one). `/pg/…` is added. */
  baseUrl: string;
  clientId: string;
  /** Authenticates every request (x-client-secret) and signs every webhook. */
  clientSecret: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const id = encodeURIComponent;

/** Payment sessions of orders just made, for their intent: a checkout makes one and pays it at once. */
const SESSIONS_KEPT = 1_000;

/**
 * A PaymentGateway speaking Cashfree's Payment Gateway API (x-api-version 2023-08-01, x-client-id and
 * x-client-secret): Create Order (`POST /pg/orders`, Haat's order number as its order_id, the amount in rupees),
 * Order Pay (`POST /pg/orders/sessions` with `upi.channel = link`: the intent links, `default` the `upi://pay` one),
 * Get Payments for an Order, Create Refund (`POST /pg/orders/{id}/refunds`, Haat's refund id as refund_id), its
 * timestamped webhooks and Easy Split (cashfree-split.ts). A 2xx that is not the entity asked for, a network error, a
 * timeout, a 5xx or 429, and a 401/403/404 (keys or base URL wrong, or the entity unknown) throw GatewayUnavailable;
 * a 409 throws CashfreeConflict; any other 4xx GatewayRefused with Cashfree's message.
 */
export function createCashfree(config: CashfreeConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 20_000;
  const sessions = new Map<string, string>();

  const request = (
    path: string,
    init: { method: 'GET' | 'POST' | 'PATCH'; json?: unknown; headers?: Record<string, string> },
  ) =>
    callProvider(
      `${base}${path}`,
      {
        ...init,
        headers: {
          'x-client-id': config.clientId,
          'x-client-secret': config.clientSecret,
          'x-api-version': CASHFREE_API_VERSION,
          ...init.headers,
        },
        timeoutMs,
        ...(config.fetch ? { fetch: config.fetch } : {}),
      },
      (cause) => new GatewayUnavailable('Cashfree could not be reached.', { cause }),
    );

  const call: CashfreeCall = async (path, entity, init = { method: 'GET' }) =>
    parsed(path, entity, await request(path, init));

  const find: CashfreeFind = async (path, entity) => {
    const answer = await request(path, { method: 'GET' });
    // Cashfree's "not found" carries its error body (`…_not_found`); a 404 without one is a wrong base URL.
    const code = cashfreeError.safeParse(answer.body).data?.code ?? '';
    if (answer.status === 404 && code.endsWith('not_found')) return null;
    return parsed(path, entity, answer);
  };

  return {
    name: 'cashfree',
    transfersMadeAtRelease: true,
    ...cashfreeSplit(call, find),

    async createOrder({ receipt, amountPaise, notes, customer }) {
      if (!customer) throw new Error('A Cashfree order needs its customer’s phone.');
      const phone = customer.phone.replace(/\D/g, '').slice(-10);
      let order: z.infer<typeof cashfreeOrder>;
      try {
        order = await call('/pg/orders', cashfreeOrder, {
          method: 'POST',
          json: {
            order_id: receipt,
            order_amount: rupeesOf(amountPaise),
            order_currency: 'INR',
            customer_details: {
              customer_id: `buyer${phone}`,
              customer_phone: phone,
              ...(customer.email ? { customer_email: customer.email } : {}),
            },
            order_note: `Haat order ${receipt}`,
            order_tags: Object.fromEntries(Object.entries(notes).slice(0, 10)),
          },
        });
      } catch (error) {
        // The order id is Haat's order number: a 409 is the order a lost answer made, taken if it is for this amount.
        if (!(error instanceof CashfreeConflict)) throw error;
        order = await call(`/pg/orders/${id(receipt)}`, cashfreeOrder);
        if (order.order_amount !== amountPaise) throw new GatewayRefused(`Order ${receipt} exists for another amount.`);
      }
      if (order.payment_session_id) {
        if (sessions.size >= SESSIONS_KEPT) sessions.delete(sessions.keys().next().value as string);
        sessions.set(order.order_id, order.payment_session_id);
      }
      return { providerOrderId: order.order_id };
    },

    async startUpiIntent({ providerOrderId, amountPaise }) {
      let session = sessions.get(providerOrderId);
      sessions.delete(providerOrderId);
      session ??= (await call(`/pg/orders/${id(providerOrderId)}`, cashfreeOrder)).payment_session_id ?? undefined;
      if (!session) throw new GatewayUnavailable(`Cashfree gave order ${providerOrderId} no payment session.`);
      const started = await call('/pg/orders/sessions', cashfreeUpiLink, {
        method: 'POST',
        json: { payment_session_id: session, payment_method: { upi: { channel: 'link' } } },
      });
      if (started.payment_amount != null && started.payment_amount !== amountPaise) {
        throw new GatewayUnavailable(`Cashfree started a payment of another amount for ${providerOrderId}.`);
      }
      return { providerPaymentId: started.cf_payment_id, intentUrl: started.data.payload.default };
    },

    async paymentsOf(providerOrderId) {
      const found = await call(`/pg/orders/${id(providerOrderId)}/payments`, z.array(cashfreePayment));
      return found.map((payment) => gatewayPayment(payment, providerOrderId));
    },

    async refund({ providerOrderId, amountPaise, receipt, notes }) {
      // Haat's refund id is the refund_id (unique per order): a retry after a lost answer finds the refund it made.
      const refundId = cashfreeRefundId(receipt);
      const path = `/pg/orders/${id(providerOrderId)}/refunds`;
      try {
        const made = await call(path, cashfreeRefund, {
          method: 'POST',
          headers: { 'x-idempotency-key': receipt },
          json: {
            refund_id: refundId,
            refund_amount: rupeesOf(amountPaise),
            refund_speed: 'STANDARD',
            refund_note: `Haat refund (${notes.reason ?? 'order changed'})`,
          },
        });
        return gatewayRefund(made);
      } catch (error) {
        if (!(error instanceof CashfreeConflict)) throw error;
        const made = await call(`${path}/${id(refundId)}`, cashfreeRefund);
        if (made.refund_amount !== amountPaise)
          throw new GatewayRefused(`Refund ${refundId} exists for another amount.`);
        return gatewayRefund(made);
      }
    },

    verifyWebhook: (rawBody, headers, now) => verifyCashfreeWebhook(rawBody, headers, config.clientSecret, now),

    // Cashfree's checkout returns to return_url with the order id alone, unsigned: no return is genuine by itself.
    verifyReturn: () => false,
  };
}

/** A 2xx's body as the entity asked for; any other answer as what it means (refusal). */
function parsed<T extends z.ZodType>(path: string, entity: T, answer: ProviderAnswer): z.infer<T> {
  if (answer.status < 200 || answer.status >= 300) throw refusal(answer);
  const result = entity.safeParse(answer.body);
  if (result.success) return result.data;
  throw new GatewayUnavailable(`Cashfree answered ${path} without what was asked for.`, { status: answer.status });
}

function refusal(answer: ProviderAnswer): Error {
  const message = cashfreeError.safeParse(answer.body).data?.message;
  const said = message ? `: ${message}` : '';
  if ([401, 403, 404, 429].includes(answer.status) || answer.status >= 500 || answer.status < 400) {
    return new GatewayUnavailable(`Cashfree answered ${answer.status}${said}`, { status: answer.status });
  }
  if (answer.status === 409) return new CashfreeConflict(message ?? 'Cashfree has this already.');
  return new GatewayRefused(message ?? `Cashfree refused the request (${answer.status}).`);
}
