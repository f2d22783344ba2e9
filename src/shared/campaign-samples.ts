import type { Campaign } from './contracts/campaigns.ts';

/*
 * The nine sample campaigns of spec §3: rupee payouts, deadlines between July
 * and September 2024, joined counts 234 to 892. They are the client collab
 * store's default data and the demo seed's campaigns (with the same ids), so
 * the first paint and the server agree. Their banners are static files under
 * /campaigns/. Being from 2024 they read as closed; the demo seed adds open
 * campaigns beside them.
 */

interface Sample {
  id: number;
  seller: { slug: string; businessName: string };
  title: string;
  desc: string;
  hashtags: string[];
  payoutType: Campaign['payoutType'];
  /** Cash per approved post, or the gift's price. */
  valuePaise: number;
  payout: string;
  deadline: string;
  joined: number;
  badges: string[];
  /** The demo product given as the gift. */
  giftProductKey?: string;
}

const rangmahal = { slug: 'rangmahal-jewels', businessName: 'Rangmahal Jewels' };
const voltbyte = { slug: 'voltbyte', businessName: 'Voltbyte Electronics' };
const kashi = { slug: 'kashi-handloom', businessName: 'Kashi Handloom Co.' };
const malabar = { slug: 'malabar-naturals', businessName: 'Malabar Naturals' };
const mitti = { slug: 'mitti-studio', businessName: 'Mitti Studio' };
const kitaab = { slug: 'kitaab-ghar', businessName: 'Kitaab Ghar' };
const khel = { slug: 'khel-fit', businessName: 'Khel Fit' };

export const campaignSamples: readonly Sample[] = [
  {
    id: 1,
    seller: rangmahal,
    title: 'Festive Jhumka Edit',
    desc: 'Style our kundan jhumkas three ways for Teej and Raksha Bandhan: one reel, close-ups of the stones, and your honest take.',
    hashtags: ['#RangmahalFestive', '#JhumkaLove'],
    payoutType: 'cash',
    valuePaise: 400_000,
    payout: '₹4,000 per reel',
    deadline: '2024-07-15',
    joined: 512,
    badges: ['Trending'],
  },
  {
    id: 2,
    seller: voltbyte,
    title: 'Unbox the Aura Headphones',
    desc: 'An unboxing and a week-long review of the Aura wireless headphones: battery life, noise cancelling on a Mumbai local, and calls.',
    hashtags: ['#VoltbyteAura', '#UnboxingIndia'],
    payoutType: 'gift',
    valuePaise: 499_900,
    payout: 'Free Aura headphones (worth ₹4,999)',
    deadline: '2024-07-28',
    joined: 347,
    badges: ['Gift', 'Tech'],
    giftProductKey: 'aura-headphones',
  },
  {
    id: 3,
    seller: kashi,
    title: 'Monsoon Handloom Stories',
    desc: 'Tell the story of a handloom piece you love: who wove it, how you wear it in the rains. A carousel or a reel, tagged to our store.',
    hashtags: ['#KashiHandloom', '#WearHandloom'],
    payoutType: 'cash',
    valuePaise: 650_000,
    payout: '₹6,500 per post',
    deadline: '2024-08-05',
    joined: 689,
    badges: ['Featured'],
  },
  {
    id: 4,
    seller: malabar,
    title: 'Morning Chai Ritual',
    desc: 'Brew our masala chai your way and share your morning ritual in a 30-second reel. Bonus points for the pour.',
    hashtags: ['#MalabarChai', '#ChaiTime'],
    payoutType: 'gift',
    valuePaise: 34_900,
    payout: 'Free masala chai (worth ₹349)',
    deadline: '2024-08-12',
    joined: 892,
    badges: ['Easy win'],
    giftProductKey: 'masala-chai',
  },
  {
    id: 5,
    seller: mitti,
    title: 'Diwali Diyas at Home',
    desc: 'Light up a corner of your home with our terracotta diyas and show the before and after. Photos or a reel, in warm light.',
    hashtags: ['#MittiDiwali', '#DiyaDecor'],
    payoutType: 'cash',
    valuePaise: 250_000,
    payout: '₹2,500 per post',
    deadline: '2024-09-25',
    joined: 418,
    badges: ['Festive'],
  },
  {
    id: 6,
    seller: kitaab,
    title: 'Read with Premchand',
    desc: 'Pick your favourite story from our Premchand collection and tell your followers why it still matters, in a post or a short video.',
    hashtags: ['#KitaabGhar', '#BookstagramIndia'],
    payoutType: 'gift',
    valuePaise: 59_900,
    payout: 'Free Premchand story collection (worth ₹599)',
    deadline: '2024-08-20',
    joined: 234,
    badges: ['Gift'],
    giftProductKey: 'premchand-stories',
  },
  {
    id: 7,
    seller: khel,
    title: '30-Day Yoga Mat Challenge',
    desc: 'Practise on our yoga mat for 30 days and post your progress: day 1, day 15 and day 30, with one tip for beginners.',
    hashtags: ['#KhelFit', '#YogaEveryday'],
    payoutType: 'cash',
    valuePaise: 500_000,
    payout: '₹5,000 for the series',
    deadline: '2024-09-01',
    joined: 763,
    badges: ['Fitness', 'Trending'],
  },
  {
    id: 8,
    seller: voltbyte,
    title: 'Pulse Smartwatch Fitness Week',
    desc: 'Wear the Pulse smartwatch for a week of workouts and share the stats that surprised you: steps, sleep and heart rate.',
    hashtags: ['#VoltbytePulse', '#FitWithTech'],
    payoutType: 'cash',
    valuePaise: 800_000,
    payout: '₹8,000 per review video',
    deadline: '2024-09-10',
    joined: 455,
    badges: ['High payout'],
  },
  {
    id: 9,
    seller: malabar,
    title: 'Kumkumadi Glow Routine',
    desc: 'Add our kumkumadi oil to your night routine for two weeks and share the glow, with a simple how-to for your followers.',
    hashtags: ['#MalabarGlow', '#AyurvedaSkincare'],
    payoutType: 'gift',
    valuePaise: 79_900,
    payout: 'Free kumkumadi oil (worth ₹799)',
    deadline: '2024-09-18',
    joined: 601,
    badges: ['Gift', 'Beauty'],
    giftProductKey: 'kumkumadi-oil',
  },
];

/** Where a sample's banner is served from (a static file of the web app). */
export const sampleBannerPath = (id: number) => `/campaigns/sample-${id}.svg`;

/** The samples as the client store holds them before the server answers. */
export const sampleCampaigns: Campaign[] = campaignSamples.map((sample) => ({
  id: sample.id,
  brand: sample.seller.businessName,
  banner: sampleBannerPath(sample.id),
  bannerSrcset: null,
  title: sample.title,
  desc: sample.desc,
  hashtags: sample.hashtags,
  payout: sample.payout,
  payoutType: sample.payoutType,
  deadline: sample.deadline,
  joined: sample.joined,
  badges: sample.badges,
  status: 'closed',
  payoutAmountPaise: sample.payoutType === 'cash' ? sample.valuePaise : null,
  giftProduct: null,
  payoutValuePaise: sample.valuePaise,
  seller: sample.seller,
  createdAt: `${sample.deadline.slice(0, 8)}01T00:00:00.000Z`,
}));
