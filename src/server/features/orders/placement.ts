import type { Db } from '../../db/client.ts';
import { removeOrderedLines } from '../cart/cart.service.ts';
import { bookEarnings } from '../ledger/ledger.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { OrderMails } from './order-mail-event.ts';
import { type LineEventRow, insertLineEvents, type OrderLineRow } from './orders.repository.ts';
import { placedNotifications, type SoldLine } from './placed-notifications.ts';

/**
 * What makes an order placed, in the transaction that places it: each line's first step, the earnings it will bring,
 * the ordered listings out of the buyer's bag, the seller and creator told, and the buyer's confirmation recorded
 * (composed after the commit). A cash-on-delivery order is placed at checkout, a UPI order when its payment is
 * captured (decision 068). The mail event's id is answered.
 */
export async function completePlacement(
  tx: Db,
  placed: {
    orderId: string;
    number: string;
    userId: string | null;
    lines: OrderLineRow[];
    sold: SoldLine[];
    now: Date;
    mails: Pick<OrderMails, 'record'>;
  },
): Promise<{ events: LineEventRow[]; mail: string }> {
  const { orderId, number, userId, lines, sold, now, mails } = placed;
  const events = await insertLineEvents(
    tx,
    lines.map((line) => ({ lineId: line.id, status: 'placed' as const, at: now })),
  );
  await bookEarnings(tx, lines, now);
  if (userId) {
    await removeOrderedLines(
      tx,
      userId,
      lines.flatMap((line) => (line.listingId ? [line.listingId] : [])),
    );
  }
  await notify(tx, now, placedNotifications(number, sold));
  const mail = await mails.record(tx, { kind: 'placed', orderId });
  return { events, mail };
}
