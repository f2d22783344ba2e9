import type {
  ModerationInput,
  ModerationNotices,
  ModerationResult,
  ModerationSearch,
  ModerationSubject,
} from '#shared/contracts/ops.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase, type Phrase } from '../../lib/errors.ts';
import type { ModerationChange, ModerationOutcome } from '../../lib/moderation.ts';
import { moderateCampaign, campaignNoticesFor, searchCampaignsForModeration } from '../campaigns/moderation.service.ts';
import {
  catalogNoticesFor,
  moderateProduct,
  moderateReview,
  moderateSeller,
  searchCatalogForModeration,
} from '../catalog/moderation.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  moderateCreator,
  moderateStore,
  searchStoresForModeration,
  storeNoticesFor,
} from '../stores/moderation.service.ts';
import { recordOperatorAction } from './audit.service.ts';

/*
 * Operators moderate what people publish. Each subject's owner applies the change (catalog, stores, campaigns:
 * one owner per table); this service runs it, its audit row and the owner's notification in one transaction.
 */

type Moderate = (db: Db, id: string, change: ModerationChange) => Promise<ModerationOutcome | null>;

const owners: Record<ModerationSubject, Moderate> = {
  product: moderateProduct,
  store: moderateStore,
  review: moderateReview,
  campaign: moderateCampaign,
  seller: moderateSeller,
  creator: moderateCreator,
};

const notFound: Record<ModerationSubject, string> = {
  product: /*i18n*/ 'Product not found.',
  store: /*i18n*/ 'Store not found.',
  review: /*i18n*/ 'Review not found.',
  campaign: /*i18n*/ 'Campaign not found.',
  seller: /*i18n*/ 'Seller not found.',
  creator: /*i18n*/ 'Creator not found.',
};

/** Where the owner sees it: their dashboard, their store, their orders. */
const ownerLink: Record<ModerationSubject, string> = {
  product: '/dashboard',
  store: '/my-store',
  review: '/orders-and-deliveries',
  campaign: '/dashboard',
  seller: '/dashboard',
  creator: '/my-store',
};

/** What the owner is told, with the reason, when Haat withholds or restores their thing (said in their language). */
function ownerMessage(subject: ModerationSubject, title: string, withhold: boolean, reason: string): Phrase {
  if (subject === 'seller')
    return withhold
      ? phrase(
          /*i18n*/ 'Your seller account is suspended: {reason}. Your seller page and products are hidden from buyers; orders already placed go on.',
          { reason },
        )
      : phrase(/*i18n*/ 'Your seller account is restored: {reason}. Your seller page and products are back.', {
          reason,
        });
  if (subject === 'creator')
    return withhold
      ? phrase(
          /*i18n*/ 'Your creator account is suspended: {reason}. Your store is hidden from buyers; orders already placed go on.',
          { reason },
        )
      : phrase(/*i18n*/ 'Your creator account is restored: {reason}. Your store is back.', { reason });
  // A review's title is "Review of {product}".
  const values = { subject, title: subject === 'review' ? title.replace(/^Review of /, '') : title, reason };
  return withhold
    ? phrase(
        /*i18n*/ 'Haat hid your {subject, select, product {product “{title}”} store {store “{title}”} review {review of {title}} other {campaign “{title}”}}: {reason}.',
        values,
      )
    : phrase(
        /*i18n*/ 'Haat restored your {subject, select, product {product “{title}”} store {store “{title}”} review {review of {title}} other {campaign “{title}”}}: {reason}.',
        values,
      );
}

/**
 * One operator action: the owner applies it, and when it changed anything, the audit row (who, what, when, why) and
 * the owner's notification are written in the same transaction. Doing it again changes nothing and writes nothing.
 */
export async function moderate(
  db: Db,
  operatorUserId: string,
  input: ModerationInput,
  now: Date,
): Promise<ModerationResult> {
  const withhold = input.action !== 'restore';
  const change: ModerationChange = withhold ? { withhold, reason: input.reason, at: now } : { withhold };
  return db.transaction(async (tx) => {
    const outcome = await owners[input.subject](tx, input.id, change);
    if (!outcome) throw new AppError('not_found', notFound[input.subject]);
    if (!outcome.changed) return { item: outcome.item, changed: false };
    await recordOperatorAction(
      tx,
      {
        operatorUserId,
        action: `${input.subject}.${input.action}`,
        subjectType: input.subject,
        subjectId: outcome.item.id,
        reason: input.reason,
        details: { title: outcome.item.title, state: outcome.item.state },
      },
      now,
    );
    await notify(tx, now, [
      {
        userId: outcome.ownerUserId,
        kind: withhold ? 'moderation_withheld' : 'moderation_restored',
        app: 'Haat',
        message: ownerMessage(input.subject, outcome.item.title, withhold, input.reason.replace(/[.!?]+$/, '')),
        link: ownerLink[input.subject],
      },
    ]);
    return { item: outcome.item, changed: true };
  });
}

/** The console's search: each kind matching the words (or an id), hidden and suspended first, and how many match. */
export async function searchForModeration(db: Db, words: string | undefined): Promise<ModerationSearch> {
  const text = words?.trim() || undefined;
  const [catalog, stores, campaigns] = await Promise.all([
    searchCatalogForModeration(db, text),
    searchStoresForModeration(db, text),
    searchCampaignsForModeration(db, text),
  ]);
  return {
    products: catalog.products,
    sellers: catalog.sellers,
    reviews: catalog.reviews,
    stores: stores.stores,
    creators: stores.creators,
    campaigns: campaigns.campaigns,
    totals: { ...catalog.totals, stores: stores.total, creators: stores.total, campaigns: campaigns.total },
  };
}

/** Everything of the user's that Haat has withheld, with the reasons: their own screens show each. */
export async function moderationNoticesFor(db: Db, userId: string): Promise<ModerationNotices> {
  const lists = await Promise.all([
    catalogNoticesFor(db, userId),
    storeNoticesFor(db, userId),
    campaignNoticesFor(db, userId),
  ]);
  return { items: lists.flat() };
}
