import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRunEndpoints } from '#shared/endpoints/payouts-runs.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { payeesWithPayables } from '../../testing/payout-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { nextScheduledRun, runScheduledPayouts } from './schedule.ts';

/* The weekly run: Monday 10:00 in India, once per week whatever the number of processes. */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const at = (iso: string) => new Date(iso);

describe('the weekly payout run', () => {
  it('is due every Monday at 10:00 India time', () => {
    // Thursday 26 Nov 2026 → Monday 30 Nov, 10:00 IST (04:30 UTC).
    expect(nextScheduledRun(at('2026-11-26T08:00:00Z')).toISOString()).toBe('2026-11-30T04:30:00.000Z');
    // Monday 09:59 IST → the same morning; 10:00 IST → the next Monday.
    expect(nextScheduledRun(at('2026-11-30T04:29:00Z')).toISOString()).toBe('2026-11-30T04:30:00.000Z');
    expect(nextScheduledRun(at('2026-11-30T04:30:00Z')).toISOString()).toBe('2026-12-07T04:30:00.000Z');
    // Sunday 23:30 UTC is already Monday 05:00 in India.
    expect(nextScheduledRun(at('2026-11-29T23:30:00Z')).toISOString()).toBe('2026-11-30T04:30:00.000Z');
  });

  it('pays once on Monday however many processes check, and not before 10:00', async () => {
    const { creator } = await payeesWithPayables(server, {
      business: { businessName: 'Weekly Weaves', slug: 'weekly-weaves', pickupPincode: '600001' },
      handle: 'weekly.creator',
    });
    const { db } = server.database;
    const check = (iso: string) => runScheduledPayouts(db, server.deps.payoutCrypto, 'manual', null, at(iso));
    const payouts = async () => dataOf(await callEndpoint(server, payoutRunEndpoints.own, {}, creator.cookie)).payouts;
    const monday = new Date(nextScheduledRun(server.deps.now()));

    // Just before 10:00 on Monday: nothing yet.
    await check(new Date(monday.getTime() - 60_000).toISOString());
    expect(await payouts()).toHaveLength(0);
    // Two processes check at 10:05 at the same moment: one run.
    const soon = new Date(monday.getTime() + 5 * 60_000).toISOString();
    await Promise.all([check(soon), check(soon)]);
    expect((await payouts()).map((payout) => payout.status)).toEqual(['processing']);
    // A later check that week changes nothing.
    await check(new Date(monday.getTime() + 3 * 60 * 60_000).toISOString());
    expect(await payouts()).toHaveLength(1);
  });
});
