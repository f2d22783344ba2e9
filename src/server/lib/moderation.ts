import type { ModerationItem, ModerationNotice, ModerationState } from '#shared/contracts/ops.ts';

/*
 * What every owner of something an operator can moderate (catalog, stores, campaigns) takes and gives back, so the
 * ops feature can act on each through its owner's service (one owner per table, decision 032).
 */

/** Hide (or suspend) with the reason the owner is shown, or restore. */
export type ModerationChange = { withhold: true; reason: string; at: Date } | { withhold: false };

/** The withheld time and reason a moderation update writes: both set, or both cleared. */
export interface WithholdColumns {
  at: Date | null;
  reason: string | null;
}

/** The columns a conditional update sets (it applies only when the state differs, so twice changes nothing). */
export function withholdColumns(change: ModerationChange): WithholdColumns {
  return change.withhold ? { at: change.at, reason: change.reason } : { at: null, reason: null };
}

/** After an owner applied a change: the subject as it is now, whether it changed, and whom to tell. */
export interface ModerationOutcome {
  item: ModerationItem;
  changed: boolean;
  /** The account that owns it (a demo seller or store has none). */
  ownerUserId: string | null;
}

/** A moderated thing's state from its withheld time and reason. */
export function moderationState(
  withheldAt: Date | null,
  reason: string | null,
  as: Exclude<ModerationState, 'visible'>,
): Pick<ModerationItem, 'state' | 'reason' | 'since'> {
  return withheldAt
    ? { state: as, reason: reason ?? '', since: withheldAt.toISOString() }
    : { state: 'visible', reason: null, since: null };
}

/** An owner's notice for a withheld thing, or none while it is visible. */
export function noticeOf(
  item: Pick<ModerationItem, 'subject' | 'id' | 'title' | 'state' | 'reason' | 'since'>,
): ModerationNotice[] {
  if (item.state === 'visible' || item.reason === null || item.since === null) return [];
  return [
    {
      subject: item.subject,
      id: item.id,
      title: item.title,
      state: item.state,
      reason: item.reason,
      since: item.since,
    },
  ];
}

/** Hidden and suspended first, then the newest: how the console lists each kind. */
export const MODERATION_SEARCH_SIZE = 20;

/** The total a moderation read's rows carry (none: nothing matched). */
export const totalOf = (rows: readonly { total: number }[]) => rows[0]?.total ?? 0;
