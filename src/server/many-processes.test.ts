import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/contracts/notifications.ts';
import { readServerSentData } from '#shared/sse.ts';
import { createAccount } from './demo/factories.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  kaveriSilks,
  meeraWears,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from './testing/shop-setup.ts';
import {
  cleanUpProcesses,
  freePort,
  type ServerProcess,
  startServer,
  tempDataDir,
  waitForHealth,
} from './testing/server-process.ts';
import { signInCookie } from './testing/sign-in.ts';
import { createTestDatabase, type TestDatabase, testDatabaseKind } from './testing/test-database.ts';
import { startTestSmtp } from './testing/test-smtp.ts';
import { siteClient, type TestServer } from './testing/test-server.ts';

/*
 * Two real server processes (`node src/server/index.ts`) on one PostgreSQL, as
 * the README's production section runs them behind a proxy: what one process
 * does, the other honours at once (sessions, rate limits, live notifications,
 * the public micro-cache), and a job is done once whichever process takes it.
 */

interface Process extends ServerProcess {
  server: TestServer;
}

let database: TestDatabase;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let a: Process;
let b: Process;

/** The shop helpers take a test server; a process is one with the same address and database. */
function asServer(port: number): TestServer {
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    database,
    deps: undefined as never,
    ...siteClient(url),
    close: async () => {},
  };
}

async function startProcess(): Promise<Process> {
  const port = await freePort();
  const started = startServer({
    dataDir: await tempDataDir(),
    port,
    databaseUrl: database.url,
    env: {
      // What every process of one site shares (README, production).
      AUTH_SECRET: 'many-processes-secret-many-processes-secret',
      PAYOUT_DETAILS_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(port).catch((error: Error) => {
    throw new Error(`${error.message}:\n${started.output()}`);
  });
  return { ...started, server: asServer(port) };
}

/** The first product's price in Meera's store, as a buyer's browser reads it from `process`. */
const products = async (process: Process) => {
  const response = await process.server.fetch(`/api/stores/by-handle/${meeraWears.handle}/products`);
  return ((await response.json()) as { items: { pricePaise: number }[] }).items[0]?.pricePaise;
};

describe.runIf(testDatabaseKind === 'postgres')('two server processes on one PostgreSQL', () => {
  let seller: { cookie: string; email: string };
  let creator: string;
  let listingId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startTestSmtp();
    a = await startProcess();
    b = await startProcess();
    const signedIn = await signedInSeller(a.server, kaveriSilks);
    seller = { cookie: signedIn.cookie, email: signedIn.account.email };
    const product = await createdProduct(a.server, seller.cookie, {
      name: 'Jhumki pair',
      category: 'jewellery',
      pricePaise: 89_900,
      stock: 100,
      returnPolicyDays: 7,
    });
    creator = (await signedInCreator(a.server, meeraWears)).cookie;
    listingId = (await createdListing(a.server, creator, product.id, 10_000)).id;
  }, 60_000);

  afterAll(async () => {
    for (const process of [a, b]) {
      process?.child.kill('SIGTERM');
      await process?.exited;
    }
    await cleanUpProcesses();
    await smtp?.close();
    await database?.destroy();
  });

  it('honours on one a session made on the other', async () => {
    const me = await b.server.send('GET', '/api/me', seller.cookie);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: seller.email });
  });

  it('counts failed sign-ins on both against one limit', async () => {
    const account = await createAccount(database.db, {});
    const wrong = (process: Process) =>
      process.server.fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: 'not the password at all' }),
      });
    // 10 failures per account and address in 15 minutes: five on each process use them up.
    for (let index = 0; index < 5; index += 1) {
      expect((await wrong(a)).status).toBe(401);
      expect((await wrong(b)).status).toBe(401);
    }
    expect((await wrong(a)).status).toBe(429);
    expect((await wrong(b)).status).toBe(429);
    await expect(signInCookie(b.server, account.email, account.password)).rejects.toThrow(/429/);
  });

  it('streams a notification stored by one process to a browser connected to the other', async () => {
    const stop = new AbortController();
    const stream = await b.server.fetch('/api/me/notifications/stream', {
      headers: { cookie: seller.cookie },
      signal: stop.signal,
    });
    expect(stream.status).toBe(200);
    const received: Notification[] = [];
    const reading = (async () => {
      for await (const data of readServerSentData(stream.body as ReadableStream<Uint8Array>, stop.signal)) {
        received.push(JSON.parse(data) as Notification);
      }
    })().catch(() => {});
    try {
      const { order } = await placedOrder(a.server, {
        ...chennaiBuyer,
        lines: [{ listingId, quantity: 1 }],
      });
      await expect
        .poll(() => received.find((notification) => notification.kind === 'order_placed'), { timeout: 5_000 })
        .toMatchObject({ message: expect.stringContaining(order.number) });
    } finally {
      stop.abort();
      await reading;
    }
  });

  it('clears the public micro-cache on both when one takes a write', async () => {
    expect(await products(b)).toBe(99_900);
    expect(await products(b)).toBe(99_900); // now served from b's cache
    const changed = await a.server.send('PATCH', `/api/me/store/listings/${listingId}`, creator, {
      markupPaise: 20_000,
    });
    expect(changed.status).toBe(200);
    // Well inside the cache entry's 2 s life: only the clear from a explains a fresh answer on b.
    await expect.poll(() => products(b), { timeout: 1_000, interval: 50 }).toBe(109_900);
    const back = await b.server.send('PATCH', `/api/me/store/listings/${listingId}`, creator, { markupPaise: 10_000 });
    expect(back.status).toBe(200);
    await expect.poll(() => products(a), { timeout: 1_000, interval: 50 }).toBe(99_900);
  });

  it('sends each mail once while both processes work the one job queue', { timeout: 60_000 }, async () => {
    const emails = Array.from({ length: 12 }, (_, index) => `buyer${index}@example.in`);
    const numbers = await Promise.all(
      emails.map(async (email, index) => {
        const { order } = await placedOrder((index % 2 === 0 ? a : b).server, {
          contact: { ...chennaiBuyer.contact, email },
          address: chennaiBuyer.address,
          lines: [{ listingId, quantity: 1 }],
        });
        return order.number;
      }),
    );
    for (const [index, email] of emails.entries())
      await smtp.waitFor(email, new RegExp(`^Order ${numbers[index]} is placed`), 15_000);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(smtp.inbox.filter((mail) => emails.some((email) => mail.to.includes(email)))).toEqual([]);
    // One schedule per recurring job, however many processes scheduled it.
    const schedules = await database.db.execute(sql`select name from pgboss.schedule order by name`);
    expect((schedules as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual([
      'auth.clean',
      'earnings.release',
      'grievances.remind',
      'invoices.haat-fees',
      'mail.sweep',
      'orders.cod-expiry',
      'orders.mail.sweep',
      'payments.accounts',
      'payments.reconcile',
      'payments.settle',
      'payments.sweep',
      'payouts.mail.sweep',
      'payouts.scheduled',
      'privacy.retain',
    ]);
  });
});
