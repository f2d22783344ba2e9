import { sql } from 'drizzle-orm';
import { campaignSamples, sampleBannerPath } from '#shared/campaign-samples.ts';
import { indianToday, type ShipToParsed } from '#shared/contracts/campaigns.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../db/client.ts';
import { campaignParticipants, campaigns } from '../features/campaigns/campaigns.schema.ts';
import { notify } from '../features/notifications/notifications.service.ts';
import { ledgerEntries } from '../features/ledger/ledger.schema.ts';
import { demoSellers } from './demo-catalog.ts';
import { phrase } from '../lib/errors.ts';

/*
 * The nine sample campaigns of spec §3 (closed: their deadlines are in 2024)
 * and five of today's: four open, from the demo seller among others, with
 * demo creators taking part (one post waiting for the demo seller's review,
 * one approved payout in the demo creator's ledger), and one draft.
 */

const dayMs = 86_400_000;

interface DemoCampaign {
  id: number;
  seller: string;
  title: string;
  desc: string;
  hashtags: string[];
  payout: string;
  cashPaise?: number;
  giftProduct?: string;
  /** Days from the seed to the deadline. */
  deadlineInDays: number;
  badges: string[];
  status: 'open' | 'draft';
  participants: { handle: string; status: 'joined' | 'submitted' | 'approved'; daysAgo: number }[];
}

const current: DemoCampaign[] = [
  {
    id: 10,
    seller: 'rangmahal-jewels',
    title: 'Wedding Season Jhumka Reels',
    desc: 'Show one look for a sangeet and one for the pheras with our jhumkas and chandbalis. One reel, tagged to your Haat store.',
    hashtags: ['#RangmahalBride', '#JhumkaLove', '#ShaadiSeason'],
    payout: '₹3,500 per reel',
    cashPaise: 350_000,
    deadlineInDays: 14,
    badges: ['New', 'Trending'],
    status: 'open',
    participants: [
      { handle: 'priya.styles', status: 'submitted', daysAgo: 1 },
      { handle: 'homebyananya', status: 'submitted', daysAgo: 2 },
      { handle: 'techwithrahul', status: 'joined', daysAgo: 3 },
    ],
  },
  {
    id: 11,
    seller: 'voltbyte',
    title: 'Pods Lite First Impressions',
    desc: 'Unbox the Pods Lite and share your first day with them: the fit, the sound on your commute and the battery at night.',
    hashtags: ['#VoltbytePods', '#UnboxingIndia'],
    payout: 'Free Pods Lite earbuds (worth ₹1,299)',
    giftProduct: 'pods-lite',
    deadlineInDays: 21,
    badges: ['Gift', 'Tech'],
    status: 'open',
    participants: [{ handle: 'techwithrahul', status: 'joined', daysAgo: 2 }],
  },
  {
    id: 12,
    seller: 'malabar-naturals',
    title: 'Chai with a View',
    desc: 'Brew our masala chai wherever you are and post the view with your cup. Photos or a short reel; mention the spices you taste.',
    hashtags: ['#MalabarChai', '#ChaiWithAView'],
    payout: '₹1,500 per post',
    cashPaise: 150_000,
    deadlineInDays: 9,
    badges: ['Easy win'],
    status: 'open',
    participants: [{ handle: 'priya.styles', status: 'approved', daysAgo: 6 }],
  },
  {
    id: 13,
    seller: 'kashi-handloom',
    title: 'Handloom for Work',
    desc: 'Style one of our chikankari kurtis for the office three ways, and tell your followers about the hands that made it.',
    hashtags: ['#KashiHandloom', '#HandloomAtWork'],
    payout: 'Free chikankari kurti (worth ₹999)',
    giftProduct: 'chikankari-kurti',
    deadlineInDays: 30,
    badges: ['Gift', 'Featured'],
    status: 'open',
    participants: [],
  },
  {
    id: 14,
    seller: 'rangmahal-jewels',
    title: 'Diwali Lookbook',
    desc: 'A festive lookbook of three outfits paired with our temple jewellery, for the week before Diwali.',
    hashtags: ['#RangmahalDiwali', '#FestiveLook'],
    payout: '₹5,000 for the lookbook',
    cashPaise: 500_000,
    deadlineInDays: 45,
    badges: ['Festive'],
    status: 'draft',
    participants: [],
  },
];

/** The demo creator's gift address, for gift campaigns they join. */
const demoShipTo = (name: string): ShipToParsed => ({
  contact: { name, phone: '+919820012345', email: null },
  address: { line1: '4 Carter Road', line2: 'Bandra West', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
});

export interface DemoCampaignDeps {
  db: Db;
  now: Date;
  sellerIds: ReadonlyMap<string, string>;
  productIds: ReadonlyMap<string, string>;
  stores: ReadonlyMap<string, { id: string; userId: string | null; displayName: string }>;
  sellerUsers: ReadonlyMap<string, string>;
}

function need<T>(map: ReadonlyMap<string, T>, key: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo campaigns refer to unknown ${key}`);
  return value;
}

/** Seeds the campaigns; returns how many. */
export async function seedDemoCampaigns({
  db,
  now,
  sellerIds,
  productIds,
  stores,
  sellerUsers,
}: DemoCampaignDeps): Promise<number> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
  await db.insert(campaigns).values(
    campaignSamples.map((sample) => ({
      id: sample.id,
      sellerId: need(sellerIds, sample.seller.slug),
      brand: sample.seller.businessName,
      bannerPath: sampleBannerPath(sample.id),
      title: sample.title,
      description: sample.desc,
      hashtags: sample.hashtags,
      payout: sample.payout,
      payoutType: sample.payoutType,
      payoutAmountPaise: sample.payoutType === 'cash' ? sample.valuePaise : null,
      giftProductId: sample.giftProductKey ? need(productIds, sample.giftProductKey) : null,
      deadline: sample.deadline,
      badges: sample.badges,
      status: 'closed' as const,
      joinedBefore: sample.joined,
      createdAt: new Date(`${sample.deadline.slice(0, 8)}01T04:30:00Z`),
      updatedAt: new Date(`${sample.deadline}T12:30:00Z`),
    })),
  );

  for (const demo of current) {
    const sellerId = need(sellerIds, demo.seller);
    const brand = demoSellers.find((seller) => seller.slug === demo.seller)?.businessName ?? demo.seller;
    const createdAt = daysAgo(8);
    await db.insert(campaigns).values({
      id: demo.id,
      sellerId,
      brand,
      bannerPath: sampleBannerPath(demo.id),
      title: demo.title,
      description: demo.desc,
      hashtags: demo.hashtags,
      payout: demo.payout,
      payoutType: demo.giftProduct ? 'gift' : 'cash',
      payoutAmountPaise: demo.cashPaise ?? null,
      giftProductId: demo.giftProduct ? need(productIds, demo.giftProduct) : null,
      deadline: indianToday(new Date(now.getTime() + demo.deadlineInDays * dayMs)),
      badges: demo.badges,
      status: demo.status,
      createdAt,
      updatedAt: createdAt,
    });
    for (const entry of demo.participants) {
      const store = need(stores, entry.handle);
      const joinedAt = daysAgo(entry.daysAgo + 1);
      const reviewedAt = entry.status === 'approved' ? daysAgo(entry.daysAgo - 1) : null;
      const [participant] = await db
        .insert(campaignParticipants)
        .values({
          campaignId: demo.id,
          storeId: store.id,
          status: entry.status,
          postUrl:
            entry.status === 'joined'
              ? null
              : `https://www.instagram.com/reel/${entry.handle.replaceAll('.', '')}${demo.id}/`,
          shipTo: demo.giftProduct ? demoShipTo(store.displayName) : null,
          payoutPaise: entry.status === 'approved' ? (demo.cashPaise ?? null) : null,
          joinedAt,
          submittedAt: entry.status === 'joined' ? null : daysAgo(entry.daysAgo),
          reviewedAt,
        })
        .returning({ id: campaignParticipants.id });
      if (entry.status === 'approved' && demo.cashPaise && participant && reviewedAt) {
        await db.insert(ledgerEntries).values({
          participantId: participant.id,
          party: 'creator',
          storeId: store.id,
          amountPaise: demo.cashPaise,
          status: 'payable',
          payableAt: reviewedAt,
          createdAt: reviewedAt,
          updatedAt: reviewedAt,
        });
        await notify(db, reviewedAt, [
          {
            userId: store.userId,
            kind: 'campaign_approved',
            app: 'Collabs',
            message: phrase(
              /*i18n*/ '{brand} approved your post for “{campaign}”. {amount} is in your earnings, payable now.',
              { brand, campaign: demo.title, amount: formatRupees(demo.cashPaise) },
            ),
            link: '/dashboard',
          },
        ]);
      }
      await notify(db, joinedAt, [
        {
          userId: sellerUsers.get(sellerId) ?? null,
          kind: 'campaign_joined',
          app: 'Collabs',
          message: phrase(/*i18n*/ '{store} (@{handle}) joined “{campaign}”.', {
            store: store.displayName,
            handle: entry.handle,
            campaign: demo.title,
          }),
          link: '/dashboard',
        },
      ]);
    }
  }
  // Ids were given explicitly: new campaigns continue after them.
  await db.execute(sql`select setval(pg_get_serial_sequence('campaigns', 'id'), (select max(id) from campaigns))`);
  return campaignSamples.length + current.length;
}
