import { describe, expect, it } from 'vitest';
import type { Campaign } from '#shared/contracts/campaigns.ts';
import { type CollabView, defaultView, filterCollabs, isInTab, matchesSearch, parseView } from './campaign-filters.ts';
import { testCampaign as campaign } from './test-campaigns.ts';

// 1 Jun 2026, 11:30 in India.
const now = new Date('2026-06-01T06:00:00.000Z');

const view = (changes: Partial<CollabView> = {}): CollabView => ({ ...defaultView, ...changes });
const ids = (list: Campaign[]) => list.map((collab) => collab.id);

describe('collab filters', () => {
  it('puts an open campaign past its deadline (in India) with the closed ones, and drafts in neither', () => {
    expect(isInTab(campaign(1, { deadline: '2026-06-01' }), 'open', now)).toBe(true);
    expect(isInTab(campaign(2, { deadline: '2026-05-31' }), 'closed', now)).toBe(true);
    expect(isInTab(campaign(3, { status: 'closed' }), 'closed', now)).toBe(true);
    const draft = campaign(4, { status: 'draft' });
    expect(isInTab(draft, 'open', now) || isInTab(draft, 'closed', now)).toBe(false);
  });

  it('searches title, brand, description and hashtags, ignoring case, every word', () => {
    const collab = campaign(1, {
      title: 'Festive Jhumka Edit',
      brand: 'Rangmahal',
      desc: 'Teej and Raksha Bandhan looks',
      hashtags: ['#DiwaliGlow'],
    });
    const queries = ['festive', 'RANGMAHAL', 'raksha', '#diwaliglow', 'diwali', 'jhumka teej', '  '];
    expect(queries.filter((query) => !matchesSearch(collab, query))).toEqual([]);
    expect(matchesSearch(collab, 'headphones')).toBe(false);
    expect(matchesSearch(collab, 'jhumka headphones')).toBe(false);
  });

  it('filters by tab, payout type and search', () => {
    const collabs = [
      campaign(1),
      campaign(2, { payoutType: 'gift', title: 'Unbox the Aura Headphones' }),
      campaign(3, { status: 'closed' }),
      campaign(4, { status: 'draft' }),
      campaign(5, { payoutType: 'gift', deadline: '2024-07-28' }),
    ];
    expect(ids(filterCollabs(collabs, view(), now))).toEqual([1, 2]);
    expect(ids(filterCollabs(collabs, view({ type: 'gift' }), now))).toEqual([2]);
    expect(ids(filterCollabs(collabs, view({ type: 'cash' }), now))).toEqual([1]);
    expect(ids(filterCollabs(collabs, view({ q: 'aura' }), now))).toEqual([2]);
    expect(ids(filterCollabs(collabs, view({ tab: 'closed' }), now))).toEqual([3, 5]);
    expect(ids(filterCollabs(collabs, view({ tab: 'closed', type: 'gift' }), now))).toEqual([5]);
  });

  it('sorts by deadline, the nearest first: soonest to end, or most recently ended', () => {
    const collabs = [
      campaign(1, { deadline: '2026-09-01' }),
      campaign(2, { deadline: '2026-06-15' }),
      campaign(3, { deadline: '2026-06-15' }),
      campaign(4, { deadline: '2026-08-01' }),
    ];
    expect(ids(filterCollabs(collabs, view(), now))).toEqual([2, 3, 4, 1]);
    const closed = [
      campaign(5, { deadline: '2024-07-15' }),
      campaign(6, { deadline: '2026-05-20' }),
      campaign(7, { deadline: '2025-01-01' }),
    ];
    expect(ids(filterCollabs(closed, view({ tab: 'closed' }), now))).toEqual([6, 7, 5]);
  });

  it('sorts by payout value, highest first, then by deadline', () => {
    const collabs = [
      campaign(1, { payoutValuePaise: 100_000 }),
      campaign(2, { payoutValuePaise: 499_900, payoutType: 'gift' }),
      campaign(3, { payoutValuePaise: 100_000, deadline: '2026-06-10' }),
    ];
    expect(ids(filterCollabs(collabs, view({ sort: 'payout' }), now))).toEqual([2, 3, 1]);
  });

  it('does not change the list it is given', () => {
    const collabs = [campaign(1, { deadline: '2026-09-01' }), campaign(2, { deadline: '2026-06-15' })];
    filterCollabs(collabs, view(), now);
    expect(ids(collabs)).toEqual([1, 2]);
  });

  it('reads the view from the URL, falling back to the defaults for anything else', () => {
    expect(parseView(new URLSearchParams(''))).toEqual(defaultView);
    expect(parseView(new URLSearchParams('tab=closed&type=gift&q=diwali&sort=payout'))).toEqual({
      tab: 'closed',
      type: 'gift',
      q: 'diwali',
      sort: 'payout',
    });
    expect(parseView(new URLSearchParams('tab=archived&type=crypto&sort=random'))).toEqual(defaultView);
    expect(parseView(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
});
