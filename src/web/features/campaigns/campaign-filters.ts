import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { type Campaign, effectiveStatus } from '#shared/contracts/campaigns.ts';

/*
 * What /collab-invites shows: open or closed campaigns, all or one payout
 * type, matching a search, in deadline or payout order. It lives in the URL
 * (?tab=closed&type=gift&q=diwali&sort=payout) so a reload or a shared link keeps it.
 */

// The labels are said in the reader's language with `i18n._(…)` (decision 047).
export const collabTabs = [
  { id: 'open', label: msg({ message: 'Open', context: 'campaign state' }) },
  { id: 'closed', label: msg`Closed` },
] as const;
export const payoutFilters = [
  { id: 'all', label: msg`All` },
  { id: 'cash', label: msg`Cash` },
  { id: 'gift', label: msg`Gift` },
] as const;
export const collabSorts = [
  { id: 'deadline', label: msg`Deadline` },
  { id: 'payout', label: msg`Payout` },
] as const;

const viewSchema = z.object({
  tab: z.enum(['open', 'closed']).catch('open'),
  type: z.enum(['all', 'cash', 'gift']).catch('all'),
  q: z
    .string()
    .catch('')
    .transform((q) => q.slice(0, 100)),
  sort: z.enum(['deadline', 'payout']).catch('deadline'),
});
export type CollabView = z.infer<typeof viewSchema>;
export const defaultView: CollabView = { tab: 'open', type: 'all', q: '', sort: 'deadline' };

/** Open or closed as of now: an open campaign past its deadline reads as closed; drafts are neither. */
export const isInTab = (collab: Campaign, tab: CollabView['tab'], now: Date) =>
  effectiveStatus(collab.status, collab.deadline, now) === tab;

/** Every word of the search appears in the title, brand, description or a hashtag, in any case. */
export function matchesSearch(collab: Pick<Campaign, 'title' | 'brand' | 'desc' | 'hashtags'>, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [collab.title, collab.brand, collab.desc, ...collab.hashtags].join('\n').toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * Deadline order puts the nearest first: the soonest to end among open
 * campaigns, the most recently ended among closed ones. Payout order puts the
 * highest value first. Ties go by deadline, then id, so the order is stable.
 */
export function compareCollabs(sort: CollabView['sort'], tab: CollabView['tab']) {
  const byDeadline = (a: Campaign, b: Campaign) =>
    tab === 'open' ? a.deadline.localeCompare(b.deadline) : b.deadline.localeCompare(a.deadline);
  return (a: Campaign, b: Campaign) =>
    (sort === 'payout' ? b.payoutValuePaise - a.payoutValuePaise : 0) || byDeadline(a, b) || a.id - b.id;
}

/** The campaigns of the view, filtered and sorted. */
export function filterCollabs(collabs: readonly Campaign[], view: CollabView, now: Date): Campaign[] {
  return collabs
    .filter(
      (collab) =>
        isInTab(collab, view.tab, now) &&
        (view.type === 'all' || collab.payoutType === view.type) &&
        matchesSearch(collab, view.q),
    )
    .toSorted(compareCollabs(view.sort, view.tab));
}

export function parseView(params: URLSearchParams): CollabView {
  return viewSchema.parse({
    tab: params.get('tab') ?? undefined,
    type: params.get('type') ?? undefined,
    q: params.get('q') ?? '',
    sort: params.get('sort') ?? undefined,
  });
}

/** The view as read from the URL, and a setter that changes parts of it (defaults leave the URL). */
export function useCollabView(): [CollabView, (changes: Partial<CollabView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = parseView(params);
  const setView = (changes: Partial<CollabView>) =>
    setParams(
      (previous) => {
        const next = { ...parseView(previous), ...changes };
        // Other parameters (utm_source, say) stay.
        const updated = new URLSearchParams(previous);
        for (const key of Object.keys(defaultView) as (keyof CollabView)[]) {
          if (next[key] === defaultView[key]) updated.delete(key);
          else updated.set(key, next[key]);
        }
        return updated;
      },
      { replace: true },
    );
  return [view, setView];
}
