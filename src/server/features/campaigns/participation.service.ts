import type { ServiceContext } from '../../service-context.ts';
import {
  effectiveStatus,
  type MyCampaigns,
  type ParticipationResult,
  type ShipToParsed,
  type Submission,
} from '#shared/contracts/campaigns.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { notify } from '../notifications/notifications.service.ts';
import { requireOwnStore } from '../stores/own-store.ts';
import { toCampaign, toCampaigns, toParticipation, toParticipations } from './campaign-view.ts';
import { isCampaignPublic } from './campaigns.service.ts';
import { findCampaignsByIds, type CampaignRecord, findCampaign } from './campaigns.repository.ts';
import {
  findParticipant,
  findStoreParticipations,
  insertParticipant,
  submitParticipantPost,
} from './participants.repository.ts';

/*
 * Creators join a campaign, submit the link of their post and the seller
 * approves or rejects it (participant-review.service.ts).
 */

/**
 * A campaign a creator can take part in now: published, not past its deadline. A campaign Haat withheld (hidden,
 * or its seller suspended) cannot be joined; those who joined before may still submit their posts.
 */
async function requireOpenCampaign(db: Db, id: number, now: Date, purpose: 'join' | 'submit'): Promise<CampaignRecord> {
  const row = await findCampaign(db, id);
  if (!row || row.campaign.status === 'draft' || (purpose === 'join' && !isCampaignPublic(row)))
    throw new AppError('not_found', /*i18n*/ 'Campaign not found.');
  if (effectiveStatus(row.campaign.status, row.campaign.deadline, now) === 'closed') {
    throw new AppError(
      'conflict',
      phrase(/*i18n*/ 'This campaign closed on {deadline}. Look for an open one.', { deadline: row.campaign.deadline }),
    );
  }
  return row;
}

export async function joinCampaign(
  context: ServiceContext,
  userId: string,
  id: number,
  input: { shipTo?: ShipToParsed | undefined },
): Promise<ParticipationResult & { created: boolean }> {
  const { db, media, now } = context;
  const store = await requireOwnStore(db, userId);
  const row = await requireOpenCampaign(db, id, now, 'join');
  if (row.sellerUserId === userId) throw new AppError('conflict', /*i18n*/ 'This is your own campaign.');
  // Only a gift travels; a cash campaign keeps no address.
  const shipTo = row.campaign.payoutType === 'gift' ? (input.shipTo ?? null) : null;
  if (row.campaign.payoutType === 'gift' && !shipTo) {
    throw new AppError('validation_failed', /*i18n*/ 'Tell the brand where to ship your gift.', {
      fields: {
        shipTo: [/*i18n*/ 'Give your name, mobile number and delivery address.'],
      },
    });
  }
  const participant = await db.transaction(async (tx) => {
    const inserted = await insertParticipant(tx, {
      campaignId: row.campaign.id,
      storeId: store.id,
      shipTo,
      joinedAt: now,
    });
    if (!inserted) return null;
    await notify(tx, now, [
      {
        userId: row.sellerUserId,
        kind: 'campaign_joined',
        app: 'Collabs',
        message: phrase(/*i18n*/ '{store} (@{handle}) joined “{campaign}”.', {
          store: store.displayName,
          handle: store.handle,
          campaign: row.campaign.title,
        }),
        link: '/dashboard',
      },
    ]);
    return inserted;
  });
  const current = participant ?? (await findParticipant(db, row.campaign.id, store.id));
  if (!current) throw new Error('The participation vanished');
  return {
    campaign: await toCampaign(db, media, (await findCampaign(db, row.campaign.id)) ?? row, now),
    participation: await toParticipation(db, current),
    created: participant !== null,
  };
}

/** The creator's post link; a rejected post may be sent again, an approved one not. */
export async function submitPost(
  context: ServiceContext,
  userId: string,
  id: number,
  input: Submission,
): Promise<ParticipationResult> {
  const { db, media, now } = context;
  const store = await requireOwnStore(db, userId);
  const row = await requireOpenCampaign(db, id, now, 'submit');
  const existing = await findParticipant(db, row.campaign.id, store.id);
  if (!existing) throw new AppError('conflict', /*i18n*/ 'Join this campaign before submitting your post.');
  const updated = await db.transaction(async (tx) => {
    const moved = await submitParticipantPost(tx, existing.id, input.postUrl, now);
    if (!moved) throw new AppError('conflict', /*i18n*/ 'Your post was already approved.');
    await notify(tx, now, [
      {
        userId: row.sellerUserId,
        kind: 'campaign_submitted',
        app: 'Collabs',
        message: phrase(/*i18n*/ '@{handle} submitted a post for “{campaign}”. Review it.', {
          handle: store.handle,
          campaign: row.campaign.title,
        }),
        link: '/dashboard',
      },
    ]);
    return moved;
  });
  return { campaign: await toCampaign(db, media, row, now), participation: await toParticipation(db, updated) };
}

/** The creator's campaigns with where they stand, most recently joined first. */
export async function listMyCampaigns(
  context: Pick<ServiceContext, 'db' | 'media' | 'now'>,
  userId: string,
): Promise<MyCampaigns> {
  const { db, media, now } = context;
  const store = await requireOwnStore(db, userId);
  const rows = await findStoreParticipations(db, store.id);
  if (rows.length === 0) return { items: [] };
  const records = await findCampaignsByIds(
    db,
    rows.map((row) => row.campaignId),
    500,
  );
  const list = await toCampaigns(db, media, records, now);
  const byId = new Map(list.map((campaign) => [campaign.id, campaign]));
  const participations = await toParticipations(db, rows);
  return {
    items: participations.flatMap((participation) => {
      const campaign = byId.get(participation.campaignId);
      return campaign ? [{ campaign, participation }] : [];
    }),
  };
}
