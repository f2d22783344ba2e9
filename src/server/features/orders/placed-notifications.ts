import { phrase } from '../../lib/errors.ts';
import { formatRupees } from '#shared/money.ts';
import type { NewNotification } from '../notifications/notifications.service.ts';

/** A line just sold, as its seller and creator hear of it. */
export interface SoldLine {
  sellerUserId: string | null;
  storeUserId: string | null;
  productName: string;
  quantity: number;
  /** What the creator earns from it (their share, net of Haat's fee and the GST in the markup). */
  creatorPaise: number;
}

const describe = (group: SoldLine[]) => group.map((line) => `${line.quantity} × ${line.productName}`).join(', ');

/** The seller and the creator each hear of the sale, once per order: when it is placed (a UPI order: once paid). */
export function placedNotifications(number: string, lines: SoldLine[]): NewNotification[] {
  const bySeller = Map.groupBy(lines, (line) => line.sellerUserId);
  const byCreator = Map.groupBy(lines, (line) => line.storeUserId);
  return [
    ...[...bySeller].map(([userId, group]) => ({
      userId,
      kind: 'order_placed',
      app: 'Orders' as const,
      message: phrase(/*i18n*/ 'New order {number}: {items}. Confirm it to start shipping.', {
        number,
        items: describe(group),
      }),
      link: '/dashboard',
    })),
    ...[...byCreator].map(([userId, group]) => ({
      userId,
      kind: 'order_placed',
      app: 'Sales' as const,
      message: phrase(/*i18n*/ 'You made a sale: {items} (order {number}). You earn {earning} once it is delivered.', {
        items: describe(group),
        number,
        earning: formatRupees(group.reduce((sum, line) => sum + line.creatorPaise, 0)),
      }),
      link: '/dashboard',
    })),
  ];
}
