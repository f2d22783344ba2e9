// The query fragments every owner's moderation repository uses (catalog, stores, campaigns): the moderation update
// itself and the count of a moderation read. A `*.queries.ts` file is the one kind of query code another
// feature's repository may import (docs/architecture.md).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import type { WithholdColumns } from '../../lib/moderation.ts';

/**
 * The condition of a moderation update on `withheldAt` (a hidden or suspended time): it applies only when the
 * row is not already as the change leaves it, so hiding twice (or restoring what is visible) changes nothing.
 */
const withholdChanges = (withheldAt: PgColumn, columns: WithholdColumns) =>
  columns.at ? isNull(withheldAt) : isNotNull(withheldAt);

/**
 * Hides or suspends one row (its withheld time and reason set), or restores it (both cleared), only when it is not
 * already so: false when nothing changed, or there is no such row. `set` names the row's own two columns.
 */
export async function updateWithheld<T extends PgTable & { id: PgColumn }>(
  db: Db,
  table: T,
  id: string | number,
  withheldAt: PgColumn,
  set: PgUpdateSetSource<T>,
  columns: WithholdColumns,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set(set)
    .where(and(eq(table.id, id), withholdChanges(withheldAt, columns)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * A moderation read's column: how many rows match, before the limit (a window over the whole match), so the console
 * counts each kind by what there is, not by the page it shows.
 */
export const matchingTotal = sql<number>`(count(*) over ())::int`;
