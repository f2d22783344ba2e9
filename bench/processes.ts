// `npm run bench:processes`: a creator store's data (GET /api/stores/by-handle/priya.styles/products, the figure
// `npm run bench` calls "a creator store's data") served by one production server process and by two on the same
// PostgreSQL database (BENCH_DATABASE_URL; a database of its own there, created and dropped), in the same run:
// requests/s of each and the ratio, for micro-cache hits (the normal case) and misses. Both processes run the
// whole time (the second idle while one is measured); rounds alternate which goes first; each figure is the median
// of BENCH_PROCESSES_RUNS rounds of BENCH_PROCESSES_SECONDS. The load is wrk when installed (see processes/load.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PUBLIC_CACHE_MAX_ENTRIES, PUBLIC_CACHE_TTL_MS } from '../src/server/lib/public-cache.ts';
import { PRODUCTION_ENV, SERVER_SCRIPT, start, stop } from './harness.ts';
import { cores, countCpu } from './processes/cpu.ts';
import { chooseGenerator, type Load, runLoad } from './processes/load.ts';
import { formatKind, type KindResult, type Run } from './processes/report.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  process.stderr.write(
    'Set BENCH_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/postgres): the bench makes a database of its own there and drops it after.\n',
  );
  process.exit(1);
}

const RUNS = Number(process.env.BENCH_PROCESSES_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_PROCESSES_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_STORE_CONNECTIONS ?? 50);
const WARM_UP_SECONDS = 3;
const HANDLE = 'priya.styles';
const STORE_DATA_PATH = `/api/stores/by-handle/${HANDLE}/products`;
/**
 * Copies of the store under handles of their own, for the misses: asked for in turn, each is asked for again
 * only after more other copies than the micro-cache keeps (it drops its oldest entry first), so it is gone.
 */
const COPIES = 2 * PUBLIC_CACHE_MAX_ENTRIES;

const generator = chooseGenerator();
const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The store copied COPIES times as `<handle>.1` … (its listings too), so a miss costs what one of the store costs.
 * A bench harness writing the stores feature's tables directly, as bench/scale does; the app never does.
 */
const copyStoreSql = `
  with copies as (
    insert into creator_stores
      (handle, display_name, bio, avatar_key, banner_key, theme, announcement, links, featured_title, created_at)
    select s.handle || '.' || n, s.display_name, s.bio, s.avatar_key, s.banner_key, s.theme, s.announcement, s.links,
      s.featured_title, s.created_at
    from creator_stores s cross join generate_series(1, $2::int) n where s.handle = $1
    returning id)
  insert into store_listings (store_id, product_id, markup_paise, position, featured, created_at)
  select c.id, l.product_id, l.markup_paise, l.position, l.featured, l.created_at
  from copies c cross join store_listings l join creator_stores s on s.id = l.store_id where s.handle = $1`;

const name = `haat_processes_${Date.now()}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-processes-'));
const client = new pg.Client({ connectionString: databaseUrl.toString() });
const servers: Awaited<ReturnType<typeof start>>[] = [];
const results: KindResult[] = [];
let storeBytes = 0;

const serverEnv = (seed: boolean) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl.toString(),
  SEED_DEMO: String(seed),
  ...PRODUCTION_ENV,
  PAYOUT_SCHEDULE: 'off',
  // info, as `npm run bench` runs it: every request writes its access-log line.
  LOG_LEVEL: 'info',
});

/** The backends serving the bench's database (not this client's own), to count their CPU. */
const backendPids = async () =>
  (
    await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()",
      [name],
    )
  ).rows.map((row) => row.pid);

/** How often PostgreSQL has read the store table (each miss looks the store up once; a hit never does). */
const storeReads = async () =>
  Number(
    (
      await client.query<{ reads: string }>(
        "select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) as reads from pg_stat_user_tables where relname = 'creator_stores'",
      )
    ).rows[0]?.reads ?? 0,
  );

async function fetchBytes(port: number, pathname: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}${pathname}`);
  if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

const loadOf = (ports: number[], misses: boolean, seconds = SECONDS): Load => ({
  ports,
  connections: CONNECTIONS,
  seconds,
  path: STORE_DATA_PATH,
  ...(misses ? { copies: { handle: HANDLE, count: COPIES } } : {}),
});

/**
 * A backend sends its table statistics about a second after going idle (later when another holds them): this
 * long lets most of the last load's arrive, so the reads counted are within a few percent.
 */
const STATISTICS_MS = 2_000;

async function measureOnce(ports: number[], misses: boolean): Promise<Run> {
  await sleep(STATISTICS_MS);
  const readsBefore = await storeReads();
  const stopCounting = countCpu(
    servers.map((server) => server.child.pid ?? 0),
    backendPids,
  );
  const figures = await runLoad(generator, loadOf(ports, misses));
  const cpu = await stopCounting();
  if (figures.requests === 0) throw new Error(`no answers from port ${ports.join(' and ')}`);
  await sleep(STATISTICS_MS);
  return { ...figures, cpu, storeReads: (await storeReads()) - readsBefore };
}

try {
  log(
    generator === 'wrk'
      ? 'bench:processes: load from wrk'
      : 'bench:processes: load from autocannon in this process (install wrk for figures about the servers, not the load generator)',
  );
  log(`bench:processes: seeding the demo into ${name} and starting the first server`);
  servers.push(await start(SERVER_SCRIPT, serverEnv(true)));
  // On a connection of its own, closed after: its statistics (a read of the store per listing copied, checking
  // the foreign key) reach PostgreSQL's counts now, not in the middle of a measurement.
  const writer = new pg.Client({ connectionString: databaseUrl.toString() });
  await writer.connect();
  try {
    await writer.query(copyStoreSql, [HANDLE, COPIES]);
    await writer.query('analyze creator_stores, store_listings');
  } finally {
    await writer.end();
  }
  await client.connect();
  servers.push(await start(SERVER_SCRIPT, serverEnv(false)));
  const ports = servers.map((server) => server.port);
  const [first] = ports as [number, number];
  storeBytes = await fetchBytes(first, STORE_DATA_PATH);
  const copyBytes = await fetchBytes(first, `/api/stores/by-handle/${HANDLE}.1/products`);
  if (copyBytes !== storeBytes) throw new Error(`a copy of the store answered ${copyBytes} bytes, not ${storeBytes}`);

  for (const misses of [false, true]) {
    const kind = misses ? 'misses' : 'hits';
    log(`bench:processes: warming both servers up (${kind})`);
    await runLoad(generator, loadOf(ports, misses, WARM_UP_SECONDS));
    const result: KindResult = {
      title: misses
        ? `Micro-cache misses (the store's data under ${COPIES.toLocaleString('en-IN')} handles of its own, asked for in turn: ` +
          `more than the ${PUBLIC_CACHE_MAX_ENTRIES} entries the cache keeps, so each request reads PostgreSQL)`
        : `Micro-cache hits (the normal case: an entry lives ${PUBLIC_CACHE_TTL_MS / 1000} s; when it runs out, the ` +
          'requests that come while it is read again miss too)',
      one: [],
      two: [],
    };
    for (let round = 0; round < RUNS; round += 1) {
      const order = round % 2 === 0 ? ['one', 'two'] : ['two', 'one'];
      for (const processes of order) {
        log(
          `bench:processes: ${kind}, round ${round + 1} of ${RUNS}, ${processes} process${processes === 'one' ? '' : 'es'}`,
        );
        const run = await measureOnce(processes === 'one' ? [first] : ports, misses);
        (processes === 'one' ? result.one : result.two).push(run);
      }
    }
    results.push(result);
  }
} finally {
  for (const server of servers) await stop(server.child);
  await client.end().catch(() => {});
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}

process.stdout.write(
  `\nStore data on PostgreSQL, one server process against two: GET ${STORE_DATA_PATH} (${storeBytes.toLocaleString('en-IN')} bytes)\n` +
    `${RUNS} rounds × ${SECONDS} s per figure, medians; ${cores} cores on this machine; ${CONNECTIONS} connections from ` +
    (generator === 'wrk'
      ? 'wrk in two threads, each thread on one process (both on the one process when there is one)\n'
      : 'autocannon in this Node process, half on each process (both halves on the one process when there is one)\n') +
    'Both processes (production, as `npm start` runs them) run throughout; the second is idle while one is measured.\n',
);
if (generator === 'autocannon')
  process.stdout.write(
    `${process.env.BENCH_PROCESSES_LOAD === 'autocannon' ? 'BENCH_PROCESSES_LOAD=autocannon' : 'wrk is not installed (Debian: apt-get install wrk)'}, ` +
      'so the load came from autocannon, which takes most of a core of its own here: the figures say as much about ' +
      'the load generator as about the servers.\n',
  );
for (const result of results) process.stdout.write(`\n${formatKind(result)}`);
