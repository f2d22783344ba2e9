import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';
import { forDrizzle, openPglite, PGLITE_OPTIONS } from './pglite-client.ts';
import { nameStatements, statementNames } from './pg-statements.ts';

export { PGLITE_OPTIONS };

export type Schema = typeof schema;
/** The database handle every repository takes: PGlite and node-postgres share it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query API as the database. */
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The PostgreSQL server's connection string (the job queue opens its own pool on it); none on PGlite. */
  url?: string;
  /** Runs raw SQL; for migrations and tests only. */
  exec(sql: string): Promise<void>;
  /**
   * Checks the database answers. Concurrent callers share one round trip, so a
   * burst of health checks costs the database one query, not one each.
   */
  ping(): Promise<void>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any
   * process using this database (PostgreSQL keeps a connection for it and
   * reconnects; PGlite is one process). Resolves to a function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection pool's state right now (PostgreSQL, for metrics); null on PGlite, which has no pool. */
  poolStats(): PoolStats | null;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because every one is busy. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  /** A PGlite opened with PGLITE_OPTIONS. */
  | { kind: 'pglite'; client: PGlite };

/** How long a request waits for a new connection before the database counts as unavailable. */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * drizzle works out a type hint for each parameter of every query it builds (`PgDialect.prepareTyping`: up to a
 * dozen `is()` checks, each walking the column's class chain), which only its HTTP drivers send; node-postgres and
 * PGlite drop it. Under the checkout mix that was 2.6% of the server's main thread on PGlite and 3.5% on PostgreSQL
 * (decision 088). Without the dialect's `prepareTyping`, every parameter's hint is "none", as these drivers read it.
 */
function withoutParameterTypings(db: Db): Db {
  (db as unknown as { dialect: { prepareTyping?: unknown } }).dialect.prepareTyping = undefined;
  return db;
}

export function openDatabase(config: DatabaseConfig): Database {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: config.maxConnections ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    // A connection can drop at any time (a restart, pg_terminate_backend, a network cut). The pool
    // listens on idle clients; a checked-out client (inside a transaction, between two queries) has
    // no listener, and an 'error' event without one ends the process. The query in flight fails on
    // its own (a 503, see db/unavailable.ts) and the pool discards the broken client on release.
    pool.on('error', () => {});
    const nameOf = statementNames();
    pool.on('connect', (client) => {
      client.on('error', () => {});
      nameStatements(client, nameOf);
    });
    const db = withoutParameterTypings(drizzlePg({ client: pool, schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      url: config.url,
      exec: async (sql) => {
        await pool.query(sql);
      },
      ping: singleFlight(async () => {
        await pool.query('select 1');
      }),
      listen: (channel, onMessage) => listenOnServer(config.url, channel, onMessage),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: pool.options.max,
      }),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('client' in config) {
    client = config.client;
  } else {
    client = openPglite(config.dataDir);
  }
  const db = withoutParameterTypings(drizzlePglite({ client: forDrizzle(client), schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    // exec uses the simple query protocol: half the cost of query's parse/bind/execute.
    ping: singleFlight(async () => {
      await client.exec('select 1');
    }),
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(checkedChannel(channel), onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    poolStats: () => null,
    close: () => client.close(),
  };
}

/** Callers arriving while a call is in flight get that call's result. */
function singleFlight(run: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

const checkedChannel = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
};

const RECONNECT_DELAY_MS = { first: 250, max: 10_000 };

/** LISTEN on a connection of its own, reconnecting with backoff when it drops. */
async function listenOnServer(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  const name = checkedChannel(channel);
  let stopped = false;
  let current: pg.Client | null = null;
  let delay = RECONNECT_DELAY_MS.first;
  let retry: NodeJS.Timeout | null = null;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch(scheduleRetry);
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_DELAY_MS.max);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    const drop = () => {
      if (current !== client) return;
      current = null;
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on('notification', (message) => {
      if (message.channel === name && message.payload !== undefined) onMessage(message.payload);
    });
    client.on('error', drop);
    client.on('end', drop);
    current = client;
    try {
      await client.connect();
      await client.query(`listen ${name}`);
    } catch (error) {
      if (current === client) current = null;
      client.end().catch(() => {});
      throw error;
    }
    delay = RECONNECT_DELAY_MS.first;
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
