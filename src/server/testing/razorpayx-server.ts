import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { canonicalJson, compositePayoutError, envelope, serverError } from './razorpayx-contract.ts';
import { createWebhookSender, razorpayId, type RazorpayXWebhookDelivery, unixNow } from './razorpayx-webhook-sender.ts';

export type { RazorpayXWebhookDelivery } from './razorpayx-webhook-sender.ts';

/*
 * A RazorpayX payouts server for tests, speaking the documented contract over real HTTP (docs: "Create a Payout
 * Using Composite API", "Payout Idempotency", "Fetch Payout With ID", "Payouts Webhook Events", "Validate and
 * Test Webhooks"):
 * - POST /v1/payouts: Basic auth (else 401 `Authentication failed`), `X-Payout-Idempotency` required (else 400
 *   with field X-Payout-Idempotency), the composite body validated (400 with `field`). The same key with the same
 *   body answers the payout it created, in its current status, and creates nothing; the same key with a different
 *   body is a 400 ("Different request body sent for the same Idempotency Header."). A request refused by validation
 *   is not remembered under its key (the docs do not say; the same body is refused the same way anyway).
 * - GET /v1/payouts/:id: the payout, or 400 "The id provided does not exist".
 * - Webhooks: `complete`/`fail`/`sendEvent` POST a signed event (X-Razorpay-Signature = hex HMAC-SHA256 of the raw
 *   body with the webhook secret, x-razorpay-event-id) to `webhookUrl`.
 * Chosen where the docs are silent: new payouts start `processing` (option `initialStatus`), unknown paths answer
 * 404 "The requested URL was not found on the server.", `failNextWith` answers the docs' 5xx description.
 */

export type RazorpayXPayout = Record<string, unknown> & { id: string; status: string };

export interface RazorpayXRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
  status: number;
}

export interface RazorpayXServerOptions {
  keyId?: string;
  keySecret?: string;
  accountNumber?: string;
  webhookSecret?: string;
  webhookUrl?: string | null;
  initialStatus?: 'processing' | 'queued' | 'pending';
}

export interface RazorpayXServer {
  url: string;
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
  /** Every API request, in order, with the status it was answered. */
  requests: RazorpayXRequest[];
  /** Every webhook sent, in order. */
  webhooks: RazorpayXWebhookDelivery[];
  /** Copies of every payout created, in order. */
  payouts(): RazorpayXPayout[];
  setWebhookUrl(url: string | null): void;
  /** Marks the payout processed (with a UTR) and sends `payout.processed`. */
  complete(id: string, utr?: string): Promise<RazorpayXWebhookDelivery>;
  /** Marks the payout failed (or reversed/rejected) with the reason and sends the matching event. */
  fail(id: string, reason: string, status?: 'failed' | 'reversed' | 'rejected'): Promise<RazorpayXWebhookDelivery>;
  /** Signs and sends any event, e.g. a `payment.captured` the payouts should ignore. */
  sendEvent(event: string, payload: Record<string, unknown>): Promise<RazorpayXWebhookDelivery>;
  /** Sends the last webhook again, byte for byte, with the same event id and signature. */
  resendLastWebhook(): Promise<RazorpayXWebhookDelivery>;
  /**
   * From now on API requests wait until releaseRequests: `before` any handling, or `after-create` (the payout is
   * created but the answer is held back, as when a process dies waiting for it).
   */
  holdRequests(stage?: 'before' | 'after-create'): void;
  releaseRequests(): void;
  /** Resolves when a request is being held. */
  requestHeld(): Promise<void>;
  /** The next `times` API requests answer `status` (5xx, 429) with nothing done, or after creating with afterCreate. */
  failNextWith(status: number, options?: { times?: number; afterCreate?: boolean }): void;
  close(): Promise<void>;
}

const FAILURE_CODES = {
  failed: 'beneficiary_bank_failure',
  reversed: 'beneficiary_bank_offline',
  rejected: 'payout_rejected',
};

export async function startRazorpayXServer(options: RazorpayXServerOptions = {}): Promise<RazorpayXServer> {
  const keyId = options.keyId ?? 'rzp_test_haat00000001';
  const keySecret = options.keySecret ?? 'haat-test-key-secret';
  const accountNumber = options.accountNumber ?? '7878780080316316';
  const webhookSecret = options.webhookSecret ?? 'haat-test-webhook-secret';
  let webhookUrl = options.webhookUrl ?? null;
  const payouts = new Map<string, RazorpayXPayout>();
  const byKey = new Map<string, { body: string; payoutId: string }>();
  const requests: RazorpayXRequest[] = [];
  const sender = createWebhookSender(webhookSecret, () => webhookUrl);
  let hold: 'before' | 'after-create' | null = null;
  let held: (() => void)[] = [];
  let heldWaiters: (() => void)[] = [];
  const failures: { status: number; afterCreate: boolean }[] = [];

  const wait = () =>
    new Promise<void>((resolve) => {
      held.push(resolve);
      for (const waiter of heldWaiters) waiter();
      heldWaiters = [];
    });

  function createPayout(body: Record<string, unknown>): RazorpayXPayout {
    const now = unixNow();
    const { contact: details, ...account } = body.fund_account as Record<string, unknown>;
    const contact = {
      id: razorpayId('cont'),
      entity: 'contact',
      ...(details as object),
      active: true,
      created_at: now,
    };
    const fundAccountId = razorpayId('fa');
    const payout: RazorpayXPayout = {
      id: razorpayId('pout'),
      entity: 'payout',
      fund_account_id: fundAccountId,
      fund_account: {
        id: fundAccountId,
        entity: 'fund_account',
        contact_id: contact.id,
        contact,
        ...account,
        active: true,
        created_at: now,
      },
      amount: body.amount,
      currency: body.currency,
      notes: body.notes ?? {},
      fees: 0,
      tax: 0,
      status: options.initialStatus ?? 'processing',
      purpose: body.purpose,
      utr: null,
      mode: body.mode,
      reference_id: body.reference_id ?? null,
      narration: body.narration ?? null,
      batch_id: null,
      failure_reason: null,
      status_details: null,
      created_at: now,
      fee_type: '',
    };
    payouts.set(payout.id, payout);
    return payout;
  }

  /** The answer to one API request: [status, JSON body]. */
  function answer(method: string, path: string, request: IncomingMessage, body: unknown): [number, unknown] {
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected) {
      return [
        401,
        envelope('BAD_REQUEST_ERROR', 'Authentication failed', undefined, 'business', 'authentication_failed'),
      ];
    }
    const fetchMatch = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (method === 'GET' && fetchMatch) {
      const payout = payouts.get(decodeURIComponent(fetchMatch[1] ?? ''));
      return payout ? [200, payout] : [400, envelope('BAD_REQUEST_ERROR', 'The id provided does not exist', 'id')];
    }
    if (method !== 'POST' || path !== '/v1/payouts') {
      return [404, envelope('BAD_REQUEST_ERROR', 'The requested URL was not found on the server.')];
    }
    const key = request.headers['x-payout-idempotency'];
    if (typeof key !== 'string' || key === '') {
      const description = 'Idempotency key is missing. Include idempotency header and key in the request.';
      return [400, envelope('BAD_REQUEST_ERROR', description, 'X-Payout-Idempotency')];
    }
    if (!/^[A-Za-z0-9 _-]{4,36}$/.test(key)) {
      return [400, envelope('BAD_REQUEST_ERROR', 'The idempotency key format is invalid.', 'X-Payout-Idempotency')]; // ours
    }
    const seen = byKey.get(key);
    if (seen) {
      if (seen.body !== canonicalJson(body)) {
        return [400, envelope('BAD_REQUEST_ERROR', 'Different request body sent for the same Idempotency Header.')];
      }
      return [200, payouts.get(seen.payoutId)];
    }
    const invalid = compositePayoutError(body, accountNumber);
    if (invalid) return [400, envelope('BAD_REQUEST_ERROR', invalid.description, invalid.field)];
    const payout = createPayout(body as Record<string, unknown>);
    byKey.set(key, { body: canonicalJson(body), payoutId: payout.id });
    return [200, payout];
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://razorpayx.test').pathname;
    if (hold === 'before') await wait();
    let body: unknown = null;
    let result: [number, unknown];
    try {
      body = raw ? JSON.parse(raw) : null;
      const failure = failures.shift();
      if (failure && !failure.afterCreate) result = [failure.status, serverError(failure.status)];
      else {
        result = answer(method, path, request, body);
        if (failure) result = [failure.status, serverError(failure.status)];
      }
    } catch {
      result = [400, envelope('BAD_REQUEST_ERROR', 'The request body is not valid JSON.')]; // ours
    }
    if (hold === 'after-create') await wait();
    const idempotencyKey = request.headers['x-payout-idempotency'];
    requests.push({
      method,
      path,
      authorization: request.headers.authorization,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body,
      status: result[0],
    });
    response.writeHead(result[0], { 'content-type': 'application/json' }).end(JSON.stringify(result[1]));
  }

  function payoutOrThrow(id: string): RazorpayXPayout {
    const payout = payouts.get(id);
    if (!payout) throw new Error(`The RazorpayX test server has no payout ${id}.`);
    return payout;
  }

  // A client that hangs up mid-request (a killed process) only loses its answer.
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    accountNumber,
    webhookSecret,
    requests,
    webhooks: sender.deliveries,
    payouts: () => [...payouts.values()].map((payout) => structuredClone(payout)),
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    complete(id, utr = `HAATN${String(Date.now()).slice(-11)}`) {
      const payout = payoutOrThrow(id);
      Object.assign(payout, {
        status: 'processed',
        utr,
        failure_reason: null,
        status_details: {
          description: 'Payout is processed and the money has been credited into the beneficiary account.',
          source: 'beneficiary_bank',
          reason: 'payout_processed',
        },
      });
      return sender.send('payout.processed', { payout: { entity: structuredClone(payout) } });
    },
    fail(id, reason, status = 'failed') {
      const payout = payoutOrThrow(id);
      Object.assign(payout, {
        status,
        failure_reason: reason,
        status_details: { description: reason, source: 'beneficiary_bank', reason: FAILURE_CODES[status] },
      });
      return sender.send(`payout.${status}`, { payout: { entity: structuredClone(payout) } });
    },
    sendEvent: sender.send,
    resendLastWebhook: sender.resendLast,
    holdRequests: (stage = 'before') => {
      hold = stage;
    },
    releaseRequests: () => {
      hold = null;
      for (const resolve of held) resolve();
      held = [];
    },
    requestHeld: () =>
      held.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => heldWaiters.push(resolve)),
    failNextWith: (status, { times = 1, afterCreate = false } = {}) => {
      for (let index = 0; index < times; index += 1) failures.push({ status, afterCreate });
    },
    close: () =>
      new Promise<void>((resolve) => {
        hold = null;
        for (const release of held) release();
        held = [];
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
