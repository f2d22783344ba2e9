import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccount } from './demo/factories.ts';
import { products } from './features/catalog/catalog.schema.ts';
import { orderLines, orders } from './features/orders/orders.schema.ts';
import {
  cleanUpProcesses,
  freePort,
  orderLoad,
  request,
  seedOrderableListing,
  startServer,
  tempDataDir,
  waitForHealth,
} from './testing/server-process.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './testing/test-database.ts';

// The real server process on a PostgreSQL server whose connections are ended by
// an administrator and which then goes away and comes back (a restart), all
// during a checkout load. PGlite runs inside the process and has no connections
// to lose, so this runs in the PostgreSQL pass of the server tests only.

const APP_NAME = 'haat_outage_test';
const STOCK = 1_000_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: TestDatabase | undefined;
let proxy: TcpProxy | undefined;

afterEach(async () => {
  await cleanUpProcesses();
  await proxy?.close();
  await database?.destroy();
});

describe.runIf(testDatabaseKind === 'postgres')('a PostgreSQL outage under checkout load', () => {
  it('keeps the process up, answers 503 while the database is away, serves again within a second and loses no acknowledged order', async () => {
    database = await createTestDatabase();
    const { listingId, productId } = await seedOrderableListing(database.db, STOCK);
    const account = await createAccount(database.db);
    const direct = new URL(database.url ?? '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
    const viaProxy = new URL(direct);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('application_name', APP_NAME);

    const port = await freePort();
    const server = startServer({ dataDir: await tempDataDir(), port, databaseUrl: viaProxy.toString() });
    await waitForHealth(port);
    const agent = new http.Agent();
    const signIn = (body: Record<string, string>) =>
      request(agent, port, 'POST', '/api/auth/sign-in/email', body, { origin: `http://127.0.0.1:${port}` });
    const signedIn = await signIn({ email: account.email, password: account.password });
    expect(signedIn.status).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';
    const load = orderLoad(port, listingId, 8);
    const acknowledged = () => load.answers.filter((answer) => answer.status === 201).length;
    const waitForMoreOrders = async (count: number) => {
      const target = acknowledged() + count;
      while (acknowledged() < target) await sleep(20);
    };
    await waitForMoreOrders(20);

    // 1. An administrator ends every connection of the app, mid-transaction for some.
    const admin = new pg.Client({ connectionString: direct.toString() });
    await admin.connect();
    const ended = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [APP_NAME],
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);
    await waitForMoreOrders(20);
    expect(server.child.exitCode).toBeNull();

    // 2. The database goes away: connections drop, new ones are refused.
    await proxy.down();
    await sleep(300);
    const unavailable = { error: { code: 'unavailable' } };
    const health = await request(agent, port, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject(unavailable);
    // Signed-in reads and sign-ins too: a 503 envelope, never a 500 or a false "signed out".
    const me = await request(agent, port, 'GET', '/api/me', undefined, { cookie });
    expect([me.status, JSON.parse(me.body)]).toMatchObject([503, unavailable]);
    const session = await request(agent, port, 'GET', '/api/auth/get-session', undefined, { cookie });
    expect([session.status, JSON.parse(session.body)]).toMatchObject([503, unavailable]);
    const refused = await signIn({ email: account.email, password: account.password });
    expect([refused.status, JSON.parse(refused.body)]).toMatchObject([503, unavailable]);
    const duringOutage = load.answers.length;
    await sleep(700);
    expect(load.answers.length).toBeGreaterThan(duringOutage);
    expect(server.child.exitCode).toBeNull();

    // 3. It comes back: orders are placed again within a second.
    const before = acknowledged();
    await proxy.up();
    const back = Date.now();
    while (acknowledged() === before && Date.now() - back < 5_000) await sleep(10);
    expect(Date.now() - back).toBeLessThan(1_000);
    await waitForMoreOrders(20);
    const answers = await load.stop();
    agent.destroy();

    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
    // Every answer was an order or a 503 envelope: no 500, no connection cut.
    const unexpected = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
    expect(unexpected.map((answer) => `${answer.status} ${answer.body}`)).toEqual([]);
    for (const answer of answers.filter((one) => one.status === 503)) {
      expect(JSON.parse(answer.body)).toMatchObject({ error: { code: 'unavailable' } });
    }
    expect(answers.some((answer) => answer.status === 503)).toBe(true);

    // No acknowledged order was lost, none placed twice, and stock adds up.
    const rows = await database.db.select({ key: orders.idempotencyKey }).from(orders);
    const stored = new Set(rows.map((row) => row.key));
    expect(stored.size).toBe(rows.length);
    const lost = answers.filter((answer) => answer.status === 201 && !stored.has(answer.key));
    expect(lost).toEqual([]);
    const [units] = await database.db
      .select({ sold: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines);
    const [product] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect((product?.stock ?? 0) + (units?.sold ?? 0)).toBe(STOCK);
  }, 90_000);
});
