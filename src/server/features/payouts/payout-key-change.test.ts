import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { creatorUpi, payeesWithPayables, sellerBank } from '../../testing/payout-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { PAYOUT_KEY_PROBLEM } from './payouts.service.ts';
import { payoutRuns, payouts } from './payout-runs.schema.ts';

/*
 * PAYOUT_DETAILS_KEY changed after payees saved their details (decision 036): the operator is told so in the error
 * envelope before a run claims anything, and the bank file says the same instead of a bare 500; with the old key
 * back (after the new one) the same run starts and the file downloads.
 */

const savedWith = randomBytes(32).toString('base64');
const other = randomBytes(32).toString('base64');

let saving: TestServer;
let operator: string;

beforeAll(async () => {
  saving = await startTestServer({ env: { PAYOUT_DETAILS_KEY: savedWith } });
  operator = (await signedInOperator(saving)).cookie;
  await payeesWithPayables(saving, {
    business: { businessName: 'Kaveri Silks', slug: 'kaveri-keys', pickupPincode: '600001' },
    handle: 'meera.keys',
    sellerMethod: sellerBank,
    creatorMethod: creatorUpi,
  });
}, 60_000);

afterAll(async () => {
  await saving?.close();
});

/** Another server on the same database whose PAYOUT_DETAILS_KEY is `keys`. */
const withKeys = (keys: string) => startTestServer({ sharing: saving, env: { PAYOUT_DETAILS_KEY: keys } });

const startRun = (server: TestServer) =>
  callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator);
const bankFile = (server: TestServer, id: string) =>
  callEndpoint(server, opsMoneyEndpoints.bankFile, { params: { id } }, operator);

describe('a payout key that no longer opens the saved details', () => {
  it('stops a run with a clear 503 before it claims anything; with both keys the run starts', async () => {
    const changed = await withKeys(other);
    try {
      const refused = await startRun(changed);
      expect(refused.status).toBe(503);
      expect(refused.error).toMatchObject({ code: 'unavailable', message: PAYOUT_KEY_PROBLEM });
      expect(await saving.database.db.select().from(payoutRuns)).toEqual([]);
      expect(await saving.database.db.select().from(payouts)).toEqual([]);
    } finally {
      await changed.close();
    }

    const rotated = await withKeys(`${other},${savedWith}`);
    try {
      const started = await startRun(rotated);
      expect(started.status).toBe(201);
      expect(dataOf(started)).toMatchObject({ payouts: 2, open: 2 });
    } finally {
      await rotated.close();
    }
  });

  it('answers the bank file with the same envelope, changing nothing, and serves it once the key is right', async () => {
    const [run] = await saving.database.db.select().from(payoutRuns);
    if (!run) throw new Error('the run of the first test is missing');
    const changed = await withKeys(other);
    try {
      const refused = await bankFile(changed, run.id);
      expect(refused.status).toBe(503);
      expect(refused.error).toMatchObject({ code: 'unavailable', message: PAYOUT_KEY_PROBLEM });
    } finally {
      await changed.close();
    }
    const waiting = await saving.database.db.select({ status: payouts.status }).from(payouts);
    expect(waiting.map((payout) => payout.status)).toEqual(['processing', 'processing']);

    const file = await saving.fetch(`/api/ops/payout-runs/${run.id}/bank-file.csv`, { headers: { cookie: operator } });
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('50100123456789');
  });
});
