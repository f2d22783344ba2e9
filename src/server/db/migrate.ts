import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { projectRoot } from '../lib/project-root.ts';
import { type Database, openDatabase, type Schema } from './client.ts';

export const migrationsFolder = path.join(projectRoot, 'drizzle');

// Any constant works; it only has to be the same in every Haat process.
const MIGRATION_LOCK_KEY = 727_272;

/**
 * Applies pending migrations. On a PostgreSQL server several processes may
 * start at once, so they queue on an advisory lock; PGlite has one process.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  });
}

/** Tables the app may only read and add to: the operators' audit log (its triggers refuse the rest, for its owner too). */
const APPEND_ONLY_TABLES = ['operator_actions'] as const;

/**
 * What DATABASE_URL's role may do when the tables belong to another (DATABASE_OWNER_URL): read and write rows,
 * never change or drop a table, its triggers or its owner's functions, and only read and add to the audit log. A
 * role that owns nothing cannot `ALTER TABLE … DISABLE TRIGGER`, which the owner (or a superuser) could. It may
 * create schemas of its own in the database, for the job queue's (pg-boss makes its schema and a table per queue).
 */
export async function grantAppRole(owner: Database, appRole: string): Promise<void> {
  const role = sql.identifier(appRole);
  const database = sql.identifier(await selectName(owner, sql`select current_database() as name`));
  await owner.db.transaction(async (tx) => {
    await tx.execute(sql`grant usage on schema public to ${role}`);
    await tx.execute(sql`grant select, insert, update, delete on all tables in schema public to ${role}`);
    await tx.execute(sql`grant usage, select, update on all sequences in schema public to ${role}`);
    for (const table of APPEND_ONLY_TABLES)
      await tx.execute(sql`revoke update, delete, truncate on ${sql.identifier(table)} from ${role}`);
    await tx.execute(sql`grant create on database ${database} to ${role}`);
  });
}

/** A one-row, one-column answer (`… as name`); both drivers answer with `rows`. */
async function selectName(database: Database, query: SQL): Promise<string> {
  const result = (await database.db.execute(query)) as unknown as { rows: { name: string }[] };
  return result.rows[0]?.name ?? '';
}

/** The role a connection signs in as. */
export const currentRole = (database: Database): Promise<string> =>
  selectName(database, sql`select current_user as name`);

/**
 * Brings the schema up to date before the app uses `database`. With DATABASE_OWNER_URL (PostgreSQL), the
 * migrations run as that role, which owns the tables, and the app's role is granted what it needs and no more;
 * without, the app's own connection migrates (PGlite, and a PostgreSQL set-up with one role).
 */
export async function migrateForApp(database: Database, ownerUrl: string | undefined): Promise<void> {
  if (database.kind === 'pglite' || !ownerUrl) return migrateDatabase(database);
  const owner = openDatabase({ kind: 'postgres', url: ownerUrl, maxConnections: 1 });
  try {
    await migrateDatabase(owner);
    await grantAppRole(owner, await currentRole(database));
  } finally {
    await owner.close();
  }
}
