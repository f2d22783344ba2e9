import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { openDatabase } from '../../db/client.ts';
import { createAccount } from '../../demo/factories.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { signInCookie } from '../../testing/sign-in.ts';
import { testDatabaseKind } from '../../testing/test-database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { recordOperatorAction } from './audit.service.ts';
import { runGrantCommand } from './grant-command.ts';
import { operatorActions, operators } from './ops.schema.ts';
import { isOperator } from './operators.service.ts';

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The database's message refusing a query (drizzle wraps it in its own error, as the cause). */
async function refusal(query: PromiseLike<unknown>): Promise<string> {
  try {
    await query;
    return 'done';
  } catch (error) {
    const { cause, message } = error as Error & { cause?: Error };
    return cause?.message ?? message;
  }
}

const auditRowsOf = (userId: string) =>
  server.database.db.select().from(operatorActions).where(eq(operatorActions.operatorUserId, userId));

describe('the audit log', () => {
  it('is append-only: the database refuses to change, delete or truncate a row', async () => {
    const { account } = await signedInOperator(server, 'Auditor');
    const at = server.deps.now();
    await recordOperatorAction(
      server.database.db,
      { operatorUserId: account.id, action: 'product.hide', subjectType: 'product', subjectId: 'p1', reason: 'Fake' },
      at,
    );
    const [row] = await auditRowsOf(account.id).then((rows) => rows.filter((one) => one.action === 'product.hide'));
    if (!row) throw new Error('no audit row');
    const { db } = server.database;
    expect(
      await refusal(db.update(operatorActions).set({ reason: 'Nothing to see' }).where(eq(operatorActions.id, row.id))),
    ).toMatch(/append-only: UPDATE/);
    expect(await refusal(db.delete(operatorActions).where(eq(operatorActions.id, row.id)))).toMatch(
      /append-only: DELETE/,
    );
    await expect(server.database.exec('truncate operator_actions')).rejects.toThrow(/append-only/);
    const [kept] = await db.select().from(operatorActions).where(eq(operatorActions.id, row.id));
    expect(kept).toMatchObject({ reason: 'Fake', action: 'product.hide' });
  });

  it('is read newest first, 50 a page, with each operator’s email', async () => {
    const { account, cookie } = await signedInOperator(server, 'Pager');
    const at = server.deps.now();
    for (let index = 0; index < 55; index += 1) {
      await recordOperatorAction(
        server.database.db,
        { operatorUserId: account.id, action: 'test.page', subjectType: 'test', subjectId: String(index) },
        at,
      );
    }
    const first = dataOf(await callEndpoint(server, opsEndpoints.audit, {}, cookie));
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ subjectId: '54', operatorEmail: account.email, at: at.toISOString() });
    expect(first.nextBefore).toBe(first.items.at(-1)?.id);
    const ids = first.items.map((item) => Number(item.id));
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));

    const rest: string[] = [];
    let before = first.nextBefore;
    while (before) {
      const page = dataOf(
        await callEndpoint(server, opsEndpoints.audit, { query: { before: Number(before) } }, cookie),
      );
      rest.push(...page.items.map((item) => item.subjectId));
      before = page.nextBefore;
    }
    expect(rest.slice(0, 5)).toEqual(['4', '3', '2', '1', '0']);
    expect(
      (await callEndpoint(server, opsEndpoints.audit, { query: { before: 'soon' as never } }, cookie)).status,
    ).toBe(422);
  });
});

describe('npm run ops:grant', () => {
  it('grants the role by email, with an audit row, once; revokes it; refuses an unknown email', async () => {
    const person = await createAccount(server.database.db, { email: 'Asha.Ops@example.in' });
    const { db } = server.database;
    const now = server.deps.now();

    expect(await runGrantCommand(db, ['nobody@example.in'], now)).toEqual({
      code: 1,
      message: 'No account has the email nobody@example.in. Sign up with it first (any role), then run this again.',
    });
    expect((await runGrantCommand(db, [], now)).code).toBe(2);

    expect(await runGrantCommand(db, ['ASHA.OPS@example.in'], now)).toMatchObject({ code: 0 });
    expect(await isOperator(db, person.id)).toBe(true);
    const cookie = await signInCookie(server, person.email, person.password);
    expect(dataOf(await callEndpoint(server, opsEndpoints.me, {}, cookie))).toMatchObject({
      email: 'asha.ops@example.in',
      grantedAt: now.toISOString(),
    });
    expect(await runGrantCommand(db, [person.email], now)).toEqual({
      code: 0,
      message: 'asha.ops@example.in is already an operator; nothing changed.',
    });
    expect(await auditRowsOf(person.id)).toEqual([
      expect.objectContaining({
        action: 'operator.grant',
        subjectType: 'operator',
        subjectId: person.id,
        details: { by: 'cli' },
        at: now,
      }),
    ]);

    expect(await runGrantCommand(db, ['--revoke', person.email], now)).toMatchObject({ code: 0 });
    expect((await callEndpoint(server, opsEndpoints.me, {}, cookie)).status).toBe(403);
    expect((await auditRowsOf(person.id)).map((row) => row.action).toSorted()).toEqual([
      'operator.grant',
      'operator.revoke',
    ]);
  });

  it('runs from the command line against the database the server would open', async () => {
    const email = 'cli.ops@example.in';
    const script = ['src/server/ops-cli.ts', email];
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-ops-cli-'));
    const env: Record<string, string> = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' } as never;
    delete env.DATABASE_URL;
    if (testDatabaseKind === 'postgres' && server.database.url) env.DATABASE_URL = server.database.url;
    else env.DATA_DIR = dataDir;
    const cli = () => run(process.execPath, script, { cwd: repositoryRoot, env });
    try {
      // A fresh data directory: the command migrates it, then finds no such account.
      const missing = await cli().then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining(`No account has the email ${email}`) });

      const database = env.DATABASE_URL ? server.database : openDatabase({ kind: 'pglite', dataDir });
      const person = await createAccount(database.db, { email });
      if (!env.DATABASE_URL) await database.close();

      const granted = await cli();
      expect(granted.stdout).toBe(`${email} is now an operator: sign in and open /ops.\n`);

      const after = env.DATABASE_URL ? server.database : openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await after.db.select().from(operators).where(eq(operators.userId, person.id))).toEqual([
          expect.objectContaining({ grantedBy: 'cli' }),
        ]);
        expect(
          await after.db.select().from(operatorActions).where(eq(operatorActions.operatorUserId, person.id)),
        ).toEqual([expect.objectContaining({ action: 'operator.grant', details: { by: 'cli' } })]);
      } finally {
        if (!env.DATABASE_URL) await after.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
