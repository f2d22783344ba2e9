import type { Db } from './client.ts';

/**
 * A query built once for each database, then run with its placeholders filled (decision 090): for the reads checkout
 * runs for every order, whose building allocated more than their rows did. Called with a transaction, it is built for
 * that transaction and runs in it, so it stays correct anywhere; it saves only where it gets the database itself.
 */
export function builtOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
