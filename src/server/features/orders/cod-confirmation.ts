import { STORED_SENTENCES, storedSentence } from '#shared/stored-sentences.ts';
import type { Order } from '#shared/contracts/orders.ts';
import type { ServiceContext } from '../../service-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { sellerOwners } from '../catalog/sellers.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import type { OrderMails } from './order-mail-event.ts';
import type { OrderRow } from './order-view.ts';
import { cancelOpenLines } from './cancel-lines.ts';
import { claimUnconfirmedCodOrder, listUnconfirmedCodOrders, markCodConfirmed } from './cod-orders.repository.ts';
import { findOrder, listOrderLines } from './orders.repository.ts';
import { getOrder, type OrderViewer, requireVisibleOrder } from './orders.service.ts';

/*
 * A cash-on-delivery order its buyer must confirm from its mail before it ships (decision 070): its sellers see it
 * but cannot confirm or ship it until then; past its time it is cancelled and its stock goes back on sale, once,
 * whatever the processes.
 */

/** Whether a COD order still waits for its buyer's confirmation. */
export const awaitsBuyerConfirmation = (order: Pick<OrderRow, 'codConfirmBy' | 'codConfirmedAt'>): boolean =>
  order.codConfirmBy !== null && order.codConfirmedAt === null;

/** The buyer confirms their order (signed in, or holding its token): confirming again changes nothing. */
export async function confirmCodOrder(context: ServiceContext, id: string, viewer: OrderViewer): Promise<Order> {
  const { db, signer, now } = context;
  const row = await requireVisibleOrder(db, signer, id, viewer);
  if (row.codConfirmedAt === null) {
    const confirmed = await db.transaction(async (tx) => {
      const marked = await markCodConfirmed(tx, row.id, now);
      if (!marked) return false;
      const lines = await listOrderLines(tx, row.id);
      const owners = await sellerOwners(
        tx,
        lines.map((line) => line.sellerId),
      );
      await notify(
        tx,
        now,
        [...new Set(lines.map((line) => owners.get(line.sellerId)?.userId ?? null))].map((userId) => ({
          userId,
          kind: 'order_confirmed_by_buyer',
          app: 'Orders' as const,
          message: phrase(/*i18n*/ 'The buyer confirmed cash-on-delivery order {number}: it can ship.', {
            number: row.number,
          }),
          link: '/dashboard',
        })),
      );
      return true;
    });
    if (!confirmed)
      throw new AppError(
        'conflict',
        /*i18n*/ 'This order is not waiting for your confirmation: it was cancelled when the time to confirm it ran out.',
      );
  }
  return getOrder(context, id, viewer);
}

/**
 * Cancels every COD order whose buyer did not confirm it in time (a few at a time): its lines not yet on their way,
 * their stock back on sale, the sale reversed, the buyer mailed and the sellers told. The number cancelled.
 */
export async function expireUnconfirmedCodOrders(deps: { db: Db; now: Date; mails: OrderMails }): Promise<number> {
  const { db, now, mails } = deps;
  let expired = 0;
  for (const order of await listUnconfirmedCodOrders(db, now, 50)) {
    const mail = await db.transaction(async (tx) => {
      if (!(await claimUnconfirmedCodOrder(tx, order.id, now))) return null;
      return cancelOpenLines(
        tx,
        order,
        {
          note: storedSentence(STORED_SENTENCES.notConfirmed),
          reason: storedSentence(STORED_SENTENCES.notConfirmed),
          by: { party: 'unconfirmed' },
          tellSeller: (products) =>
            phrase(
              /*i18n*/ 'Order {number} was cancelled: the buyer did not confirm it in time. Do not ship {products}.',
              { number: order.number, products },
            ),
        },
        mails,
        now,
      );
    });
    if (mail) {
      mails.compose(mail);
      expired += 1;
    }
  }
  return expired;
}

/** The COD confirmation a seller waits for on this order, as ISO time; null when none is awaited. */
export async function buyerConfirmationOf(db: Db, orderId: string): Promise<Date | null> {
  const order = await findOrder(db, orderId);
  return order && awaitsBuyerConfirmation(order) ? order.codConfirmBy : null;
}
