import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_OPTIONS, type Database } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';

/**
 * Test databases: a fresh, migrated database per call. On PGlite a migrated
 * in-memory template is cloned (fast); with TEST_DB=postgres a database is
 * created from a migrated template database on the TEST_DATABASE_URL server.
 */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

let pgliteTemplate: Promise<File | Blob> | undefined;

/**
 * This worker's migrated PGlite, as the data directory every test database starts from: migrated once, dumped once
 * (PGlite's own `clone()` dumps the template again for each copy).
 */
async function migratedPgliteTemplate(): Promise<File | Blob> {
  pgliteTemplate ??= (async () => {
    const client = new PGlite(PGLITE_OPTIONS);
    await migrateDatabase(openDatabase({ kind: 'pglite', client }));
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
  return pgliteTemplate;
}

/**
 * The template database of this checkout's migrations, named after them: checkouts with different migrations (branches
 * worked on side by side) share a server without one's template skipping the other's migrations (drizzle applies a
 * migration only when it is newer than the last one the database has).
 */
export const MIGRATIONS_HASH = createHash('sha256')
  .update(readFileSync(path.join(migrationsFolder, 'meta/_journal.json')))
  .update(
    readdirSync(migrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .toSorted()
      .map((file) => readFileSync(path.join(migrationsFolder, file), 'utf8'))
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);
const TEMPLATE_DB = `haat_test_template_${MIGRATIONS_HASH}`;
let postgresTemplate: Promise<void> | undefined;

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db).');
  return url;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function ensurePostgresTemplate(): Promise<void> {
  postgresTemplate ??= (async () => {
    const admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    try {
      // Test files run in parallel processes: one builds the template, the rest wait.
      await admin.query('select pg_advisory_lock(4242)');
      const exists = await admin.query('select 1 from pg_database where datname = $1', [TEMPLATE_DB]);
      if (exists.rowCount === 0) await admin.query(`create database ${TEMPLATE_DB}`);
      // Migrate even a template left by an earlier run: the schema may have moved on since.
      const template = openDatabase({
        kind: 'postgres',
        url: withDatabase(serverUrl(), TEMPLATE_DB),
        maxConnections: 1,
      });
      await migrateDatabase(template);
      await template.close();
    } finally {
      await admin.query('select pg_advisory_unlock(4242)').catch(() => {});
      await admin.end();
    }
  })();
  return postgresTemplate;
}

export interface TestDatabase extends Database {
  /** Closes and, on a server, drops the database. */
  destroy(): Promise<void>;
  /**
   * The same database as a second server process would see it: its own pool on
   * PostgreSQL; on PGlite, which is one process, the same client. Destroying it
   * only closes that pool.
   */
  openAnother(): Promise<TestDatabase>;
  /** On a PostgreSQL server, the database's connection string (for a server process of its own). */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'pglite') {
    const loadDataDir = await migratedPgliteTemplate();
    const client = await PGlite.create({ loadDataDir, ...PGLITE_OPTIONS });
    const database = openDatabase({ kind: 'pglite', client });
    const another = async (): Promise<TestDatabase> => ({
      ...database,
      close: async () => {},
      destroy: async () => {},
      openAnother: another,
    });
    return { ...database, destroy: () => database.close(), openAnother: another };
  }
  await ensurePostgresTemplate();
  const name = `haat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl(), name);
  const database = openDatabase({ kind: 'postgres', url, maxConnections: 5 });
  const another = async (): Promise<TestDatabase> => {
    const pool = openDatabase({ kind: 'postgres', url, maxConnections: 5 });
    return { ...pool, destroy: () => pool.close(), openAnother: another };
  };
  return {
    ...database,
    url,
    openAnother: another,
    destroy: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl() });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A database another process can open too, for tests that start real processes on it (a command-line tool, a
 * crash): PGlite under `dataDir` as the server keeps it there (migrated; only one process may have it open at a time), or a fresh PostgreSQL
 * database, whose `url` the other process uses.
 */
export async function createSharedTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') return createTestDatabase();
  const database = openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  const another = async (): Promise<TestDatabase> => ({
    ...database,
    close: async () => {},
    destroy: async () => {},
    openAnother: another,
  });
  return { ...database, destroy: () => database.close(), openAnother: another };
}
