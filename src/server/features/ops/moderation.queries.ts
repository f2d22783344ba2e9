// The query fragments every owner's moderation repository uses (catalog, stores, campaigns): the condition of a
// moderation update and the count of a moderation read. A `*.queries.ts` file is the one kind of query code another
// feature's repository may import (docs/architecture.md).
import { isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { WithholdColumns } from '../../lib/moderation.ts';

/**
 * The condition of a moderation update on `withheldAt` (a hidden or suspended time): it applies only when the
 * row is not already as the change leaves it, so hiding twice (or restoring what is visible) changes nothing.
 */
export const withholdChanges = (withheldAt: PgColumn, columns: WithholdColumns) =>
  columns.at ? isNull(withheldAt) : isNotNull(withheldAt);

/**
 * A moderation read's column: how many rows match, before the limit (a window over the whole match), so the console
 * counts each kind by what there is, not by the page it shows.
 */
export const matchingTotal = sql<number>`(count(*) over ())::int`;
