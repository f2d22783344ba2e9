// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type Campaign, indianToday, type MyCampaigns } from '#shared/contracts/campaigns.ts';
import type { Profile } from '#shared/contracts/profiles.ts';
import { authEndpoints } from '#shared/endpoints/auth.ts';
import { campaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { answer, recordRequests, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { collabStore } from '../campaign-store.ts';
import { testCampaign, testParticipation } from '../test-campaigns.ts';
import { CollabInvitesScreen } from './collab-invites-screen.tsx';

afterEach(() => {
  localStorage.clear();
});

const day = (offset: number) => indianToday(new Date(Date.now() + offset * 86_400_000));

const jhumka = testCampaign(1, {
  title: 'Festive Jhumka Edit',
  hashtags: ['#DiwaliGlow'],
  joined: 120,
  deadline: day(10),
  payoutValuePaise: 500_000,
  payoutAmountPaise: 500_000,
  payout: '₹5,000 per reel',
});
const aura = testCampaign(2, {
  title: 'Unbox the Aura Headphones',
  brand: 'Voltbyte Electronics',
  payoutType: 'gift',
  payout: 'Free Aura headphones (worth ₹4,999)',
  payoutAmountPaise: null,
  payoutValuePaise: 499_900,
  giftProduct: { id: 'gift-1', name: 'Aura headphones', imageUrl: null, pricePaise: 499_900 },
  joined: 30,
  deadline: day(3),
});
const ended = testCampaign(3, { title: 'Monsoon Saree Drape', status: 'closed', deadline: day(-30), joined: 400 });
const draft = testCampaign(4, { title: 'Secret Draft', status: 'draft', deadline: day(20) });

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const signedOut = () => refuse(401, 'unauthorized', 'Sign in first.');

/**
 * The screen once the server has answered what it asks first: the open campaigns, the session (none, or the
 * viewer's) and, for a viewer, their profile and campaigns. The collab store holds `collabs` from the start.
 */
async function renderInvites(collabs: Campaign[], viewer: { profile: Profile; mine: MyCampaigns } | null = null) {
  collabStore.set(collabs);
  server.use(
    answer(campaignEndpoints.list, ({ query }) => ({
      items: collabs.filter((collab) => collab.status === query.status),
    })),
    answer(authEndpoints.session, () =>
      viewer
        ? {
            session: { expiresAt: new Date(Date.now() + 3_600_000), token: 't' },
            user: { id: 'u1', email: 'priya@example.com', name: 'Priya Sharma', emailVerified: true },
          }
        : null,
    ),
    answer(profileEndpoints.me, () => viewer?.profile ?? signedOut()),
    answer(campaignEndpoints.mine, () => viewer?.mine ?? signedOut()),
  );
  const sent = recordRequests();
  const rendered = renderScreen(
    <Routes>
      <Route path="/collab-invites" element={<CollabInvitesScreen />} />
      <Route path="*" element={<Location />} />
    </Routes>,
    { route: '/collab-invites' },
  );
  const first = ['GET /api/campaigns?status=open', 'GET /api/auth/get-session'];
  const asked = viewer ? [...first, 'GET /api/me', 'GET /api/me/campaigns'] : first;
  await waitFor(() => {
    expect(sent).toEqual(expect.arrayContaining(asked));
    expect(rendered.client.isFetching()).toBe(0);
  });
  return rendered;
}

const titles = () =>
  screen.getAllByTestId('campaign-card').map((card) => within(card).getByRole('heading').textContent);
const metric = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('collab invites', () => {
  it('shows the open campaigns with the spec metrics, filtered, searched and sorted on the page', async () => {
    await renderInvites([jhumka, aura, ended, draft]);
    expect(screen.getByRole('heading', { level: 1, name: 'Collab invites' })).toBeTruthy();
    expect(metric('Creators joined')).toBe('150');
    expect(metric('Active collabs')).toBe('2');
    expect(titles()).toEqual(['Unbox the Aura Headphones', 'Festive Jhumka Edit']);
    expect(screen.getAllByTestId('collab-joined').map((element) => element.textContent)).toEqual(['30', '120']);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'payout' } });
    expect(titles()).toEqual(['Festive Jhumka Edit', 'Unbox the Aura Headphones']);

    fireEvent.click(screen.getByRole('button', { name: 'Gift' }));
    expect(titles()).toEqual(['Unbox the Aura Headphones']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));

    fireEvent.change(screen.getByLabelText('Search campaigns'), { target: { value: '#DIWALI' } });
    expect(titles()).toEqual(['Festive Jhumka Edit']);
    fireEvent.change(screen.getByLabelText('Search campaigns'), { target: { value: 'nothing like this' } });
    expect(screen.getByText('No campaigns match')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(titles()).toHaveLength(2);
    expect((screen.getByLabelText('Search campaigns') as HTMLInputElement).value).toBe('');
  });

  it('shows the closed campaigns without a Join, and never a draft', async () => {
    const { client } = await renderInvites([jhumka, aura, ended, draft]);
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(titles()).toEqual(['Monsoon Saree Drape']);
    expect(screen.getByText(/^Ended /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Join/ })).toBeNull();
    expect(screen.queryByText('Secret Draft')).toBeNull();
    // The closed campaigns the tab asked for have come (and gone into the collab store) before the next test.
    await waitFor(() => expect(client.isFetching()).toBe(0));
  });

  it('sends someone signed out to sign in when they join', async () => {
    await renderInvites([jhumka, aura]);
    fireEvent.click(screen.getByRole('button', { name: 'Join Festive Jhumka Edit' }));
    expect(screen.getByTestId('location').textContent).toBe('/auth?next=/collab-invites');
  });

  it('says when nothing is open', async () => {
    await renderInvites([ended]);
    expect(screen.getByText('No open campaigns right now')).toBeTruthy();
    expect(metric('Active collabs')).toBe('0');
  });
});

describe('collab invites for a creator', () => {
  const profile: Profile = {
    userId: 'u1',
    email: 'priya@example.com',
    emailVerified: true,
    displayName: 'Priya Sharma',
    haatHandle: 'priya.styles',
    roleIntent: 'creator',
    store: { id: 'store-1', handle: 'priya.styles' },
    locale: 'en',
    seller: null,
    operator: false,
  };
  const kurta = testCampaign(5, { title: 'Kurta Stories', deadline: day(5) });
  const mine: MyCampaigns = {
    items: [
      { campaign: jhumka, participation: testParticipation(1) },
      {
        campaign: aura,
        participation: testParticipation(2, {
          status: 'rejected',
          postUrl: 'https://instagram.com/p/abc',
          note: 'Show the headphones in daylight, please.',
        }),
      },
    ],
  };

  it('shows where they stand and checks the post link before sending it', async () => {
    await renderInvites([jhumka, aura, kurta], { profile, mine });
    const [first, second, third] = screen.getAllByTestId('campaign-card') as [HTMLElement, HTMLElement, HTMLElement];
    // Deadline order: the headphones (3 days), kurta (5), jhumka (10).
    expect(within(second).getByRole('button', { name: 'Join Kurta Stories' })).toBeTruthy();

    expect(within(third).getByText('Joined')).toBeTruthy();
    fireEvent.change(within(third).getByLabelText('Link to your post'), {
      target: { value: 'http://instagram.com/p/xyz' },
    });
    fireEvent.click(within(third).getByRole('button', { name: 'Submit your post' }));
    expect(within(third).getByText('Paste the https:// link of your post.')).toBeTruthy();

    expect(within(first).getByText('Changes requested')).toBeTruthy();
    expect(within(first).getByText('Show the headphones in daylight, please.')).toBeTruthy();
    expect((within(first).getByLabelText('Link to your post') as HTMLInputElement).value).toBe(
      'https://instagram.com/p/abc',
    );
    expect(within(first).getByRole('button', { name: 'Resubmit your post' })).toBeTruthy();
  });

  it('asks where to send a gift before joining a gift campaign, in a dialog Escape closes', async () => {
    await renderInvites([aura, kurta], { profile, mine: { items: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Join Unbox the Aura Headphones' }));
    const dialog = screen.getByRole('dialog', { name: 'Join Unbox the Aura Headphones' });
    expect((within(dialog).getByLabelText('Full name') as HTMLInputElement).value).toBe('Priya Sharma');
    expect(within(dialog).getByLabelText('Mobile number')).toBeTruthy();
    expect(within(dialog).getByLabelText('PIN code')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
