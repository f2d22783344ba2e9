// The figures of one tier, each measured over the real HTTP API of a running production server, one request (or one
// page's set of requests) at a time: what one visitor waits for, without queueing behind others.
import { SEARCH_QUERIES } from './vocab.ts';

export interface Latency {
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The largest main answer of the figure (bytes), to show what grows with the data. */
  bytes: number;
}

export const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 200);
const DASHBOARD_SAMPLES = Math.max(20, Math.round(SAMPLES / 3));
const WARM_UP = 5;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;

/** GETs a JSON answer and fails loudly on anything but 200: a figure of error pages would mean nothing. */
async function getJson<T>(url: string, cookie?: string): Promise<{ body: T; bytes: number }> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { body: JSON.parse(text) as T, bytes: Buffer.byteLength(text) };
}

/** Times `count` runs of `one` (after a few untimed ones), with `before` run untimed before each. */
async function timed(
  count: number,
  one: (index: number) => Promise<number>,
  before?: () => Promise<void>,
): Promise<Latency> {
  const times: number[] = [];
  let bytes = 0;
  for (let index = -WARM_UP; index < count; index += 1) {
    if (before) await before();
    const started = performance.now();
    bytes = Math.max(bytes, await one(index));
    if (index >= 0) times.push(performance.now() - started);
  }
  const sorted = times.toSorted((a, b) => a - b);
  return {
    samples: count,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    bytes,
  };
}

/**
 * What a creator's store page loads (the store, then its products and figures together), with the public
 * micro-cache emptied before each load (`clearCache`): the cost of the data, not of the cache.
 */
export function storePageData(base: string, handle: string, clearCache: () => Promise<void>): Promise<Latency> {
  const at = encodeURIComponent(handle);
  return timed(
    SAMPLES,
    async () => {
      const store = await getJson<{ id: string }>(`${base}/api/stores/by-handle/${at}`);
      const [products] = await Promise.all([
        getJson(`${base}/api/stores/by-handle/${at}/products`),
        getJson(`${base}/api/stores/${store.body.id}/stats`),
      ]);
      return products.bytes;
    },
    clearCache,
  );
}

/** /shop's search: the queries of vocab.ts in turn, typos among them. */
export function search(base: string): Promise<Latency> {
  return timed(SAMPLES, async (index) => {
    const query = SEARCH_QUERIES[(index + SEARCH_QUERIES.length) % SEARCH_QUERIES.length] ?? '';
    return (await getJson(`${base}/api/shop/discover?q=${encodeURIComponent(query)}`)).bytes;
  });
}

/** /shop before anything is typed: the most followed stores and the newest picks. */
export function shopLanding(base: string): Promise<Latency> {
  return timed(SAMPLES, async () => (await getJson(`${base}/api/shop/discover`)).bytes);
}

/** A page's data: /api/me first (the app decides what to show from it), then the page's requests together. */
async function page(base: string, cookie: string, paths: string[]): Promise<number> {
  await getJson(`${base}/api/me`, cookie);
  const answers = await Promise.all(paths.map((path) => getJson(`${base}${path}`, cookie)));
  return answers[0]?.bytes ?? 0;
}

/** The seller's dashboard as it opens on its overview: figures, the checklist's products and campaigns, GST, notices. */
export function sellerDashboard(base: string, cookie: string): Promise<Latency> {
  const paths = [
    '/api/seller/dashboard?days=30',
    '/api/seller/products/summary',
    '/api/seller/campaigns',
    '/api/seller/gst',
  ];
  return timed(DASHBOARD_SAMPLES, () => page(base, cookie, [...paths, '/api/me/moderation']));
}

/** The seller's Orders tab: their latest order lines with the buyers' details. */
export function sellerOrders(base: string, cookie: string): Promise<Latency> {
  return timed(DASHBOARD_SAMPLES, () => page(base, cookie, ['/api/seller/orders']));
}

/** The creator's dashboard: sales, visits and the earnings ledger, and moderation notices. */
export function creatorDashboard(base: string, cookie: string): Promise<Latency> {
  return timed(DASHBOARD_SAMPLES, () => page(base, cookie, ['/api/me/dashboard?days=30', '/api/me/moderation']));
}
