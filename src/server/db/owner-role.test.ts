import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../demo/factories.ts';
import { operatorActions } from '../features/ops/ops.schema.ts';
import { testDatabaseKind } from '../testing/test-database.ts';
import { type Database, openDatabase } from './client.ts';
import { migrateForApp } from './migrate.ts';

/*
 * Production runs the app as a role that owns nothing (DATABASE_OWNER_URL owns the tables): then the audit log is
 * append-only against the app's own connection too, not just against its code. Roles are a PostgreSQL server's.
 */
// Read when the tests run: on PGlite the block below is only collected, and there is no server to name.
const serverUrl = () => process.env.TEST_DATABASE_URL ?? '';

describe.runIf(testDatabaseKind === 'postgres')('the app as a role that owns nothing', () => {
  const suffix = randomBytes(4).toString('hex');
  const [ownerRole, appRole, name] = [`haat_owner_${suffix}`, `haat_app_${suffix}`, `haat_roles_${suffix}`];
  const urlAs = (role: string) => {
    const url = new URL(serverUrl());
    url.username = role;
    url.password = '';
    url.pathname = `/${name}`;
    return url.toString();
  };
  let admin: pg.Client;
  let app: Database;
  /** What PostgreSQL answers the app's connection (drizzle wraps it as the cause of its own error). */
  const refusal = async (query: SQL): Promise<string> => {
    try {
      await app.db.execute(query);
      return 'done';
    } catch (error) {
      return ((error as Error).cause as Error | undefined)?.message ?? (error as Error).message;
    }
  };

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl() });
    await admin.connect();
    await admin.query(`create role ${ownerRole} login`);
    await admin.query(`create role ${appRole} login`);
    await admin.query(`create database ${name} owner ${ownerRole}`);
    app = openDatabase({ kind: 'postgres', url: urlAs(appRole), maxConnections: 2 });
    await migrateForApp(app, urlAs(ownerRole));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop role if exists ${appRole}`);
    await admin.query(`drop role if exists ${ownerRole}`);
    await admin.end();
  });

  it('reads and writes rows, and only reads and adds to the audit log', async () => {
    const account = await createAccount(app.db);
    await app.db.insert(operatorActions).values({
      operatorUserId: account.id,
      action: 'operator.grant',
      subjectType: 'user',
      subjectId: account.id,
      details: {},
      at: new Date(),
    });
    expect(await refusal(sql`update operator_actions set reason = 'covered up'`)).toMatch(/permission denied/);
    expect(await refusal(sql`delete from operator_actions`)).toMatch(/permission denied/);
    expect(await refusal(sql`truncate operator_actions`)).toMatch(/permission denied/);
  });

  it('cannot switch off the audit log’s triggers, change a table or drop one', async () => {
    expect(await refusal(sql`alter table operator_actions disable trigger all`)).toMatch(/must be owner/);
    expect(await refusal(sql`alter table orders add column x int`)).toMatch(/must be owner/);
    expect(await refusal(sql`drop table products`)).toMatch(/must be owner/);
  });

  it('may make a schema of its own for the job queue, and a second start migrates nothing twice', async () => {
    await app.db.execute(sql.raw(`create schema if not exists jobs_${suffix}`));
    await migrateForApp(app, urlAs(ownerRole));
    const others = (await app.db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner <> ${ownerRole}`,
    )) as unknown as { rows: { n: number }[] };
    expect(others.rows).toEqual([{ n: 0 }]);
  });
});
