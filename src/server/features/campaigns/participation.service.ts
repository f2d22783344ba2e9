import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  effectiveStatus,
  type MyCampaigns,
  type Participant,
  type ParticipationResult,
  type ReviewDecision,
  type ReviewResult,
  type ShipToParsed,
  type Submission,
} from '#shared/contracts/campaigns.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { placeGiftOrder } from '../orders/gift-order.ts';
import { ledgerEntries } from '../orders/orders.schema.ts';
import { requireOwnStore } from '../stores/own-store.ts';
import { creatorStores } from '../stores/stores.schema.ts';
import { AVATAR_WIDTH } from '../stores/stores.service.ts';
import {
  type CampaignRow,
  findCampaignRow,
  selectCampaignRows,
  toCampaign,
  toCampaigns,
  toParticipation,
  toParticipations,
  withSellerFigures,
} from './campaign-view.ts';
import { campaignParticipants, campaigns } from './campaigns.schema.ts';

/*
 * Creators join a campaign, submit the link of their post and the seller
 * approves or rejects it. Approving a cash campaign pays its amount into the
 * creator's ledger as payable; approving a gift campaign places a ₹0 order of
 * the gift product to the address the creator gave when joining.
 */

/** A campaign a creator can take part in now: published, not past its deadline. */
async function requireOpenCampaign(db: Db, id: number, now: Date): Promise<CampaignRow> {
  const row = await findCampaignRow(db, id);
  if (!row || row.campaign.status === 'draft') throw new AppError('not_found', 'Campaign not found.');
  if (effectiveStatus(row.campaign.status, row.campaign.deadline, now) === 'closed') {
    throw new AppError('conflict', `This campaign closed on ${row.campaign.deadline}. Look for an open one.`);
  }
  return row;
}

export async function joinCampaign(
  db: Db,
  media: MediaStorage,
  userId: string,
  id: number,
  input: { shipTo?: ShipToParsed | undefined },
  now: Date,
): Promise<ParticipationResult & { created: boolean }> {
  const store = await requireOwnStore(db, userId);
  const row = await requireOpenCampaign(db, id, now);
  if (row.sellerUserId === userId) throw new AppError('conflict', 'This is your own campaign.');
  // Only a gift travels; a cash campaign keeps no address.
  const shipTo = row.campaign.payoutType === 'gift' ? (input.shipTo ?? null) : null;
  if (row.campaign.payoutType === 'gift' && !shipTo) {
    throw new AppError('validation_failed', 'Tell the brand where to ship your gift.', {
      shipTo: ['Give your name, mobile number and delivery address.'],
    });
  }
  const participant = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(campaignParticipants)
      .values({ campaignId: row.campaign.id, storeId: store.id, shipTo, joinedAt: now })
      .onConflictDoNothing({ target: [campaignParticipants.campaignId, campaignParticipants.storeId] })
      .returning();
    if (!inserted) return null;
    await notify(tx, now, [
      {
        userId: row.sellerUserId,
        kind: 'campaign_joined',
        app: 'Collabs',
        message: `${store.displayName} (@${store.handle}) joined “${row.campaign.title}”.`,
        link: '/dashboard',
      },
    ]);
    return inserted;
  });
  const current = participant ?? (await findParticipant(db, row.campaign.id, store.id));
  if (!current) throw new Error('The participation vanished');
  return {
    campaign: await toCampaign(db, media, (await findCampaignRow(db, row.campaign.id)) ?? row, now),
    participation: await toParticipation(db, current),
    created: participant !== null,
  };
}

async function findParticipant(db: Db, campaignId: number, storeId: string) {
  const [row] = await db
    .select()
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.storeId, storeId)));
  return row ?? null;
}

/** The creator's post link; a rejected post may be sent again, an approved one not. */
export async function submitPost(
  db: Db,
  media: MediaStorage,
  userId: string,
  id: number,
  input: Submission,
  now: Date,
): Promise<ParticipationResult> {
  const store = await requireOwnStore(db, userId);
  const row = await requireOpenCampaign(db, id, now);
  const existing = await findParticipant(db, row.campaign.id, store.id);
  if (!existing) throw new AppError('conflict', 'Join this campaign before submitting your post.');
  const updated = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(campaignParticipants)
      .set({ status: 'submitted', postUrl: input.postUrl, submittedAt: now, note: null })
      .where(
        and(
          eq(campaignParticipants.id, existing.id),
          inArray(campaignParticipants.status, ['joined', 'submitted', 'rejected']),
        ),
      )
      .returning();
    if (!moved) throw new AppError('conflict', 'Your post was already approved.');
    await notify(tx, now, [
      {
        userId: row.sellerUserId,
        kind: 'campaign_submitted',
        app: 'Collabs',
        message: `@${store.handle} submitted a post for “${row.campaign.title}”. Review it.`,
        link: '/dashboard',
      },
    ]);
    return moved;
  });
  return { campaign: await toCampaign(db, media, row, now), participation: await toParticipation(db, updated) };
}

/** The creator's campaigns with where they stand, most recently joined first. */
export async function listMyCampaigns(db: Db, media: MediaStorage, userId: string, now: Date): Promise<MyCampaigns> {
  const store = await requireOwnStore(db, userId);
  const rows = await db
    .select()
    .from(campaignParticipants)
    .where(eq(campaignParticipants.storeId, store.id))
    .orderBy(desc(campaignParticipants.joinedAt));
  if (rows.length === 0) return { items: [] };
  const list = await toCampaigns(
    db,
    media,
    await selectCampaignRows(
      db,
      inArray(
        campaigns.id,
        rows.map((row) => row.campaignId),
      ),
      [],
      500,
    ),
    now,
  );
  const byId = new Map(list.map((campaign) => [campaign.id, campaign]));
  const participations = await toParticipations(db, rows);
  return {
    items: participations.flatMap((participation) => {
      const campaign = byId.get(participation.campaignId);
      return campaign ? [{ campaign, participation }] : [];
    }),
  };
}

const participantColumns = {
  participant: campaignParticipants,
  handle: creatorStores.handle,
  displayName: creatorStores.displayName,
  avatarKey: creatorStores.avatarKey,
  creatorUserId: creatorStores.userId,
};

async function toParticipants(
  db: Db,
  media: MediaStorage,
  rows: {
    participant: typeof campaignParticipants.$inferSelect;
    handle: string;
    displayName: string;
    avatarKey: string | null;
  }[],
): Promise<Participant[]> {
  const participations = await toParticipations(
    db,
    rows.map((row) => row.participant),
  );
  return rows.map((row, index) => ({
    ...(participations[index] as (typeof participations)[number]),
    creator: {
      handle: row.handle,
      displayName: row.displayName,
      avatarUrl: row.avatarKey ? media.url(`${row.avatarKey}-${AVATAR_WIDTH}.webp`) : null,
    },
    shipsTo: row.participant.shipTo
      ? `${row.participant.shipTo.address.city}, ${row.participant.shipTo.address.state}`
      : null,
  }));
}

/** A seller's view of who joined their campaign: submissions first, then the newest. */
export async function listParticipants(db: Db, media: MediaStorage, campaign: CampaignRow): Promise<Participant[]> {
  const rows = await db
    .select(participantColumns)
    .from(campaignParticipants)
    .innerJoin(creatorStores, eq(creatorStores.id, campaignParticipants.storeId))
    .where(eq(campaignParticipants.campaignId, campaign.campaign.id))
    .orderBy(desc(campaignParticipants.submittedAt), desc(campaignParticipants.joinedAt));
  return toParticipants(db, media, rows);
}

/** The seller approves or rejects a submitted post; approval pays out in the same transaction. */
export async function reviewSubmission(
  db: Db,
  media: MediaStorage,
  userId: string,
  participantId: string,
  decision: ReviewDecision,
  now: Date,
): Promise<ReviewResult> {
  const seller = await requireOwnSeller(db, userId);
  const [found] = await db
    .select({ ...participantColumns, campaignId: campaigns.id })
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .innerJoin(creatorStores, eq(creatorStores.id, campaignParticipants.storeId))
    .where(and(eq(campaignParticipants.id, participantId), eq(campaigns.sellerId, seller.id)));
  // Another seller's participant is as unknown as a missing one.
  if (!found) throw new AppError('not_found', 'Participant not found.');
  const row = await findCampaignRow(db, found.campaignId);
  if (!row) throw new AppError('not_found', 'Campaign not found.');
  const { campaign } = row;
  const note = decision.note || null;

  const updated = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(campaignParticipants)
      .set({ status: decision.decision === 'approve' ? 'approved' : 'rejected', note, reviewedAt: now })
      .where(and(eq(campaignParticipants.id, participantId), eq(campaignParticipants.status, 'submitted')))
      .returning();
    if (!moved) throw new AppError('conflict', 'Only a submitted post can be approved or rejected, once.');
    if (decision.decision === 'reject') {
      await notify(tx, now, [
        {
          userId: found.creatorUserId,
          kind: 'campaign_rejected',
          app: 'Collabs',
          message: `${campaign.brand} asked for changes to your post for “${campaign.title}”: ${note ?? ''}`,
          link: '/collab-invites',
        },
      ]);
      return moved;
    }
    if (campaign.payoutType === 'cash' && campaign.payoutAmountPaise) {
      await tx.insert(ledgerEntries).values({
        participantId,
        party: 'creator',
        storeId: moved.storeId,
        amountPaise: campaign.payoutAmountPaise,
        status: 'payable',
        payableAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const [paid] = await tx
        .update(campaignParticipants)
        .set({ payoutPaise: campaign.payoutAmountPaise })
        .where(eq(campaignParticipants.id, participantId))
        .returning();
      await notify(tx, now, [
        {
          userId: found.creatorUserId,
          kind: 'campaign_approved',
          app: 'Collabs',
          message: `${campaign.brand} approved your post for “${campaign.title}”. ${formatRupees(campaign.payoutAmountPaise)} is in your earnings, payable now.`,
          link: '/dashboard',
        },
      ]);
      return paid ?? moved;
    }
    if (!campaign.giftProductId || !moved.shipTo) throw new AppError('conflict', 'This campaign has no gift to send.');
    const order = await placeGiftOrder(tx, {
      userId: found.creatorUserId,
      productId: campaign.giftProductId,
      sellerId: campaign.sellerId,
      shipTo: moved.shipTo,
      reference: participantId,
      note: `Gift for the campaign “${campaign.title}”`,
      now,
    });
    const [gifted] = await tx
      .update(campaignParticipants)
      .set({ giftOrderId: order.id })
      .where(eq(campaignParticipants.id, participantId))
      .returning();
    await notify(tx, now, [
      {
        userId: found.creatorUserId,
        kind: 'campaign_approved',
        app: 'Collabs',
        message: `${campaign.brand} approved your post for “${campaign.title}”. Your gift, ${row.giftName ?? 'the product'}, ships as order ${order.number}.`,
        link: '/orders-and-deliveries',
      },
      {
        userId: row.sellerUserId,
        kind: 'order_placed',
        app: 'Orders',
        message: `Gift order ${order.number} for @${found.handle}: confirm it to start shipping.`,
        link: '/dashboard',
      },
    ]);
    return gifted ?? moved;
  });

  const [participant] = await toParticipants(db, media, [{ ...found, participant: updated }]);
  const [withFigures] = await withSellerFigures(db, [await toCampaign(db, media, row, now)]);
  if (!participant || !withFigures) throw new Error('A review did not map');
  return { participant, campaign: withFigures };
}
