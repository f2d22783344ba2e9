import {
  type Campaign,
  effectiveStatus,
  type Participation,
  type SellerCampaign,
} from '#shared/contracts/campaigns.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { firstImages } from '../catalog/products.service.ts';
import { giftOrderNumbers } from '../orders/gift-order.ts';
import { type CampaignRecord, findCampaignFigures } from './campaigns.repository.ts';
import type { ParticipantRecord } from './participants.repository.ts';

/** Banner widths of an uploaded banner, cropped to 3:1. */
export const CAMPAIGN_BANNER_WIDTHS = [640, 1280] as const;

/** Rows as the API answers them, the status as of `now`. */
export async function toCampaigns(db: Db, media: MediaStorage, rows: CampaignRecord[], now: Date): Promise<Campaign[]> {
  const giftIds = rows.flatMap((row) => (row.campaign.giftProductId ? [row.campaign.giftProductId] : []));
  const images = giftIds.length > 0 ? await firstImages(db, media, giftIds) : new Map();
  return rows.map(({ campaign, ...row }) => {
    const bannerUrl = (width: number) => media.url(`${campaign.bannerKey}-${width}.webp`);
    return {
      id: campaign.id,
      brand: campaign.brand,
      banner: campaign.bannerKey ? bannerUrl(CAMPAIGN_BANNER_WIDTHS[1]) : campaign.bannerPath,
      bannerSrcset: campaign.bannerKey
        ? CAMPAIGN_BANNER_WIDTHS.map((width) => `${bannerUrl(width)} ${width}w`).join(', ')
        : null,
      title: campaign.title,
      desc: campaign.description,
      hashtags: campaign.hashtags,
      payout: campaign.payout,
      payoutType: campaign.payoutType,
      deadline: campaign.deadline,
      joined: row.joined,
      badges: campaign.badges,
      status: effectiveStatus(campaign.status, campaign.deadline, now),
      payoutAmountPaise: campaign.payoutAmountPaise,
      giftProduct:
        campaign.giftProductId && row.giftName !== null && row.giftPricePaise !== null
          ? {
              id: campaign.giftProductId,
              name: row.giftName,
              pricePaise: row.giftPricePaise,
              imageUrl: images.get(campaign.giftProductId)?.url ?? null,
            }
          : null,
      payoutValuePaise: campaign.payoutAmountPaise ?? row.giftPricePaise ?? 0,
      seller: { slug: row.sellerSlug, businessName: row.sellerName },
      createdAt: campaign.createdAt.toISOString(),
    };
  });
}

export async function toCampaign(db: Db, media: MediaStorage, row: CampaignRecord, now: Date): Promise<Campaign> {
  const [campaign] = await toCampaigns(db, media, [row], now);
  if (!campaign) throw new Error('A campaign row did not map');
  return campaign;
}

/** Each campaign's participants, submissions, approvals and cash paid: what its seller sees. */
export async function withSellerFigures(db: Db, list: Campaign[]): Promise<SellerCampaign[]> {
  const figures = await findCampaignFigures(
    db,
    list.map((campaign) => campaign.id),
  );
  const byCampaign = new Map(figures.map((row) => [row.campaignId, row]));
  return list.map((campaign) => {
    const { participants = 0, submissions = 0, approved = 0, paidOutPaise = 0 } = byCampaign.get(campaign.id) ?? {};
    return { ...campaign, participants, submissions, approved, paidOutPaise };
  });
}

/** Participations with their gift order's number. */
export async function toParticipations(db: Db, rows: ParticipantRecord[]): Promise<Participation[]> {
  const numbers = await giftOrderNumbers(
    db,
    rows.flatMap((row) => (row.giftOrderId ? [row.giftOrderId] : [])),
  );
  return rows.map((row) => {
    const number = row.giftOrderId ? numbers.get(row.giftOrderId) : undefined;
    return {
      id: row.id,
      campaignId: row.campaignId,
      status: row.status,
      postUrl: row.postUrl,
      note: row.note,
      joinedAt: row.joinedAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      payoutPaise: row.payoutPaise,
      giftOrder: row.giftOrderId && number ? { id: row.giftOrderId, number } : null,
    };
  });
}

export async function toParticipation(db: Db, row: ParticipantRecord): Promise<Participation> {
  const [participation] = await toParticipations(db, [row]);
  if (!participation) throw new Error('A participant row did not map');
  return participation;
}
