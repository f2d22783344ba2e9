import type pg from 'pg';

/**
 * How many statements a database keeps prepared, on either driver (decision 080). Each costs PostgreSQL memory in
 * every connection that ran it (about 150 KB for a four-table join with its plan, measured), and PGlite's memory never
 * shrinks. A checkout sends about 25 distinct texts; a list's `in (…)` makes one per length.
 */
export const KEPT_STATEMENTS = 200;

/**
 * The names the pool's connections give their statements: one per text, the same on every connection. A text past
 * the first `limit` runs unnamed, as every query did before, so no connection keeps more.
 */
export function statementNames(limit = KEPT_STATEMENTS) {
  const names = new Map<string, string>();
  return (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `haat_${names.size.toString(36)}`;
      names.set(text, name);
    }
    return name;
  };
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown[];
}

/**
 * Makes a connection run the queries drizzle sends as named prepared statements (decision 080). node-postgres
 * prepares a named statement once per connection (Parse), then only binds and executes it, so PostgreSQL neither
 * parses nor analyses the text again and may keep its plan. A query with no parameters (a migration's, a
 * savepoint), or one that has a name already, goes as it came.
 */
export function nameStatements(client: pg.ClientBase, nameOf: (text: string) => string | undefined): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (config: unknown, values: unknown): unknown => {
    if (typeof config !== 'object' || config === null || 'submit' in config) return config;
    const { text, name, values: own } = config as QueryConfig;
    const params = Array.isArray(values) ? values : own;
    if (typeof text !== 'string' || name !== undefined || !params?.length) return config;
    const given = nameOf(text);
    return given ? { ...config, name: given } : config;
  };
  client.query = ((config: unknown, values?: unknown, callback?: unknown) =>
    query(named(config, values), values, callback)) as typeof client.query;
}
