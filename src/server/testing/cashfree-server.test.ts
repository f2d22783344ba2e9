import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CashfreeServer, startCashfreeServer } from './cashfree-server.ts';

/** What a receiver got: each webhook's type, raw body, headers, and whether its signature held. */
interface Received {
  type: string;
  raw: string;
  body: { type: string; event_time: string; data: Record<string, Record<string, unknown>> };
  timestamp: string;
  attempt: string;
  signed: boolean;
}

const DAY_MS = 86_400_000;
let cashfree: CashfreeServer;
let receiver: Server;
let receiverUrl: string;
let clock = Date.parse('2026-11-20T10:00:00Z');
const received: Received[] = [];

beforeAll(async () => {
  cashfree = await startCashfreeServer({ now: () => clock, splitDelayDays: 15 });
  receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const timestamp = String(request.headers['x-webhook-timestamp']);
    const expected = createHmac('sha256', cashfree.clientSecret).update(`${timestamp}${raw}`).digest('base64');
    const body = JSON.parse(raw);
    received.push({
      type: body.type,
      raw,
      body,
      timestamp,
      attempt: String(request.headers['x-webhook-attempt']),
      signed: request.headers['x-webhook-signature'] === expected,
    });
    response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/webhooks/cashfree`;
  cashfree.setWebhookUrl(receiverUrl);
});

afterAll(async () => {
  await cashfree.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

const keys = () => ({ 'x-client-id': cashfree.clientId, 'x-client-secret': cashfree.clientSecret });

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${cashfree.url}${path}`, {
    method,
    headers: { 'x-api-version': '2023-08-01', ...keys(), 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

let orders = 0;
const customer = { customer_id: 'buyer9876543210', customer_phone: '9876543210' };
const newOrder = (amount = 1160, extra: Record<string, unknown> = {}) =>
  api('POST', '/pg/orders', {
    order_id: `HT-TEST${String((orders += 1)).padStart(4, '0')}`,
    order_amount: amount,
    order_currency: 'INR',
    customer_details: customer,
    ...extra,
  });
const upiLink = (session: string) =>
  api('POST', '/pg/orders/sessions', { payment_session_id: session, payment_method: { upi: { channel: 'link' } } });
async function paidOrder(amount = 1160) {
  const order = (await newOrder(amount)).body;
  const started = (await upiLink(order.payment_session_id)).body;
  await cashfree.pay(started.cf_payment_id, { webhooks: 'none' });
  return { order, paymentId: String(started.cf_payment_id) };
}
const vendor = (vendorId: string, extra: Record<string, unknown> = {}) =>
  api('POST', '/pg/easy-split/vendors', {
    vendor_id: vendorId,
    status: 'ACTIVE',
    name: 'Diya House',
    email: `${vendorId}@example.com`,
    phone: '9876543210',
    bank: { account_number: '026291800001191', account_holder: 'Diya Rao', ifsc: 'YESB0000262' },
    kyc_details: { account_type: 'INDIVIDUAL', business_type: 'E-commerce', pan: 'ABCPD1234F' },
    ...extra,
  });

describe('the Cashfree test server: keys, versions and error bodies', () => {
  it('asks for the client id and secret, and an API version, with the docs’ error bodies', async () => {
    const anonymous = await api('GET', '/pg/orders/none', undefined, { 'x-client-id': '', 'x-client-secret': 'wrong' });
    expect(anonymous).toEqual({
      status: 401,
      body: { message: 'authentication Failed', code: 'request_failed', type: 'authentication_error' },
    });
    const unversioned = await fetch(`${cashfree.url}/pg/orders/none`, { headers: keys() });
    expect(unversioned.status).toBe(400);
    expect(await unversioned.json()).toMatchObject({ type: 'invalid_request_error' });
    expect((await api('GET', '/pg/nothing/here')).body).toEqual({
      message: 'bad URL, please check API documentation',
      code: 'request_failed',
      type: 'invalid_request_error',
    });
    expect(await api('GET', '/pg/orders/none')).toEqual({
      status: 404,
      body: { message: 'order not found', code: 'order_not_found', type: 'invalid_request_error' },
    });
  });

  it('takes amounts in rupees with at most two decimals, and an order id once', async () => {
    for (const amount of ['1160.00', 1160.005, -5, 0.5]) {
      const refused = await newOrder(amount as number);
      expect(refused.status, `${amount}`).toBe(400);
      expect(refused.body.type).toBe('invalid_request_error');
    }
    const made = await newOrder(1160.5, { order_tags: { haat_order: 'HT-1' } });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ order_amount: 1160.5, order_status: 'ACTIVE', order_currency: 'INR' });
    expect(made.body.payment_session_id).toMatch(/^session_/);
    const again = await api('POST', '/pg/orders', {
      order_id: made.body.order_id,
      order_amount: 1,
      order_currency: 'INR',
      customer_details: customer,
    });
    expect(again).toEqual({
      status: 409,
      body: {
        message: 'order with same id is already present',
        code: 'order_already_exists',
        type: 'invalid_request_error',
      },
    });
  });

  it('answers a failure it was told to, before or after doing the work', async () => {
    cashfree.failNextWith(500);
    expect(await newOrder()).toMatchObject({ status: 500, body: { code: 'internal_error', type: 'api_error' } });
    cashfree.failNextWith(429, { afterCreate: true });
    const lost = await newOrder();
    expect(lost).toMatchObject({ status: 429, body: { type: 'rate_limit_error' } });
    expect(cashfree.orders().at(-1)?.order_id).toBe(`HT-TEST${String(orders).padStart(4, '0')}`);
  });
});

describe('the Cashfree test server: UPI payments and their webhooks', () => {
  it('starts a UPI intent by the order’s session alone, and signs the success webhook over its raw body', async () => {
    const order = (await newOrder(1160)).body;
    const bare = await fetch(`${cashfree.url}/pg/orders/sessions`, {
      method: 'POST',
      headers: { 'x-api-version': '2023-08-01', 'content-type': 'application/json' },
      body: JSON.stringify({
        payment_session_id: order.payment_session_id,
        payment_method: { upi: { channel: 'link' } },
      }),
    });
    expect(bare.status).toBe(200);
    const started = await bare.json();
    expect(started).toMatchObject({ payment_method: 'upi', channel: 'link', payment_amount: 1160 });
    expect(started.data.payload.default).toMatch(/^upi:\/\/pay\?.*&am=1160\.00&cu=INR/);
    expect(started.data.payload.gpay).toMatch(/^tez:\/\/upi\/pay\?/);
    expect(cashfree.lastPaymentOfOrder(order.order_id)).toMatchObject({ payment_status: 'PENDING' });

    await cashfree.pay(started.cf_payment_id);
    expect(received.map((webhook) => [webhook.type, webhook.signed, webhook.attempt])).toEqual([
      ['PAYMENT_SUCCESS_WEBHOOK', true, '1'],
    ]);
    const [success] = received;
    expect(success?.timestamp).toBe(String(clock));
    // Written as the docs warn: with its two decimals, which re-serializing the parsed body would lose.
    expect(success?.raw).toContain('"payment_amount":1160.00');
    expect(success?.body.data.order?.order_id).toBe(order.order_id);
    expect(success?.body.data.payment).toMatchObject({
      cf_payment_id: started.cf_payment_id,
      payment_status: 'SUCCESS',
    });
    expect((await api('GET', `/pg/orders/${order.order_id}`)).body.order_status).toBe('PAID');
    const listed = await api('GET', `/pg/orders/${order.order_id}/payments`);
    expect(listed.body).toEqual([expect.objectContaining({ payment_status: 'SUCCESS', is_captured: true })]);
    expect((await upiLink(order.payment_session_id)).status).toBe(400);
  });

  it('delivers webhooks twice, late and out of order, not at all, or replayed byte for byte', async () => {
    const first = await newOrder();
    const firstPayment = (await upiLink(first.body.payment_session_id)).body.cf_payment_id;
    const second = await newOrder();
    const secondPayment = (await upiLink(second.body.payment_session_id)).body.cf_payment_id;
    await cashfree.pay(firstPayment, { webhooks: 'twice' });
    expect(received.map((webhook) => webhook.attempt)).toEqual(['1', '2']);
    // A retry: the same body, signed again.
    expect(received[1]?.raw).toBe(received[0]?.raw);
    expect(received.every((webhook) => webhook.signed)).toBe(true);

    received.length = 0;
    await cashfree.failPayment(secondPayment, { webhooks: 'late' });
    expect(received).toEqual([]);
    const third = await newOrder();
    const thirdPayment = (await upiLink(third.body.payment_session_id)).body.cf_payment_id;
    await cashfree.pay(thirdPayment);
    await cashfree.deliverLateWebhooks();
    expect(received.map((webhook) => webhook.type)).toEqual(['PAYMENT_SUCCESS_WEBHOOK', 'PAYMENT_FAILED_WEBHOOK']);
    expect(received[1]?.body.data.error_details).toMatchObject({
      error_description: 'Transaction declined by the bank',
    });

    received.length = 0;
    clock += 10 * 60_000;
    const replay = await cashfree.resendLastWebhook();
    expect(received).toHaveLength(1);
    expect(received[0]?.timestamp).toBe(replay.timestamp);
    expect(Number(replay.timestamp)).toBe(clock - 10 * 60_000);
    expect(received[0]?.signed).toBe(true);
  });
});

describe('the Cashfree test server: refunds', () => {
  it('refunds a paid order once per refund_id, within what is left, and processes or cancels it', async () => {
    const { order, paymentId } = await paidOrder(1160);
    const path = `/pg/orders/${order.order_id}/refunds`;
    const body = { refund_id: 'haatrefund0001', refund_amount: 610.5, refund_speed: 'STANDARD' };
    const made = await api('POST', path, body);
    expect(made.body).toMatchObject({ refund_status: 'PENDING', refund_amount: 610.5, cf_payment_id: paymentId });
    expect(await api('POST', path, body)).toMatchObject({ status: 409, body: { code: 'refund_already_exists' } });
    expect((await api('GET', `${path}/haatrefund0001`)).body.cf_refund_id).toBe(made.body.cf_refund_id);
    const tooMuch = await api('POST', path, { refund_id: 'haatrefund0002', refund_amount: 549.6 });
    expect(tooMuch.status).toBe(400);
    await cashfree.processRefund(made.body.cf_refund_id, { arn: '12345678901234567890123' });
    expect(received.map((webhook) => webhook.type)).toEqual(['REFUND_STATUS_WEBHOOK']);
    expect(received[0]?.body.data.refund).toMatchObject({
      refund_status: 'SUCCESS',
      refund_arn: '12345678901234567890123',
    });
    const rest = await api('POST', path, { refund_id: 'haatrefund0003', refund_amount: 549.5 });
    await cashfree.failRefund(rest.body.cf_refund_id);
    // A cancelled refund gives its amount back.
    expect((await api('POST', path, { refund_id: 'haatrefund0004', refund_amount: 549.5 })).status).toBe(200);
    expect((await api('GET', path)).body.map((refund: { refund_status: string }) => refund.refund_status)).toEqual([
      'SUCCESS',
      'CANCELLED',
      'PENDING',
    ]);
  });

  it('answers a repeated x-idempotency-key with the first answer, and refuses it for another request', async () => {
    const { order } = await paidOrder(500);
    const key = randomUUID();
    const path = `/pg/orders/${order.order_id}/refunds`;
    const first = await api('POST', path, { refund_id: 'keyed0001', refund_amount: 100 }, { 'x-idempotency-key': key });
    const again = await api('POST', path, { refund_id: 'keyed0001', refund_amount: 100 }, { 'x-idempotency-key': key });
    expect(again).toEqual(first);
    const other = await api('POST', path, { refund_id: 'keyed0002', refund_amount: 100 }, { 'x-idempotency-key': key });
    expect(other).toMatchObject({ status: 422, body: { type: 'idempotency_error' } });
    expect(cashfree.refunds().filter((refund) => refund.order_id === order.order_id)).toHaveLength(1);
  });
});

const onDemand = (vendorId: string, amount: number, headers = {}) =>
  api(
    'POST',
    `/pg/easy-split/vendors/${vendorId}/transfer`,
    { transfer_from: 'MERCHANT', transfer_type: 'ON_DEMAND', transfer_amount: amount },
    headers,
  );

describe('the Cashfree test server: Easy Split', () => {
  it('makes a vendor, checks its bank account, and refuses its id twice', async () => {
    const made = await vendor('seller_1');
    expect(made.body).toMatchObject({ vendor_id: 'seller_1', status: 'IN_BENE_CREATION' });
    expect((await api('GET', '/pg/easy-split/vendors/seller_1')).body.status).toBe('ACTIVE');
    expect(await vendor('seller_1')).toMatchObject({ status: 409, body: { code: 'vendor_already_exists' } });
    const badIfsc = await vendor('seller_2', {
      bank: { account_number: '1234567', account_holder: 'A', ifsc: 'HDFC01' },
    });
    expect(badIfsc).toMatchObject({ status: 400, body: { message: 'bank.ifsc : is invalid' } });
    expect(await api('GET', '/pg/easy-split/vendors/nobody')).toMatchObject({ status: 404 });
  });

  it('splits a paid order to active vendors within the split delay, and settles the vendor', async () => {
    await vendor('seller_3');
    const unpaid = (await newOrder(1000)).body;
    const split = (orderId: string, amount: number, tags = {}) =>
      api('POST', `/pg/easy-split/orders/${orderId}/split`, { split: [{ vendor_id: 'seller_3', amount, tags }] });
    expect((await split(unpaid.order_id, 100)).body.code).toBe('order_not_paid');
    const { order } = await paidOrder(1000);
    expect(await split(order.order_id, 1000.01)).toMatchObject({ status: 400 });
    const made = await split(order.order_id, 450.25, { haat_transfer: 't-1' });
    expect(made.body).toEqual({ message: 'Order split created', status: 'OK' });
    expect((await split(order.order_id, 149.75)).status).toBe(200);
    expect((await api('GET', `/pg/orders/${order.order_id}`)).body.order_splits).toEqual([
      { vendor_id: 'seller_3', amount: 450.25, percentage: null, tags: { haat_transfer: 't-1' } },
      { vendor_id: 'seller_3', amount: 149.75, percentage: null, tags: {} },
    ]);
    // Split money is the vendor's: a refund takes only what is left.
    const refund = { refund_id: 'splitrefund1', refund_amount: 400.01 };
    expect((await api('POST', `/pg/orders/${order.order_id}/refunds`, refund)).status).toBe(400);
    expect(cashfree.vendorBalance('seller_3')).toBe(60_000);

    const settlement = await cashfree.settleVendor('seller_3');
    expect(settlement).toMatchObject({ vendor_id: 'seller_3', amount: 60_000, from: 'SCHEDULE' });
    expect(received.at(-1)?.body).toMatchObject({
      type: 'VENDOR_SETTLEMENT_SUCCESS',
      data: { settlement: { vendor_id: 'seller_3', settlement_id: settlement?.settlement_id, status: 'SUCCESS' } },
    });
    const details = await api('GET', `/pg/easy-split/orders/${order.order_id}`);
    expect(details.body.vendors).toEqual([
      expect.objectContaining({
        vendor_id: 'seller_3',
        settlement_id: settlement?.settlement_id,
        settlement_amount: 600,
      }),
    ]);

    const late = await paidOrder(300);
    clock += 16 * DAY_MS;
    expect((await split(late.order.order_id, 100)).body.code).toBe('split_window_over');
  });

  it('settles on demand from the merchant’s balance, within it, once per key', async () => {
    await vendor('seller_4');
    await paidOrder(200);
    const key = randomUUID();
    const balance = cashfree.merchantBalance();
    const made = await onDemand('seller_4', 150, { 'x-idempotency-key': key });
    expect(made.body).toMatchObject({ transfer_details: { transfer_from: 'MERCHANT', transfer_amount: 150 } });
    expect(typeof made.body.settlement_id).toBe('number');
    expect(await onDemand('seller_4', 150, { 'x-idempotency-key': key })).toEqual(made);
    expect(cashfree.merchantBalance()).toBe(balance - 15_000);
    expect(await onDemand('seller_4', balance / 100)).toMatchObject({
      status: 400,
      body: { code: 'insufficient_balance' },
    });
  });
});

describe('the Cashfree test server: controls over HTTP and the CLI', () => {
  it('pays, refunds and settles from another process’s requests', async () => {
    const control = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${cashfree.url}/_control${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: await response.json() };
    };
    const order = (await newOrder(250)).body;
    const paymentId = (await upiLink(order.payment_session_id)).body.cf_payment_id;
    const paid = await control('POST', `/payments/${paymentId}/pay`, { upiId: 'diya@okaxis', webhooks: 'twice' });
    expect(paid.body.payment.payment_status).toBe('SUCCESS');
    expect(paid.body.webhooks.map((webhook: { attempt: number }) => webhook.attempt)).toEqual([1, 2]);
    expect((await control('POST', `/payments/${paymentId}/pay`)).status).toBe(409);
    const state = await control('GET', `/orders/${order.order_id}`);
    expect(state.body.order.order_status).toBe('PAID');
    expect((await control('POST', '/webhooks/resend-last')).body.webhook.status).toBe(200);
    expect(cashfree.requests.some((request) => request.path.startsWith('/_control'))).toBe(false);
  });

  it('runs in its own process from the CLI, webhooks to CASHFREE_TEST_WEBHOOK_URL', async () => {
    const cli = fileURLToPath(new URL('./cashfree-server-cli.ts', import.meta.url));
    const child = spawn(process.execPath, [cli], {
      env: { ...process.env, CASHFREE_TEST_PORT: '0', CASHFREE_TEST_WEBHOOK_URL: receiverUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const url = line.toString().trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'x-api-version': '2023-08-01', ...keys(), 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.json());
      const order = await post('/pg/orders', {
        order_id: 'HT-CLI1',
        order_amount: 5,
        order_currency: 'INR',
        customer_details: customer,
      });
      const started = await post('/pg/orders/sessions', {
        payment_session_id: order.payment_session_id,
        payment_method: { upi: { channel: 'link' } },
      });
      const paid = await post(`/_control/payments/${started.cf_payment_id}/pay`, {});
      expect(paid.payment.payment_status).toBe('SUCCESS');
      expect(received.map((webhook) => [webhook.type, webhook.signed])).toEqual([['PAYMENT_SUCCESS_WEBHOOK', true]]);
    } finally {
      child.kill('SIGTERM');
    }
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });
});
