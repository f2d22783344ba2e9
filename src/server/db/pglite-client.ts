import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions, type Transaction, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

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
 * What every PGlite the app queries is opened with: its extensions, and drizzle's parsers as its own defaults, so
 * that queries need not carry them (`forDrizzle`).
 */
export const PGLITE_OPTIONS = {
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
  return new PGlite(pgdata, { startParams: PGLITE_START_PARAMS, ...PGLITE_OPTIONS });
}

type Queryable = Pick<PGlite | Transaction, 'query'>;

/** The query of a PGlite or its transaction, without per-query parsers: the client's own are the same. */
const queryWithOwnParsers =
  (target: Queryable): Queryable['query'] =>
  (sql, params, options) =>
    target.query(sql, params, options?.parsers ? { ...options, parsers: undefined } : options);

/**
 * A PGlite opened with PGLITE_OPTIONS, as drizzle is given it. Drizzle passes its parsers with every query, and
 * PGlite merges a query's parsers into its 300-odd defaults each time: some 130 µs, as long again as a small
 * indexed select itself takes. Here the queries, and those of its transactions, go without them.
 */
export function forDrizzle(client: PGlite): PGlite {
  const query = queryWithOwnParsers(client);
  const transaction: PGlite['transaction'] = (callback) =>
    client.transaction((tx) => {
      const txQuery = queryWithOwnParsers(tx);
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
