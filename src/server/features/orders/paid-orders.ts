// A UPI order's lines wait for its payment (decision 068): placed once the gateway captures it, cancelled with their
// stock back on sale when it fails or its window closes. The payments feature calls these in its transaction.
import { lineShares } from '#shared/contracts/commission.ts';
import type { Db } from '../../db/client.ts';
import { returnStock } from '../catalog/stock.service.ts';
import type { OrderMails } from './order-mail-event.ts';
import {
  findOrder,
  findOrders,
  insertLineEvents,
  listLineParties,
  listOrderLines,
  moveOrderLines,
  setPaymentStatus,
} from './orders.repository.ts';
import { completePlacement } from './placement.ts';

/**
 * Places a UPI order whose payment was captured (or a COD order whose token was): its awaiting lines become placed (one conditional update, so a
 * second capture finds none), and what placing an order does follows. The mail to compose after the commit and the
 * lines placed, or null when there was nothing awaiting.
 */
export async function placePaidOrder(
  tx: Db,
  orderId: string,
  now: Date,
  mails: Pick<OrderMails, 'record'>,
  paid: 'in_full' | 'token' = 'in_full',
): Promise<{ mail: string | null; lineIds: string[] } | null> {
  const lines = await moveOrderLines(tx, orderId, 'awaiting_payment', 'placed', now);
  const order = await findOrder(tx, orderId);
  if (lines.length === 0 || !order) return null;
  // A cash-on-delivery order's token (decision 070) leaves the rest due on delivery.
  if (paid === 'in_full') await setPaymentStatus(tx, orderId, 'paid');
  const parties = new Map(
    (
      await listLineParties(
        tx,
        lines.map((line) => line.id),
      )
    ).map((party) => [party.lineId, party]),
  );
  const { mail } = await completePlacement(tx, {
    orderId,
    number: order.number,
    userId: order.userId,
    lines,
    sold: lines.map((line) => ({
      sellerUserId: parties.get(line.id)?.sellerUserId ?? null,
      storeUserId: parties.get(line.id)?.storeUserId ?? null,
      productName: line.productName,
      quantity: line.quantity,
      creatorPaise: line.storeId ? lineShares({ ...line, deliveryPaise: 0 }).creator : 0,
    })),
    now,
    mails,
  });
  return { mail, lineIds: lines.map((line) => line.id) };
}

/** Cancels a UPI order nothing was paid for (failed, or its window closed): its stock goes back on sale. */
export async function releaseUnpaidOrder(tx: Db, orderId: string, note: string, now: Date): Promise<void> {
  const lines = await moveOrderLines(tx, orderId, 'awaiting_payment', 'cancelled', now);
  if (lines.length === 0) return;
  await insertLineEvents(
    tx,
    lines.map((line) => ({ lineId: line.id, status: 'cancelled' as const, note, at: now })),
  );
  for (const line of lines) await returnStock(tx, line.productId, line.quantity);
  await setPaymentStatus(tx, orderId, 'void');
}

/** Orders' numbers by id (the operator's view of payments); missing ids are left out. */
export async function orderNumbersOf(db: Db, orderIds: string[]): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  return new Map((await findOrders(db, [...new Set(orderIds)])).map((order) => [order.id, order.number]));
}

/** Every line of an order, by id (a refund after a payment works out what they still hold). */
export async function orderLineIds(db: Db, orderId: string): Promise<string[]> {
  return (await listOrderLines(db, orderId)).map((line) => line.id);
}

/** Orders' buyers by id: the name a refund to them is paid under. */
export async function orderContactsOf(db: Db, orderIds: string[]): Promise<Map<string, { name: string }>> {
  if (orderIds.length === 0) return new Map();
  return new Map(
    (await findOrders(db, [...new Set(orderIds)])).map((order) => [order.id, { name: order.contactName }]),
  );
}
