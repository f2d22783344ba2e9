// `npm run bench`: throughput of Haat's endpoints as ratios against a bare
// node:http server returning the same bytes, measured in the same run.
import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AiFigures, benchAi, formatAiFigures } from './ai.ts';
import { formatPagePasses, landingPages, lighthousePasses, type PagePass } from './lighthouse.ts';
import { type FirstVisit, formatFirstVisit, storeFirstVisit } from './first-load.ts';
import { DURATION_S, type Figures, haatServerEnv, measure, SERVER_SCRIPT, start, stop } from './harness.ts';
import { canMeasureMemory, formatMemoryFigures, type MemoryFigures, peakDuring, settledMemory } from './memory.ts';
import { benchCatalogImport, formatImportFigures, type ImportFigures } from './catalog-import.ts';
import {
  benchOrders,
  formatOrderFigures,
  formatShutdown,
  orderBody,
  type OrderFigures,
  stopUnderOrderLoad,
} from './orders.ts';
import { formatRestart, type RestartFigures, restartAfterKill } from './restart.ts';
import { benchCheckoutMix, formatMix, type MixFigures } from './checkout-mix.ts';
import pg from 'pg';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const STORE_CONNECTIONS = Number(process.env.BENCH_STORE_CONNECTIONS ?? 50);
const STORE_DATA_PATH = '/api/stores/by-handle/priya.styles/products';
const STORE_PAGE_PATH = '/@priya.styles';
const storeLoads = new Set([STORE_DATA_PATH, STORE_PAGE_PATH]);
const endpoints = [
  { name: 'GET /api/health (a PGlite round trip)', path: '/api/health', connections: CONNECTIONS },
  { name: 'GET /shop (the server-rendered shop, from the micro-cache)', path: '/shop', connections: CONNECTIONS },
  {
    name: "GET /@priya.styles (a creator's server-rendered store page, from the micro-cache)",
    path: STORE_PAGE_PATH,
    connections: STORE_CONNECTIONS,
  },
  {
    name: "GET /api/stores/by-handle/priya.styles/products (a creator store's data)",
    path: STORE_DATA_PATH,
    connections: STORE_CONNECTIONS,
  },
  {
    name: "the same store's data with Accept-Encoding: br (compressed once per cache entry)",
    path: STORE_DATA_PATH,
    connections: STORE_CONNECTIONS,
    encoding: 'br',
  },
];
const headersOf = (endpoint: { encoding?: string }): Record<string, string> =>
  endpoint.encoding ? { 'accept-encoding': endpoint.encoding } : {};

/** The bytes an answer crossed the wire with (fetch would decompress them). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; type: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'] ?? 'application/octet-stream',
            bytes: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

if (!existsSync('dist/web/index.html') || !existsSync('dist/server/index.js')) {
  process.stderr.write('Build the web app and the server first: npm run build\n');
  process.exit(1);
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-bench-'));
const rows: { name: string; connections: number; figures: Figures; baseline: Figures }[] = [];
const orderRows: OrderFigures[] = [];
const mixRows: MixFigures[] = [];
const importRows: ImportFigures[] = [];
const memoryRows: MemoryFigures[] = [];
let aiFigures: AiFigures | null = null;
let pagePasses: PagePass[] = [];
let firstVisit: FirstVisit | null = null;
let shutdownMs: number | null = null;
let restart: RestartFigures | null = null;

/**
 * The server's memory, first thing after it starts: at idle once start-up (and the demo seed) has settled,
 * then its peak under the store loads (its server-rendered page, its data plain and brotli). Null where /proc is missing.
 */
async function storeLoadMemory(pid: number, base: string, database: string): Promise<MemoryFigures | null> {
  if (!canMeasureMemory(pid)) return null;
  const { idleMb, startUpPeakMb } = await settledMemory(pid);
  let storeLoadPeakMb = 0;
  for (const endpoint of endpoints.filter((candidate) => storeLoads.has(candidate.path))) {
    const { peakMb } = await peakDuring(pid, () =>
      measure(`${base}${endpoint.path}`, endpoint.connections, headersOf(endpoint)),
    );
    storeLoadPeakMb = Math.max(storeLoadPeakMb, peakMb);
  }
  return { database, idleMb, startUpPeakMb, storeLoadPeakMb };
}

/** The same checkout bench on a PostgreSQL server, in a fresh database, when BENCH_DATABASE_URL names one. */
async function benchOrdersOnPostgres(): Promise<OrderFigures | null> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return null;
  const name = `haat_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const haat = await start(SERVER_SCRIPT, { ...haatServerEnv(3998, dataDir), DATABASE_URL: url.toString() });
    try {
      const memory = await storeLoadMemory(haat.child.pid ?? 0, `http://127.0.0.1:${haat.port}`, 'PostgreSQL');
      if (memory) memoryRows.push(memory);
      const orders = await benchOrders(`http://127.0.0.1:${haat.port}`, 'http://localhost:3998', 'PostgreSQL');
      mixRows.push(await benchCheckoutMix(`http://127.0.0.1:${haat.port}`, 'http://localhost:3998', 'PostgreSQL'));
      importRows.push(await benchCatalogImport(`http://127.0.0.1:${haat.port}`, 'http://localhost:3998', 'PostgreSQL'));
      return orders;
    } finally {
      await stop(haat.child);
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
try {
  // Haat first, on the seeded demo marketplace; the bare server then answers the very bytes Haat sent.
  const haat = await start(SERVER_SCRIPT, { ...haatServerEnv(3999, dataDir), SEED_DEMO: 'true' });
  const haatUrl = (pathname: string) => `http://127.0.0.1:${haat.port}${pathname}`;
  const memory = await storeLoadMemory(haat.child.pid ?? 0, haatUrl(''), 'PGlite');
  if (memory) memoryRows.push(memory);
  const bodies: Record<string, { type: string; body: string }> = {};
  for (const endpoint of endpoints) {
    const response = await rawGet(haatUrl(endpoint.path), headersOf(endpoint));
    if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}`);
    bodies[`${endpoint.encoding ?? 'identity'} ${endpoint.path}`] = {
      type: response.type,
      body: response.bytes.toString('base64'),
    };
  }
  const haatFigures = [];
  for (const endpoint of endpoints)
    haatFigures.push(await measure(haatUrl(endpoint.path), endpoint.connections, headersOf(endpoint)));
  // The landing pages, before the order bench adds its products to the demo store.
  firstVisit = await storeFirstVisit(haatUrl(''));
  if (process.env.BENCH_LIGHTHOUSE !== '0')
    pagePasses = await lighthousePasses(haatUrl(''), await landingPages(haatUrl('')));
  orderRows.push(await benchOrders(haatUrl(''), 'http://localhost:3999', 'PGlite'));
  mixRows.push(await benchCheckoutMix(haatUrl(''), 'http://localhost:3999', 'PGlite'));
  importRows.push(await benchCatalogImport(haatUrl(''), 'http://localhost:3999', 'PGlite'));
  const demoListing = (
    (await (await fetch(haatUrl('/api/stores/by-handle/priya.styles/products'))).json()) as {
      items: { listingId: string }[];
    }
  ).items[0]?.listingId;
  shutdownMs = await stopUnderOrderLoad(haatUrl(''), 'http://localhost:3999', haat.child);
  restart = await restartAfterKill(dataDir, haat.port, 'http://localhost:3999', orderBody(demoListing ?? ''));
  const postgres = await benchOrdersOnPostgres();
  if (postgres) orderRows.push(postgres);

  const bodiesFile = path.join(dataDir, 'bodies.json');
  await writeFile(bodiesFile, JSON.stringify(bodies));
  const bare = await start('bench/bare-server.ts', { PORT: '0', BENCH_BODIES: bodiesFile });
  for (const [index, endpoint] of endpoints.entries()) {
    const baseline = await measure(
      `http://127.0.0.1:${bare.port}${endpoint.path}`,
      endpoint.connections,
      headersOf(endpoint),
    );
    rows.push({
      name: endpoint.name,
      connections: endpoint.connections,
      figures: haatFigures[index] as Figures,
      baseline,
    });
  }
  await stop(bare.child);
  aiFigures = await benchAi(dataDir);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const format = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 0 });
process.stdout.write(`\nHaat benchmark: ${DURATION_S} s per endpoint, on this machine, same run\n\n`);
for (const row of rows) {
  const ratio = row.figures.requestsPerSecond / row.baseline.requestsPerSecond;
  process.stdout.write(
    `${row.name}, ${row.connections} connections: ${format(row.figures.requestsPerSecond)} req/s = ${ratio.toFixed(2)}× the bare node:http baseline ` +
      `(${format(row.baseline.requestsPerSecond)} req/s, same bytes); p99 ${row.figures.p99Ms} ms vs ${row.baseline.p99Ms} ms; errors ${row.figures.errors}\n`,
  );
}

process.stdout.write('\n');
for (const figures of memoryRows) process.stdout.write(formatMemoryFigures(figures, STORE_CONNECTIONS));
if (memoryRows.length > 0) process.stdout.write('\n');
for (const figures of orderRows) process.stdout.write(formatOrderFigures(figures));
for (const figures of mixRows) process.stdout.write(formatMix(figures));
if (shutdownMs !== null) process.stdout.write(formatShutdown(shutdownMs));
if (restart) process.stdout.write(formatRestart(restart));
if (!process.env.BENCH_DATABASE_URL)
  process.stdout.write('POST /api/orders on PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it too\n');
process.stdout.write('\n');
for (const figures of importRows) process.stdout.write(formatImportFigures(figures));
if (!process.env.BENCH_DATABASE_URL)
  process.stdout.write(
    'The catalog import on PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it (PGlite above)\n',
  );
if (aiFigures) process.stdout.write(`\n${formatAiFigures(aiFigures)}`);
if (pagePasses.length > 0) process.stdout.write(`\n${formatPagePasses(pagePasses)}`);

if (firstVisit) process.stdout.write(`\n${formatFirstVisit(firstVisit)}`);
