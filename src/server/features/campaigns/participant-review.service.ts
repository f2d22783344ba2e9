import type { ServiceContext } from '../../service-context.ts';
import type { Participant, ReviewDecision, ReviewResult } from '#shared/contracts/campaigns.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { placeGiftOrder } from '../orders/gift-order.ts';
import { creditCampaignPayout } from '../ledger/ledger.service.ts';
import { getStoreCreators, type StoreCreator } from '../stores/stores.service.ts';
import { toCampaign, toParticipations, withSellerFigures } from './campaign-view.ts';
import { type CampaignRecord, findCampaign } from './campaigns.repository.ts';
import {
  decideParticipantPost,
  findCampaignParticipants,
  findSellersParticipant,
  type ParticipantRecord,
  setParticipantPayout,
} from './participants.repository.ts';

/*
 * The seller's side of taking part: who joined a campaign, and the decision on
 * a submitted post. Approving a cash campaign pays its amount into the
 * creator's ledger as payable; approving a gift campaign places a ₹0 order of
 * the gift product to the address the creator gave when joining.
 */

/** Participants as their seller sees them, with the creator behind each; those without a store are left out. */
async function toParticipants(
  db: Db,
  participants: ParticipantRecord[],
  creators: Map<string, StoreCreator>,
): Promise<Participant[]> {
  const rows = participants.flatMap((participant) => {
    const creator = creators.get(participant.storeId);
    return creator ? [{ participant, creator }] : [];
  });
  const participations = await toParticipations(
    db,
    rows.map((row) => row.participant),
  );
  return rows.map(({ participant, creator }, index) => ({
    ...(participations[index] as (typeof participations)[number]),
    creator: { handle: creator.handle, displayName: creator.displayName, avatarUrl: creator.avatarUrl },
    shipsTo: participant.shipTo ? `${participant.shipTo.address.city}, ${participant.shipTo.address.state}` : null,
  }));
}

/** A seller's view of who joined their campaign: submissions first, then the newest. */
export async function listParticipants(context: ServiceContext, campaign: CampaignRecord): Promise<Participant[]> {
  const { db, media } = context;
  const participants = await findCampaignParticipants(db, campaign.campaign.id);
  const creators = await getStoreCreators(
    db,
    media,
    participants.map((participant) => participant.storeId),
  );
  return toParticipants(db, participants, creators);
}

/** The seller approves or rejects a submitted post; approval pays out in the same transaction. */
export async function reviewSubmission(
  context: ServiceContext,
  userId: string,
  participantId: string,
  decision: ReviewDecision,
): Promise<ReviewResult> {
  const { db, media, now } = context;
  const seller = await requireOwnSeller(db, userId);
  // Another seller's participant is as unknown as a missing one.
  const found = await findSellersParticipant(db, participantId, seller.id);
  const creators = await getStoreCreators(db, media, found ? [found.storeId] : []);
  const creator = found && creators.get(found.storeId);
  if (!found || !creator) throw new AppError('not_found', /*i18n*/ 'Participant not found.');
  const row = await findCampaign(db, found.campaignId);
  if (!row) throw new AppError('not_found', /*i18n*/ 'Campaign not found.');
  const { campaign } = row;
  const note = decision.note || null;

  const updated = await db.transaction(async (tx) => {
    const moved = await decideParticipantPost(
      tx,
      participantId,
      { status: decision.decision === 'approve' ? 'approved' : 'rejected', note },
      now,
    );
    if (!moved) throw new AppError('conflict', /*i18n*/ 'Only a submitted post can be approved or rejected, once.');
    if (decision.decision === 'reject') {
      await notify(tx, now, [
        {
          userId: creator.userId,
          kind: 'campaign_rejected',
          app: 'Collabs',
          message: phrase(/*i18n*/ '{brand} asked for changes to your post for “{campaign}”: {note}', {
            brand: campaign.brand,
            campaign: campaign.title,
            note: note ?? '',
          }),
          link: '/collab-invites',
        },
      ]);
      return moved;
    }
    if (campaign.payoutType === 'cash' && campaign.payoutAmountPaise) {
      await creditCampaignPayout(
        tx,
        { participantId, storeId: moved.storeId, amountPaise: campaign.payoutAmountPaise },
        now,
      );
      const paid = await setParticipantPayout(tx, participantId, { payoutPaise: campaign.payoutAmountPaise });
      await notify(tx, now, [
        {
          userId: creator.userId,
          kind: 'campaign_approved',
          app: 'Collabs',
          message: phrase(
            /*i18n*/ '{brand} approved your post for “{campaign}”. {amount} is in your earnings, payable now.',
            { brand: campaign.brand, campaign: campaign.title, amount: formatRupees(campaign.payoutAmountPaise) },
          ),
          link: '/dashboard',
        },
      ]);
      return paid ?? moved;
    }
    if (!campaign.giftProductId || !moved.shipTo)
      throw new AppError('conflict', /*i18n*/ 'This campaign has no gift to send.');
    const order = await placeGiftOrder(tx, {
      userId: creator.userId,
      productId: campaign.giftProductId,
      sellerId: campaign.sellerId,
      shipTo: moved.shipTo,
      reference: participantId,
      note: `Gift for the campaign “${campaign.title}”`,
      now,
    });
    const gifted = await setParticipantPayout(tx, participantId, { giftOrderId: order.id });
    await notify(tx, now, [
      {
        userId: creator.userId,
        kind: 'campaign_approved',
        app: 'Collabs',
        message: row.giftName
          ? phrase(
              /*i18n*/ '{brand} approved your post for “{campaign}”. Your gift, {gift}, ships as order {number}.',
              {
                brand: campaign.brand,
                campaign: campaign.title,
                gift: row.giftName,
                number: order.number,
              },
            )
          : phrase(/*i18n*/ '{brand} approved your post for “{campaign}”. Your gift ships as order {number}.', {
              brand: campaign.brand,
              campaign: campaign.title,
              number: order.number,
            }),
        link: '/orders-and-deliveries',
      },
      {
        userId: row.sellerUserId,
        kind: 'order_placed',
        app: 'Orders',
        message: phrase(/*i18n*/ 'Gift order {number} for @{handle}: confirm it to start shipping.', {
          number: order.number,
          handle: creator.handle,
        }),
        link: '/dashboard',
      },
    ]);
    return gifted ?? moved;
  });

  const [participant] = await toParticipants(db, [updated], creators);
  const [withFigures] = await withSellerFigures(db, [await toCampaign(db, media, row, now)]);
  if (!participant || !withFigures) throw new Error('A review did not map');
  return { participant, campaign: withFigures };
}
