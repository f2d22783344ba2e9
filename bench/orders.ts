// Checkout under load: orders placed per second (each with its own Idempotency-Key,
// stock taken atomically), and one checkout's latency against one health request's.
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { DURATION_S, postJson, signIn } from './harness.ts';

export const ORDER_CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 10);
const LATENCY_SECONDS = 3;

export interface OrderFigures {
  database: string;
  ordersPerSecond: number;
  errors: number;
  checkoutMeanMs: number;
  healthMeanMs: number;
}

/** A product with stock for a whole benchmark, listed in @priya.styles by the demo seller and creator. */
async function benchListing(base: string, origin: string): Promise<string> {
  const seller = await signIn(base, origin, 'seller@haat.demo');
  const product = await postJson(base, origin, seller, '/api/seller/products', {
    name: 'Benchmark bangle',
    category: 'jewellery',
    hsnCode: '7117',
    gstRateBps: 300,
    pricePaise: 49_900,
    stock: 1_000_000,
  });
  const creator = await signIn(base, origin, 'creator@haat.demo');
  const listing = await postJson(base, origin, creator, '/api/me/store/listings', {
    productId: product.id,
    markupPaise: 5_000,
  });
  return listing.id;
}

export const orderBody = (listingId: string) =>
  JSON.stringify({
    contact: { name: 'Bench Buyer', phone: '+919876543210' },
    address: { line1: '1 Bench Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' },
    payment: { method: 'cod' },
    lines: [{ listingId, quantity: 1, ref: 'bench' }],
  });

function orderLoad(base: string, origin: string, listingId: string, connections: number, duration: number) {
  return autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/orders',
        headers: { 'content-type': 'application/json', origin },
        body: orderBody(listingId),
        // A new key per request: every request is a new order, not a retry.
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }),
      },
    ],
  });
}

export async function benchOrders(base: string, origin: string, database: string): Promise<OrderFigures> {
  const listingId = await benchListing(base, origin);
  await orderLoad(base, origin, listingId, ORDER_CONNECTIONS, 1);
  const health = await autocannon({ url: `${base}/api/health`, connections: 1, duration: LATENCY_SECONDS });
  const single = await orderLoad(base, origin, listingId, 1, LATENCY_SECONDS);
  const load = await orderLoad(base, origin, listingId, ORDER_CONNECTIONS, DURATION_S);
  return {
    database,
    ordersPerSecond: load.requests.average,
    errors: load.errors + load.non2xx + single.errors + single.non2xx,
    checkoutMeanMs: single.latency.mean,
    healthMeanMs: health.latency.mean,
  };
}

export function formatOrderFigures(figures: OrderFigures): string {
  const ratio = figures.checkoutMeanMs / Math.max(figures.healthMeanMs, 0.01);
  return (
    `POST /api/orders on ${figures.database}, ${ORDER_CONNECTIONS} connections: ${figures.ordersPerSecond.toFixed(0)} orders placed/s; errors ${figures.errors}\n` +
    `  one checkout, mean ${figures.checkoutMeanMs} ms = ${ratio.toFixed(1)}× one GET /api/health (mean ${figures.healthMeanMs} ms), both alone on one connection\n`
  );
}

/**
 * How long a graceful stop takes in the middle of a checkout load (SIGTERM to exit): the server finishes what it
 * took, closes its keep-alive connections and exits. The process test checks that nothing is lost; the time is here.
 */
export async function stopUnderOrderLoad(base: string, origin: string, child: ChildProcess): Promise<number> {
  const listingId = await benchListing(base, origin);
  const load = orderLoad(base, origin, listingId, ORDER_CONNECTIONS, 3);
  await sleep(1_000);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signalled = performance.now();
  child.kill('SIGTERM');
  await exited;
  const stoppedMs = performance.now() - signalled;
  await load;
  return stoppedMs;
}

export const formatShutdown = (stoppedMs: number) =>
  `SIGTERM under that checkout load (PGlite, ${ORDER_CONNECTIONS} connections): exited ${stoppedMs.toFixed(0)} ms later, in-flight orders answered\n`;
