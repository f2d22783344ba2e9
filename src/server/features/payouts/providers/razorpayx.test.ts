import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../../env.ts';
import { startRazorpayXServer, type RazorpayXServer } from '../../../testing/razorpayx-server.ts';
import { payoutProviderFromEnv } from './from-env.ts';
import {
  PayoutProviderConflict,
  PayoutProviderUnavailable,
  type PayoutProvider,
  type PayoutSubmission,
  type PayoutWebhookEvent,
} from './provider.ts';
import { createRazorpayX } from './razorpayx.ts';
import { razorpayXSignature, RazorpayXWebhookError, verifyRazorpayXWebhook } from './razorpayx-webhook.ts';

/** What Haat's webhook route would do with each delivery: verify the raw body, answer 200 or 400. */
interface Received {
  eventId: string | undefined;
  outcome: PayoutWebhookEvent | null | RazorpayXWebhookError;
}

let razorpayx: RazorpayXServer;
let provider: PayoutProvider;
let receiver: Server;
const received: Received[] = [];

beforeAll(async () => {
  razorpayx = await startRazorpayXServer();
  provider = createRazorpayX({
    baseUrl: razorpayx.url,
    keyId: razorpayx.keyId,
    keySecret: razorpayx.keySecret,
    accountNumber: razorpayx.accountNumber,
  });
  receiver = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const signature = request.headers['x-razorpay-signature'];
    const eventId = request.headers['x-razorpay-event-id'];
    const id = typeof eventId === 'string' ? eventId : undefined;
    try {
      const event = verifyRazorpayXWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
        razorpayx.webhookSecret,
        id,
      );
      received.push({ eventId: id, outcome: event });
      response.writeHead(200).end('ok');
    } catch (error) {
      if (!(error instanceof RazorpayXWebhookError)) throw error;
      received.push({ eventId: id, outcome: error });
      response.writeHead(400).end(error.reason);
    }
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  razorpayx.setWebhookUrl(
    `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payouts/webhooks/razorpayx`,
  );
});

afterAll(async () => {
  await razorpayx.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

function upiPayout(overrides: Partial<PayoutSubmission> = {}): PayoutSubmission {
  return {
    payoutId: randomUUID(),
    amountPaise: 1_25_000,
    destination: { kind: 'upi', upiId: 'asha.rao@okaxis', name: 'Asha Rao' },
    payeeId: randomUUID(),
    payeeName: 'Asha Rao',
    narration: 'Haat payout June',
    ...overrides,
  };
}

function bankPayout(overrides: Partial<PayoutSubmission> = {}): PayoutSubmission {
  return upiPayout({
    destination: {
      kind: 'bank',
      accountNumber: '50100012345678',
      ifsc: 'HDFC0001234',
      accountHolderName: 'Ravi Kumar',
    },
    payeeName: 'Ravi Kumar',
    ...overrides,
  });
}

const lastRequest = () => razorpayx.requests.at(-1);

/** 'accepted', or why verifyRazorpayXWebhook refused. */
function reasonOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    return error instanceof RazorpayXWebhookError ? error.reason : error;
  }
  return 'accepted';
}

describe('submitting payouts to RazorpayX', () => {
  it('creates a UPI payout with the composite API, Basic auth and the idempotency header', async () => {
    const payout = upiPayout();
    const state = await provider.submit(payout);

    expect(state).toEqual({ state: 'processing', providerPayoutId: expect.stringMatching(/^pout_[A-Za-z0-9]{14}$/) });
    const request = lastRequest();
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payouts',
      status: 200,
      idempotencyKey: payout.payoutId,
    });
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from(`${razorpayx.keyId}:${razorpayx.keySecret}`).toString('base64')}`,
    );
    expect(request?.body).toEqual({
      account_number: razorpayx.accountNumber,
      amount: 1_25_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      fund_account: {
        account_type: 'vpa',
        vpa: { address: 'asha.rao@okaxis' },
        contact: { name: 'Asha Rao', type: 'vendor', reference_id: payout.payeeId },
      },
      queue_if_low_balance: true,
      reference_id: payout.payoutId,
      narration: 'Haat payout June',
      notes: { haat_payout_id: payout.payoutId, haat_payee_id: payout.payeeId },
    });
  });

  it('creates a bank payout by IMPS, and by NEFT above the IMPS limit of ₹5,00,000', async () => {
    const small = bankPayout();
    await provider.submit(small);
    expect(lastRequest()?.body).toMatchObject({
      mode: 'IMPS',
      amount: 1_25_000,
      reference_id: small.payoutId,
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC0001234', account_number: '50100012345678' },
        contact: { name: 'Ravi Kumar', type: 'vendor', reference_id: small.payeeId },
      },
    });

    const large = bankPayout({ amountPaise: 5_00_000_01 });
    expect((await provider.submit(large)).state).toBe('processing');
    expect(lastRequest()?.body).toMatchObject({ mode: 'NEFT', amount: 5_00_000_01 });
  });

  it('fits the narration and the contact name to the documented characters', async () => {
    const payout = upiPayout({
      narration: 'Haat #payout — June 2026, store “Asha’s Picks”',
      payeeName: 'Ásha & Co ✨',
    });
    expect((await provider.submit(payout)).state).toBe('processing');
    const body = lastRequest()?.body as { narration: string; fund_account: { contact: { name: string } } };
    expect(body.narration).toBe('Haat payout June 2026 store As');
    expect(body.fund_account.contact.name).toBe('Asha Co');
  });

  it('answers a repeated submit with the same payout, and RazorpayX holds one payout', async () => {
    const payout = bankPayout();
    const before = razorpayx.payouts().length;
    const first = await provider.submit(payout);
    const again = await provider.submit(payout);

    expect(again).toEqual(first);
    expect(razorpayx.payouts()).toHaveLength(before + 1);
    expect(razorpayx.requests.slice(-2).map((request) => [request.idempotencyKey, request.status])).toEqual([
      [payout.payoutId, 200],
      [payout.payoutId, 200],
    ]);
  });

  it('answers a retry after the payout was paid with its current status', async () => {
    const payout = upiPayout();
    const first = await provider.submit(payout);
    await razorpayx.complete(first.providerPayoutId ?? '', 'HDFCN52310099881');
    expect(await provider.submit(payout)).toEqual({
      state: 'paid',
      providerPayoutId: first.providerPayoutId,
      utr: 'HDFCN52310099881',
    });
  });

  it('refuses the same key with a different body as a conflict, never as a failed payout', async () => {
    const payout = upiPayout();
    await provider.submit(payout);
    const count = razorpayx.payouts().length;
    await expect(provider.submit({ ...payout, amountPaise: 99_000 })).rejects.toBeInstanceOf(PayoutProviderConflict);
    expect(lastRequest()?.status).toBe(400);
    expect(razorpayx.payouts()).toHaveLength(count);
  });

  it('throws PayoutProviderUnavailable on a 5xx or a 429, and the retry with the same key creates the payout once', async () => {
    const payout = upiPayout();
    const count = razorpayx.payouts().length;
    razorpayx.failNextWith(503);
    const error = await provider.submit(payout).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PayoutProviderUnavailable);
    expect((error as PayoutProviderUnavailable).status).toBe(503);
    razorpayx.failNextWith(429);
    await expect(provider.submit(payout)).rejects.toBeInstanceOf(PayoutProviderUnavailable);
    expect(razorpayx.payouts()).toHaveLength(count);

    // RazorpayX created it but the answer was lost: the retry gets the same payout.
    const other = upiPayout();
    razorpayx.failNextWith(500, { afterCreate: true });
    await expect(provider.submit(other)).rejects.toBeInstanceOf(PayoutProviderUnavailable);
    const created = razorpayx.payouts().at(-1);
    expect(created?.reference_id).toBe(other.payoutId);
    expect(await provider.submit(other)).toEqual({ state: 'processing', providerPayoutId: created?.id });
    expect(razorpayx.payouts()).toHaveLength(count + 1);
  });

  it('throws PayoutProviderUnavailable when RazorpayX cannot be reached, answers too late or refuses the keys', async () => {
    const closed = await startRazorpayXServer();
    const url = closed.url;
    await closed.close();
    const unreachable = createRazorpayX({ baseUrl: url, keyId: 'k', keySecret: 's', accountNumber: '1' });
    await expect(unreachable.submit(upiPayout())).rejects.toBeInstanceOf(PayoutProviderUnavailable);

    const impatient = createRazorpayX({
      baseUrl: razorpayx.url,
      keyId: razorpayx.keyId,
      keySecret: razorpayx.keySecret,
      accountNumber: razorpayx.accountNumber,
      timeoutMs: 50,
    });
    razorpayx.holdRequests('after-create');
    const late = impatient.submit(upiPayout()).catch((caught: unknown) => caught);
    await razorpayx.requestHeld();
    expect(await late).toBeInstanceOf(PayoutProviderUnavailable);
    razorpayx.releaseRequests();

    const wrongKeys = createRazorpayX({
      baseUrl: razorpayx.url,
      keyId: razorpayx.keyId,
      keySecret: 'nope',
      accountNumber: razorpayx.accountNumber,
    });
    const count = razorpayx.payouts().length;
    const refused = await wrongKeys.submit(upiPayout()).catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(PayoutProviderUnavailable);
    expect((refused as PayoutProviderUnavailable).status).toBe(401);
    expect(razorpayx.payouts()).toHaveLength(count);
  });

  it("fails a payout whose details RazorpayX refuses (400), with RazorpayX's reason", async () => {
    const count = razorpayx.payouts().length;
    const badIfsc = bankPayout({
      destination: { kind: 'bank', accountNumber: '50100012345678', ifsc: 'HDFC123', accountHolderName: 'Ravi Kumar' },
    });
    expect(await provider.submit(badIfsc)).toEqual({
      state: 'failed',
      providerPayoutId: null,
      reason: 'Invalid IFSC Code in Bank Account',
    });
    expect(lastRequest()?.status).toBe(400);

    const badVpa = upiPayout({ destination: { kind: 'upi', upiId: 'not a vpa', name: 'Asha Rao' } });
    expect(await provider.submit(badVpa)).toMatchObject({ state: 'failed', reason: expect.stringContaining('VPA') });
    const tooSmall = upiPayout({ amountPaise: 99 });
    expect(await provider.submit(tooSmall)).toMatchObject({ state: 'failed', providerPayoutId: null });
    expect(razorpayx.payouts()).toHaveLength(count);
  });
});

describe('fetching a payout from RazorpayX', () => {
  it('maps processing, processed (with the UTR) and failed (with the reason)', async () => {
    const paid = await provider.submit(upiPayout());
    const paidId = paid.providerPayoutId ?? '';
    expect(await provider.fetch(paidId)).toEqual({ state: 'processing', providerPayoutId: paidId });
    await razorpayx.complete(paidId, 'AXISN00012345678');
    expect(await provider.fetch(paidId)).toEqual({ state: 'paid', providerPayoutId: paidId, utr: 'AXISN00012345678' });
    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/payouts/${paidId}`, status: 200 });

    const failed = await provider.submit(bankPayout());
    const failedId = failed.providerPayoutId ?? '';
    await razorpayx.fail(failedId, 'Payout failed as the beneficiary account is closed');
    expect(await provider.fetch(failedId)).toEqual({
      state: 'failed',
      providerPayoutId: failedId,
      reason: 'Payout failed as the beneficiary account is closed',
    });
    const reversed = await provider.submit(bankPayout());
    await razorpayx.fail(reversed.providerPayoutId ?? '', 'Beneficiary bank systems are offline', 'reversed');
    expect(await provider.fetch(reversed.providerPayoutId ?? '')).toMatchObject({ state: 'failed' });
  });

  it('throws PayoutProviderUnavailable for an id RazorpayX does not know or a 5xx, never failed', async () => {
    await expect(provider.fetch('pout_00000000000000')).rejects.toBeInstanceOf(PayoutProviderUnavailable);
    const state = await provider.submit(upiPayout());
    razorpayx.failNextWith(502);
    await expect(provider.fetch(state.providerPayoutId ?? '')).rejects.toBeInstanceOf(PayoutProviderUnavailable);
  });
});

describe('RazorpayX payout webhooks', () => {
  it("reads a signed payout.processed as Haat's payout paid, with RazorpayX's event id", async () => {
    const payout = upiPayout();
    const { providerPayoutId } = await provider.submit(payout);
    const delivery = await razorpayx.complete(providerPayoutId ?? '', 'HDFCN00000000042');

    expect(delivery.status).toBe(200);
    expect(received.at(-1)).toEqual({
      eventId: delivery.eventId,
      outcome: {
        eventId: delivery.eventId,
        event: 'payout.processed',
        payoutId: payout.payoutId,
        state: { state: 'paid', providerPayoutId, utr: 'HDFCN00000000042' },
      },
    });
  });

  it('reads payout.failed with the reason, and a replay carries the same event id and state', async () => {
    const payout = bankPayout();
    const { providerPayoutId } = await provider.submit(payout);
    const delivery = await razorpayx.fail(providerPayoutId ?? '', 'Payout failed as the beneficiary account is closed');
    const first = received.at(-1);
    expect(first?.outcome).toEqual({
      eventId: delivery.eventId,
      event: 'payout.failed',
      payoutId: payout.payoutId,
      state: { state: 'failed', providerPayoutId, reason: 'Payout failed as the beneficiary account is closed' },
    });

    const replay = await razorpayx.resendLastWebhook();
    expect(replay.status).toBe(200);
    expect(replay.eventId).toBe(delivery.eventId);
    expect(received.at(-1)).toEqual(first);
  });

  it('refuses a forged webhook: another secret, a changed byte, no signature', async () => {
    const { providerPayoutId } = await provider.submit(upiPayout());
    const genuine = await razorpayx.complete(providerPayoutId ?? '');
    const { rawBody, signature } = genuine;
    const secret = razorpayx.webhookSecret;
    expect(reasonOf(() => verifyRazorpayXWebhook(rawBody, signature, secret))).toBe('accepted');
    expect(reasonOf(() => verifyRazorpayXWebhook(rawBody, razorpayXSignature(rawBody, 'guessed'), secret))).toBe(
      'bad_signature',
    );
    const changed = rawBody.replace('"processed"', '"processee"');
    expect(changed).not.toBe(rawBody);
    expect(reasonOf(() => verifyRazorpayXWebhook(changed, signature, secret))).toBe('bad_signature');
    expect(reasonOf(() => verifyRazorpayXWebhook(rawBody, signature.slice(0, 63), secret))).toBe('bad_signature');
    expect(reasonOf(() => verifyRazorpayXWebhook(rawBody, undefined, secret))).toBe('missing_signature');
    expect(reasonOf(() => verifyRazorpayXWebhook(rawBody, signature, ''))).toBe('bad_signature');

    // Over HTTP: a forged delivery to the route is answered 400.
    const forged = await fetch(razorpayxWebhookUrl(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': razorpayXSignature(changed, 'guessed'),
        'x-razorpay-event-id': 'evt_forged0000001',
      },
      body: changed,
    });
    expect(forged.status).toBe(400);
    const outcome = received.at(-1)?.outcome;
    expect(outcome).toBeInstanceOf(RazorpayXWebhookError);
    expect(outcome).toMatchObject({ reason: 'bad_signature' });
  });

  it('ignores events that are not about a Haat payout, and refuses a signed body that is not an event', async () => {
    const payment = await razorpayx.sendEvent('payment.captured', { payment: { entity: { id: 'pay_0000000000001' } } });
    expect(payment.status).toBe(200);
    expect(received.at(-1)?.outcome).toBeNull();
    await razorpayx.sendEvent('payout.downtime.started', { 'payout.downtime': { entity: { id: 'poutdown_1' } } });
    expect(received.at(-1)?.outcome).toBeNull();
    const dashboardPayout = {
      id: 'pout_dashboard00001',
      entity: 'payout',
      status: 'processed',
      utr: 'X1',
      reference_id: null,
    };
    await razorpayx.sendEvent('payout.processed', { payout: { entity: dashboardPayout } });
    expect(received.at(-1)?.outcome).toBeNull();

    const notAnEvent = JSON.stringify({ hello: 'world' });
    expect(() => verifyRazorpayXWebhook(notAnEvent, razorpayXSignature(notAnEvent, 'secret'), 'secret')).toThrow(
      RazorpayXWebhookError,
    );
    const noPayout = JSON.stringify({ entity: 'event', event: 'payout.processed', payload: {} });
    expect(() => verifyRazorpayXWebhook(noPayout, razorpayXSignature(noPayout, 's'), 's')).toThrow(/carries no payout/);
  });

  it('derives an event id from the signed body when the header is missing', () => {
    const body = JSON.stringify({
      entity: 'event',
      event: 'payout.updated',
      payload: { payout: { entity: { id: 'pout_a', status: 'processed', utr: 'U1', reference_id: 'haat-1' } } },
    });
    const first = verifyRazorpayXWebhook(body, razorpayXSignature(body, 's'), 's');
    expect(first).toMatchObject({ eventId: expect.stringMatching(/^body_[0-9a-f]{64}$/), payoutId: 'haat-1' });
    expect(verifyRazorpayXWebhook(body, razorpayXSignature(body, 's'), 's')?.eventId).toBe(first?.eventId);
  });
});

function razorpayxWebhookUrl() {
  return `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payouts/webhooks/razorpayx`;
}

describe('choosing the payout provider from the environment', () => {
  it('defaults to manual payouts and refuses razorpayx without its keys', () => {
    expect(parseEnv({}).PAYOUT_PROVIDER).toBe('manual');
    expect(payoutProviderFromEnv(parseEnv({}))).toBeNull();
    expect(() => parseEnv({ PAYOUT_PROVIDER: 'razorpayx', RAZORPAYX_KEY_ID: 'rzp_test_1' })).toThrow(
      /RAZORPAYX_KEY_SECRET: required with PAYOUT_PROVIDER=razorpayx[\s\S]*RAZORPAYX_WEBHOOK_SECRET/,
    );
    expect(() => parseEnv({ PAYOUT_PROVIDER: 'paypal' })).toThrow(/PAYOUT_PROVIDER/);
  });

  it('builds a RazorpayX provider from the environment that pays through the configured server', async () => {
    const env = parseEnv({
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_BASE_URL: razorpayx.url,
      RAZORPAYX_KEY_ID: razorpayx.keyId,
      RAZORPAYX_KEY_SECRET: razorpayx.keySecret,
      RAZORPAYX_ACCOUNT_NUMBER: razorpayx.accountNumber,
      RAZORPAYX_WEBHOOK_SECRET: razorpayx.webhookSecret,
    });
    expect(parseEnv({}).RAZORPAYX_BASE_URL).toBe('https://api.razorpay.com');
    const fromEnv = payoutProviderFromEnv(env);
    expect(fromEnv?.name).toBe('razorpayx');
    expect((await fromEnv?.submit(upiPayout()))?.state).toBe('processing');
  });
});
