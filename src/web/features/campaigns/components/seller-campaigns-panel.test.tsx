// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Participant, SellerCampaign } from '#shared/contracts/campaigns.ts';
import { campaignKeys, withoutSellerFigures } from '../api/campaign-queries.ts';
import { collabStore } from '../campaign-store.ts';
import { testCampaign, testParticipation } from '../test-campaigns.ts';
import { SellerCampaignsPanel } from './seller-campaigns-panel.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const slug = 'rangmahal-jewels';
const figures = (participants: number, submissions: number) => ({
  participants,
  submissions,
  approved: 0,
  paidOutPaise: 0,
});
const open: SellerCampaign = {
  ...testCampaign(1, { title: 'Festive Jhumka Edit', joined: 12, deadline: '2999-01-01' }),
  ...figures(2, 1),
};
const draft: SellerCampaign = {
  ...testCampaign(2, { title: 'Winter Edit', status: 'draft', joined: 0, deadline: '2999-01-01' }),
  ...figures(0, 0),
};
const others = testCampaign(3, {
  title: 'Someone Else',
  seller: { slug: 'voltbyte', businessName: 'Voltbyte' },
  joined: 500,
});

const participant = (handle: string, fields: Partial<Participant>): Participant => ({
  ...testParticipation(1, { id: `p-${handle}` }),
  creator: { handle, displayName: handle.toUpperCase(), avatarUrl: null },
  shipsTo: null,
  ...fields,
});

// The cache and the collab store are filled before render and never stale, so nothing goes to the network.
function renderPanel() {
  collabStore.set([withoutSellerFigures(open), withoutSellerFigures(draft), others]);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(campaignKeys.sellerList(slug), { items: [open, draft] });
  client.setQueryData(campaignKeys.participants(open.id), {
    items: [
      participant('asha', { status: 'submitted', postUrl: 'https://instagram.com/p/asha' }),
      participant('ravi', { status: 'joined', shipsTo: 'Pune, Maharashtra' }),
    ],
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SellerCampaignsPanel sellerSlug={slug} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// The headline tiles come first; each campaign repeats some labels in its own figures.
const metric = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling?.textContent;

describe('the seller campaigns panel', () => {
  it('shows the seller’s campaigns from the store with their figures and the spec metrics', () => {
    renderPanel();
    expect(metric('Creators joined')).toBe('12');
    expect(metric('Active collabs')).toBe('2');
    expect(metric('Participants')).toBe('2');
    expect(metric('Submissions')).toBe('1');
    const items = within(screen.getByRole('list', { name: 'Your campaigns' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Festive Jhumka Edit',
      'Winter Edit',
    ]);
    expect(within(items[1] as HTMLElement).getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Festive Jhumka Edit' }).getAttribute('href')).toBe('/edit-collab/1');
    expect(screen.getByRole('button', { name: 'Close Festive Jhumka Edit' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close Winter Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New campaign' }).getAttribute('href')).toBe('/edit-collab/new');
  });

  it('lists the participants with their posts, and asks for a note before rejecting', () => {
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Participants of Festive Jhumka Edit' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('list', { name: 'Participants of Festive Jhumka Edit' });
    const post = within(list).getByRole('link', { name: 'View post by @asha (opens in a new tab)' });
    expect(post.getAttribute('target')).toBe('_blank');
    expect(post.getAttribute('rel')).toContain('noopener');
    expect(within(list).getByText(/Ships to Pune, Maharashtra/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Approve @asha' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Approve @ravi' })).toBeNull();

    fireEvent.click(within(list).getByRole('button', { name: 'Reject @asha' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Reject @asha' }));
    expect(within(list).getByText('Tell the creator what to change.')).toBeTruthy();
  });

  it('asks before deleting, and Keep / Cancel changes nothing', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Winter Edit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Winter Edit?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(collabStore.get().some((collab) => collab.id === draft.id)).toBe(true);
  });
});
