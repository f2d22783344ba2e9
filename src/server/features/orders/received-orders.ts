import { indiaDate, indiaDayStart } from '#shared/financial-year.ts';
import type { Db } from '../../db/client.ts';
import { countReceivedOrders, type ReceivingParty } from './received-orders.repository.ts';

export type { ReceivingParty };

export interface ReceivedOrders {
  today: number;
  yesterday: number;
  lastSevenDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders a store or seller received today, yesterday and in the last seven days, by India's calendar. */
export async function receivedOrderCounts(db: Db, party: ReceivingParty, now: Date): Promise<ReceivedOrders> {
  const today = indiaDayStart(indiaDate(now));
  const [sinceToday = 0, sinceYesterday = 0, sinceWeek = 0] = await countReceivedOrders(db, party, [
    today,
    new Date(today.getTime() - DAY_MS),
    new Date(today.getTime() - 6 * DAY_MS),
  ]);
  return { today: sinceToday, yesterday: sinceYesterday - sinceToday, lastSevenDays: sinceWeek };
}
