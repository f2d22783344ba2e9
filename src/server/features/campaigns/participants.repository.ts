import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ShipToParsed } from '#shared/contracts/campaigns.ts';
import type { Db } from '../../db/client.ts';
import { campaignParticipants, campaigns } from './campaigns.schema.ts';

/* Creators taking part in campaigns (campaign_participants). */

const participantColumns = {
  id: campaignParticipants.id,
  campaignId: campaignParticipants.campaignId,
  storeId: campaignParticipants.storeId,
  status: campaignParticipants.status,
  postUrl: campaignParticipants.postUrl,
  note: campaignParticipants.note,
  shipTo: campaignParticipants.shipTo,
  payoutPaise: campaignParticipants.payoutPaise,
  giftOrderId: campaignParticipants.giftOrderId,
  joinedAt: campaignParticipants.joinedAt,
  submittedAt: campaignParticipants.submittedAt,
  reviewedAt: campaignParticipants.reviewedAt,
};

export type ParticipantRecord = Pick<typeof campaignParticipants.$inferSelect, keyof typeof participantColumns>;

/** Joins the store to the campaign; null when it had joined already. */
export async function insertParticipant(
  db: Db,
  values: { campaignId: number; storeId: string; shipTo: ShipToParsed | null; joinedAt: Date },
): Promise<ParticipantRecord | null> {
  const [row] = await db
    .insert(campaignParticipants)
    .values(values)
    .onConflictDoNothing({ target: [campaignParticipants.campaignId, campaignParticipants.storeId] })
    .returning(participantColumns);
  return row ?? null;
}

export async function findParticipant(db: Db, campaignId: number, storeId: string): Promise<ParticipantRecord | null> {
  const [row] = await db
    .select(participantColumns)
    .from(campaignParticipants)
    .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.storeId, storeId)));
  return row ?? null;
}

/** A participant of one of the seller's campaigns; another seller's is as unknown as a missing one. */
export async function findSellersParticipant(
  db: Db,
  participantId: string,
  sellerId: string,
): Promise<ParticipantRecord | null> {
  const [row] = await db
    .select(participantColumns)
    .from(campaignParticipants)
    .innerJoin(campaigns, eq(campaigns.id, campaignParticipants.campaignId))
    .where(and(eq(campaignParticipants.id, participantId), eq(campaigns.sellerId, sellerId)));
  return row ?? null;
}

/** A store's participations, most recently joined first. */
export function findStoreParticipations(db: Db, storeId: string): Promise<ParticipantRecord[]> {
  return db
    .select(participantColumns)
    .from(campaignParticipants)
    .where(eq(campaignParticipants.storeId, storeId))
    .orderBy(desc(campaignParticipants.joinedAt));
}

/** A campaign's participants by submission, then joining, latest first. */
export function findCampaignParticipants(db: Db, campaignId: number): Promise<ParticipantRecord[]> {
  return db
    .select(participantColumns)
    .from(campaignParticipants)
    .where(eq(campaignParticipants.campaignId, campaignId))
    .orderBy(desc(campaignParticipants.submittedAt), desc(campaignParticipants.joinedAt));
}

/** Records the post link unless the post was approved; null when it was. */
export async function submitParticipantPost(
  db: Db,
  id: string,
  postUrl: string,
  now: Date,
): Promise<ParticipantRecord | null> {
  const [row] = await db
    .update(campaignParticipants)
    .set({ status: 'submitted', postUrl, submittedAt: now, note: null })
    .where(
      and(eq(campaignParticipants.id, id), inArray(campaignParticipants.status, ['joined', 'submitted', 'rejected'])),
    )
    .returning(participantColumns);
  return row ?? null;
}

/** Approves or rejects a submitted post; null when it is not submitted (any more). */
export async function decideParticipantPost(
  db: Db,
  id: string,
  decision: { status: 'approved' | 'rejected'; note: string | null },
  now: Date,
): Promise<ParticipantRecord | null> {
  const [row] = await db
    .update(campaignParticipants)
    .set({ ...decision, reviewedAt: now })
    .where(and(eq(campaignParticipants.id, id), eq(campaignParticipants.status, 'submitted')))
    .returning(participantColumns);
  return row ?? null;
}

/** Records what the creator was paid: cash into the ledger, or the gift's order. */
export async function setParticipantPayout(
  db: Db,
  id: string,
  payout: { payoutPaise: number } | { giftOrderId: string },
): Promise<ParticipantRecord | null> {
  const [row] = await db
    .update(campaignParticipants)
    .set(payout)
    .where(eq(campaignParticipants.id, id))
    .returning(participantColumns);
  return row ?? null;
}
