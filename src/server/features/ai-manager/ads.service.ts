import type { ServiceContext } from '../../service-context.ts';
import type { Advertisement } from '#shared/contracts/ai-manager.ts';
import type { Db } from '../../db/client.ts';
import { listCampaigns } from '../campaigns/campaigns.service.ts';
import { insertAdRows, listActiveAds, type NewAd } from './ads.repository.ts';

export type { NewAd };

/** Open campaigns shown as sponsored ads, after the house ads. */
const SPONSORED_SHOWN = 2;

/** Adds house ads at `now` (the demo seed adds its samples). */
export function insertAds(db: Db, rows: NewAd[], now: Date): Promise<void> {
  return insertAdRows(
    db,
    rows.map((row) => ({ ...row, createdAt: now })),
  );
}

/** What the AI Manager's ad view rotates through: the active ads, then the newest open campaigns with a banner. */
export async function listAds(context: ServiceContext): Promise<Advertisement[]> {
  const { db } = context;
  const [rows, campaigns] = await Promise.all([
    listActiveAds(db),
    listCampaigns(context, { status: 'open', sort: 'newest' }),
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
