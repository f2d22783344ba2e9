import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RazorpayServer, startRazorpayServer } from './razorpay-server.ts';

/** What a receiver verified: each webhook's event id, event and parsed body, and whether its signature held. */
interface Received {
  eventId: string | undefined;
  event: string;
  body: { payload: Record<string, { entity: Record<string, unknown> }>; contains: string[]; account_id: string };
  signed: boolean;
}

let razorpay: RazorpayServer;
let receiver: Server;
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
  razorpay.setWebhookUrl(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/webhooks/razorpay`);
});

afterAll(async () => {
  await razorpay.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(async () => {
  await razorpay.idle();
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

/** A webhook-free wait: the webhooks of the requests answered so far are sent. */
async function webhooks() {
  await razorpay.idle();
  return received.map((webhook) => [webhook.event, webhook.signed]);
}

let serial = 0;
const creator = (change: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    email: `creator${serial}@example.com`,
    phone: '9000090000',
    type: 'route',
    reference_id: `creator-${serial}`,
    legal_business_name: `Creator Studio ${serial}`,
    business_type: 'individual',
    contact_name: 'Asha Rao',
    profile: {
      category: 'ecommerce',
      subcategory: 'arts_and_collectibles',
      addresses: { registered: { city: 'Pune' } },
    },
    legal_info: { pan: 'AAACL1234C' },
    ...change,
  };
};
const settlements = { account_number: '1234567890123456', ifsc_code: 'HDFC0000317', beneficiary_name: 'Asha Rao' };

/** A linked account with its route product requested (and activated unless told). */
async function linkedAccount({ activate = true } = {}) {
  const account = await api('POST', '/v2/accounts', creator());
  expect(account.status).toBe(200);
  const product = await api('POST', `/v2/accounts/${account.body.id}/products`, {
    product_name: 'route',
    tnc_accepted: true,
  });
  const patched = activate
    ? await api('PATCH', `/v2/accounts/${account.body.id}/products/${product.body.id}`, { settlements })
    : product;
  expect(patched.status).toBe(200);
  return account.body.id as string;
}

async function order(amount: number) {
  serial += 1;
  const created = await api('POST', '/v1/orders', { amount, currency: 'INR', receipt: `route-${serial}` });
  return created.body as { id: string };
}

async function payment(amount = 50_000, { pay = true } = {}) {
  const { id } = await order(amount);
  const created = await api('POST', '/v1/payments/create/upi', {
    amount,
    currency: 'INR',
    order_id: id,
    email: 'buyer@example.com',
    contact: '+919876543210',
    method: 'upi',
    ip: '203.0.113.7',
    referer: 'https://haat.example/checkout',
    user_agent: 'Mozilla/5.0',
    upi: { flow: 'intent' },
  });
  const paymentId = created.body.razorpay_payment_id as string;
  if (pay) await razorpay.pay(paymentId, { webhooks: 'none' });
  return paymentId;
}

const transfer = (account: string, amount: number, change: Record<string, unknown> = {}) => ({
  account,
  amount,
  currency: 'INR',
  ...change,
});

describe('Razorpay test server: Route', () => {
  it('creates a linked account, requests its route product and activates it with settlements', async () => {
    const refused: [Record<string, unknown>, string, string][] = [
      [{ email: undefined }, 'email', 'The email field is required.'],
      [{ type: 'standard' }, 'type', 'Invalid type: standard'],
      [{ business_type: 'xyz' }, 'business_type', 'Invalid business type: xyz'],
      [{ phone: '12345' }, 'phone', 'The phone must be between 8 and 15 digits.'],
      [{ contact_name: 'Om' }, 'contact_name', 'The contact_name must be at least 4 characters.'],
      [{ profile: undefined }, 'profile', 'The profile field is required.'],
      [{ profile: { category: 'ecommerce' } }, 'profile.subcategory', 'The profile.subcategory field is required.'],
      [{ reference_id: 'r'.repeat(513) }, 'reference_id', 'The reference_id may not be greater than 512 characters.'],
    ];
    for (const [change, field, description] of refused) {
      const answer = await api('POST', '/v2/accounts', creator(change));
      expect([field, answer.status, answer.body.error]).toMatchObject([
        field,
        400,
        { code: 'BAD_REQUEST_ERROR', field, description },
      ]);
    }
    const body = creator();
    const created = await api('POST', '/v2/accounts', body);
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^acc_[A-Za-z0-9]{14}$/),
      type: 'route',
      status: 'created',
      email: body.email,
      phone: '9000090000',
      reference_id: body.reference_id,
      business_type: 'individual',
      legal_business_name: body.legal_business_name,
      customer_facing_business_name: body.legal_business_name,
      contact_name: 'Asha Rao',
      profile: body.profile,
      legal_info: { pan: 'AAACL1234C' },
      notes: [],
      created_at: expect.any(Number),
      activated_at: null,
      live: false,
      hold_funds: false,
    });
    const id = created.body.id as string;
    expect(await api('GET', `/v2/accounts/${id}`)).toEqual(created);
    const again = await api('POST', '/v2/accounts', { ...creator(), reference_id: body.reference_id });
    expect(again.body.error).toMatchObject({
      field: 'reference_id',
      description: `Reference id already exists for account - ${id}`,
    });
    const sameEmail = await api('POST', '/v2/accounts', { ...creator(), email: body.email });
    expect(sameEmail.body.error.field).toBe('email');
    const nobody = await api('GET', '/v2/accounts/acc_Nope00000000000');
    expect(nobody).toMatchObject({ status: 400, body: { error: { description: 'Linked account does not exist' } } });

    const products = `/v2/accounts/${id}/products`;
    expect((await api('POST', products, { product_name: 'route', tnc_accepted: false })).body.error.field).toBe(
      'tnc_accepted',
    );
    expect((await api('POST', products, { product_name: 'payment_gateway', tnc_accepted: true })).status).toBe(400);
    const product = await api('POST', products, { product_name: 'route', tnc_accepted: true });
    expect(product.body).toMatchObject({
      id: expect.stringMatching(/^acc_prd_[A-Za-z0-9]{14}$/),
      account_id: id,
      product_name: 'route',
      activation_status: 'needs_clarification',
      active_configuration: { settlements: { account_number: null, ifsc_code: null, beneficiary_name: null } },
      tnc: { accepted: true },
    });
    expect(
      product.body.requirements
        .map((requirement: { field_reference: string }) => requirement.field_reference)
        .toSorted(),
    ).toEqual(['settlements.account_number', 'settlements.beneficiary_name', 'settlements.ifsc_code']);
    expect(product.body.requirements[0]).toMatchObject({
      resolution_url: `/accounts/${id}/products/${product.body.id}`,
      reason_code: 'field_missing',
      status: 'required',
    });
    expect((await api('POST', products, { product_name: 'route', tnc_accepted: true })).body.id).toBe(product.body.id);
    const productPath = `${products}/${product.body.id}`;
    const badIfsc = await api('PATCH', productPath, { settlements: { ...settlements, ifsc_code: 'HDFC317' } });
    expect(badIfsc.body.error).toMatchObject({ field: 'settlements.ifsc_code', description: 'Invalid IFSC Code' });
    expect((await api('PATCH', productPath, {})).body.error.field).toBe('settlements');
    expect((await api('GET', `/v2/accounts/${await linkedAccount()}/products/${product.body.id}`)).status).toBe(400);
    await razorpay.idle();
    received.length = 0;
    const activated = await api('PATCH', `${productPath}/`, { settlements, tnc_accepted: true });
    expect(activated.body).toMatchObject({
      id: product.body.id,
      activation_status: 'activated',
      active_configuration: { settlements },
      requirements: [],
    });
    expect(await api('GET', productPath)).toEqual(activated);
    expect((await api('GET', `/v2/accounts/${id}`)).body).toMatchObject({
      status: 'activated',
      activated_at: expect.any(Number),
    });
    expect(await webhooks()).toEqual([['product.route.activated', true]]);
    expect(received[0]?.body.payload.merchant_product?.entity).toEqual({
      id: product.body.id,
      merchant_id: id,
      activation_status: 'activated',
    });
  });

  it('asks /v2/accounts for Basic auth too', async () => {
    const answer = await api('POST', '/v2/accounts', creator(), { authorization: 'Basic bm9wZTpub3Bl' });
    expect(answer).toMatchObject({ status: 401, body: { error: { description: 'Authentication failed' } } });
  });

  it('refuses transfers to an account not activated, from an uncaptured payment, beyond its amount or after a refund', async () => {
    const ready = await linkedAccount();
    const pending = await linkedAccount({ activate: false });
    const paid = await payment(50_000);
    const path = `/v1/payments/${paid}/transfers`;
    const refusals: [unknown, string, string][] = [
      [{}, 'transfers', 'The transfers field is required.'],
      [{ transfers: [] }, 'transfers', 'The transfers field is required.'],
      [{ transfers: [transfer(ready, 99)] }, 'transfers.0.amount', 'The transfers.0.amount must be at least 100.'],
      [{ transfers: [transfer(ready, 100.5)] }, 'transfers.0.amount', 'The transfers.0.amount must be an integer.'],
      [
        { transfers: [transfer(ready, 100, { currency: 'USD' })] },
        'transfers.0.currency',
        'The transfers.0.currency must be INR.',
      ],
      [
        { transfers: [transfer(ready, 100), transfer(pending, 100)] },
        'transfers.1.account',
        'Linked account is not activated',
      ],
      [{ transfers: [transfer('acc_Nope00000000000', 100)] }, 'transfers.0.account', 'The id provided does not exist'],
      [
        { transfers: [transfer(ready, 100, { notes: { a: 'x' }, linked_account_notes: ['b'] })] },
        'transfers.0.linked_account_notes',
        'The transfers.0.linked_account_notes must be keys of notes.',
      ],
    ];
    for (const [body, field, description] of refusals) {
      const answer = await api('POST', path, body);
      expect([field, answer.status, answer.body.error]).toMatchObject([field, 400, { field, description }]);
    }
    expect(razorpay.transfers()).toHaveLength(0);
    const unpaid = await payment(20_000, { pay: false });
    const early = await api('POST', `/v1/payments/${unpaid}/transfers`, { transfers: [transfer(ready, 100)] });
    expect(early.body.error.description).toBe('The payment must be captured before a transfer');
    expect((await api('POST', '/v1/payments/pay_Nope/transfers', { transfers: [] })).body.error.description).toBe(
      'The id provided does not exist',
    );

    expect((await api('POST', path, { transfers: [transfer(ready, 30_000), transfer(ready, 15_000)] })).status).toBe(
      200,
    );
    const beyond = await api('POST', path, { transfers: [transfer(ready, 5_001)] });
    expect(beyond).toMatchObject({
      status: 400,
      body: { error: { description: 'The sum of amount requested for transfer is greater than the captured amount' } },
    });
    expect((await api('POST', path, { transfers: [transfer(ready, 5_000)] })).status).toBe(200);

    const refunded = await payment(30_000);
    expect((await api('POST', `/v1/payments/${refunded}/refund`, { amount: 1_000 })).status).toBe(200);
    const afterRefund = await api('POST', `/v1/payments/${refunded}/transfers`, { transfers: [transfer(ready, 100)] });
    expect(afterRefund.body.error.description).toBe('Transfer cannot be initiated on a refunded payment');
  });

  it('creates transfers with their notes as sent, lists them by payment, and sends signed transfer.processed', async () => {
    const account = await linkedAccount();
    const paid = await payment(40_000);
    await razorpay.idle();
    received.length = 0;
    const notes = { haat_order: 'HAAT-1001', haat_line: 'line-7', kind: 'creator_share' };
    const created = await api('POST', `/v1/payments/${paid}/transfers`, {
      transfers: [
        transfer(account, 30_000, { notes, linked_account_notes: ['haat_order'] }),
        transfer(account, 2_000, { notes: { haat_line: 'line-8' }, on_hold: true, on_hold_until: 1_900_000_000 }),
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ entity: 'collection', count: 2 });
    const [first, second] = created.body.items;
    expect(first).toEqual({
      id: expect.stringMatching(/^trf_[A-Za-z0-9]{14}$/),
      entity: 'transfer',
      status: 'processed',
      source: paid,
      recipient: account,
      amount: 30_000,
      currency: 'INR',
      amount_reversed: 0,
      fees: 0,
      tax: 0,
      notes,
      linked_account_notes: ['haat_order'],
      on_hold: false,
      on_hold_until: null,
      settlement_status: 'pending',
      recipient_settlement_id: null,
      created_at: expect.any(Number),
      processed_at: expect.any(Number),
      error: {
        code: null,
        description: null,
        reason: null,
        field: null,
        step: null,
        id: first.id,
        source: null,
        metadata: null,
      },
    });
    expect(Object.keys(first.notes)).toEqual(Object.keys(notes));
    expect(second).toMatchObject({ on_hold: true, on_hold_until: 1_900_000_000, settlement_status: 'on_hold' });
    expect(await api('GET', `/v1/payments/${paid}/transfers`)).toEqual({ status: 200, body: created.body });
    expect(await api('GET', `/v1/transfers/${first.id}`)).toEqual({ status: 200, body: first });
    expect((await api('GET', '/v1/transfers/trf_Nope')).body.error.description).toBe('The id provided does not exist');
    expect((await api('GET', '/v1/payments/pay_Nope/transfers')).status).toBe(400);

    expect(await webhooks()).toEqual([
      ['transfer.processed', true],
      ['transfer.processed', true],
    ]);
    expect(received.map((webhook) => webhook.body.payload.transfer?.entity.id)).toEqual([first.id, second.id]);
    expect(received[0]?.body).toMatchObject({ contains: ['transfer'], account_id: razorpay.merchantAccountId });
    expect(new Set(received.map((webhook) => webhook.eventId)).size).toBe(2);
  });

  it('holds and releases a settlement: a release settles it with a settlement id', async () => {
    const account = await linkedAccount();
    const paid = await payment(30_000);
    const created = await api('POST', `/v1/payments/${paid}/transfers`, {
      transfers: [transfer(account, 10_000, { on_hold: true }), transfer(account, 10_000)],
    });
    const [held, open] = created.body.items;
    expect((await api('PATCH', `/v1/transfers/${held.id}`, {})).body.error.field).toBe('on_hold');
    const released = await api('PATCH', `/v1/transfers/${held.id}`, { on_hold: false });
    expect(released.body).toMatchObject({
      id: held.id,
      on_hold: false,
      on_hold_until: null,
      settlement_status: 'settled',
      recipient_settlement_id: expect.stringMatching(/^setl_[A-Za-z0-9]{14}$/),
    });
    const again = await api('PATCH', `/v1/transfers/${held.id}`, { on_hold: false });
    expect(again.body.recipient_settlement_id).toBe(released.body.recipient_settlement_id);
    const rehold = await api('PATCH', `/v1/transfers/${held.id}`, { on_hold: true });
    expect(rehold).toMatchObject({ status: 400, body: { error: { description: 'Settlement already processed' } } });

    const hold = await api('PATCH', `/v1/transfers/${open.id}`, { on_hold: 1, on_hold_until: 1_900_000_000 });
    expect(hold.body).toMatchObject({ on_hold: true, on_hold_until: 1_900_000_000, settlement_status: 'on_hold' });
    const second = await api('PATCH', `/v1/transfers/${open.id}`, { on_hold: false });
    expect(second.body.settlement_status).toBe('settled');
    expect(second.body.recipient_settlement_id).not.toBe(released.body.recipient_settlement_id);
    expect((await api('PATCH', '/v1/transfers/trf_Nope', { on_hold: false })).status).toBe(400);
  });

  it('reverses part of a transfer, then the rest, never beyond what is left, without a webhook', async () => {
    const account = await linkedAccount();
    const paid = await payment(30_000);
    const created = await api('POST', `/v1/payments/${paid}/transfers`, {
      transfers: [transfer(account, 30_000, { on_hold: true })],
    });
    const id = created.body.items[0].id as string;
    await razorpay.idle();
    received.length = 0;
    const partial = await api('POST', `/v1/transfers/${id}/reversals`, { amount: 10_000, notes: { reason: 'return' } });
    expect(partial.body).toEqual({
      id: expect.stringMatching(/^rvrsl_[A-Za-z0-9]{14}$/),
      entity: 'reversal',
      transfer_id: id,
      amount: 10_000,
      fee: 0,
      tax: 0,
      currency: 'INR',
      notes: { reason: 'return' },
      initiator_id: expect.any(String),
      customer_refund_id: null,
      utr: null,
      created_at: expect.any(Number),
    });
    expect((await api('GET', `/v1/transfers/${id}`)).body).toMatchObject({
      status: 'partially_reversed',
      amount_reversed: 10_000,
    });
    const beyond = await api('POST', `/v1/transfers/${id}/reversals`, { amount: 20_001 });
    expect(beyond).toMatchObject({
      status: 400,
      body: {
        error: { field: 'amount', description: 'The reversal amount provided is greater than amount not reversed' },
      },
    });
    expect((await api('POST', `/v1/transfers/${id}/reversals`, { amount: 0 })).status).toBe(400);
    const rest = await api('POST', `/v1/transfers/${id}/reversals`);
    expect(rest.body).toMatchObject({ amount: 20_000, notes: [] });
    expect((await api('GET', `/v1/transfers/${id}`)).body).toMatchObject({
      status: 'reversed',
      amount_reversed: 30_000,
    });
    expect((await api('POST', `/v1/transfers/${id}/reversals`, {})).status).toBe(400);
    const release = await api('PATCH', `/v1/transfers/${id}`, { on_hold: false });
    expect(release.status).toBe(400);
    const list = await api('GET', `/v1/transfers/${id}/reversals`);
    expect(list.body).toMatchObject({
      entity: 'collection',
      count: 2,
      items: [{ id: partial.body.id }, { id: rest.body.id }],
    });
    expect(await webhooks()).toEqual([]);
  });

  it('makes a direct transfer from the merchant balance, settled at once', async () => {
    const account = await linkedAccount();
    const pending = await linkedAccount({ activate: false });
    expect((await api('POST', '/v1/transfers', transfer(pending, 5_000))).body.error.field).toBe('account');
    expect((await api('POST', '/v1/transfers', { account })).body.error.field).toBe('amount');
    await razorpay.idle();
    received.length = 0;
    const direct = await api('POST', '/v1/transfers', transfer(account, 5_000, { notes: { payout: 'bonus-1' } }));
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({
      entity: 'transfer',
      status: 'processed',
      source: razorpay.merchantAccountId,
      recipient: account,
      amount: 5_000,
      notes: { payout: 'bonus-1' },
      on_hold: false,
      settlement_status: 'settled',
      recipient_settlement_id: expect.stringMatching(/^setl_/),
    });
    expect(await webhooks()).toEqual([['transfer.processed', true]]);

    const key = { 'X-Transfer-Idempotency': 'haat-transfer-0001' };
    const once = await api('POST', '/v1/transfers', transfer(account, 7_000), key);
    expect(await api('POST', '/v1/transfers', transfer(account, 7_000), key)).toEqual(once);
    const other = await api('POST', '/v1/transfers', transfer(account, 7_001), key);
    expect(other).toMatchObject({ status: 400, body: { error: { field: 'X-Transfer-Idempotency' } } });
    const badKey = await api('POST', '/v1/transfers', transfer(account, 7_000), { 'X-Transfer-Idempotency': 'x!' });
    expect(badKey.status).toBe(400);
    expect(razorpay.transfers().filter((entry) => entry.amount === 7_000 && entry.recipient === account)).toHaveLength(
      1,
    );
    expect(razorpay.requests.at(-1)).toMatchObject({ path: '/v1/transfers', idempotencyKey: 'x!', status: 400 });
  });

  it('sends Route webhooks twice, reversed or not at all when told', async () => {
    const account = await linkedAccount();
    const paid = await payment(30_000);
    await razorpay.idle();
    received.length = 0;
    expect(await control('POST', '/route-webhooks', { mode: 'sometimes' })).toMatchObject({ status: 400 });
    expect(await control('POST', '/route-webhooks', { mode: 'twice' })).toEqual({
      status: 200,
      body: { mode: 'twice' },
    });
    await api('POST', `/v1/payments/${paid}/transfers`, { transfers: [transfer(account, 1_000)] });
    expect(await webhooks()).toEqual([
      ['transfer.processed', true],
      ['transfer.processed', true],
    ]);
    expect(received[0]?.eventId).toBe(received[1]?.eventId);
    received.length = 0;
    razorpay.setRouteWebhooks('reversed');
    const two = await api('POST', `/v1/payments/${paid}/transfers`, {
      transfers: [transfer(account, 1_000), transfer(account, 1_000)],
    });
    await razorpay.idle();
    expect(received.map((webhook) => webhook.body.payload.transfer?.entity.id)).toEqual(
      two.body.items.map((item: { id: string }) => item.id).toReversed(),
    );
    received.length = 0;
    razorpay.setRouteWebhooks('none');
    await api('POST', `/v1/payments/${paid}/transfers`, { transfers: [transfer(account, 1_000)] });
    expect(await webhooks()).toEqual([]);
    razorpay.setRouteWebhooks('normal');
  });

  it('keeps the transfers of a lost answer: a retry finds them by listing the payment', async () => {
    const account = await linkedAccount();
    const paid = await payment(20_000);
    razorpay.failNextWith(500, { afterCreate: true });
    const body = { transfers: [transfer(account, 15_000, { notes: { haat_transfer: 'ht-1' } })] };
    expect((await api('POST', `/v1/payments/${paid}/transfers`, body)).status).toBe(500);
    const listed = await api('GET', `/v1/payments/${paid}/transfers`);
    expect(listed.body.items.map((item: { notes: unknown }) => item.notes)).toEqual([{ haat_transfer: 'ht-1' }]);
    expect((await api('POST', `/v1/payments/${paid}/transfers`, body)).status).toBe(400);
  });

  it('is driven by /_control: a failed transfer, a settlement, a dashboard reversal and refund, the state', async () => {
    const account = await linkedAccount();
    const paid = await payment(30_000);
    const created = await api('POST', `/v1/payments/${paid}/transfers`, {
      transfers: [transfer(account, 20_000), transfer(account, 10_000)],
    });
    const [failing, kept] = created.body.items;
    await razorpay.idle();
    received.length = 0;
    const failed = await control('POST', `/transfers/${failing.id}/fail`, {});
    expect(failed.body).toMatchObject({
      transfer: {
        status: 'failed',
        settlement_status: null,
        error: { code: 'BAD_REQUEST_TRANSFER_INSUFFICIENT_BALANCE', reason: 'insufficient_balance', id: failing.id },
      },
      webhook: { event: 'transfer.failed', status: 200 },
    });
    expect(received.map((webhook) => [webhook.event, webhook.signed])).toEqual([['transfer.failed', true]]);
    expect((await control('POST', `/transfers/${failing.id}/fail`, {})).status).toBe(409);
    expect((await api('POST', `/v1/transfers/${failing.id}/reversals`, {})).status).toBe(400);
    const retried = await api('POST', `/v1/payments/${paid}/transfers`, { transfers: [transfer(account, 20_000)] });
    expect(retried.status).toBe(200);

    const settled = await control('POST', `/transfers/${kept.id}/settle`);
    expect(settled.body.transfer).toMatchObject({
      settlement_status: 'settled',
      recipient_settlement_id: expect.any(String),
    });
    expect((await control('POST', `/transfers/${kept.id}/settle`)).status).toBe(409);
    const reversed = await control('POST', `/transfers/${kept.id}/reverse-outside`, { amount: 4_000 });
    expect(reversed.body).toMatchObject({
      reversal: { transfer_id: kept.id, amount: 4_000 },
      transfer: { status: 'partially_reversed', amount_reversed: 4_000 },
    });
    expect((await control('POST', `/transfers/${kept.id}/reverse-outside`, { amount: 6_001 })).status).toBe(409);
    expect((await control('POST', '/transfers/trf_Nope/fail')).status).toBe(404);

    received.length = 0;
    const refund = await control('POST', `/payments/${paid}/refund-outside`, { amount: 2_500 });
    expect(refund.body).toMatchObject({
      refund: { payment_id: paid, amount: 2_500, status: 'processed', receipt: null },
      payment: { amount_refunded: 2_500, refund_status: 'partial' },
    });
    expect(refund.body.webhooks.map((webhook: { event: string }) => webhook.event)).toEqual([
      'refund.created',
      'refund.processed',
    ]);
    expect(received.every((webhook) => webhook.signed)).toBe(true);
    const refunds = await api('GET', `/v1/payments/${paid}/refunds`);
    expect(refunds.body).toMatchObject({ entity: 'collection', count: 1, items: [{ id: refund.body.refund.id }] });

    const state = await control('GET', '/state');
    expect(state.body.accounts.some((entry: { id: string }) => entry.id === account)).toBe(true);
    expect(state.body.products.some((entry: { account_id: string }) => entry.account_id === account)).toBe(true);
    expect(state.body.transfers.some((entry: { id: string }) => entry.id === failing.id)).toBe(true);
    expect(state.body.reversals.some((entry: { id: string }) => entry.id === reversed.body.reversal.id)).toBe(true);
  });
});
