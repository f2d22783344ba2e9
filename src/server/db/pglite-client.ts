import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  PGlite,
  type PGliteOptions,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { preparedStatements } from './pglite-statements.ts';

/**
 * PGlite's own defaults plus an 8 MB buffer cache: its 128 MB default is zeroed at start, so it is all resident
 * whatever the data's size; the rest of the data stays in the OS page cache (decision 027).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'];

/** The extensions every PGlite database loads: pg_trgm for product search (decision 041); the migrations create it. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * The parsers drizzle's PGlite session gives every query (drizzle-orm/pglite/session.js): dates, times and
 * intervals (and their arrays) as the text PostgreSQL sends, which drizzle's columns parse themselves.
 */
const DRIZZLE_TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (value: string) => value;

/**
 * What every PGlite the app (and each test) queries is opened with: the 8 MB buffer cache, its extensions, and
 * drizzle's parsers as its own defaults, so that queries need not carry them (`forDrizzle`). A test database opened
 * with PGlite's 128 MB cache took 400 ms to start from the migrated template, against 350 ms.
 */
export const PGLITE_OPTIONS = {
  startParams: PGLITE_START_PARAMS,
  extensions: PGLITE_EXTENSIONS,
  parsers: Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, asText])),
} satisfies PGliteOptions;

/**
 * A data directory's PGlite, without the app's query builder: the server opens it before the app's modules load
 * (index.ts, decision 075), and `openDatabase` takes it from there.
 */
export function openPglite(dataDir: string): PGlite {
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  return new PGlite(pgdata, PGLITE_OPTIONS);
}

/**
 * A PGlite opened with PGLITE_OPTIONS, as drizzle is given it: its queries with parameters, and those of its
 * transactions, run as named prepared statements (`preparedStatements`, decision 080), and all without per-query
 * parsers. Drizzle passes its parsers with every query, and PGlite merges them into its 300-odd defaults each time
 * (some 130 µs, as long again as a small indexed select takes); the client's own are the same. A query that brings a
 * blob (`COPY … FROM '/dev/blob'`) goes through PGlite's own.
 */
export function forDrizzle(client: PGlite): PGlite {
  const prepared = preparedStatements(client);
  const run = (
    target: Pick<PGlite | Transaction, 'query'>,
    locked: (work: () => Promise<Results>) => Promise<Results>,
  ) =>
    (async (sql: string, params?: unknown[], options?: QueryOptions) => {
      const own = options?.parsers ? { ...options, parsers: undefined } : options;
      // A statement without parameters is a one-off (a migration's, a savepoint): not worth keeping.
      if (options?.blob || !params?.length) return target.query(sql, params, own);
      return locked(() => prepared(sql, params, own));
    }) as PGlite['query'];
  const query = run(client, async (work) => {
    await client.waitReady;
    // PGlite's own query takes both its locks: it waits for any transaction, then for the query in flight.
    // oxlint-disable-next-line no-underscore-dangle -- the transaction lock has no other name; it is public.
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const result = await work();
        await client.syncToFs();
        return result;
      }),
    );
  });
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => {
      const txQuery = run(tx, (work) => {
        if (tx.closed) throw new Error('Transaction is closed');
        return client.runExclusive(work);
      });
      return callback(new Proxy(tx, { get: (target, key) => (key === 'query' ? txQuery : Reflect.get(target, key)) }));
    });
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
