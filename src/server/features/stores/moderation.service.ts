import type { AuditSubject, ModerationItem, ModerationNotice } from '#shared/contracts/ops.ts';
import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import {
  MODERATION_SEARCH_SIZE,
  type ModerationChange,
  type ModerationOutcome,
  moderationState,
  noticeOf,
  totalOf,
  withholdColumns,
} from '../../lib/moderation.ts';
import {
  findStoresForModeration,
  type StoreModerationQuery,
  updateCreatorSuspended,
  updateStoreHidden,
} from './moderation.repository.ts';

/*
 * Stores' side of moderation (the ops feature decides who may, and keeps the audit log). A creator is their one
 * store (creator_stores), so a store is hidden, or its creator suspended, by the store's id; either takes /@handle,
 * its link preview, its listings in /shop and its sales away from the public (public-store.ts, storeOpenToPublic).
 */

type StoreRow = Awaited<ReturnType<typeof findStoresForModeration>>[number];

const storeItem = (row: StoreRow): ModerationItem => ({
  subject: 'store',
  id: row.id,
  title: row.displayName,
  detail: `/@${row.handle}${row.suspendedAt ? ' · its creator is suspended' : ''}`,
  link: `/@${row.handle}`,
  ...moderationState(row.hiddenAt, row.hiddenReason, 'hidden'),
});

const creatorItem = (row: StoreRow): ModerationItem => ({
  subject: 'creator',
  id: row.id,
  title: row.displayName,
  detail: `Creator of /@${row.handle}${row.userId ? '' : ' · no account'}`,
  link: `/@${row.handle}`,
  ...moderationState(row.suspendedAt, row.suspendedReason, 'suspended'),
});

async function apply(
  db: Db,
  id: string,
  change: () => Promise<boolean>,
  toItem: (row: StoreRow) => ModerationItem,
): Promise<ModerationOutcome | null> {
  if (!isUuid(id)) return null;
  const changed = await change();
  const [row] = await findStoresForModeration(db, { id, limit: 1 });
  return row ? { item: toItem(row), changed, ownerUserId: row.userId } : null;
}

/** Hides a creator's store from the public (or restores it); run in the operator's transaction. */
export function moderateStore(db: Db, id: string, change: ModerationChange): Promise<ModerationOutcome | null> {
  return apply(db, id, () => updateStoreHidden(db, id, withholdColumns(change)), storeItem);
}

/** Suspends the creator of a store (the store goes from public view) or restores them; `id` is the store's. */
export function moderateCreator(db: Db, id: string, change: ModerationChange): Promise<ModerationOutcome | null> {
  return apply(db, id, () => updateCreatorSuspended(db, id, withholdColumns(change)), creatorItem);
}

/** Stores and their creators for the console: matching the words (or an id), withheld ones first. */
export async function searchStoresForModeration(db: Db, words: string | undefined) {
  const query: StoreModerationQuery =
    words && isUuid(words)
      ? { id: words, limit: MODERATION_SEARCH_SIZE }
      : { text: words, limit: MODERATION_SEARCH_SIZE };
  const rows = await findStoresForModeration(db, query);
  // A creator is their one store: both kinds count the same rows.
  return { stores: rows.map(storeItem), creators: rows.map(creatorItem), total: totalOf(rows) };
}

/**
 * The audit log's names for stores and their creators, by the store's id, as they are now: a store by its @handle
 * (its name beside it), a creator by their store's name (the handle beside it).
 */
export async function storeAuditSubjects(
  db: Db,
  storeIds: string[],
): Promise<{ stores: Map<string, AuditSubject>; creators: Map<string, AuditSubject> }> {
  const ids = [...new Set(storeIds.filter(isUuid))];
  const rows = ids.length > 0 ? await findStoresForModeration(db, { ids, limit: ids.length }) : [];
  return {
    stores: new Map(rows.map((row) => [row.id, { name: `@${row.handle}`, detail: row.displayName, at: null }])),
    creators: new Map(rows.map((row) => [row.id, { name: row.displayName, detail: `@${row.handle}`, at: null }])),
  };
}

/** What Haat has withheld of the user's store: the creator suspended, the store hidden. */
export async function storeNoticesFor(db: Db, userId: string): Promise<ModerationNotice[]> {
  const rows = await findStoresForModeration(db, { ownerUserId: userId, withheldOnly: true, limit: 5 });
  return rows.flatMap((row) => [...noticeOf(creatorItem(row)), ...noticeOf(storeItem(row))]);
}
