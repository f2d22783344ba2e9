import type { ServiceContext } from '../../service-context.ts';
import {
  type Campaign,
  type CampaignInput,
  type CampaignQueryParsed,
  type CampaignUpdate,
  effectiveStatus,
  indianToday,
  type SellerCampaign,
} from '#shared/contracts/campaigns.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { storeWebpImage } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { isSellersProductOnSale } from '../catalog/products-on-sale.service.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { CAMPAIGN_BANNER_WIDTHS, toCampaign, toCampaigns, withSellerFigures } from './campaign-view.ts';
import {
  closeOpenCampaign,
  countPaidParticipants,
  deleteCampaignRow,
  findPublicCampaigns,
  findSellerCampaigns,
  insertCampaign,
  type PublicCampaignFilter,
  updateCampaignRow,
  type CampaignRecord,
  findCampaign,
} from './campaigns.repository.ts';

const BANNER_ASPECT = 3;
/** Campaigns in a public list. */
const PUBLIC_LIST_SIZE = 100;

/* Anyone */

/** Open campaigns (or closed ones) filtered by payout type and words, sorted by deadline, payout or age. */
export async function listCampaigns(
  context: Pick<ServiceContext, 'db' | 'media' | 'now'>,
  query: CampaignQueryParsed,
): Promise<Campaign[]> {
  const { db, media, now } = context;
  const { payoutType, q, sort, status } = query;
  const filter: PublicCampaignFilter = { status, today: indianToday(now), payoutType, words: q };
  // Soonest first while open; the most recently ended first once closed.
  const order = sort === 'payout' || sort === 'newest' ? sort : status === 'open' ? 'soonest' : 'latest';
  return toCampaigns(db, media, await findPublicCampaigns(db, filter, order, PUBLIC_LIST_SIZE), now);
}

/** Whether the public may see a campaign: published, not hidden by an operator, its seller not suspended. */
export const isCampaignPublic = (row: CampaignRecord) =>
  row.campaign.status !== 'draft' && row.campaign.hiddenAt === null && !row.sellerSuspended;

/** A campaign anyone may see; a draft, or one Haat withheld, only its seller. */
export async function getCampaign(context: ServiceContext, id: number, userId: string | null): Promise<Campaign> {
  const { db, media, now } = context;
  const row = await findCampaign(db, id);
  if (!row || (!isCampaignPublic(row) && (!userId || row.sellerUserId !== userId)))
    throw new AppError('not_found', /*i18n*/ 'Campaign not found.');
  return toCampaign(db, media, row, now);
}

/* Sellers */

/**
 * The signed-in seller's campaign: 404 when there is none and when it is
 * another seller's (a 403 would tell which ids exist; the edit screen sends them away).
 */
export async function requireOwnCampaign(db: Db, userId: string, id: number): Promise<CampaignRecord> {
  const seller = await requireOwnSeller(db, userId);
  const row = await findCampaign(db, id);
  if (!row || row.campaign.sellerId !== seller.id) throw new AppError('not_found', /*i18n*/ 'Campaign not found.');
  return row;
}

async function sellerView(db: Db, media: MediaStorage, row: CampaignRecord, now: Date): Promise<SellerCampaign> {
  const [campaign] = await withSellerFigures(db, [await toCampaign(db, media, row, now)]);
  if (!campaign) throw new Error('A campaign did not map');
  return campaign;
}

async function reload(db: Db, media: MediaStorage, id: number, now: Date): Promise<SellerCampaign> {
  const row = await findCampaign(db, id);
  if (!row) throw new AppError('not_found', /*i18n*/ 'Campaign not found.');
  return sellerView(db, media, row, now);
}

export async function listOwnCampaigns(context: ServiceContext, userId: string): Promise<SellerCampaign[]> {
  const { db, media, now } = context;
  const seller = await requireOwnSeller(db, userId);
  const rows = await findSellerCampaigns(db, seller.id, 500);
  return withSellerFigures(db, await toCampaigns(db, media, rows, now));
}

export async function getOwnCampaign(context: ServiceContext, userId: string, id: number): Promise<SellerCampaign> {
  const { db, media, now } = context;
  return sellerView(db, media, await requireOwnCampaign(db, userId, id), now);
}

interface PayoutFields {
  payoutType: 'cash' | 'gift';
  payoutAmountPaise?: number | null | undefined;
  giftProductId?: string | null | undefined;
}

/** The payout columns for the type: a cash amount, or one of the seller's own products on sale as the gift. */
async function payoutColumns(db: Db, sellerId: string, fields: PayoutFields) {
  if (fields.payoutType === 'cash') {
    if (!fields.payoutAmountPaise)
      throw new AppError('validation_failed', /*i18n*/ 'Enter the cash payout.', {
        fields: {
          payoutAmountPaise: [/*i18n*/ 'Enter the cash payout per approved post.'],
        },
      });
    return { payoutType: 'cash' as const, payoutAmountPaise: fields.payoutAmountPaise, giftProductId: null };
  }
  const giftProductId = fields.giftProductId;
  if (!giftProductId || !(await isSellersProductOnSale(db, giftProductId, sellerId)))
    throw new AppError('validation_failed', /*i18n*/ 'Choose one of your products on sale as the gift.', {
      fields: {
        giftProductId: [/*i18n*/ 'Choose one of your products on sale.'],
      },
    });
  return { payoutType: 'gift' as const, payoutAmountPaise: null, giftProductId };
}

function checkDeadline(deadline: string, now: Date): void {
  if (deadline < indianToday(now)) {
    throw new AppError('validation_failed', /*i18n*/ 'The deadline cannot be in the past.', {
      fields: {
        deadline: [/*i18n*/ 'Choose today or a later day.'],
      },
    });
  }
}

export async function createCampaign(
  context: ServiceContext,
  userId: string,
  input: CampaignInput & { status: 'draft' | 'open'; badges: string[] },
): Promise<SellerCampaign> {
  const { db, media, now } = context;
  const seller = await requireOwnSeller(db, userId);
  checkDeadline(input.deadline, now);
  const payout = await payoutColumns(db, seller.id, input);
  const id = await insertCampaign(db, {
    sellerId: seller.id,
    brand: input.brand,
    title: input.title,
    description: input.desc,
    hashtags: input.hashtags,
    payout: input.payout,
    ...payout,
    deadline: input.deadline,
    badges: input.badges,
    status: input.status,
    createdAt: now,
    updatedAt: now,
  });
  return reload(db, media, id, now);
}

export async function updateCampaign(
  context: ServiceContext,
  userId: string,
  id: number,
  changes: CampaignUpdate,
): Promise<SellerCampaign> {
  const { db, media, now } = context;
  const { campaign } = await requireOwnCampaign(db, userId, id);
  if (
    effectiveStatus(campaign.status, campaign.deadline, now) === 'closed' &&
    !(changes.deadline && campaign.status === 'open')
  ) {
    throw new AppError('conflict', /*i18n*/ 'This campaign is closed. Post a new campaign instead.');
  }
  if (changes.deadline !== undefined || changes.status === 'open')
    checkDeadline(changes.deadline ?? campaign.deadline, now);
  const touchesPayout =
    changes.payoutType !== undefined || changes.payoutAmountPaise !== undefined || changes.giftProductId !== undefined;
  const payout = touchesPayout
    ? await payoutColumns(db, campaign.sellerId, {
        payoutType: changes.payoutType ?? campaign.payoutType,
        payoutAmountPaise:
          changes.payoutAmountPaise === undefined ? campaign.payoutAmountPaise : changes.payoutAmountPaise,
        giftProductId: changes.giftProductId === undefined ? campaign.giftProductId : changes.giftProductId,
      })
    : {};
  const { desc: description, payoutType: _type, payoutAmountPaise: _amount, giftProductId: _gift, ...rest } = changes;
  await updateCampaignRow(db, campaign.id, {
    ...rest,
    ...(description === undefined ? {} : { description }),
    ...payout,
    updatedAt: now,
  });
  return reload(db, media, campaign.id, now);
}

/** Closes an open campaign: nobody joins or submits any more; submitted posts can still be reviewed. */
export async function closeCampaign(context: ServiceContext, userId: string, id: number): Promise<SellerCampaign> {
  const { db, media, now } = context;
  const row = await requireOwnCampaign(db, userId, id);
  if (row.campaign.status === 'draft')
    throw new AppError('conflict', /*i18n*/ 'A draft is not open yet. Delete it instead.');
  await closeOpenCampaign(db, row.campaign.id, now);
  return reload(db, media, row.campaign.id, now);
}

/** Deletes a campaign and its participants, unless creators were already paid for it. */
export async function deleteCampaign(db: Db, userId: string, id: number): Promise<void> {
  const row = await requireOwnCampaign(db, userId, id);
  await db.transaction(async (tx) => {
    const paid = await countPaidParticipants(tx, row.campaign.id);
    if (paid > 0) {
      throw new AppError(
        'conflict',
        phrase(
          /*i18n*/ '{paid, plural, one {A creator has} other {{paid} creators have}} been paid for this campaign, so it stays on record. Close it instead.',
          { paid },
        ),
      );
    }
    await deleteCampaignRow(tx, row.campaign.id);
  });
}

/** Replaces the banner of a campaign the caller owns (see requireOwnCampaign): a 3:1 crop stored as WebP at two widths. */
export async function setCampaignBanner(
  context: ServiceContext,
  row: CampaignRecord,
  image: Uint8Array,
): Promise<SellerCampaign> {
  const { db, media, now } = context;
  const { key } = await storeWebpImage(media, `campaigns/${row.campaign.id}`, image, CAMPAIGN_BANNER_WIDTHS, {
    aspect: BANNER_ASPECT,
    field: 'banner',
  });
  await updateCampaignRow(db, row.campaign.id, { bannerKey: key, updatedAt: now });
  return reload(db, media, row.campaign.id, now);
}
