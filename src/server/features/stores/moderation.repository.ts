// Operators' moderation of creators' stores: a store hidden, a creator suspended (ops calls
// stores/moderation.service.ts), and the reads the console and the creator's notice need.
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containing } from '../../lib/like-pattern.ts';
import { type WithholdColumns } from '../../lib/moderation.ts';
import { matchingTotal, updateWithheld } from '../ops/moderation.queries.ts';
import { creatorStores } from './stores.schema.ts';

/** Hides or restores a store; false when it already was so (or does not exist). */
export const updateStoreHidden = (db: Db, id: string, columns: WithholdColumns) =>
  updateWithheld(
    db,
    creatorStores,
    id,
    creatorStores.hiddenAt,
    { hiddenAt: columns.at, hiddenReason: columns.reason },
    columns,
  );

/** Suspends or restores the creator of a store; false when they already were so (or it does not exist). */
export const updateCreatorSuspended = (db: Db, id: string, columns: WithholdColumns) =>
  updateWithheld(
    db,
    creatorStores,
    id,
    creatorStores.suspendedAt,
    { suspendedAt: columns.at, suspendedReason: columns.reason },
    columns,
  );

export interface StoreModerationQuery {
  id?: string | undefined;
  ids?: string[] | undefined;
  text?: string | undefined;
  ownerUserId?: string | undefined;
  /** Only stores hidden or whose creator is suspended. */
  withheldOnly?: boolean;
  limit: number;
}

export function findStoresForModeration(db: Db, query: StoreModerationQuery) {
  const pattern = query.text ? containing(query.text) : undefined;
  const withheld = sql`(${creatorStores.hiddenAt} is not null or ${creatorStores.suspendedAt} is not null)`;
  const conditions: (SQL | undefined)[] = [
    query.id ? eq(creatorStores.id, query.id) : undefined,
    query.ids ? inArray(creatorStores.id, query.ids) : undefined,
    pattern ? or(ilike(creatorStores.handle, pattern), ilike(creatorStores.displayName, pattern)) : undefined,
    query.ownerUserId ? eq(creatorStores.userId, query.ownerUserId) : undefined,
    query.withheldOnly ? withheld : undefined,
  ];
  return db
    .select({
      id: creatorStores.id,
      handle: creatorStores.handle,
      displayName: creatorStores.displayName,
      userId: creatorStores.userId,
      hiddenAt: creatorStores.hiddenAt,
      hiddenReason: creatorStores.hiddenReason,
      suspendedAt: creatorStores.suspendedAt,
      suspendedReason: creatorStores.suspendedReason,
      total: matchingTotal,
    })
    .from(creatorStores)
    .where(and(...conditions))
    .orderBy(sql`not ${withheld}`, desc(creatorStores.createdAt), asc(creatorStores.id))
    .limit(query.limit);
}
