import type { Db } from '../db/client.ts';
import { insertAds, type NewAd } from '../features/ai-manager/ads.service.ts';

/** The three sample ads of spec §2 (an image, a GIF, a video), bundled under public/ads. */
export const demoAds: readonly NewAd[] = [
  {
    type: 'image',
    url: '/ads/festive-edit.webp',
    posterUrl: null,
    altText:
      'Haat Festive Edit: gold jhumka earrings under a marigold garland; jhumkas, sarees and more from ₹299. Shop now.',
    link: '/shop',
    position: 1,
  },
  {
    type: 'gif',
    url: '/ads/creator-week.gif',
    posterUrl: null,
    altText:
      'Haat Creator Week: a creator’s weekly earnings count up from ₹0 to ₹12,400 as sales come in. Open your store in 2 minutes.',
    link: '/role-select',
    position: 2,
  },
  {
    type: 'video',
    url: '/ads/seller-onboarding.mp4',
    posterUrl: '/ads/seller-onboarding-poster.webp',
    altText: 'Sell on Haat: one ₹899 tote bag listing resold by many creators, with a 0% listing fee. Start selling.',
    link: '/seller-auth',
    position: 3,
  },
];

export async function seedDemoAds(db: Db, now: Date): Promise<number> {
  await insertAds(db, [...demoAds], now);
  return demoAds.length;
}
