import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { payoutRunEndpoints } from '#shared/endpoints/payouts-runs.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { payeesWithPayables, registeredBusiness } from '../../testing/payout-setup.ts';
import { type RazorpayXServer, startRazorpayXServer } from '../../testing/razorpayx-server.ts';
import { reconcileProviderPayouts } from './payout-submission.service.ts';
import { createSharedTestDatabase, testDatabaseKind } from '../../testing/test-database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Payout runs through RazorpayX, against a local server implementing its documented payout contract: payouts
 * created with the idempotency header, settled by signed webhooks (a forged one refused, a replayed one changing
 * nothing), and a run killed mid-way (`kill -9`) finished by the next run without paying anyone twice.
 */

const PAYOUT_DETAILS_KEY = 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=';

let razorpayx: RazorpayXServer;

const providerEnv = (rx: RazorpayXServer) => ({
  PAYOUT_PROVIDER: 'razorpayx',
  RAZORPAYX_BASE_URL: rx.url,
  RAZORPAYX_KEY_ID: rx.keyId,
  RAZORPAYX_KEY_SECRET: rx.keySecret,
  RAZORPAYX_ACCOUNT_NUMBER: rx.accountNumber,
  RAZORPAYX_WEBHOOK_SECRET: rx.webhookSecret,
  PAYOUT_DETAILS_KEY,
  PAYOUT_SCHEDULE: 'off',
});

beforeAll(async () => {
  razorpayx = await startRazorpayXServer();
});

afterAll(async () => {
  await razorpayx?.close();
});

const ownPayouts = async (server: TestServer, cookie: string) =>
  dataOf(await callEndpoint(server, payoutRunEndpoints.own, {}, cookie));
const notices = async (server: TestServer, cookie: string) =>
  dataOf(await callEndpoint(server, notificationEndpoints.list, {}, cookie)).items;

describe('payouts through RazorpayX', () => {
  let server: TestServer;
  let operator: string;

  beforeAll(async () => {
    server = await startTestServer({ env: providerEnv(razorpayx) });
    operator = (await signedInOperator(server)).cookie;
    razorpayx.setWebhookUrl(`${server.url}/api/payouts/webhooks/razorpayx`);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('creates each payout once with its idempotency key, and settles it by a verified webhook only', async () => {
    const { seller, creator } = await payeesWithPayables(server, {
      business: { businessName: 'Kaveri Silks', slug: 'kaveri-rx', pickupPincode: '600001' },
      handle: 'meera.rx',
    });
    const run = dataOf(
      await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'razorpayx' } }, operator),
    );
    expect(run.items.map((item) => item.status)).toEqual(['processing', 'processing']);
    const created = razorpayx.payouts();
    expect(created).toHaveLength(2);
    // RazorpayX saw Haat's payout ids as the idempotency keys and the reference ids.
    const ids = run.items.map((item) => item.id).toSorted();
    expect(created.map((payout) => payout.reference_id).toSorted()).toEqual(ids);
    expect(
      razorpayx.requests
        .filter((request) => request.method === 'POST')
        .map((request) => request.idempotencyKey)
        .toSorted(),
    ).toEqual(ids);
    const creatorPayout = run.items.find((item) => item.payeeEmail === creator.account.email);
    const atRazorpayX = created.find((payout) => payout.reference_id === creatorPayout?.id);
    expect(atRazorpayX).toMatchObject({ amount: 30_000, mode: 'UPI' });

    // A forged event (signed with another secret) is refused and changes nothing.
    const forged = await server.fetch('/api/payouts/webhooks/razorpayx', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': 'f'.repeat(64),
        'x-razorpay-event-id': 'evt_forged',
      },
      body: JSON.stringify({
        entity: 'event',
        event: 'payout.processed',
        payload: { payout: { entity: { ...atRazorpayX, status: 'processed', utr: 'FORGED0000000001' } } },
      }),
    });
    expect(forged.status).toBe(400);
    expect((await ownPayouts(server, creator.cookie)).payouts[0]).toMatchObject({ status: 'processing', utr: null });

    // An operator cannot settle a payout RazorpayX is moving: its result comes from RazorpayX.
    const typed = await callEndpoint(
      server,
      opsMoneyEndpoints.recordResult,
      { params: { id: creatorPayout?.id ?? '' }, body: { failed: 'Looks stuck' } },
      operator,
    );
    expect(typed.status).toBe(409);
    // A signed event about a payout made outside Haat (its reference is not one of Haat's ids) is acknowledged.
    const elsewhere = await razorpayx.sendEvent('payout.processed', {
      payout: {
        entity: { ...atRazorpayX, id: 'pout_elsewhere', reference_id: 'INV-001', status: 'processed', utr: 'X' },
      },
    });
    expect(elsewhere.status).toBe(204);

    // The bank's answer arrives signed: paid, with the UTR.
    const delivery = await razorpayx.complete(atRazorpayX?.id ?? '', 'AXISN12345678901');
    expect(delivery.status).toBe(204);
    const mine = await ownPayouts(server, creator.cookie);
    expect(mine.payouts[0]).toMatchObject({ status: 'paid', utr: 'AXISN12345678901', netPaise: 30_000 });
    expect(mine.balance).toMatchObject({ paid: 30_000, in_payout: 0 });
    const told = (await notices(server, creator.cookie)).filter((notice) => notice.app === 'Payouts');
    expect(told).toHaveLength(1);

    // The same event again (a replay) changes nothing and tells nobody twice.
    expect((await razorpayx.resendLastWebhook()).status).toBe(204);
    expect((await notices(server, creator.cookie)).filter((notice) => notice.app === 'Payouts')).toHaveLength(1);

    // A failed payout puts the seller's earnings back to payable, with the bank's reason.
    const sellerPayout = created.find((payout) => payout.reference_id !== creatorPayout?.id);
    await razorpayx.fail(sellerPayout?.id ?? '', 'Beneficiary bank is offline');
    const theirs = await ownPayouts(server, seller.cookie);
    expect(theirs.payouts[0]?.status).toBe('failed');
    expect(theirs.balance).toMatchObject({ payable: 120_000, in_payout: 0, paid: 0 });
    // Still exactly two payouts at RazorpayX.
    expect(razorpayx.payouts()).toHaveLength(2);

    // The bank sends the creator's paid payout back: it is failed, and the earnings are payable again.
    await razorpayx.fail(atRazorpayX?.id ?? '', 'Beneficiary account is closed', 'reversed');
    const reversed = await ownPayouts(server, creator.cookie);
    expect(reversed.payouts[0]).toMatchObject({ status: 'failed' });
    expect(reversed.balance).toMatchObject({ payable: 30_000, paid: 0 });
  });
});

describe('a RazorpayX webhook that never comes', () => {
  it('is made up for by asking RazorpayX for the payout after half an hour', async () => {
    const rx = await startRazorpayXServer();
    const server = await startTestServer({ env: providerEnv(rx) });
    try {
      const operator = (await signedInOperator(server)).cookie;
      const { creator } = await payeesWithPayables(server, {
        business: registeredBusiness('Lost Hooks', 'lost-hooks'),
        handle: 'lost.hooks',
        sellerMethod: null,
      });
      dataOf(await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'razorpayx' } }, operator));
      // RazorpayX pays it, but its webhook reaches nobody.
      const [payout] = rx.payouts();
      expect((await rx.complete(payout?.id ?? '', 'AXISN55566677788')).status).toBeNull();
      const { provider } = server.deps.payouts;
      expect(await reconcileProviderPayouts(server.database.db, provider, server.deps.now())).toBe(0);
      expect((await ownPayouts(server, creator.cookie)).payouts[0]?.status).toBe('processing');
      server.deps.clock.advance(31 * 60_000);
      expect(await reconcileProviderPayouts(server.database.db, provider, server.deps.now())).toBe(1);
      expect((await ownPayouts(server, creator.cookie)).payouts[0]).toMatchObject({
        status: 'paid',
        utr: 'AXISN55566677788',
      });
    } finally {
      await server.close();
      await rx.close();
    }
  });
});

describe('a payout run killed mid-way', () => {
  let dataDir: string;
  let rx: RazorpayXServer;

  beforeAll(async () => {
    rx = await startRazorpayXServer();
  });
  afterAll(async () => {
    await rx?.close();
  });
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** `npm run payouts:run` as a process of its own, on the test's database. */
  function runPayouts(databaseUrl: string | undefined) {
    const child = spawn(process.execPath, ['src/server/features/payouts/run-cli.ts'], {
      env: {
        ...process.env,
        ...providerEnv(rx),
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    return { child, exited, output: () => output };
  }

  it('pays nobody twice when the next run finishes it', { timeout: 90_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-payout-crash-'));
    const database = await createSharedTestDatabase(dataDir);
    let server = await startTestServer({ database, env: providerEnv(rx) });
    const { seller, creator } = await payeesWithPayables(server, {
      business: { businessName: 'Kaveri Silks', slug: 'kaveri-crash', pickupPincode: '600001' },
      handle: 'meera.crash',
    });
    const url = database.url;
    // On PGlite only one process may have the data directory open.
    if (testDatabaseKind === 'pglite') await server.close();

    // The first payout reaches RazorpayX, which creates it; the process dies before hearing back.
    rx.holdRequests('after-create');
    const first = runPayouts(url);
    const ended = await Promise.race([rx.requestHeld().then(() => null), first.exited]);
    expect({ ended, output: first.output() }).toMatchObject({ ended: null });
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(rx.payouts()).toHaveLength(1);
    rx.releaseRequests();

    // The next run finds the payouts the first one wrote and submits them with the same keys.
    const second = runPayouts(url);
    expect({ ...(await second.exited), output: second.output() }).toMatchObject({ code: 0 });
    expect(second.output()).toContain('0 new payouts');
    const created = rx.payouts();
    expect(created).toHaveLength(2);
    expect(new Set(created.map((payout) => payout.reference_id)).size).toBe(2);
    // The seller's ₹1,200 less 0.1% TDS on the ₹1,500 their bill of supply billed (the creator's markup included).
    expect(created.map((payout) => Number(payout.amount)).toSorted((a, b) => a - b)).toEqual([30_000, 119_850]);

    // A third run, for good measure, sends nothing new.
    const third = runPayouts(url);
    expect({ ...(await third.exited), output: third.output() }).toMatchObject({ code: 0 });
    expect(rx.payouts()).toHaveLength(2);

    if (testDatabaseKind === 'pglite') {
      server = await startTestServer({
        database: await createSharedTestDatabase(dataDir),
        env: providerEnv(rx),
      });
    }
    rx.setWebhookUrl(`${server.url}/api/payouts/webhooks/razorpayx`);
    for (const payout of created) expect((await rx.complete(payout.id)).status).toBe(204);
    // Sessions live in the database: the payees are still signed in.
    for (const payee of [seller, creator]) {
      const mine = await ownPayouts(server, payee.cookie);
      expect(mine.payouts.map((payout) => payout.status)).toEqual(['paid']);
      expect(mine.balance.in_payout).toBe(0);
    }
    await server.close();
  });
});
