import type { ServiceContext } from '../../service-context.ts';
import { createHash } from 'node:crypto';
import type { PublicStore, StoreContentUpdate, StoreProfileUpdate, StoreStats } from '#shared/contracts/stores.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { earnedBadges } from '#shared/store-badges.ts';
import { type Theme, themeSchema } from '#shared/contracts/stores-theme.ts';
import type { Db } from '../../db/client.ts';
import { DAY_MS } from '../../lib/clock.ts';
import { networkOf } from '../../lib/client-ip.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { storeWebpImage } from '../../lib/images.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { hitThrottle, type ThrottleRule, tooMany } from '../auth/auth-throttle.ts';
import { getStoreFigures } from './listings.service.ts';
import {
  countFollowers,
  countVisit,
  deleteFollowsOfUser,
  findStoreByHandle,
  findStoreById,
  findStoreByUser,
  findStoresByIds,
  forgetEarlierVisitors,
  insertStore,
  isFollowing,
  isOwnerVerified,
  listVisits,
  rememberVisitor,
  setFollowing,
  type StoreChanges,
  storeHandleExists,
  type StoreRow,
  updateStore,
  updateStoreHandle,
} from './stores.repository.ts';
import { requireOwnStore } from './own-store.ts';
import { publicStoreOrNotFound } from './public-store.ts';

export const AVATAR_WIDTH = 256;
export const BANNER_WIDTHS = [640, 1280, 1920] as const;
const BANNER_ASPECT = 3;
const VISIT_HISTORY_DAYS = 90;

/**
 * The published theme when it passes today's theme contract, else none. The client no longer parses the
 * store it is sent (decision 028), so a theme stored under an older, looser contract is checked here,
 * before its values become CSS in other people's browsers; without it the store shows in their own theme.
 */
function publishedTheme(theme: Theme | null): Theme | null {
  return theme && themeSchema.safeParse(theme).success ? theme : null;
}

const avatarUrl = (row: StoreRow, media: MediaStorage) =>
  row.avatarKey ? media.url(`${row.avatarKey}-${AVATAR_WIDTH}.webp`) : null;

function toPublic(row: StoreRow, media: MediaStorage): PublicStore {
  const bannerUrl = (width: number) => media.url(`${row.bannerKey}-${width}.webp`);
  return {
    id: row.id,
    handle: row.handle,
    displayName: row.displayName,
    bio: row.bio,
    avatarUrl: avatarUrl(row, media),
    banner: row.bannerKey
      ? {
          url: bannerUrl(BANNER_WIDTHS[1]),
          srcset: BANNER_WIDTHS.map((width) => `${bannerUrl(width)} ${width}w`).join(', '),
        }
      : null,
    theme: publishedTheme(row.theme ?? null),
    announcement: row.announcement,
    links: row.links,
    featuredTitle: row.featuredTitle,
    payNowDiscountBps: row.payNowDiscountBps,
  };
}

/** Whether a creator store already answers at /@{handle} (ignoring case). */
export function isStoreHandleTaken(db: Db, handle: string): Promise<boolean> {
  return storeHandleExists(db, handle);
}

/** A store the public may reach by its id (public-store.ts: a hidden or suspended one is not found). */
async function requireStoreById(db: Db, id: string): Promise<StoreRow> {
  return publicStoreOrNotFound(isUuid(id) ? await findStoreById(db, id) : null);
}

export async function getStoreByHandle(context: ServiceContext, handle: string): Promise<PublicStore> {
  const { db, media } = context;
  return toPublic(publicStoreOrNotFound(await findStoreByHandle(db, handle)), media);
}

export async function getStoreById(context: ServiceContext, id: string): Promise<PublicStore> {
  const { db, media } = context;
  return toPublic(await requireStoreById(db, id), media);
}

export async function getOwnStore(context: ServiceContext, userId: string): Promise<PublicStore> {
  const { db, media } = context;
  return toPublic(await requireOwnStore(db, userId), media);
}

export async function findOwnStore(db: Db, userId: string): Promise<{ id: string; handle: string } | null> {
  const row = await findStoreByUser(db, userId);
  return row ? { id: row.id, handle: row.handle } : null;
}

export interface StoreCreator {
  /** The account that runs the store. */
  userId: string | null;
  handle: string;
  displayName: string;
  avatarUrl: string | null;
}

/** The creators behind stores, by store id, as others see them; missing ids are left out. */
export async function getStoreCreators(db: Db, media: MediaStorage, ids: string[]): Promise<Map<string, StoreCreator>> {
  if (ids.length === 0) return new Map();
  const rows = await findStoresByIds(db, [...new Set(ids)]);
  return new Map(
    rows.map((row) => [
      row.id,
      { userId: row.userId, handle: row.handle, displayName: row.displayName, avatarUrl: avatarUrl(row, media) },
    ]),
  );
}

/** Opens a creator's store; one per account. Run inside the onboarding transaction. */
export async function openStore(
  db: Db,
  input: { userId: string; handle: string; displayName: string; bio: string; createdAt: Date },
): Promise<{ id: string; handle: string }> {
  if (await findStoreByUser(db, input.userId)) throw new AppError('conflict', /*i18n*/ 'You already have a store.');
  if (await storeHandleExists(db, input.handle)) {
    throw new AppError('conflict', /*i18n*/ 'That handle is taken.', {
      fields: {
        handle: [/*i18n*/ 'That handle is taken. Try another.'],
      },
    });
  }
  const row = await insertStore(db, input);
  return { id: row.id, handle: row.handle };
}

/** Moves a creator's store to a new handle (the caller checked it is free). */
export async function renameStoreHandle(db: Db, userId: string, handle: string): Promise<void> {
  await updateStoreHandle(db, userId, handle);
}

async function changeOwnStore(
  db: Db,
  media: MediaStorage,
  userId: string,
  changes: StoreChanges,
): Promise<PublicStore> {
  const store = await requireOwnStore(db, userId);
  const row = await updateStore(db, store.id, changes);
  if (!row) throw new AppError('not_found', /*i18n*/ 'Creator not found');
  return toPublic(row, media);
}

/** Replaces the creator's store avatar with an uploaded image (checked by its bytes, stored as square WebP). */
export async function setStoreAvatar(context: ServiceContext, userId: string, image: Uint8Array): Promise<PublicStore> {
  const { db, media } = context;
  const store = await requireOwnStore(db, userId);
  const { key } = await storeWebpImage(media, `avatars/${store.id}`, image, [AVATAR_WIDTH], {
    square: true,
    field: 'avatar',
  });
  return changeOwnStore(db, media, userId, { avatarKey: key });
}

/** Replaces the store's banner: a 3:1 crop stored as WebP at three widths. */
export async function setStoreBanner(context: ServiceContext, userId: string, image: Uint8Array): Promise<PublicStore> {
  const { db, media } = context;
  const store = await requireOwnStore(db, userId);
  const { key } = await storeWebpImage(media, `banners/${store.id}`, image, BANNER_WIDTHS, {
    aspect: BANNER_ASPECT,
    field: 'banner',
  });
  return changeOwnStore(db, media, userId, { bannerKey: key });
}

export function removeStoreBanner(context: ServiceContext, userId: string): Promise<PublicStore> {
  const { db, media } = context;
  return changeOwnStore(db, media, userId, { bannerKey: null });
}

export function updateStoreProfile(
  context: ServiceContext,
  userId: string,
  changes: StoreProfileUpdate,
): Promise<PublicStore> {
  const { db, media } = context;
  return changeOwnStore(db, media, userId, changes);
}

export function updateStoreContent(
  context: ServiceContext,
  userId: string,
  changes: StoreContentUpdate,
): Promise<PublicStore> {
  const { db, media } = context;
  return changeOwnStore(db, media, userId, changes);
}

/** Publishes a theme as the one buyers see the store in; null goes back to the visitor's own theme. */
export function publishStoreTheme(context: ServiceContext, userId: string, theme: Theme | null): Promise<PublicStore> {
  const { db, media } = context;
  return changeOwnStore(db, media, userId, { theme });
}

/**
 * Visits counted to one store from one network (an IPv4 address or an IPv6 /64) an hour. It bounds what a
 * client that drops its visitor cookie every time can add to a store, while the many phones behind one
 * carrier-grade NAT address (most Indian mobile users share one) would need 200 distinct shoppers of the
 * same store within the hour before any went uncounted; other stores are not held back by a busy one.
 */
export const STORE_VISITS_PER_NETWORK: ThrottleRule = { limit: 200, windowMs: 60 * 60_000 };

export interface StoreVisit {
  storeId: string;
  utmSource: string | undefined;
  /** A signed-in account, or the random id of an anonymous visitor's cookie (visitor-cookie.ts). */
  visitor: { userId: string } | { anonymousId: string };
  ip: string;
}

/**
 * Counts a visit to a store today (India's day, as the creator's dashboard charts its sales), per utm_source, at most once per visitor, store and day (the
 * first source of the day gets it). A repeat is accepted without counting, so the client has nothing to
 * handle; past the per-network limit the visit is refused with a 429, which the store front ignores.
 */
export async function recordStoreVisit(db: Db, visit: StoreVisit, now: Date): Promise<void> {
  const store = await requireStoreById(db, visit.storeId);
  const limit = await hitThrottle(
    db,
    `store-visit:${networkOf(visit.ip)}:${store.id}`,
    STORE_VISITS_PER_NETWORK,
    now.getTime(),
  );
  if (!limit.allowed) tooMany(/*i18n*/ 'Too many store visits from your network.', limit.retryAfterSeconds);
  const who = 'userId' in visit.visitor ? `user:${visit.visitor.userId}` : `anonymous:${visit.visitor.anonymousId}`;
  const visitor = createHash('sha256').update(who).digest('base64url');
  const today = indiaDate(now);
  await db.transaction(async (tx) => {
    if (!(await rememberVisitor(tx, store.id, visitor, today))) return;
    await countVisit(tx, store.id, (visit.utmSource ?? '').toLowerCase(), today);
    await forgetEarlierVisitors(tx, store.id, today);
  });
}

export async function getOwnStoreVisits(db: Db, userId: string, now: Date) {
  const store = await requireOwnStore(db, userId);
  const rows = await listVisits(db, store.id, indiaDate(new Date(now.getTime() - VISIT_HISTORY_DAYS * DAY_MS)));
  return { days: rows.map((row) => ({ day: String(row.day), utmSource: row.utmSource, visits: row.visits })) };
}

/**
 * The figures of the popup's About-the-creator card. Products are the store's
 * visible listings; rating and reviews come from buyers' reviews of those
 * products; sales from delivered order lines (none until orders exist).
 */
export async function getStoreStats(db: Db, storeId: string, viewerId: string | null, now: Date): Promise<StoreStats> {
  const store = await requireStoreById(db, storeId);
  const [figures, followers, following, verified] = await Promise.all([
    getStoreFigures(db, store.id),
    countFollowers(db, store.id),
    viewerId ? isFollowing(db, store.id, viewerId) : Promise.resolve(false),
    isOwnerVerified(db, store.userId),
  ]);
  const badges = earnedBadges({
    emailVerified: verified,
    deliveredUnits: figures.sales,
    storeOpenedAt: store.createdAt,
    now,
  });
  return { followers, following, badges, ...figures };
}

export async function followStore(
  db: Db,
  storeId: string,
  userId: string,
  following: boolean,
  now: Date,
): Promise<{ following: boolean; followers: number }> {
  const store = await requireStoreById(db, storeId);
  if (following && store.userId === userId)
    throw new AppError('validation_failed', /*i18n*/ 'You cannot follow your own store.');
  await setFollowing(db, store.id, userId, following, now);
  return { following, followers: await countFollowers(db, store.id) };
}

/** An erased account follows no store any more (privacy). */
export function unfollowAllOfErased(tx: Db, userId: string): Promise<number> {
  return deleteFollowsOfUser(tx, userId);
}
