import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  type Campaign,
  effectiveStatus,
  type Participation,
  type SellerCampaign,
} from '#shared/contracts/campaigns.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { products, sellers } from '../catalog/catalog.schema.ts';
import { firstImages } from '../catalog/products.service.ts';
import { orders } from '../orders/orders.schema.ts';
import { campaignParticipants, campaigns } from './campaigns.schema.ts';

/** Banner widths of an uploaded banner, cropped to 3:1. */
export const CAMPAIGN_BANNER_WIDTHS = [640, 1280] as const;

/** Creators taking part: those from before Haat plus every participant. */
const joined = sql<number>`(${campaigns.joinedBefore} + (select count(*) from ${campaignParticipants} where ${campaignParticipants.campaignId} = ${campaigns.id}))::int`;
/** What a creator receives: the cash amount or the gift's price. */
export const payoutValue = sql<number>`coalesce(${campaigns.payoutAmountPaise}, ${products.pricePaise}, 0)::int`;

const columns = {
  campaign: campaigns,
  joined,
  sellerSlug: sellers.slug,
  sellerName: sellers.businessName,
  sellerUserId: sellers.userId,
  giftName: products.name,
  giftPricePaise: products.pricePaise,
};

export type CampaignRow = Awaited<ReturnType<typeof selectCampaignRows>>[number];

/** Campaigns with their joined count, seller and gift product, in the given order. */
export function selectCampaignRows(
  db: Db,
  where: SQL | undefined,
  order: SQL[] = [desc(campaigns.createdAt)],
  limit = 100,
) {
  return db
    .select(columns)
    .from(campaigns)
    .innerJoin(sellers, eq(sellers.id, campaigns.sellerId))
    .leftJoin(products, eq(products.id, campaigns.giftProductId))
    .where(where)
    .orderBy(...order, asc(campaigns.id))
    .limit(limit);
}

export async function findCampaignRow(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await selectCampaignRows(db, eq(campaigns.id, id), [], 1);
  return row ?? null;
}

/** Rows as the API answers them, the status as of `now`. */
export async function toCampaigns(db: Db, media: MediaStorage, rows: CampaignRow[], now: Date): Promise<Campaign[]> {
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

export async function toCampaign(db: Db, media: MediaStorage, row: CampaignRow, now: Date): Promise<Campaign> {
  const [campaign] = await toCampaigns(db, media, [row], now);
  if (!campaign) throw new Error('A campaign row did not map');
  return campaign;
}

/** Each campaign's participants, submissions, approvals and cash paid: what its seller sees. */
export async function withSellerFigures(db: Db, list: Campaign[]): Promise<SellerCampaign[]> {
  const ids = list.map((campaign) => campaign.id);
  const figures =
    ids.length === 0
      ? []
      : await db
          .select({
            campaignId: campaignParticipants.campaignId,
            participants: sql<number>`count(*)::int`,
            submissions: sql<number>`(count(*) filter (where ${campaignParticipants.submittedAt} is not null))::int`,
            approved: sql<number>`(count(*) filter (where ${campaignParticipants.status} = 'approved'))::int`,
            paidOutPaise: sql<number>`coalesce(sum(${campaignParticipants.payoutPaise}), 0)::int`,
          })
          .from(campaignParticipants)
          .where(inArray(campaignParticipants.campaignId, ids))
          .groupBy(campaignParticipants.campaignId);
  const byCampaign = new Map(figures.map((row) => [row.campaignId, row]));
  return list.map((campaign) => {
    const { participants = 0, submissions = 0, approved = 0, paidOutPaise = 0 } = byCampaign.get(campaign.id) ?? {};
    return { ...campaign, participants, submissions, approved, paidOutPaise };
  });
}

export type ParticipantRow = typeof campaignParticipants.$inferSelect;

/** Participations with their gift order's number. */
export async function toParticipations(db: Db, rows: ParticipantRow[]): Promise<Participation[]> {
  const orderIds = rows.flatMap((row) => (row.giftOrderId ? [row.giftOrderId] : []));
  const numbers =
    orderIds.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds))
          ).map((order) => [order.id, order.number]),
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

export async function toParticipation(db: Db, row: ParticipantRow): Promise<Participation> {
  const [participation] = await toParticipations(db, [row]);
  if (!participation) throw new Error('A participant row did not map');
  return participation;
}
