import type { ServiceContext } from '../../service-context.ts';
import type { PaymentDetail } from '../payments/payment-view.ts';
import { STORED_SENTENCES, storedSentence } from '#shared/stored-sentences.ts';
import type { Order, PlacedOrder } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable, retryWhileUnavailable } from '../../db/unavailable.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import type { Signer } from '../../lib/signer.ts';
import { type InvoicePdf, orderInvoicePdf } from '../invoices/invoices.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  findOrder,
  isOrderAccessToken,
  listUserOrders,
  type LoadedLine,
  loadOrders,
  orderAccessToken,
  type OrderRow,
  toOrder,
} from './order-view.ts';
import { cancelOpenLines } from './cancel-lines.ts';
import { attachGuestOrdersByEmail, findOrderByNumberAndPhone } from './orders.repository.ts';

/** Who is asking for an order: a signed-in user, and/or a guest holding the order's token. */
export interface OrderViewer {
  userId: string | null;
  token: string | undefined;
}

/**
 * The order if the viewer may see it: its signed-in buyer, or anyone holding
 * its token. Anyone else is told it does not exist, so order ids reveal nothing.
 */
export async function requireVisibleOrder(db: Db, signer: Signer, id: string, viewer: OrderViewer): Promise<OrderRow> {
  const row = isUuid(id) ? await findOrder(db, id) : null;
  const owns = row !== null && row.userId !== null && row.userId === viewer.userId;
  if (!row || !(owns || isOrderAccessToken(signer, row.id, viewer.token)))
    throw new AppError('not_found', /*i18n*/ 'Order not found.');
  return row;
}

async function orderOf(db: Db, media: MediaStorage, row: OrderRow, now: Date): Promise<Order> {
  const [order] = await loadOrders(db, media, [row], now);
  return order as Order;
}

export async function getOrder(context: ServiceContext, id: string, viewer: OrderViewer): Promise<Order> {
  const { db, media, signer, now } = context;
  return orderOf(db, media, await requireVisibleOrder(db, signer, id, viewer), now);
}

/** A document of an order its buyer (signed in, or a guest with its token) may download. */
export async function getOrderInvoicePdf(
  context: ServiceContext,
  id: string,
  invoiceId: string,
  viewer: OrderViewer,
): Promise<InvoicePdf> {
  const { db, signer } = context;
  const row = await requireVisibleOrder(db, signer, id, viewer);
  return orderInvoicePdf(db, row.id, invoiceId);
}

export async function getPlacedOrder(
  db: Db,
  media: MediaStorage,
  signer: Signer,
  id: string,
  now: Date,
): Promise<PlacedOrder> {
  const row = await findOrder(db, id);
  if (!row) throw new AppError('not_found', /*i18n*/ 'Order not found.');
  return { order: await orderOf(db, media, row, now), accessToken: orderAccessToken(signer, row.id) };
}

/** An order as its checkout placed it, with the token that lets a guest see it. */
export function placedOrderView(
  context: ServiceContext,
  order: OrderRow,
  lines: LoadedLine[],
  online: PaymentDetail,
  payNowRates: ReadonlyMap<string, number>,
): PlacedOrder {
  const { signer } = context;
  return {
    order: toOrder(order, lines, [], online, [], payNowRates),
    accessToken: orderAccessToken(signer, order.id),
  };
}

/**
 * The order a checkout committed earlier (a retry with its Idempotency-Key). A read failing now must not make a placed
 * order look failed: it is tried again while the database is briefly away, and
 * otherwise the buyer is told the order is placed (a retry with the same
 * Idempotency-Key shows it and never places it twice).
 */
export async function getPlacedOrderAfterCommit(context: ServiceContext, id: string): Promise<PlacedOrder> {
  const { db, media, signer, now } = context;
  try {
    return await retryWhileUnavailable(() => getPlacedOrder(db, media, signer, id, now));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    throw new AppError(
      'unavailable',
      /*i18n*/ 'Your order is placed, but it cannot be shown just now. Place it again in a moment to see it: it will not be placed twice.',
    );
  }
}

export async function listMyOrders(
  context: Pick<ServiceContext, 'db' | 'media' | 'now'>,
  userId: string,
): Promise<Order[]> {
  const { db, media, now } = context;
  return loadOrders(db, media, await listUserOrders(db, userId), now);
}

/** A guest finds their order by its number and the phone it was placed with, and gets its token. */
export async function lookupGuestOrder(
  context: ServiceContext,
  lookup: { number: string; phone: string },
): Promise<PlacedOrder> {
  const { db, media, signer, now } = context;
  const row = await findOrderByNumberAndPhone(db, lookup.number, lookup.phone);
  if (!row) throw new AppError('not_found', /*i18n*/ 'No order with that number and phone. Check both and try again.');
  return { order: await orderOf(db, media, row, now), accessToken: orderAccessToken(signer, row.id) };
}

/**
 * The buyer cancels what has not shipped yet: those lines' stock goes back and
 * their earnings are reversed; the buyer and those lines' sellers get mail.
 */
export async function cancelOrder(context: ServiceContext, id: string, viewer: OrderViewer): Promise<Order> {
  const { db, media, signer, orderMails: mails, now } = context;
  const row = await requireVisibleOrder(db, signer, id, viewer);
  const mail = await db.transaction((tx) =>
    cancelOpenLines(
      tx,
      row,
      {
        note: storedSentence(STORED_SENTENCES.cancelledByBuyer),
        reason: storedSentence(STORED_SENTENCES.orderCancelledByBuyer),
        by: { party: 'buyer' },
        tellSeller: (products) =>
          phrase(/*i18n*/ 'Order {number} was cancelled by the buyer: {products}. Do not ship it.', {
            number: row.number,
            products,
          }),
      },
      mails,
      now,
    ),
  );
  if (!mail)
    throw new AppError('conflict', /*i18n*/ 'Nothing in this order can be cancelled any more: it has shipped.');
  mails.compose(mail);
  return orderOf(db, media, (await findOrder(db, row.id)) ?? row, now);
}

/**
 * Orders a guest placed with this email become the account's, once the
 * account has proved it owns the address (never for an unverified one). The
 * contact email is compared without case; orders of another account stay theirs.
 */
export async function attachGuestOrders(
  db: Db,
  account: { userId: string; email: string },
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const attached = await attachGuestOrdersByEmail(tx, account.userId, account.email);
    if (attached.length > 0) {
      await notify(tx, now, [
        {
          userId: account.userId,
          kind: 'orders_attached',
          app: 'Orders',
          message: phrase(
            /*i18n*/ '{count, plural, one {An order you placed} other {# orders you placed}} without an account with this email now show under Orders & deliveries.',
            { count: attached.length },
          ),
          link: '/orders-and-deliveries',
        },
      ]);
    }
    return attached.length;
  });
}
