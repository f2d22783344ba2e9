import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RazorpayServer, razorpayPaymentSignature, startRazorpayServer } from './razorpay-server.ts';

/** What a receiver verified: each webhook's event id, event and parsed body, and whether its signature held. */
interface Received {
  eventId: string | undefined;
  event: string;
  body: { payload: Record<string, { entity: Record<string, unknown> }>; contains: string[]; account_id: string };
  signed: boolean;
}

let razorpay: RazorpayServer;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  razorpay = await startRazorpayServer();
  receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const expected = createHmac('sha256', razorpay.webhookSecret).update(raw).digest('hex');
    const eventId = request.headers['x-razorpay-event-id'];
    const body = JSON.parse(raw);
    received.push({
      eventId: typeof eventId === 'string' ? eventId : undefined,
      event: body.event,
      body,
      signed: request.headers['x-razorpay-signature'] === expected,
    });
    response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/webhooks/razorpay`;
  razorpay.setWebhookUrl(receiverUrl);
});

afterAll(async () => {
  await razorpay.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const auth = () => `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`;

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${razorpay.url}${path}`, {
    method,
    headers: { authorization: auth(), 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${razorpay.url}/_control${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.status, body: await response.json() };
}

let receipts = 0;
async function order(amount = 1_234_50) {
  receipts += 1;
  const created = await api('POST', '/v1/orders', { amount, currency: 'INR', receipt: `haat-${receipts}` });
  expect(created.status).toBe(200);
  return created.body as { id: string; receipt: string; amount: number };
}

const customer = {
  email: 'asha.rao@example.com',
  contact: '+919876543210',
  method: 'upi',
  ip: '203.0.113.7',
  referer: 'https://haat.example/checkout',
  user_agent: 'Mozilla/5.0 (Linux; Android 14)',
  upi: { flow: 'intent' },
};

async function intent(orderId: string, amount: number) {
  const created = await api('POST', '/v1/payments/create/upi', {
    amount,
    currency: 'INR',
    order_id: orderId,
    description: 'Haat order',
    ...customer,
  });
  expect(created.status).toBe(200);
  return created.body as { razorpay_payment_id: string; link: string };
}

async function paidPayment(amount = 50_000) {
  const { id } = await order(amount);
  const { razorpay_payment_id: paymentId } = await intent(id, amount);
  await razorpay.pay(paymentId);
  received.length = 0;
  return paymentId;
}

describe('Razorpay test server', () => {
  it('asks every /v1 route for Basic auth with the key id and secret', async () => {
    const wrong = `Basic ${Buffer.from(`${razorpay.keyId}:nope`).toString('base64')}`;
    for (const headers of [{ authorization: wrong }, { authorization: '' }]) {
      const answer = await api('POST', '/v1/orders', { amount: 100, currency: 'INR' }, headers);
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' });
    }
    expect((await api('GET', '/v1/payments/pay_x', undefined, { authorization: wrong })).status).toBe(401);
    expect(razorpay.orders()).toHaveLength(0);
  });

  it('validates an order, with the field at fault, and answers the order entity', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'INR' }, 'amount'],
      [{ amount: 99, currency: 'INR' }, 'amount'],
      [{ amount: 100.5, currency: 'INR' }, 'amount'],
      [{ amount: 100, currency: 'USD' }, 'currency'],
      [{ amount: 100, currency: 'INR', receipt: 'r'.repeat(41) }, 'receipt'],
      [
        { amount: 100, currency: 'INR', notes: Object.fromEntries([...'abcdefghijklmnop'].map((k) => [k, k])) },
        'notes',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await api('POST', '/v1/orders', body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect(answer.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field });
    }
    const created = await api('POST', '/v1/orders', {
      amount: 100,
      currency: 'INR',
      receipt: 'validate-1',
      notes: { cart: 'c1' },
    });
    expect(created.body).toMatchObject({
      entity: 'order',
      amount: 100,
      amount_paid: 0,
      amount_due: 100,
      currency: 'INR',
      receipt: 'validate-1',
      status: 'created',
      attempts: 0,
      notes: { cart: 'c1' },
    });
    expect(created.body.id).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const again = await api('POST', '/v1/orders', { amount: 100, currency: 'INR', receipt: 'validate-1' });
    expect(again).toMatchObject({ status: 400, body: { error: { description: 'Order receipt should be unique.' } } });
    expect(await api('GET', `/v1/orders/${created.body.id}`)).toEqual({ status: 200, body: created.body });
    expect((await api('GET', `/v1/orders/${created.body.id}/payments`)).body).toEqual({
      entity: 'collection',
      count: 0,
      items: [],
    });
  });

  it('answers 400 for an id of nothing and 404 for an unknown path', async () => {
    for (const path of [
      '/v1/orders/order_Nope',
      '/v1/payments/pay_Nope',
      '/v1/refunds/rfnd_Nope',
      '/v1/payments/pay_Nope/refunds',
    ]) {
      const answer = await api('GET', path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect(answer.body.error.description).toBe('The id provided does not exist');
    }
    expect((await api('POST', '/v1/payments/pay_Nope/refund', {})).status).toBe(400);
    expect((await api('GET', '/v1/settlements')).status).toBe(404);
    expect((await fetch(`${razorpay.url}/v2/orders`)).status).toBe(404);
  });

  it('creates a UPI intent payment for an order, with its upi:// link', async () => {
    const { id, amount } = await order(1_234_50);
    const refused: [Record<string, unknown>, string][] = [
      [{ amount: 1_000_00 }, 'amount'],
      [{ contact: undefined }, 'contact'],
      [{ email: 'not-an-email' }, 'email'],
      [{ user_agent: undefined }, 'user_agent'],
      [{ upi: { flow: 'collect', vpa: 'a@b' } }, 'upi.flow'],
      [{ order_id: 'order_Nope' }, 'order_id'],
    ];
    for (const [change, field] of refused) {
      const answer = await api('POST', '/v1/payments/create/upi', {
        amount,
        currency: 'INR',
        order_id: id,
        ...customer,
        ...change,
      });
      expect([field, answer.status]).toEqual([field, 400]);
      expect(answer.body.error.field).toBe(field);
    }
    const created = await intent(id, amount);
    expect(Object.keys(created).toSorted()).toEqual(['link', 'razorpay_payment_id']);
    expect(created.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const link = new URL(created.link);
    expect(link.protocol + link.host).toBe('upi:pay');
    expect(created.link).toContain('pa=haat@razorpay');
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      pa: 'haat@razorpay',
      pn: 'Haat',
      tr: created.razorpay_payment_id,
      am: '1234.50',
      cu: 'INR',
      tn: 'Haat order',
    });
    const payment = await api('GET', `/v1/payments/${created.razorpay_payment_id}`);
    expect(payment.body).toMatchObject({
      id: created.razorpay_payment_id,
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'created',
      order_id: id,
      method: 'upi',
      captured: false,
      amount_refunded: 0,
      refund_status: null,
      vpa: null,
      email: customer.email,
      contact: customer.contact,
      error_code: null,
    });
    expect((await api('GET', `/v1/orders/${id}`)).body).toMatchObject({ status: 'attempted', attempts: 1 });
    expect(razorpay.lastPaymentOfOrder(id)?.id).toBe(created.razorpay_payment_id);
  });

  it('pays: authorized, captured, the order paid, with signed webhooks in order', async () => {
    const { id, amount } = await order(75_000);
    const { razorpay_payment_id: paymentId } = await intent(id, amount);
    const sent = await razorpay.pay(paymentId, { vpa: 'asha@okaxis' });
    expect(sent.map((delivery) => [delivery.event, delivery.status])).toEqual([
      ['payment.authorized', 200],
      ['payment.captured', 200],
      ['order.paid', 200],
    ]);
    expect(received.map((webhook) => [webhook.event, webhook.signed])).toEqual([
      ['payment.authorized', true],
      ['payment.captured', true],
      ['order.paid', true],
    ]);
    expect(new Set(received.map((webhook) => webhook.eventId)).size).toBe(3);
    const [authorized, captured, paid] = received;
    expect(authorized?.body.payload.payment?.entity).toMatchObject({ status: 'authorized', captured: false });
    expect(captured?.body).toMatchObject({ entity: 'event', event: 'payment.captured', contains: ['payment'] });
    expect(paid?.body.contains).toEqual(['payment', 'order']);
    expect(paid?.body.payload.order?.entity).toMatchObject({ id, status: 'paid', amount_paid: amount, amount_due: 0 });
    const payment = (await api('GET', `/v1/payments/${paymentId}`)).body;
    expect(payment).toMatchObject({ status: 'captured', captured: true, vpa: 'asha@okaxis' });
    expect(payment.acquirer_data.rrn).toMatch(/^\d{12}$/);
    expect(payment.acquirer_data.upi_transaction_id).toEqual(expect.any(String));
    const ofOrder = await api('GET', `/v1/orders/${id}/payments`);
    expect(ofOrder.body).toMatchObject({
      entity: 'collection',
      count: 1,
      items: [{ id: paymentId, status: 'captured' }],
    });
    const again = await api('POST', '/v1/payments/create/upi', { amount, currency: 'INR', order_id: id, ...customer });
    expect(again.status).toBe(400);
    await expect(razorpay.pay(paymentId)).rejects.toThrow(/captured/);
    const expected = createHmac('sha256', razorpay.keySecret).update(`${id}|${paymentId}`).digest('hex');
    expect(razorpayPaymentSignature(id, paymentId, razorpay.keySecret)).toBe(expected);
  });

  it('delivers each webhook twice with its event id, or in reverse order, or not at all', async () => {
    const twice = await intent((await order(10_000)).id, 10_000);
    await razorpay.pay(twice.razorpay_payment_id, { webhooks: 'twice' });
    expect(received.map((webhook) => webhook.event)).toEqual([
      'payment.authorized',
      'payment.authorized',
      'payment.captured',
      'payment.captured',
      'order.paid',
      'order.paid',
    ]);
    for (let index = 0; index < 6; index += 2) expect(received[index]?.eventId).toBe(received[index + 1]?.eventId);
    received.length = 0;
    const reversed = await intent((await order(10_000)).id, 10_000);
    await razorpay.pay(reversed.razorpay_payment_id, { webhooks: 'reversed' });
    expect(received.map((webhook) => webhook.event)).toEqual(['order.paid', 'payment.captured', 'payment.authorized']);
    received.length = 0;
    const silent = await intent((await order(10_000)).id, 10_000);
    expect(await razorpay.pay(silent.razorpay_payment_id, { webhooks: 'none' })).toEqual([]);
    expect(received).toEqual([]);
    expect((await api('GET', `/v1/payments/${silent.razorpay_payment_id}`)).body.status).toBe('captured');
  });

  it('fails a payment with its error fields and payment.failed', async () => {
    const { id, amount } = await order(20_000);
    const { razorpay_payment_id: paymentId } = await intent(id, amount);
    await razorpay.failPayment(paymentId, {
      code: 'GATEWAY_ERROR',
      description: 'Not enough money.',
      reason: 'insufficient_funds',
    });
    expect(received.map((webhook) => [webhook.event, webhook.signed])).toEqual([['payment.failed', true]]);
    const expected = {
      status: 'failed',
      error_code: 'GATEWAY_ERROR',
      error_description: 'Not enough money.',
      error_reason: 'insufficient_funds',
      error_source: 'customer',
    };
    expect(received[0]?.body.payload.payment?.entity).toMatchObject(expected);
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject(expected);
    expect((await api('GET', `/v1/orders/${id}`)).body).toMatchObject({
      status: 'attempted',
      attempts: 1,
      amount_paid: 0,
    });
    const retry = await intent(id, amount);
    expect((await api('GET', `/v1/orders/${id}`)).body.attempts).toBe(2);
    expect(razorpay.lastPaymentOfOrder(id)?.id).toBe(retry.razorpay_payment_id);
  });

  it('refunds a captured payment, pending until processed, never beyond what is left', async () => {
    const unpaid = await intent((await order(10_000)).id, 10_000);
    expect((await api('POST', `/v1/payments/${unpaid.razorpay_payment_id}/refund`, {})).status).toBe(400);
    const paymentId = await paidPayment(50_000);
    const partial = await api('POST', `/v1/payments/${paymentId}/refund`, {
      amount: 20_000,
      speed: 'normal',
      receipt: 'return-1',
      notes: { reason: 'damaged' },
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({
      entity: 'refund',
      amount: 20_000,
      currency: 'INR',
      payment_id: paymentId,
      status: 'pending',
      receipt: 'return-1',
      notes: { reason: 'damaged' },
      speed_requested: 'normal',
      speed_processed: 'normal',
      acquirer_data: { arn: null },
    });
    expect(partial.body.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    });
    const over = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 30_001 });
    expect(over).toMatchObject({ status: 400, body: { error: { field: 'amount' } } });
    expect((await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 99 })).status).toBe(400);
    expect((await api('POST', `/v1/payments/${paymentId}/refund`, { speed: 'instant' })).status).toBe(400);
    await razorpay.idle();
    expect(received.map((webhook) => [webhook.event, webhook.signed])).toEqual([['refund.created', true]]);
    expect(received[0]?.body.contains).toEqual(['refund', 'payment']);
    received.length = 0;
    const rest = await api('POST', `/v1/payments/${paymentId}/refund`, { speed: 'optimum' });
    expect(rest.body).toMatchObject({ amount: 30_000, speed_requested: 'optimum', status: 'pending' });
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'refunded',
      amount_refunded: 50_000,
      refund_status: 'full',
    });
    expect((await api('POST', `/v1/payments/${paymentId}/refund`, {})).status).toBe(400);
    await razorpay.idle();
    received.length = 0;
    await razorpay.processRefund(partial.body.id, { arn: '123456789012' });
    expect(received.map((webhook) => [webhook.event, webhook.signed])).toEqual([['refund.processed', true]]);
    expect(received[0]?.body.payload.refund?.entity).toMatchObject({
      id: partial.body.id,
      status: 'processed',
      acquirer_data: { arn: '123456789012' },
    });
    expect((await api('GET', `/v1/refunds/${partial.body.id}`)).body).toMatchObject({
      status: 'processed',
      acquirer_data: { arn: '123456789012' },
    });
    const list = await api('GET', `/v1/payments/${paymentId}/refunds`);
    expect(list.body).toMatchObject({ entity: 'collection', count: 2 });
    expect((await api('GET', `/v1/payments/${paymentId}/refunds/${rest.body.id}`)).body.id).toBe(rest.body.id);
    await razorpay.failRefund(rest.body.id);
    expect(received.at(-1)?.event).toBe('refund.failed');
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 20_000,
      refund_status: 'partial',
    });
  });

  it('makes a refund idempotent with X-Refund-Idempotency, as the docs describe', async () => {
    const paymentId = await paidPayment(30_000);
    const key = { 'X-Refund-Idempotency': 'haat-refund-0001' };
    const first = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, key);
    const retry = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, key);
    expect(retry).toEqual(first);
    expect(razorpay.refunds().filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    const other = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 5_000 }, key);
    expect(other).toMatchObject({ status: 400, body: { error: { field: 'X-Refund-Idempotency' } } });
    const short = await api(
      'POST',
      `/v1/payments/${paymentId}/refund`,
      { amount: 5_000 },
      { 'X-Refund-Idempotency': 'short' },
    );
    expect(short.status).toBe(400);
    const bare = [
      await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 5_000 }),
      await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 5_000 }),
    ];
    expect(new Set(bare.map((answer) => answer.body.id)).size).toBe(2);
    expect(razorpay.requests.at(-3)).toMatchObject({ method: 'POST', idempotencyKey: 'short', status: 400 });
  });

  it('fails the next requests with failNextWith, after creating with afterCreate', async () => {
    razorpay.failNextWith(503, { times: 2 });
    expect((await api('POST', '/v1/orders', { amount: 100, currency: 'INR' })).status).toBe(503);
    const second = await api('GET', '/v1/orders/order_Nope');
    expect(second.status).toBe(503);
    expect(second.body.error.code).toBe('SERVER_ERROR');
    expect((await api('GET', '/v1/orders/order_Nope')).status).toBe(400);
    const before = razorpay.orders().length;
    razorpay.failNextWith(500, { afterCreate: true });
    expect((await api('POST', '/v1/orders', { amount: 100, currency: 'INR', receipt: 'lost-answer' })).status).toBe(
      500,
    );
    expect(razorpay.orders()).toHaveLength(before + 1);
    expect(razorpay.requests.slice(-4).map((request) => request.status)).toEqual([503, 503, 400, 500]);
  });

  it('is driven over HTTP by /_control for another process', async () => {
    const { id, receipt, amount } = await order(40_000);
    const { razorpay_payment_id: paymentId } = await intent(id, amount);
    const found = await control('GET', `/orders/by-receipt/${encodeURIComponent(receipt)}`);
    expect(found.body).toMatchObject({
      order: { id, status: 'attempted' },
      payments: [{ id: paymentId, status: 'created' }],
    });
    expect((await control('GET', '/orders/by-receipt/nope')).status).toBe(404);
    const paid = await control('POST', `/payments/${paymentId}/pay`, { vpa: 'ravi@ybl', webhooks: 'normal' });
    expect(paid.status).toBe(200);
    expect(paid.body.payment).toMatchObject({ status: 'captured', vpa: 'ravi@ybl' });
    expect(paid.body.webhooks.map((webhook: { event: string }) => webhook.event)).toEqual([
      'payment.authorized',
      'payment.captured',
      'order.paid',
    ]);
    expect((await control('POST', `/payments/${paymentId}/pay`, {})).status).toBe(409);
    const resent = await control('POST', '/webhooks/resend-last');
    expect(resent.body.webhook.eventId).toBe(paid.body.webhooks[2].eventId);
    expect(received.at(-1)?.eventId).toBe(received.at(-2)?.eventId);
    const refund = await api('POST', `/v1/payments/${paymentId}/refund`, {});
    const processed = await control('POST', `/refunds/${refund.body.id}/process`, { arn: 'ARN0001' });
    expect(processed.body).toMatchObject({
      refund: { status: 'processed', acquirer_data: { arn: 'ARN0001' } },
      webhook: { event: 'refund.processed', status: 200 },
    });
    const failing = await intent((await order(10_000)).id, 10_000);
    const failed = await control('POST', `/payments/${failing.razorpay_payment_id}/fail`, {
      reason: 'payment_cancelled',
    });
    expect(failed.body).toMatchObject({
      payment: { status: 'failed', error_reason: 'payment_cancelled' },
      webhook: { event: 'payment.failed' },
    });
    expect(await control('POST', '/webhook-url', { url: null })).toEqual({ status: 200, body: { url: null } });
    const silent = await control('POST', '/webhooks/resend-last');
    expect(silent.body.webhook.status).toBeNull();
    await control('POST', '/webhook-url', { url: receiverUrl });
    const state = await control('GET', '/state');
    expect(state.body.orders.some((entry: { id: string }) => entry.id === id)).toBe(true);
    expect(state.body.refunds.some((entry: { id: string }) => entry.id === refund.body.id)).toBe(true);
    expect(Object.keys(state.body.webhooks[0]).toSorted()).toEqual(['answer', 'event', 'eventId', 'status']);
    expect(razorpay.requests.some((request) => request.path.startsWith('/_control'))).toBe(false);
  });
  it('runs in its own process from the CLI, webhooks to RAZORPAY_TEST_WEBHOOK_URL', async () => {
    const cli = fileURLToPath(new URL('./razorpay-server-cli.ts', import.meta.url));
    const child = spawn(process.execPath, [cli], {
      env: { ...process.env, RAZORPAY_TEST_PORT: '0', RAZORPAY_TEST_WEBHOOK_URL: receiverUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const url = line.toString().trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { authorization: auth(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.json());
      const created = await post('/v1/orders', { amount: 500, currency: 'INR', receipt: 'cli-1' });
      const upi = await post('/v1/payments/create/upi', {
        amount: 500,
        currency: 'INR',
        order_id: created.id,
        ...customer,
      });
      const paid = await post(`/_control/payments/${upi.razorpay_payment_id}/pay`, {});
      expect(paid.payment.status).toBe('captured');
      expect(received.map((webhook) => [webhook.event, webhook.signed])).toEqual([
        ['payment.authorized', true],
        ['payment.captured', true],
        ['order.paid', true],
      ]);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
