import type { Campaign, Participation } from '#shared/contracts/campaigns.ts';

/** Test data for the collab tests: a campaign and a participation, with the fields a test cares about. */
export function testCampaign(id: number, fields: Partial<Campaign> = {}): Campaign {
  return {
    id,
    brand: 'Rangmahal Jewels',
    banner: null,
    bannerSrcset: null,
    title: `Campaign ${id}`,
    desc: 'Style our kundan jhumkas three ways.',
    hashtags: ['#JhumkaLove'],
    payout: '₹2,000 per post',
    payoutType: 'cash',
    deadline: '2026-07-01',
    joined: 10,
    badges: [],
    status: 'open',
    payoutAmountPaise: 200_000,
    giftProduct: null,
    payoutValuePaise: 200_000,
    seller: { slug: 'rangmahal-jewels', businessName: 'Rangmahal Jewels' },
    createdAt: '2026-05-01T00:00:00.000Z',
    ...fields,
  };
}

export function testParticipation(campaignId: number, fields: Partial<Participation> = {}): Participation {
  return {
    id: `participant-${campaignId}`,
    campaignId,
    status: 'joined',
    postUrl: null,
    note: null,
    joinedAt: '2026-05-10T10:00:00.000Z',
    submittedAt: null,
    reviewedAt: null,
    payoutPaise: null,
    giftOrder: null,
    ...fields,
  };
}
