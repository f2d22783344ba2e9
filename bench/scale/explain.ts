// What the queries behind the figures do at the largest tier: EXPLAIN (ANALYZE, BUFFERS) of the slowest three, and
// every query's plan checked for a sequential scan of a big table (a query that grows with the data without an
// index). Writes are explained inside a transaction that is rolled back.
import type pg from 'pg';
import type { QueryStat } from './query-log.ts';

/** A table this big read from end to end is a query that grows with the data. */
const BIG_TABLE_ROWS = 10_000;
const isStatement = (sql: string) => /^\s*(select|with|insert|update|delete)\b/i.test(sql);

export interface FigureQueries {
  figure: string;
  stats: QueryStat[];
}

export interface SlowQuery {
  figure: string;
  sql: string;
  calls: number;
  meanMs: number;
  maxMs: number;
  plan: string;
}

/** Each statement once, with the figure it was slowest in: the statements behind every figure, merged. */
function merged(figures: FigureQueries[]): (QueryStat & { figure: string })[] {
  const bySql = new Map<string, QueryStat & { figure: string }>();
  for (const { figure, stats } of figures) {
    for (const stat of stats.filter((candidate) => isStatement(candidate.sql))) {
      const known = bySql.get(stat.sql);
      if (!known || stat.totalMs / stat.calls > known.totalMs / known.calls) bySql.set(stat.sql, { ...stat, figure });
    }
  }
  return [...bySql.values()];
}

async function explain(client: pg.Client, sql: string, params: unknown[], options: string): Promise<unknown[]> {
  await client.query('begin');
  try {
    const result = await client.query<{ 'QUERY PLAN': unknown }>(`explain (${options}) ${sql}`, params);
    return result.rows.map((row) => row['QUERY PLAN']);
  } finally {
    await client.query('rollback');
  }
}

/** The `count` statements with the highest mean time per call, with their plans as they run now. */
export async function slowestQueries(client: pg.Client, figures: FigureQueries[], count = 3): Promise<SlowQuery[]> {
  const ranked = merged(figures)
    .toSorted((a, b) => b.totalMs / b.calls - a.totalMs / a.calls)
    .slice(0, count);
  const slowest: SlowQuery[] = [];
  for (const stat of ranked) {
    let plan: string;
    try {
      plan = (await explain(client, stat.sql, stat.slowestParams, 'analyze, buffers')).join('\n');
    } catch (error) {
      plan = `(could not explain: ${error instanceof Error ? error.message : String(error)})`;
    }
    slowest.push({
      figure: stat.figure,
      sql: stat.sql,
      calls: stat.calls,
      meanMs: stat.totalMs / stat.calls,
      maxMs: stat.maxMs,
      plan,
    });
  }
  return slowest;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScannedTables = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScannedTables),
];

/** Statements whose plan reads a table of more than BIG_TABLE_ROWS rows from end to end. */
export async function seqScansOfBigTables(
  client: pg.Client,
  figures: FigureQueries[],
): Promise<{ figure: string; sql: string; tables: string[] }[]> {
  const sizes = await client.query<{ name: string; rows: number }>(
    `select relname as name, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
  );
  const rows = new Map(sizes.rows.map((row) => [row.name, Number(row.rows)]));
  const found: { figure: string; sql: string; tables: string[] }[] = [];
  for (const stat of merged(figures)) {
    let plan: PlanNode;
    try {
      // node-postgres hands a json column over parsed.
      const [json] = await explain(client, stat.sql, stat.slowestParams, 'format json');
      plan = (json as { Plan: PlanNode }[])[0]?.Plan as PlanNode;
    } catch {
      continue;
    }
    const tables = [...new Set(seqScannedTables(plan))].filter((table) => (rows.get(table) ?? 0) > BIG_TABLE_ROWS);
    if (tables.length > 0) found.push({ figure: stat.figure, sql: stat.sql, tables });
  }
  return found;
}
