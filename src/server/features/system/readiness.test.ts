import { afterEach, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '#shared/contracts/common.ts';
import { healthResponseSchema, readinessResponseSchema } from '#shared/contracts/system.ts';
import { openDatabase } from '../../db/client.ts';
import { startTcpProxy, type TcpProxy } from '../../testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from '../../testing/test-database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * GET /api/health/ready beside the liveness check: 200 while every readiness check passes, a 503 envelope
 * naming the check that did not, within the 2 s each check gets, whether the database is gone or hangs.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: TestServer | undefined;
let proxy: TcpProxy | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  await proxy?.close();
  proxy = undefined;
});

/** The readiness answer, and how long it took. */
async function ready(target: TestServer) {
  const started = performance.now();
  const response = await target.fetch('/api/health/ready');
  const body: unknown = await response.json();
  return { status: response.status, body, ms: performance.now() - started, headers: response.headers };
}

async function expectNotReady(target: TestServer, checks: Record<string, string>) {
  const answer = await ready(target);
  expect(answer.status).toBe(503);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const { error } = errorEnvelopeSchema.parse(answer.body);
  expect(error.code).toBe('unavailable');
  expect(error.checks).toEqual(checks);
  const failed = Object.entries(checks).filter(([, outcome]) => outcome !== 'ok');
  expect(error.message).toBe(`Not ready: ${failed.map(([name, outcome]) => `${name} ${outcome}`).join(', ')}.`);
  return answer;
}

async function expectReady(target: TestServer) {
  const answer = await ready(target);
  expect(answer.status).toBe(200);
  expect(readinessResponseSchema.parse(answer.body)).toEqual({
    status: 'ready',
    checks: { database: 'ok', jobs: 'ok' },
  });
}

describe('GET /api/health/ready', () => {
  it(`answers ready while the database (${testDatabaseKind}) answers, and the liveness check stays as it was`, async () => {
    server = await startTestServer();
    await expectReady(server);
    const health = await server.fetch('/api/health');
    expect(healthResponseSchema.parse(await health.json())).toEqual({ status: 'ok', database: testDatabaseKind });
  });

  it('answers 503 within the check’s 2 s while the database hangs, and ready once it answers again', async () => {
    server = await startTestServer();
    const { database } = server;
    // Every connection held by a transaction for 3 s: PGlite runs one at a time, a PostgreSQL pool has `max`.
    const holders = database.poolStats()?.max ?? 1;
    const held = Promise.all(
      Array.from({ length: holders }, () =>
        database.db.transaction(async (tx) => {
          await tx.execute('select 1');
          await sleep(3_000);
        }),
      ),
    );
    for (let stats = database.poolStats(); stats && (stats.total < stats.max || stats.idle > 0); ) {
      await sleep(10);
      stats = database.poolStats();
    }
    const answer = await expectNotReady(server, { database: 'timed out', jobs: 'ok' });
    expect(answer.ms).toBeGreaterThanOrEqual(1_900);
    expect(answer.ms).toBeLessThan(2_900);
    await held;
    await expectReady(server);
  });

  it('answers 503 when the job queue has stopped', async () => {
    server = await startTestServer();
    await server.deps.jobs.stop(1_000);
    await expectNotReady(server, { database: 'ok', jobs: 'failed' });
  });

  it('answers 503 for a check another part of the app registers (deps.readiness) when it fails', async () => {
    server = await startTestServer();
    let queueUp = false;
    server.deps.readiness.push({
      name: 'queue',
      check: async () => {
        if (!queueUp) throw new Error('queue stopped');
      },
    });
    await expectNotReady(server, { database: 'ok', jobs: 'ok', queue: 'failed' });
    queueUp = true;
    const answer = await ready(server);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ready', checks: { database: 'ok', jobs: 'ok', queue: 'ok' } });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('GET /api/health/ready while PostgreSQL is away', () => {
  it('answers 503 at once while the server refuses connections, and ready once it is back', async () => {
    const direct = await createTestDatabase();
    const url = new URL(direct.url ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const viaProxy = openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
    const database: TestDatabase = {
      ...viaProxy,
      openAnother: direct.openAnother,
      destroy: async () => {
        await viaProxy.close();
        await direct.destroy();
      },
    };
    server = await startTestServer({ database });
    await expectReady(server);

    await proxy.down();
    const answer = await expectNotReady(server, { database: 'failed', jobs: 'ok' });
    expect(answer.ms).toBeLessThan(1_000);
    expect(JSON.stringify(answer.body)).not.toContain(String(proxy.port));

    await proxy.up();
    await expectReady(server);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('GET /api/health/ready once PGlite has closed', () => {
  it('answers 503 naming the database', async () => {
    const database = await createTestDatabase();
    server = await startTestServer({ database: { ...database, destroy: async () => {} } });
    await expectReady(server);
    await database.close();
    await expectNotReady(server, { database: 'failed', jobs: 'ok' });
  });
});
