import { asc, eq } from 'drizzle-orm';
import type { Advertisement } from '#shared/contracts/ai.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { listCampaigns } from '../campaigns/campaigns.service.ts';
import { ads } from './ads.schema.ts';

/** Open campaigns shown as sponsored ads, after the house ads. */
const SPONSORED_SHOWN = 2;

export type NewAd = Omit<typeof ads.$inferInsert, 'id' | 'createdAt'>;

export async function insertAds(db: Db, rows: NewAd[]): Promise<void> {
  if (rows.length > 0) await db.insert(ads).values(rows);
}

/** What the AI Manager's ad view rotates through: the active ads, then the newest open campaigns with a banner. */
export async function listAds(db: Db, media: MediaStorage, now: Date): Promise<Advertisement[]> {
  const [rows, campaigns] = await Promise.all([
    db.select().from(ads).where(eq(ads.active, true)).orderBy(asc(ads.position), asc(ads.id)),
    listCampaigns(db, media, { status: 'open', sort: 'newest' }, now),
  ]);
  const house = rows.map((row) => ({
    id: `ad-${row.id}`,
    type: row.type,
    url: row.url,
    altText: row.altText,
    link: row.link,
    posterUrl: row.posterUrl,
    sponsored: null,
  }));
  const sponsored = campaigns
    .filter((campaign) => campaign.banner)
    .slice(0, SPONSORED_SHOWN)
    .map((campaign) => ({
      id: `campaign-${campaign.id}`,
      type: 'image' as const,
      url: campaign.banner ?? '',
      altText: `Sponsored by ${campaign.brand}: ${campaign.title}, ${campaign.payout}`,
      link: `/collab-invites?q=${encodeURIComponent(campaign.title)}`,
      posterUrl: null,
      sponsored: { brand: campaign.brand, title: campaign.title, payout: campaign.payout },
    }));
  return [...house, ...sponsored];
}
