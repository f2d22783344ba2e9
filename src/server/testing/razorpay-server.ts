import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerControl, decodePart } from './razorpay-control.ts';
import { idDoesNotExist, razorpayError } from './razorpay-payments-contract.ts';
import { createPaymentsState, type Event, type Outcome, type RazorpayPayment } from './razorpay-payments-state.ts';
import { createLinkedAccountsState } from './razorpay-route-accounts.ts';
import { answerRoute, isRoutePath } from './razorpay-route-api.ts';
import { MERCHANT_ACCOUNT_ID } from './razorpay-route-entities.ts';
import { createRouteState } from './razorpay-route-state.ts';
import { envelope, serverError } from './razorpayx-contract.ts';
import { createWebhookSender } from './razorpayx-webhook-sender.ts';

export { razorpayPaymentSignature } from './razorpay-payments-contract.ts';
export type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-payments-state.ts';
export type {
  RazorpayLinkedAccount,
  RazorpayReversal,
  RazorpayRouteProduct,
  RazorpayTransfer,
} from './razorpay-route-entities.ts';
export type {
  RazorpayRequest,
  RazorpayServer,
  RazorpayServerOptions,
  RazorpayWebhookDelivery,
  WebhookMode,
} from './razorpay-server-types.ts';
import type {
  RazorpayRequest,
  RazorpayServer,
  RazorpayServerOptions,
  RazorpayWebhookDelivery,
  WebhookMode,
} from './razorpay-server-types.ts';

/*
 * A Razorpay payment gateway server for tests, taking UPI intent payments over real HTTP as the docs describe them
 * ("Orders API", "S2S JSON v2: Build Integration for UPI Intent", "Payments API: Fetch a Payment", "Refunds API",
 * "Create a Normal Refund (Idempotent Request)", "Payments / Orders / Refunds Webhook Events", "Validate and Test
 * Webhooks", "Payment Signature Verification"; the rules themselves: razorpay-payments-contract.ts and -state.ts):
 * - Every /v1 and /v2/accounts route takes Basic auth keyId:keySecret, else 401 `Authentication failed`.
 * - POST /v1/orders, GET /v1/orders/:id, GET /v1/orders/:id/payments (a collection). A receipt is unique per
 *   account ("Order receipt should be unique.", the S2S error index): a retry must reuse the order, not the receipt.
 * - POST /v1/payments/create/upi (intent flow) answers `{razorpay_payment_id, link}`, link a `upi://pay?…` URL;
 *   the payment starts `created`, the order turns `attempted` with one more attempt. GET /v1/payments/:id.
 * - POST /v1/payments/:id/refund (captured payments only, amount defaulting to the rest, speed normal|optimum,
 *   receipt, notes) creates a refund `pending` (option refundStatus: `processed` at once) and sends
 *   `refund.created`. Refunds are idempotent with the docs' `X-Refund-Idempotency` header (≥ 10 of A-Z a-z 0-9 _ -):
 *   the same key and body answer the refund created first, in its current status; another body is a 400. Without
 *   the header every request creates a refund. GET /v1/refunds/:id, GET /v1/payments/:id/refunds(/:refundId).
 * - Razorpay Route (razorpay-route-api.ts): linked accounts and their route product under /v2/accounts, transfers
 *   from a captured payment or direct (idempotent with X-Transfer-Idempotency), settlement holds and reversals; `transfer.processed`, `transfer.failed` and
 *   `product.route.activated` webhooks (the docs list none for reversals).
 * - An id of nothing: 400 "The id provided does not exist" (a linked account's: "Linked account does not exist").
 * - Webhooks: signed JSON POSTs to webhookUrl (X-Razorpay-Signature = hex HMAC-SHA256 of the raw body with the
 *   webhook secret, x-razorpay-event-id); events from API requests go out after the answer, in order.
 * - Test controls, as methods and (for a separate process, e.g. Playwright) as JSON under /_control without auth:
 *   razorpay-control.ts.
 * Chosen where the docs are silent ("ours"): unknown paths 404 "The requested URL was not found on the server.",
 * `failNextWith` answers the docs' 5xx description, a payment's vpa is set when the UPI app pays, capture is
 * automatic, the 409 for a refund key still in flight never happens (requests are answered one at a time).
 */

const notFound: Outcome = {
  status: 404,
  body: envelope('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.'),
};
const found = (entity: unknown): Outcome =>
  entity ? { status: 200, body: entity } : { status: 400, body: idDoesNotExist() };
const collection = (items: unknown[]): Outcome => ({
  status: 200,
  body: { entity: 'collection', count: items.length, items },
});
const copies = <T>(map: Map<string, T>) => [...map.values()].map((value) => structuredClone(value));
const isApi = (path: string) => path.startsWith('/v1/') || isRoutePath(path);
/** An answer, and how its webhooks go. */
type Answer = Outcome & { mode?: WebhookMode };

export async function startRazorpayServer(options: RazorpayServerOptions = {}): Promise<RazorpayServer> {
  const keyId = options.keyId ?? 'rzp_test_haat00000001';
  const keySecret = options.keySecret ?? 'haat-test-key-secret';
  const webhookSecret = options.webhookSecret ?? 'haat-test-webhook-secret';
  const merchantVpa = options.merchantVpa ?? 'haat@razorpay';
  const merchantName = options.merchantName ?? 'Haat';
  let webhookUrl = options.webhookUrl ?? null;
  const state = createPaymentsState({ merchantVpa, merchantName, refundStatus: options.refundStatus ?? 'pending' });
  const linked = createLinkedAccountsState();
  const route = createRouteState(state, linked);
  let routeWebhooks = options.routeWebhooks ?? 'normal';
  const sender = createWebhookSender(webhookSecret, () => webhookUrl);
  const requests: RazorpayRequest[] = [];
  const failures: { status: number; afterCreate: boolean }[] = [];
  let background: Promise<unknown> = Promise.resolve();

  const sendAll = async (events: Event[]) => {
    const sent: RazorpayWebhookDelivery[] = [];
    for (const { event, payload } of events) sent.push(await sender.send(event, payload));
    return sent;
  };
  /** `twice`: each event twice with its event id, `reversed`: last first, `none`: none. */
  const sendAs = async (events: Event[], mode: WebhookMode) => {
    if (mode === 'none') return [];
    if (mode === 'reversed') return sendAll(events.toReversed());
    if (mode === 'normal') return sendAll(events);
    const sent: RazorpayWebhookDelivery[] = [];
    for (const { event, payload } of events) sent.push(await sender.send(event, payload), await sender.resendLast());
    return sent;
  };

  /** The answer to one API request. */
  function answer(method: string, path: string, request: IncomingMessage, body: unknown): Answer {
    if (!isApi(path)) return notFound;
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      const failed = envelope(
        'BAD_REQUEST_ERROR',
        'Authentication failed',
        undefined,
        'business',
        'authentication_failed',
      );
      return { status: 401, body: failed };
    }
    const transferKey = request.headers['x-transfer-idempotency'];
    const routed = answerRoute(
      linked,
      route,
      method,
      path,
      body,
      typeof transferKey === 'string' ? transferKey : undefined,
    );
    if (routed) return { ...routed, mode: routeWebhooks };
    if (!path.startsWith('/v1/')) return notFound;
    const [, resource = '', id = '', sub = '', subId = '', ...rest] = path.split('/').slice(1);
    const at = decodePart(id);
    if (rest.length === 0 && method === 'POST') {
      if (resource === 'orders' && !id) return state.createOrder(body);
      if (resource === 'payments' && id === 'create' && sub === 'upi' && !subId) return state.createUpiPayment(body);
      if (resource === 'payments' && id && sub === 'refund' && !subId) {
        const key = request.headers['x-refund-idempotency'];
        return state.createRefund(at, body, typeof key === 'string' ? key : undefined);
      }
    }
    if (rest.length === 0 && method === 'GET' && id) {
      if (resource === 'orders' && !sub) return found(state.orders.get(at));
      if (resource === 'orders' && sub === 'payments' && !subId) {
        if (!state.orders.has(at)) return found(null);
        return collection([...state.payments.values()].filter((payment) => payment.order_id === at));
      }
      if (resource === 'payments' && !sub) return found(state.payments.get(at));
      if (resource === 'payments' && sub === 'refunds') {
        if (!state.payments.has(at)) return found(null);
        const ofPayment = [...state.refunds.values()].filter((refund) => refund.payment_id === at);
        if (!subId) return collection(ofPayment);
        return found(ofPayment.find((refund) => refund.id === decodePart(subId)));
      }
      if (resource === 'refunds' && !sub) return found(state.refunds.get(at));
    }
    return notFound;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://razorpay.test').pathname;
    if (path.startsWith('/_control/')) {
      const [status, body] = await answerControl(server, method, path, raw);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    let body: unknown = null;
    let outcome: Answer;
    try {
      body = raw ? JSON.parse(raw) : null;
      const failure = isApi(path) ? failures.shift() : undefined;
      if (failure && !failure.afterCreate) outcome = { status: failure.status, body: serverError(failure.status) };
      else {
        outcome = answer(method, path, request, body);
        if (failure) outcome = { ...outcome, status: failure.status, body: serverError(failure.status) };
      }
    } catch {
      outcome = { status: 400, body: razorpayError('The request body is not valid JSON.') }; // ours
    }
    const idempotencyKey = request.headers['x-refund-idempotency'] ?? request.headers['x-transfer-idempotency'];
    requests.push({
      method,
      path,
      authorization: request.headers.authorization,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body,
      status: outcome.status,
    });
    response.writeHead(outcome.status, { 'content-type': 'application/json' }).end(JSON.stringify(outcome.body));
    const events = outcome.events ?? [];
    const mode = outcome.mode ?? 'normal';
    if (events.length > 0) background = background.then(() => sendAs(events, mode)).catch(() => undefined);
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

  const server: RazorpayServer = {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    merchantVpa,
    merchantName,
    requests,
    webhooks: sender.deliveries,
    orders: () => copies(state.orders),
    payments: () => copies(state.payments),
    refunds: () => copies(state.refunds),
    lastPaymentOfOrder(orderId) {
      const ofOrder = [...state.payments.values()].filter((payment) => payment.order_id === orderId);
      return ofOrder.length > 0 ? structuredClone(ofOrder.at(-1) as RazorpayPayment) : null;
    },
    accounts: () => copies(linked.accounts),
    products: () => copies(linked.products),
    transfers: () => copies(route.transfers),
    reversals: () => copies(route.reversals),
    merchantAccountId: MERCHANT_ACCOUNT_ID,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    async pay(paymentId, { vpa, webhooks = 'normal' } = {}) {
      const events = state.pay(paymentId, vpa);
      await background;
      return sendAs(events, webhooks);
    },
    failPayment: async (paymentId, error) => {
      const event = state.failPayment(paymentId, error);
      await background;
      return sender.send(event.event, event.payload);
    },
    processRefund: async (refundId, { arn } = {}) => {
      const event = state.processRefund(refundId, arn);
      await background;
      return sender.send(event.event, event.payload);
    },
    failRefund: async (refundId) => {
      const event = state.failRefund(refundId);
      await background;
      return sender.send(event.event, event.payload);
    },
    setRouteWebhooks: (mode) => {
      routeWebhooks = mode;
    },
    failTransfer: async (transferId, error) => {
      const event = route.failTransfer(transferId, error);
      await background;
      return sender.send(event.event, event.payload);
    },
    settleTransfer: (transferId) => route.settleTransfer(transferId),
    reverseOutside: (transferId, amount) => route.reverseOutside(transferId, amount),
    refundOutside: async (paymentId, amount) => {
      const { refund, events } = route.refundOutside(paymentId, amount);
      await background;
      return { refund, webhooks: await sendAll(events) };
    },
    sendEvent: sender.send,
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
