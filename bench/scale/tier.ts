// One tier of `npm run bench:scale`: a database of its own on the PostgreSQL server, migrated and seeded with the
// demo by the app, grown by generate.ts, then the production server started on it and every figure measured.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PRODUCTION_ENV, SERVER_SCRIPT, signIn, start, stop } from '../harness.ts';
import { benchOrders } from '../orders.ts';
import { type FigureQueries, seqScansOfBigTables, slowestQueries } from './explain.ts';
import { generateMarketplace } from './generate.ts';
import * as measure from './measure.ts';
import type { QueryStat } from './query-log.ts';
import type { Tier } from './tiers.ts';

const PORT = Number(process.env.BENCH_SCALE_PORT ?? 3997);
const ORIGIN = `http://localhost:${PORT}`;
const BASE = `http://127.0.0.1:${PORT}`;

export interface TierResult {
  tier: Tier;
  counts: Record<string, number>;
  /** Seconds: the app's migrations and demo seed, the generator, VACUUM ANALYZE. */
  timings: { seed: number; generate: number; analyze: number };
  typicalHandle: string;
  latencies: Record<string, measure.Latency>;
  ordersPerSecond: number;
  queries: FigureQueries[];
  slowest: Awaited<ReturnType<typeof slowestQueries>>;
  seqScans: Awaited<ReturnType<typeof seqScansOfBigTables>>;
}

const COUNTED = {
  users: 'select count(*) from users',
  'buyer accounts': "select count(*) from profiles where role_intent = 'buyer'",
  'guest orders': 'select count(*) from orders where user_id is null',
  sellers: 'select count(*) from sellers',
  products: 'select count(*) from products',
  'creator stores': 'select count(*) from creator_stores',
  listings: 'select count(*) from store_listings',
  orders: 'select count(*) from orders',
  'order lines': 'select count(*) from order_lines',
  'ledger entries': 'select count(*) from ledger_entries',
  'GST documents': 'select count(*) from invoices',
  payouts: 'select count(*) from payouts',
};

function runScript(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

const seconds = (since: number) => (performance.now() - since) / 1_000;

/** Reads what the server's query log saw since the last read (see query-log.ts). */
function queryLogReader(pid: number, file: string) {
  let reads = 0;
  return async (): Promise<QueryStat[]> => {
    reads += 1;
    process.kill(pid, 'SIGUSR2');
    const written = `${file}.${reads}`;
    for (let waited = 0; !existsSync(written); waited += 20) {
      if (waited > 10_000) throw new Error(`the server wrote no query log to ${written}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    return JSON.parse(await readFile(written, 'utf8')) as QueryStat[];
  };
}

export async function benchTier(
  tier: Tier,
  serverUrl: string,
  explainQueries: boolean,
  log: (line: string) => void,
): Promise<TierResult> {
  const name = `haat_scale_${tier.factor}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-scale-'));
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    log(`${tier.name}: migrating and seeding the demo into ${name}`);
    let started = performance.now();
    await runScript('src/server/demo/seed-cli.ts', { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    const seed = seconds(started);
    await client.connect();
    started = performance.now();
    const generated = tier.growth ? await generateMarketplace(client, tier.growth, log) : null;
    // The demo's own stores are @priya.styles (the biggest), @techwithrahul and @homebyananya.
    const typicalHandle = generated?.typicalHandle ?? 'techwithrahul';
    const generate = seconds(started);
    started = performance.now();
    await client.query('vacuum analyze');
    const analyze = seconds(started);
    const counts: Record<string, number> = {};
    for (const [label, sql] of Object.entries(COUNTED))
      counts[label] = Number((await client.query<{ count: string }>(sql)).rows[0]?.count ?? 0);
    log(
      `${tier.name}: ${Object.entries(counts)
        .map(([label, count]) => `${count} ${label}`)
        .join(', ')}`,
    );

    const queryLog = path.join(dataDir, 'queries');
    const server = await start(SERVER_SCRIPT, {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'false',
      ...PRODUCTION_ENV,
      PAYOUT_SCHEDULE: 'off',
      // info: start() learns the port from the line that says it listens.
      LOG_LEVEL: 'info',
      BENCH_QUERY_LOG: queryLog,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(path.resolve('bench/scale/query-log.ts')).href}`,
    });
    const readQueries = queryLogReader(server.child.pid ?? 0, queryLog);
    const queries: FigureQueries[] = [];
    const latencies: Record<string, measure.Latency> = {};
    let ordersPerSecond = 0;
    try {
      const [seller, creator, buyer] = [
        await signIn(BASE, ORIGIN, 'seller@haat.demo'),
        await signIn(BASE, ORIGIN, 'creator@haat.demo'),
        await signIn(BASE, ORIGIN, 'buyer@haat.demo'),
      ];
      // A successful write empties the public micro-cache; this one changes nothing else.
      const clearCache = async () => {
        const response = await fetch(`${BASE}/api/me/role-intent`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: buyer },
          body: JSON.stringify({ roleIntent: 'buyer' }),
        });
        if (!response.ok) throw new Error(`clearing the cache answered ${response.status}`);
        await response.arrayBuffer();
      };
      const figures: [string, () => Promise<measure.Latency>][] = [
        ['store page, biggest creator', () => measure.storePageData(BASE, 'priya.styles', clearCache)],
        ['store page, typical store', () => measure.storePageData(BASE, typicalHandle, clearCache)],
        ['search', () => measure.search(BASE)],
        ['shop, nothing typed', () => measure.shopLanding(BASE)],
        ['seller dashboard', () => measure.sellerDashboard(BASE, seller)],
        ['seller orders tab', () => measure.sellerOrders(BASE, seller)],
        ['creator dashboard', () => measure.creatorDashboard(BASE, creator)],
      ];
      for (const [figure, run] of figures) {
        await readQueries();
        latencies[figure] = await run();
        queries.push({ figure, stats: await readQueries() });
        log(`${tier.name}: ${figure}: p95 ${latencies[figure]?.p95Ms.toFixed(1)} ms`);
      }
      await readQueries();
      ordersPerSecond = (await benchOrders(BASE, ORIGIN, 'PostgreSQL')).ordersPerSecond;
      queries.push({ figure: 'checkout', stats: await readQueries() });
      log(`${tier.name}: checkout: ${ordersPerSecond.toFixed(0)} orders/s`);
    } finally {
      await stop(server.child);
    }
    const slowest = explainQueries ? await slowestQueries(client, queries) : [];
    const seqScans = explainQueries ? await seqScansOfBigTables(client, queries) : [];
    return {
      tier,
      counts,
      timings: { seed, generate, analyze },
      typicalHandle,
      latencies,
      ordersPerSecond,
      queries,
      slowest,
      seqScans,
    };
  } finally {
    await client.end().catch(() => {});
    if (process.env.BENCH_SCALE_KEEP !== '1') await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}
