import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '../testing/test-database.ts';
import { PGLITE_OPTIONS } from './pglite-client.ts';
import { statementNames } from './pg-statements.ts';
import { preparedStatements } from './pglite-statements.ts';

/* The app's queries run as named prepared statements on either database (decision 080). */
describe(`the app's queries on ${testDatabaseKind}`, () => {
  it('prepare a text with parameters once and run it again bound to new values', async () => {
    const database = await createTestDatabase();
    try {
      // One transaction: on a PostgreSQL pool, one connection, whose prepared statements the last query lists.
      const seen = await database.db.transaction(async (tx) => {
        // Either driver's result has its rows.
        const rows = async (query: SQL) => ((await tx.execute(query)) as unknown as { rows: unknown[] }).rows;
        const answers: unknown[] = [];
        for (const value of [2, 3]) answers.push(await rows(sql`select ${value}::int * 21 as n`));
        const kept = await rows(sql`select statement from pg_prepared_statements where statement like ${'%* 21 as n'}`);
        return { answers, kept };
      });
      expect(seen.answers).toEqual([[{ n: 42 }], [{ n: 63 }]]);
      expect(seen.kept).toEqual([{ statement: 'select $1::int * 21 as n' }]);
    } finally {
      await database.destroy();
    }
  });
});

/*
 * PGlite's own: what each query answers is what PGlite's `query` answers; a statement is parsed once, a failed one
 * leaves the next to run, and the kept ones stay bounded.
 */
describe('PGlite prepared statements', () => {
  let client: PGlite;
  const kept = async () =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (row) => row.name,
    );

  // One PGlite for the three (opening one takes seconds); each test starts with no statements and an empty table.
  beforeAll(() => {
    client = new PGlite(PGLITE_OPTIONS);
  });
  beforeEach(async () => {
    await client.exec(`deallocate all; drop table if exists item;
      create table item (id int primary key, name text not null, price int, placed timestamptz, tags text[])`);
  });
  afterAll(() => client.close());

  it('answers what PGlite answers, parsing each text once', async () => {
    const query = preparedStatements(client);
    const insert = 'insert into item (id, name, price, placed, tags) values ($1, $2, $3, $4, $5)';
    const inserted = await query(insert, [1, 'Kurta', 49_900, new Date('2026-11-30T09:00:00Z'), ['cotton', 'red']]);
    await query(insert, [2, 'Dupatta', null, null, []]);
    expect(inserted).toMatchObject({ affectedRows: 1, rows: [] });

    const select = 'select id, name, price, placed, tags from item where id = any($1) order by id';
    for (const rowMode of ['object', 'array'] as const) {
      const ours = await query(select, [[1, 2]], { rowMode });
      const theirs = await client.query(select, [[1, 2]], { rowMode });
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    expect((await query(select, [[2]])).rows).toEqual([
      { id: 2, name: 'Dupatta', price: null, placed: null, tags: [] },
    ]);
    // The insert and the select, each once.
    expect(await kept()).toHaveLength(2);
  });

  it('leaves a statement that failed, and the next one, to run', async () => {
    const query = preparedStatements(client);
    const insert = 'insert into item (id, name) values ($1, $2)';
    await query(insert, [1, 'Kurta']);
    await expect(query(insert, [1, 'Again'])).rejects.toMatchObject({ code: '23505' });
    await expect(query('select nothing from item where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    await query(insert, [2, 'Dupatta']);
    expect((await query('select count(*)::int as n from item where id > $1', [0])).rows).toEqual([{ n: 2 }]);
    expect(await kept()).toHaveLength(2);
  });

  it('keeps at most as many statements as it is given, closing the least recently used', async () => {
    const query = preparedStatements(client, 2);
    const texts = ['select $1::int + 1 as n', 'select $1::int + 2 as n', 'select $1::int + 3 as n'];
    for (const text of texts) await query(text, [1]);
    expect(await kept()).toHaveLength(2);
    // The first was closed; it is prepared again and answers the same.
    expect((await query(texts[0] as string, [10])).rows).toEqual([{ n: 11 }]);
    expect((await query(texts[2] as string, [10])).rows).toEqual([{ n: 13 }]);
    expect(await kept()).toHaveLength(2);
  });
});

describe('PostgreSQL statement names', () => {
  it('gives each text one name, the same every time, and none past the bound', () => {
    const nameOf = statementNames(2);
    const [first, second] = [nameOf('select $1'), nameOf('select $1, $2')];
    expect(first).toMatch(/^haat_/);
    expect(second).not.toBe(first);
    expect(nameOf('select $1')).toBe(first);
    // A third text runs unnamed: no connection keeps more than two.
    expect(nameOf('select $1, $2, $3')).toBeUndefined();
    expect(nameOf('select $1, $2')).toBe(second);
  });
});
