// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Participant, SellerCampaign } from '#shared/contracts/campaigns.ts';
import { sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { answer, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { withoutSellerFigures } from '../api/campaign-queries.ts';
import { collabStore } from '../campaign-store.ts';
import { testCampaign, testParticipation } from '../test-campaigns.ts';
import { SellerCampaignsPanel } from './seller-campaigns-panel.tsx';

afterEach(() => {
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

/**
 * The panel once the server has answered the seller's campaigns (the collab store holds them and another seller's);
 * the open campaign's participants are answered when they are opened.
 */
async function renderPanel() {
  collabStore.set([withoutSellerFigures(open), withoutSellerFigures(draft), others]);
  server.use(
    answer(sellerCampaignEndpoints.list, () => ({ items: [open, draft] })),
    answer(sellerCampaignEndpoints.participants, ({ params }) =>
      params.id === open.id
        ? {
            items: [
              participant('asha', { status: 'submitted', postUrl: 'https://instagram.com/p/asha' }),
              participant('ravi', { status: 'joined', shipsTo: 'Pune, Maharashtra' }),
            ],
          }
        : refuse(404, 'not_found', 'No such campaign.'),
    ),
  );
  const { client } = renderScreen(<SellerCampaignsPanel sellerSlug={slug} />, { route: '/dashboard' });
  // The campaigns are drawn from the collab store at once, their figures once the answer has come.
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

// The headline tiles come first; each campaign repeats some labels in its own figures.
const metric = (label: string) => screen.getAllByText(label, { selector: 'dt' })[0]?.nextElementSibling?.textContent;

describe('the seller campaigns panel', () => {
  it('shows the seller’s campaigns from the store with their figures and the spec metrics', async () => {
    await renderPanel();
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

  it('lists the participants with their posts, and asks for a note before rejecting', async () => {
    await renderPanel();
    const toggle = screen.getByRole('button', { name: 'Participants of Festive Jhumka Edit' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Participants of Festive Jhumka Edit' });
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

  it('asks before deleting, and Keep / Cancel changes nothing', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Winter Edit' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Winter Edit?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(collabStore.get().some((collab) => collab.id === draft.id)).toBe(true);
  });
});
