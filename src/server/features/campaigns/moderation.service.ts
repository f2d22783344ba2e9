import {
  type AuditSubject,
  type ModerationItem,
  type ModerationNotice,
  campaignSubjectId,
} from '#shared/contracts/ops.ts';
import type { Db } from '../../db/client.ts';
import {
  MODERATION_SEARCH_SIZE,
  type ModerationChange,
  type ModerationOutcome,
  moderationState,
  noticeOf,
  totalOf,
  withholdColumns,
} from '../../lib/moderation.ts';
import { findCampaignsForModeration, updateCampaignHidden } from './moderation.repository.ts';

/*
 * Campaigns' side of moderation (the ops feature decides who may, and keeps the audit log): a hidden campaign is
 * not listed and cannot be joined (isCampaignPublic); creators who joined before go on.
 */

type CampaignRow = Awaited<ReturnType<typeof findCampaignsForModeration>>[number];

const campaignItem = (row: CampaignRow): ModerationItem => ({
  subject: 'campaign',
  id: String(row.id),
  title: row.title,
  detail: `#${row.id} · ${row.brand === row.sellerName ? row.brand : `${row.brand} by ${row.sellerName}`} · ${row.status}, until ${row.deadline}`,
  link: null,
  ...moderationState(row.hiddenAt, row.hiddenReason, 'hidden'),
});

/** Hides a campaign (not listed, not joinable) or restores it; run in the operator's transaction. */
export async function moderateCampaign(
  db: Db,
  id: string,
  change: ModerationChange,
): Promise<ModerationOutcome | null> {
  const number = campaignSubjectId(id);
  if (number === null) return null;
  const changed = await updateCampaignHidden(db, number, withholdColumns(change));
  const [row] = await findCampaignsForModeration(db, { id: number, limit: 1 });
  return row ? { item: campaignItem(row), changed, ownerUserId: row.sellerUserId } : null;
}

/** Campaigns for the console: matching the words (or its number), hidden ones first. */
export async function searchCampaignsForModeration(
  db: Db,
  words: string | undefined,
): Promise<{ campaigns: ModerationItem[]; total: number }> {
  const number = words ? campaignSubjectId(words.replace(/^#/, '')) : null;
  const rows = await findCampaignsForModeration(
    db,
    number === null ? { text: words, limit: MODERATION_SEARCH_SIZE } : { id: number, limit: MODERATION_SEARCH_SIZE },
  );
  return { campaigns: rows.map(campaignItem), total: totalOf(rows) };
}

/** The audit log's names for campaigns, by their number, as they are now: the title, its number and seller beside it. */
export async function campaignAuditSubjects(db: Db, subjectIds: string[]): Promise<Map<string, AuditSubject>> {
  const ids = [...new Set(subjectIds.flatMap((id) => campaignSubjectId(id) ?? []))];
  const rows = ids.length > 0 ? await findCampaignsForModeration(db, { ids, limit: ids.length }) : [];
  return new Map(
    rows.map((row) => [String(row.id), { name: row.title, detail: `#${row.id} · ${row.sellerName}`, at: null }]),
  );
}

/** What Haat has hidden of the user's campaigns. */
export async function campaignNoticesFor(db: Db, userId: string): Promise<ModerationNotice[]> {
  const rows = await findCampaignsForModeration(db, { ownerUserId: userId, withheldOnly: true, limit: 100 });
  return rows.map(campaignItem).flatMap(noticeOf);
}
