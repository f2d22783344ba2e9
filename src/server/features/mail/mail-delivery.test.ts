import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { retryDelayMs } from '../../lib/jobs/job-queue.ts';
import { appJobs } from '../../app-jobs.ts';
import { testDatabaseKind } from '../../testing/test-database.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  meeraWears,
  placedOrder,
  signedInCreator,
  signedInSeller,
  kaveriSilks,
} from '../../testing/shop-setup.ts';
import {
  cleanUpProcesses,
  freePort,
  migratedDataDir,
  startServer,
  waitForHealth,
} from '../../testing/server-process.ts';
import { startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import type { JobQueueChoice } from '../../app-jobs.ts';

/*
 * Mail is written to the outbox before it is sent, and a job sends it with
 * retries: a mail server that is down delays mail but loses none, and a worker
 * killed mid-send leaves the mail to be sent once, by whoever comes next.
 */

const closing: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0).toReversed()) await close();
  await cleanUpProcesses();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shopWithOneListing(server: TestServer) {
  const seller = await signedInSeller(server, kaveriSilks);
  const product = await createdProduct(server, seller.cookie, {
    name: 'Jhumki pair',
    category: 'jewellery',
    pricePaise: 89_900,
    stock: 10,
    returnPolicyDays: 7,
  });
  const creator = await signedInCreator(server, meeraWears);
  return createdListing(server, creator.cookie, product.id, 10_000);
}

/**
 * The mail server goes out of service, an order is placed, it comes back after `outageMs`: the buyer's confirmation arrives. Returns
 * how many copies of it arrived in all.
 */
async function orderDuringOutage(jobs: JobQueueChoice, outageMs: number): Promise<number> {
  const smtp = await startTestSmtp();
  closing.push(() => smtp.close());
  const server = await startTestServer({ env: { SMTP_URL: smtp.url }, jobs });
  closing.push(() => server.close());
  const listing = await shopWithOneListing(server);
  smtp.setDown(true);

  const email = 'sunita@example.in';
  const { order } = await placedOrder(server, {
    contact: { ...chennaiBuyer.contact, email },
    address: chennaiBuyer.address,
    lines: [{ listingId: listing.id, quantity: 1 }],
  });
  await sleep(outageMs);
  const subject = new RegExp(`^Order ${order.number} is placed`);
  expect(smtp.inbox.some((mail) => mail.to.includes(email) && subject.test(mail.subject))).toBe(false);

  smtp.setDown(false);
  await smtp.waitFor(email, subject, 30_000);
  // Later retries and sweeps find it sent: nothing more arrives.
  await sleep(1_500);
  return 1 + smtp.inbox.filter((mail) => mail.to.includes(email) && subject.test(mail.subject)).length;
}

describe('a mail server that is down', () => {
  it('delays the order confirmation until it is back, then delivers it once (a minute replayed 20× faster)', async () => {
    // The real backoff (5 s, 10 s, 20 s, 40 s, then every minute) at a twentieth: a minute down is 3 s.
    expect(await orderDuringOutage({ recurring: false, engine: 'in-process', retryDelayScale: 0.05 }, 3_000)).toBe(1);
  }, 60_000);

  it.runIf(testDatabaseKind === 'postgres')(
    'on pg-boss, retries the delivery job with backoff and delivers it once',
    async () => {
      expect(await orderDuringOutage({ recurring: false, engine: 'pg-boss', pollingIntervalSeconds: 0.5 }, 4_000)).toBe(
        1,
      );
    },
    60_000,
  );
});

describe('the retry schedule', () => {
  it('doubles from 5 s and then retries every minute for over an hour', () => {
    const [deliver] = appJobs({
      env: { MAIL_FROM: 'Haat <no-reply@haat.local>' },
      send: async () => {},
    } as unknown as Parameters<typeof appJobs>[0]);
    expect(deliver?.name).toBe('mail.deliver');
    const delays = Array.from({ length: deliver!.retryLimit }, (_, index) => retryDelayMs(deliver!, index + 1) / 1000);
    expect(delays.slice(0, 6)).toEqual([5, 10, 20, 40, 60, 60]);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(60 * 60);
  });
});

/** An SMTP server that takes connections and never greets: a send to it hangs until its timeout. */
async function hangingSmtp() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.length,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// The server process here runs on PGlite whatever TEST_DB says (the `npm start` path, which sends what a killed
// process left when it starts): the PostgreSQL run would repeat it to the letter.
describe.runIf(testDatabaseKind === 'pglite')('a server killed while it sends a mail', () => {
  it('sends it once when it starts again (kill -9 mid-send)', async () => {
    const dataDir = await migratedDataDir();
    const port = await freePort();
    const hanging = await hangingSmtp();
    closing.push(() => hanging.close());
    const first = startServer({ dataDir, port, env: { SMTP_URL: hanging.url } });
    await waitForHealth(port);

    const email = 'asha.verma@example.in';
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://localhost:${port}` },
      body: JSON.stringify({ name: 'Asha Verma', email, password: 'a long enough passphrase 2026' }),
    });
    expect(signUp.status).toBe(200);
    // The delivery job has connected and waits for a greeting that never comes.
    await expect.poll(() => hanging.connections(), { timeout: 10_000 }).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;

    const smtp = await startTestSmtp();
    closing.push(() => smtp.close());
    const again = startServer({ dataDir, port, env: { SMTP_URL: smtp.url } });
    await waitForHealth(port);
    const mail = await smtp.waitFor(email, /verify|confirm/i, 15_000);
    expect(mail.text).toContain('http');
    await sleep(1_500);
    expect(smtp.inbox.filter((received) => received.to.includes(email))).toHaveLength(0);
    again.child.kill('SIGTERM');
    await again.exited;
  }, 60_000);
});
