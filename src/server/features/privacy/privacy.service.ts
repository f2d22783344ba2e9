import {
  type Consent,
  type ConsentChange,
  consentPurposes,
  PRIVACY_NOTICE_VERSION,
  type PersonalData,
  type ProcessingEvent,
} from '#shared/contracts/privacy.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import type { ServiceContext } from '../../service-context.ts';
import { getCart } from '../cart/cart.service.ts';
import { listOwnGrievances } from '../grievances/grievances.service.ts';
import { getLists } from '../lists/lists.service.ts';
import { listNotifications } from '../notifications/notifications.service.ts';
import { listMyOrders } from '../orders/orders.service.ts';
import { getOwnProfile } from '../profiles/profiles.service.ts';
import { insertConsent, insertProcessing, latestConsent, listConsents, listProcessing } from './privacy.repository.ts';

/** Writes one entry of the processing log. */
export function logProcessing(
  tx: Db,
  userId: string,
  event: ProcessingEvent,
  at: Date,
  detail?: Record<string, unknown>,
): Promise<void> {
  return insertProcessing(tx, { userId, event, at, detail });
}

/** Each purpose with its latest record: not given until the person gives it (nothing is pre-ticked). */
export async function listOwnConsents(db: Db, userId: string): Promise<{ items: Consent[]; noticeVersion: string }> {
  const rows = await listConsents(db, userId);
  const items = consentPurposes.map((purpose): Consent => {
    const latest = rows.find((row) => row.purpose === purpose);
    return {
      purpose,
      granted: latest?.granted ?? false,
      noticeVersion: latest?.noticeVersion ?? null,
      recordedAt: latest?.recordedAt.toISOString() ?? null,
    };
  });
  return { items, noticeVersion: PRIVACY_NOTICE_VERSION };
}

/**
 * Gives or withdraws a consent, against the notice in force, with the time: withdrawing is the same one step as
 * giving. A change that changes nothing records nothing.
 */
export async function setOwnConsent(
  db: Db,
  userId: string,
  change: ConsentChange,
  now: Date,
): Promise<{ items: Consent[]; noticeVersion: string }> {
  await db.transaction(async (tx) => {
    const latest = await latestConsent(tx, userId, change.purpose);
    if ((latest?.granted ?? false) === change.granted && latest?.noticeVersion === PRIVACY_NOTICE_VERSION) return;
    await insertConsent(tx, {
      userId,
      purpose: change.purpose,
      granted: change.granted,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      source: change.source,
      recordedAt: now,
    });
    await logProcessing(tx, userId, change.granted ? 'consent_given' : 'consent_withdrawn', now, {
      purpose: change.purpose,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      source: change.source,
    });
  });
  return listOwnConsents(db, userId);
}

/** Whether the account allows the purpose now. */
export async function hasConsent(db: Db, userId: string, purpose: Consent['purpose']): Promise<boolean> {
  return (await latestConsent(db, userId, purpose))?.granted ?? false;
}

/**
 * Everything Haat holds on the account, gathered from each feature that holds some (DPDP Act, 2023, s. 11): the
 * account, its profile, consents, orders with their contacts and addresses, bag, lists, notifications, complaints
 * and the processing log. The download itself is logged.
 */
export async function exportOwnData(
  context: ServiceContext,
  user: { id: string; name: string; email: string },
  locale: Locale,
): Promise<PersonalData> {
  const { db, now } = context;
  const [profile, consents, orders, bag, lists, notifications, complaints] = await Promise.all([
    getOwnProfile(db, user, now),
    listOwnConsents(db, user.id),
    listMyOrders(context, user.id),
    getCart(context, user.id),
    getLists(context, user.id),
    listNotifications(db, user.id, locale),
    listOwnGrievances(db, user.id),
  ]);
  await logProcessing(db, user.id, 'data_exported', now);
  const log = await listProcessing(db, user.id);
  return {
    exportedAt: now.toISOString(),
    noticeVersion: PRIVACY_NOTICE_VERSION,
    account: { id: user.id, name: user.name, email: user.email },
    profile,
    consents: consents.items,
    orders,
    bag,
    lists,
    notifications: notifications.items,
    complaints,
    processingLog: log.map((entry) => ({ event: entry.event, at: entry.at.toISOString() })),
  };
}
