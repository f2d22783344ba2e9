import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PayoutType } from '#shared/contracts/campaigns.ts';
import type { Db } from '../../db/client.ts';
import { products, sellers } from '../catalog/catalog.schema.ts';
import { campaignParticipants, campaigns } from './campaigns.schema.ts';

/* The campaigns table and the figures counted from its participants. */

const campaignColumns = {
  id: campaigns.id,
  sellerId: campaigns.sellerId,
  brand: campaigns.brand,
  bannerKey: campaigns.bannerKey,
  bannerPath: campaigns.bannerPath,
  title: campaigns.title,
  description: campaigns.description,
  hashtags: campaigns.hashtags,
  payout: campaigns.payout,
  payoutType: campaigns.payoutType,
  payoutAmountPaise: campaigns.payoutAmountPaise,
  giftProductId: campaigns.giftProductId,
  deadline: campaigns.deadline,
  badges: campaigns.badges,
  status: campaigns.status,
  hiddenAt: campaigns.hiddenAt,
  createdAt: campaigns.createdAt,
};

export type CampaignFields = Pick<typeof campaigns.$inferSelect, keyof typeof campaignColumns>;
export type NewCampaign = Omit<typeof campaigns.$inferInsert, 'id' | 'joinedBefore' | 'bannerKey' | 'bannerPath'>;
export type CampaignChanges = Partial<Omit<NewCampaign, 'sellerId' | 'createdAt'>> & { bannerKey?: string };

/**
 * A campaign, how many creators take part (those from before Haat plus every participant), its seller and its
 * gift product: read from the catalog in the same query (decision 032: a read, never a write).
 */
export interface CampaignRecord {
  campaign: CampaignFields;
  joined: number;
  sellerSlug: string;
  sellerName: string;
  sellerUserId: string | null;
  /** An operator suspended the seller: their campaigns leave public view, like a hidden one. */
  sellerSuspended: boolean;
  giftName: string | null;
  giftPricePaise: number | null;
}

const joined = sql<number>`(${campaigns.joinedBefore} + (select count(*) from ${campaignParticipants} where ${campaignParticipants.campaignId} = ${campaigns.id}))::int`;
/** What a creator receives: the cash amount or the gift's price. */
const payoutValue = sql<number>`coalesce(${campaigns.payoutAmountPaise}, ${products.pricePaise}, 0)::int`;

function selectCampaigns(db: Db, where: SQL | undefined, order: SQL[], limit: number): Promise<CampaignRecord[]> {
  return db
    .select({
      campaign: campaignColumns,
      joined,
      sellerSlug: sellers.slug,
      sellerName: sellers.businessName,
      sellerUserId: sellers.userId,
      sellerSuspended: sql<boolean>`${sellers.suspendedAt} is not null`,
      giftName: products.name,
      giftPricePaise: products.pricePaise,
    })
    .from(campaigns)
    .innerJoin(sellers, eq(sellers.id, campaigns.sellerId))
    .leftJoin(products, eq(products.id, campaigns.giftProductId))
    .where(where)
    .orderBy(...order, asc(campaigns.id))
    .limit(limit);
}

export async function findCampaign(db: Db, id: number): Promise<CampaignRecord | null> {
  const [row] = await selectCampaigns(db, eq(campaigns.id, id), [], 1);
  return row ?? null;
}

/** Campaigns by id, in id order. */
export function findCampaignsByIds(db: Db, ids: number[], limit: number): Promise<CampaignRecord[]> {
  return selectCampaigns(db, inArray(campaigns.id, ids), [], limit);
}

/** A seller's campaigns, newest first. */
export function findSellerCampaigns(db: Db, sellerId: string, limit: number): Promise<CampaignRecord[]> {
  return selectCampaigns(db, eq(campaigns.sellerId, sellerId), [desc(campaigns.createdAt)], limit);
}

export interface PublicCampaignFilter {
  /** Open: published and not past `today` (an Indian calendar day); closed: closed, or open but past it. */
  status: 'open' | 'closed';
  today: string;
  payoutType?: PayoutType | undefined;
  /** Found in the title, brand, description or hashtags. */
  words?: string | undefined;
}

function publicWhere({ status, today, payoutType, words }: PublicCampaignFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    status === 'open'
      ? and(eq(campaigns.status, 'open'), gte(campaigns.deadline, today))
      : or(eq(campaigns.status, 'closed'), and(eq(campaigns.status, 'open'), lt(campaigns.deadline, today))),
    payoutType ? eq(campaigns.payoutType, payoutType) : undefined,
    // Neither hidden by an operator nor a suspended seller's (selectCampaigns joins the seller).
    isNull(campaigns.hiddenAt),
    isNull(sellers.suspendedAt),
  ];
  if (words) {
    const pattern = `%${words.replaceAll(/[%_\\]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(campaigns.title, pattern),
        ilike(campaigns.brand, pattern),
        ilike(campaigns.description, pattern),
        sql`array_to_string(${campaigns.hashtags}, ' ') ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions);
}

/** Public campaigns by deadline (soonest or latest first), newest first, or paying the most first. */
export function findPublicCampaigns(
  db: Db,
  filter: PublicCampaignFilter,
  order: 'soonest' | 'latest' | 'newest' | 'payout',
  limit: number,
): Promise<CampaignRecord[]> {
  const orderBy = {
    soonest: asc(campaigns.deadline),
    latest: desc(campaigns.deadline),
    newest: desc(campaigns.createdAt),
    payout: desc(payoutValue),
  }[order];
  return selectCampaigns(db, publicWhere(filter), [orderBy], limit);
}

export async function insertCampaign(db: Db, values: NewCampaign): Promise<number> {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  if (!row) throw new Error('The campaign was not written');
  return row.id;
}

export async function updateCampaignRow(db: Db, id: number, changes: CampaignChanges): Promise<void> {
  await db.update(campaigns).set(changes).where(eq(campaigns.id, id));
}

/** Closes the campaign if it is open. */
export async function closeOpenCampaign(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(campaigns)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(campaigns.id, id), eq(campaigns.status, 'open')));
}

/** Deletes the campaign; its participants go with it. */
export async function deleteCampaignRow(db: Db, id: number): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

/** How many of the campaign's creators were paid, in cash or with a gift order. */
export async function countPaidParticipants(db: Db, campaignId: number): Promise<number> {
  const [paid] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(campaignParticipants)
    .where(
      and(
        eq(campaignParticipants.campaignId, campaignId),
        or(isNotNull(campaignParticipants.payoutPaise), isNotNull(campaignParticipants.giftOrderId)),
      ),
    );
  return paid?.count ?? 0;
}

export interface CampaignFigures {
  campaignId: number;
  participants: number;
  submissions: number;
  approved: number;
  paidOutPaise: number;
}

/** Each campaign's participants, submissions, approvals and cash paid; campaigns nobody joined are left out. */
export function findCampaignFigures(db: Db, campaignIds: number[]): Promise<CampaignFigures[]> {
  if (campaignIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      campaignId: campaignParticipants.campaignId,
      participants: sql<number>`count(*)::int`,
      submissions: sql<number>`(count(*) filter (where ${campaignParticipants.submittedAt} is not null))::int`,
      approved: sql<number>`(count(*) filter (where ${campaignParticipants.status} = 'approved'))::int`,
      paidOutPaise: sql<number>`coalesce(sum(${campaignParticipants.payoutPaise}), 0)::int`,
    })
    .from(campaignParticipants)
    .where(inArray(campaignParticipants.campaignId, campaignIds))
    .groupBy(campaignParticipants.campaignId);
}
