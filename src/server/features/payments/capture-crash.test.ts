import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { ledgerEntries, orderLineEvents, orderLines, payments, products } from '../../db/schema.ts';
import { type RazorpayServer, razorpayPaymentSignature, startRazorpayServer } from '../../testing/razorpay-server.ts';
import {
  cleanUpProcesses,
  freePort,
  type ServerProcess,
  seedOrderableListing,
  startServer,
  tempDataDir,
  waitForHealth,
} from '../../testing/server-process.ts';
import { createSharedTestDatabase, testDatabaseKind } from '../../testing/test-database.ts';

/*
 * A server process killed with SIGKILL after the gateway captured a UPI payment and before Haat placed its order
 * (decision 068): restarted, the order is placed exactly once, however many of the gateway's webhook, its retry and
 * the buyer's signed return arrive. On PGlite the process dies before it hears of the capture; on PostgreSQL the
 * kill lands inside the placing transaction itself (held at the payment's row by a lock the test takes), which
 * rolls back.
 */

const STOCK = 10;

interface Setup {
  rzp: RazorpayServer;
  dataDir: string;
  port: number;
  databaseUrl: string | undefined;
  listingId: string;
  productId: string;
  /** The database as the test reads it: PGlite only while no server process has it open. */
  open(): Promise<Database>;
}

let setup: Setup | undefined;

afterEach(async () => {
  await cleanUpProcesses();
  await setup?.rzp.close();
  setup = undefined;
});

async function prepare(): Promise<Setup> {
  const dataDir = await tempDataDir();
  const shared = await createSharedTestDatabase(dataDir);
  const { listingId, productId } = await seedOrderableListing(shared.db, STOCK);
  const databaseUrl = testDatabaseKind === 'postgres' ? shared.url : undefined;
  if (!databaseUrl) await shared.close();
  const rzp = await startRazorpayServer();
  const port = await freePort();
  rzp.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/webhooks/razorpay`);
  setup = {
    rzp,
    dataDir,
    port,
    databaseUrl,
    listingId,
    productId,
    open: async () => (databaseUrl ? shared : openDatabase({ kind: 'pglite', dataDir })),
  };
  return setup;
}

async function start(s: Setup): Promise<ServerProcess> {
  const server = startServer({
    dataDir: s.dataDir,
    port: s.port,
    ...(s.databaseUrl ? { databaseUrl: s.databaseUrl } : {}),
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_BASE_URL: s.rzp.url,
      RAZORPAY_KEY_ID: s.rzp.keyId,
      RAZORPAY_KEY_SECRET: s.rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: s.rzp.webhookSecret,
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(s.port).catch((error: Error) => {
    throw new Error(`${error.message}:\n${server.output()}`);
  });
  return server;
}

const post = (s: Setup, path: string, body: unknown) =>
  fetch(`http://127.0.0.1:${s.port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });

/** A UPI order for one unit: its id and the gateway's payment behind its intent. */
async function upiOrder(s: Setup): Promise<{ orderId: string; paymentId: string }> {
  const answer = await post(s, '/api/orders', {
    contact: { name: 'Crash Tester', phone: '+91 98765 43210' },
    address: { line1: '12 Lake View Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
    payment: { method: 'upi' },
    lines: [{ listingId: s.listingId, quantity: 1 }],
  });
  expect(answer.status).toBe(201);
  const placed = (await answer.json()) as { order: { id: string; payment: { upi: { intentUrl: string } | null } } };
  const paymentId = new URL(placed.order.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';
  return { orderId: placed.order.id, paymentId };
}

const kill = async (server: ServerProcess) => {
  server.child.kill('SIGKILL');
  await server.exited;
};

/** After the restart: the buyer's signed return, and the gateway's capture sent twice more, all arrive. */
async function everyWordOfTheCapture(s: Setup, paymentId: string): Promise<void> {
  const providerOrderId = s.rzp.orders().at(-1)?.id ?? '';
  const returned = await post(s, '/api/payments/return', {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: razorpayPaymentSignature(providerOrderId, paymentId, s.rzp.keySecret),
  });
  expect(returned.status).toBe(204);
  const entity = s.rzp.payments().find((payment) => payment.id === paymentId);
  for (let round = 0; round < 2; round += 1) {
    const delivery = await s.rzp.sendEvent('payment.captured', { payment: { entity } });
    expect(delivery.status).toBe(204);
  }
}

/** The order as placed exactly once: one placed event, its earnings booked once, one unit of stock taken. */
async function expectPlacedOnce(s: Setup, orderId: string): Promise<void> {
  const database = await s.open();
  try {
    const { db } = database;
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(line?.status).toBe('placed');
    const placedEvents = await db
      .select()
      .from(orderLineEvents)
      .where(sql`${orderLineEvents.lineId} = ${line?.id ?? ''} and ${orderLineEvents.status} = 'placed'`);
    expect(placedEvents).toHaveLength(1);
    const entries = await db
      .select({ party: ledgerEntries.party })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.lineId, line?.id ?? ''));
    // Each party's share booked once (a fresh database charges no platform fee).
    expect(entries.map((entry) => entry.party).toSorted()).toEqual(['creator', 'seller']);
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment?.state).toBe('captured');
    const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, s.productId));
    expect(product?.stock).toBe(STOCK - 1);
  } finally {
    if (!s.databaseUrl) await database.close();
  }
}

describe('a UPI capture across a SIGKILL', () => {
  // Each database runs one of the two (the CI's time goes to both): the process dying outside the transaction on
  // PGlite, inside it on PostgreSQL, where a lock can hold it there.
  it.runIf(testDatabaseKind === 'pglite')(
    'places the order exactly once after a restart when the process died before it heard of the capture',
    async () => {
      const s = await prepare();
      const first = await start(s);
      const { orderId, paymentId } = await upiOrder(s);
      await kill(first);
      // The buyer pays while the server is down: the gateway's webhooks find nobody.
      const deliveries = await s.rzp.pay(paymentId, { webhooks: 'normal' });
      expect(deliveries.some((delivery) => delivery.event === 'payment.captured' && delivery.status === null)).toBe(
        true,
      );
      const second = await start(s);
      await everyWordOfTheCapture(s, paymentId);
      second.child.kill('SIGTERM');
      await second.exited;
      await expectPlacedOnce(s, orderId);
    },
    120_000,
  );

  it.runIf(testDatabaseKind === 'postgres')(
    'rolls back a placing transaction cut by SIGKILL, and places the order exactly once after a restart',
    async () => {
      const s = await prepare();
      const first = await start(s);
      const { orderId, paymentId } = await upiOrder(s);
      // The test holds the payment's row, so the capture webhook's transaction stops at it, inside.
      const holder = new pg.Client({ connectionString: s.databaseUrl });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from payments where order_id = $1 for update', [orderId]);
        const paying = s.rzp.pay(paymentId, { webhooks: 'normal' });
        const waiting = async () =>
          (
            await holder.query(
              "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
            )
          ).rows[0].n as number;
        const deadline = Date.now() + 10_000;
        while ((await waiting()) === 0 && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await waiting()).toBe(1);
        await kill(first);
        await holder.query('rollback');
        await paying;
        // The cut transaction's backend ends once it finds its client gone; nothing it did stays.
        const gone = Date.now() + 10_000;
        while ((await waiting()) > 0 && Date.now() < gone) await new Promise((resolve) => setTimeout(resolve, 20));
        const [row] = (await holder.query('select state from payments where order_id = $1', [orderId])).rows;
        expect(row.state).toBe('awaiting');
      } finally {
        await holder.end();
      }
      const second = await start(s);
      await everyWordOfTheCapture(s, paymentId);
      second.child.kill('SIGTERM');
      await second.exited;
      await expectPlacedOnce(s, orderId);
    },
    120_000,
  );
});
