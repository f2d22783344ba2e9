import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerApi } from './cashfree-api.ts';
import { answerControl } from './cashfree-control.ts';
import {
  type CashfreeEvent,
  canonicalJson,
  cashfreeError,
  digits,
  idempotencyKeyError,
  invalid,
  type Outcome,
} from './cashfree-contract.ts';
import type { CashfreeServer, CashfreeServerOptions, WebhookMode } from './cashfree-server-types.ts';
import { createSplitState } from './cashfree-split-state.ts';
import { type CashfreePayment, type CashfreeRefund, createPaymentsState } from './cashfree-state.ts';
import { createWebhookSender } from './cashfree-webhooks.ts';

export type {
  CashfreeServer,
  CashfreeServerOptions,
  CashfreeWebhookDelivery,
  WebhookMode,
} from './cashfree-server-types.ts';
export type { CashfreeOrder, CashfreePayment, CashfreeRefund } from './cashfree-state.ts';
export type { CashfreeVendor, VendorSettlement } from './cashfree-split-state.ts';

/*
 * A Cashfree payment gateway server for tests, over real HTTP as the docs describe it (the rules: cashfree-contract.ts,
 * -state.ts, -split-state.ts, -webhooks.ts; the paths: cashfree-api.ts):
 * - Every /pg request takes `x-api-version` (2022-09-01, 2023-08-01 or 2025-01-01), else 400; and `x-client-id` with
 *   `x-client-secret`, else 401 "authentication Failed" (the docs'); Order Pay alone is authenticated by its
 *   payment_session_id, as the docs' sample sends no keys.
 * - Errors are the docs' `{message, code, type}` with the HTTP status: 400 invalid_request_error, 401
 *   authentication_error, 404 not found, 409 an order_id (or refund_id, vendor_id) already used, 422
 *   idempotency_error, 429 rate_limit_error, 500 api_error.
 * - Amounts are rupees with at most two decimals; a third decimal, a string or a negative is refused.
 * - A POST with `x-idempotency-key` (a UUID) is answered once: the same key and request answer what the first did
 *   (its webhooks not sent again); the same key with another request is a 422 (ours: the status).
 * - Webhooks go to webhookUrl signed with the client secret (cashfree-webhooks.ts), those of API requests after the
 *   answer, in order; the controls send theirs as asked (normal, twice, reversed, late, none).
 * - Test controls, as methods and (for a separate process) as JSON under /_control without auth: cashfree-control.ts.
 * Ours where the docs are silent: paths outside /pg answer 404, every response is JSON, requests are answered one at a
 * time (no 409 for a key in flight), fees and taxes are 0.
 */

const API_VERSIONS = ['2022-09-01', '2023-08-01', '2025-01-01'];
const copies = <T>(map: Map<string, T>) => [...map.values()].map((value) => structuredClone(value));
const header = (request: IncomingMessage, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** What failNextWith answers: the docs' 429 and 500 bodies, and their 502 for a bank's failure. */
function serverError(status: number): Outcome {
  if (status === 429)
    return cashfreeError(429, 'Too many requests from IP. Check headers', 'request_failed', 'rate_limit_error');
  if (status === 502) return cashfreeError(502, 'bank processing failure', 'bank_processing_failure', 'api_error');
  return cashfreeError(status, 'internal Server Error', 'internal_error', 'api_error');
}

export async function startCashfreeServer(options: CashfreeServerOptions = {}): Promise<CashfreeServer> {
  const clientId = options.clientId ?? 'TEST-haat-cashfree-app-id';
  const clientSecret = options.clientSecret ?? 'cfsk_ma_test_haat_secret';
  let webhookUrl = options.webhookUrl ?? null;
  let clock = options.now ?? Date.now;
  const now = () => clock();
  const payments = createPaymentsState({
    merchantVpa: options.merchantVpa ?? 'haat.cf@axisbank',
    refundStatus: options.refundStatus ?? 'PENDING',
  });
  const split = createSplitState(payments, {
    splitDelayDays: options.splitDelayDays ?? 1,
    activate: options.activateVendors ?? true,
  });
  const sender = createWebhookSender({ secret: clientSecret, apiVersion: '2023-08-01', url: () => webhookUrl, now });
  const requests: CashfreeServer['requests'] = [];
  const failures: { status: number; afterCreate: boolean }[] = [];
  const keys = new Map<string, { request: string; outcome: Outcome }>();
  let apiWebhooks: WebhookMode = 'normal';
  let background: Promise<unknown> = Promise.resolve();

  /** Runs a control's events after the API's webhooks in flight, as the mode says. */
  const fire = async (events: CashfreeEvent[], mode: WebhookMode = 'normal') => {
    await background;
    return sender.sendAs(events, mode);
  };

  function answer(request: IncomingMessage, method: string, path: string, body: unknown): Outcome {
    const version = header(request, 'x-api-version');
    if (!version) return invalid('x-api-version : is missing in the request', 'request_failed'); // ours: the words
    if (!API_VERSIONS.includes(version))
      return invalid(`x-api-version : ${version} is not supported`, 'request_failed');
    const bySession = method === 'POST' && path === '/pg/orders/sessions';
    const keyed = header(request, 'x-client-id') === clientId && header(request, 'x-client-secret') === clientSecret;
    if (!bySession && !keyed) {
      return cashfreeError(401, 'authentication Failed', 'request_failed', 'authentication_error');
    }
    const key = method === 'POST' ? header(request, 'x-idempotency-key') : undefined;
    if (key === undefined) return answerApi({ payments, split }, method, path, body, now());
    const badKey = idempotencyKeyError(key);
    if (badKey) return invalid(badKey, 'request_invalid');
    const same = canonicalJson({ method, path, body });
    const seen = keys.get(key);
    if (seen && seen.request !== same) {
      return cashfreeError(
        422,
        'idempotency key reused with a different request',
        'request_invalid',
        'idempotency_error',
      ); // ours: the words
    }
    if (seen) return { status: seen.outcome.status, body: seen.outcome.body };
    const outcome = answerApi({ payments, split }, method, path, body, now());
    if (outcome.status < 500) keys.set(key, { request: same, outcome });
    return outcome;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://cashfree.test').pathname;
    if (path.startsWith('/_control/')) {
      const [status, body] = await answerControl(server, method, path, raw);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    let body: unknown = null;
    let outcome: Outcome;
    if (!path.startsWith('/pg/'))
      outcome = cashfreeError(404, 'Not Found', 'request_failed'); // ours
    else {
      try {
        body = raw ? JSON.parse(raw) : null;
        const failure = failures.shift();
        if (failure && !failure.afterCreate) outcome = serverError(failure.status);
        else {
          outcome = answer(request, method, path, body);
          if (failure) outcome = { ...serverError(failure.status), events: outcome.events ?? [] };
        }
      } catch {
        outcome = invalid('request body : is not valid JSON', 'request_failed'); // ours
      }
      requests.push({
        method,
        path,
        clientId: header(request, 'x-client-id'),
        apiVersion: header(request, 'x-api-version'),
        idempotencyKey: header(request, 'x-idempotency-key'),
        body,
        status: outcome.status,
      });
    }
    response.writeHead(outcome.status, { 'content-type': 'application/json' }).end(JSON.stringify(outcome.body));
    const events = outcome.events ?? [];
    const mode = apiWebhooks;
    if (events.length > 0) background = background.then(() => sender.sendAs(events, mode)).catch(() => undefined);
  }

  // A client that hangs up mid-request (a killed process) only loses its answer.
  const http = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = http.address() as AddressInfo;

  const paymentCopy = (id: string) => structuredClone(payments.payments.get(id) as CashfreePayment);
  const server: CashfreeServer = {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    requests,
    webhooks: sender.deliveries,
    orders: () => copies(payments.orders),
    payments: () => copies(payments.payments),
    refunds: () => copies(payments.refunds),
    vendors: () => copies(split.vendors),
    settlements: () => structuredClone(split.settlements),
    lastPaymentOfOrder(orderId) {
      const attempts = [...payments.payments.values()].filter((payment) => payment.order_id === orderId);
      const last = attempts.at(-1);
      return last ? paymentCopy(last.cf_payment_id) : null;
    },
    vendorBalance: (vendorId) => split.vendorBalance(vendorId),
    merchantBalance: () => split.merchantBalance(),
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    setClock: (next) => {
      clock = next;
    },
    pay: (paymentId, { upiId = 'buyer@okaxis', webhooks } = {}) =>
      fire([payments.pay(paymentId, upiId, now())], webhooks),
    failPayment: (paymentId, { message = 'Transaction declined by the bank', webhooks } = {}) =>
      fire([payments.failPayment(paymentId, message, now())], webhooks),
    dropPayment: (paymentId, { webhooks } = {}) => fire([payments.dropPayment(paymentId)], webhooks),
    processRefund: (refundId, { arn = digits(12), webhooks } = {}) =>
      fire([payments.processRefund(refundId, arn, now())], webhooks),
    failRefund: (refundId, { webhooks } = {}) => fire([payments.failRefund(refundId)], webhooks),
    async refundOutside(orderId, amountPaise) {
      const event = payments.refundOutside(orderId, amountPaise, now());
      const refund = (event.data as { refund: CashfreeRefund }).refund;
      return { refund, webhooks: await fire([event]) };
    },
    async settleVendor(vendorId) {
      const event = split.settleVendor(vendorId, now());
      if (!event) return null;
      await fire([event]);
      return structuredClone(split.settlements.at(-1) ?? null);
    },
    setVendorStatus: (vendorId, status) => split.setVendorStatus(vendorId, status),
    setApiWebhooks: (mode) => {
      apiWebhooks = mode;
    },
    deliverLateWebhooks: async () => {
      await background;
      return sender.deliverLate();
    },
    sendEvent: async (type, data) => {
      await background;
      return sender.send({ type, data });
    },
    resendLastWebhook: sender.resendLast,
    idle: async () => {
      await background;
    },
    failNextWith: (status, { times = 1, afterCreate = false } = {}) => {
      for (let index = 0; index < times; index += 1) failures.push({ status, afterCreate });
    },
    close: async () => {
      await background;
      await new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      });
    },
  };
  return server;
}
