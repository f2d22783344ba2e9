import type { Context } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Signer } from '../../lib/signer.ts';
import { verifiedEmails } from '../auth/auth-accounts.ts';
import { sellerOwners } from '../catalog/sellers.service.ts';
import { saleInvoicePdf } from '../invoices/invoices.service.ts';
import { localesOfUsers } from '../profiles/profiles.service.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import {
  type BuyerMail,
  lineDeliveredMail,
  linesCancelledMail,
  lineShippedMail,
  orderConfirmationMail,
  sellerBuyerCancelledMail,
  sellerNewOrderMail,
  type ShipTo,
} from '../mail/order-mail-templates.ts';
import {
  byProductName,
  findOrder,
  orderAccessToken,
  type OrderLineRow,
  type OrderRow,
  returnWindowEnd,
} from './order-view.ts';
import {
  claimOrderMailEvent,
  deleteComposedOrderMailBefore,
  findUncomposedOrderMail,
  insertOrderMailEvent,
  type OrderMailEventRow,
} from './order-mail-events.repository.ts';
import { lineShares } from './ledger.service.ts';
import { findLines, listOrderLines } from './orders.repository.ts';
import type { CancelledBy } from './orders.schema.ts';

const sum = <T>(items: readonly T[], amount: (item: T) => number) =>
  items.reduce((total, item) => total + amount(item), 0);

/**
 * Mail about an order: to the buyer's contact email (when they gave one) and to the sellers whose lines it holds.
 * A change records the mail it owes in its own transaction (`record`); once it has committed, `compose` asks the
 * `orders.mail` job to write the mails to the outbox, which sends them (decision 044). A mail refused by its
 * server is logged and changes nothing about the order.
 */
export interface OrderMails {
  record(tx: Db, event: OrderMailEvent): Promise<string>;
  /** After the commit: compose the recorded mail (the sweep does it if this process stops first). */
  compose(eventId: string): void;
}

export type OrderMailEvent =
  | { kind: 'placed'; orderId: string }
  | { kind: 'shipped' | 'delivered'; orderId: string; lineId: string }
  | { kind: 'cancelled'; orderId: string; lineIds: string[]; by: CancelledBy };

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  signer: Signer;
  /** The site's public origin, for links. */
  origin: string;
  logger: Logger;
  now: () => Date;
}

type LineRow = OrderLineRow;

/**
 * The buyer's side of a mail, or null when the order has no contact email. A guest's link carries the order's
 * token. It is written in the account's language, or a guest's at checkout (decision 047).
 */
async function buyerOf(deps: OrderMailDeps, order: OrderRow): Promise<BuyerMail | null> {
  if (!order.contactEmail) return null;
  const guest = order.userId === null;
  const locale =
    (order.userId ? (await localesOfUsers(deps.db, [order.userId])).get(order.userId) : null) ?? order.locale;
  const token = guest ? `&token=${encodeURIComponent(orderAccessToken(deps.signer, order.id))}` : '';
  return {
    to: order.contactEmail,
    buyerName: order.contactName,
    number: order.number,
    orderUrl: `${deps.origin}/order?id=${encodeURIComponent(order.id)}${token}`,
    guestLink: guest,
    locale,
  };
}

const shipToOf = (order: OrderRow): ShipTo => ({
  name: order.contactName,
  phone: order.contactPhone,
  line1: order.addressLine1,
  line2: order.addressLine2,
  city: order.city,
  state: order.state,
  pincode: order.pincode,
});

const linesOf = async (db: Db, lineIds: string[]) => (await findLines(db, lineIds)).toSorted(byProductName);

/** Each seller of these lines with their lines, business name and verified account email (none: no mail). */
async function bySeller(db: Db, lines: LineRow[]) {
  const owners = await sellerOwners(
    db,
    lines.map((line) => line.sellerId),
  );
  const userIds = [...owners.values()].flatMap((owner) => (owner.userId ? [owner.userId] : []));
  const [emails, locales] = await Promise.all([verifiedEmails(db, userIds), localesOfUsers(db, userIds)]);
  return [...Map.groupBy(lines, (line) => line.sellerId)].flatMap(([sellerId, group]) => {
    const owner = owners.get(sellerId);
    const email = owner?.userId ? emails.get(owner.userId) : undefined;
    const locale = (owner?.userId ? locales.get(owner.userId) : undefined) ?? 'en';
    return owner && email ? [{ to: email, sellerName: owner.businessName, lines: group, locale }] : [];
  });
}

async function placedMails(deps: OrderMailDeps, orderId: string): Promise<MailMessage[]> {
  const order = await findOrder(deps.db, orderId);
  if (!order) return [];
  const lines = (await listOrderLines(deps.db, orderId)).toSorted(byProductName);
  const buyer = await buyerOf(deps, order);
  const shipTo = shipToOf(order);
  const toBuyer = buyer
    ? [
        orderConfirmationMail({
          ...buyer,
          lines: lines.map((line) => ({
            name: line.productName,
            quantity: line.quantity,
            amountPaise: (line.basePricePaise + line.markupPaise) * line.quantity,
          })),
          deliveryPaise: order.deliveryPaise,
          totalPaise: order.totalPaise,
          payOnDeliveryPaise: order.paymentStatus === 'due_on_delivery' ? order.totalPaise : null,
          shipTo,
        }),
      ]
    : [];
  // A seller hears of their own lines only, at their base price less Haat's commission (what their ledger will
  // credit, to the paisa), and of the buyer only what shipping needs.
  const toSellers = (await bySeller(deps.db, lines)).map((seller) =>
    sellerNewOrderMail({
      locale: seller.locale,
      to: seller.to,
      sellerName: seller.sellerName,
      number: order.number,
      lines: seller.lines.map((line) => ({
        name: line.productName,
        quantity: line.quantity,
        amountPaise: line.basePricePaise * line.quantity,
      })),
      commissionPaise: sum(seller.lines, (line) => line.commissionPaise),
      deliveryPaise: sum(seller.lines, (line) => line.deliveryPaise),
      netPaise: sum(seller.lines, (line) => lineShares(line).seller),
      shipTo,
      cashOnDelivery: order.paymentMethod === 'cod',
      dashboardUrl: `${deps.origin}/dashboard`,
    }),
  );
  return [...toBuyer, ...toSellers];
}

/** One line and its order, when the order has a contact email to write to. */
async function lineForBuyer(deps: OrderMailDeps, lineId: string) {
  const [line] = await linesOf(deps.db, [lineId]);
  const order = line ? await findOrder(deps.db, line.orderId) : null;
  const buyer = order ? await buyerOf(deps, order) : null;
  return line && order && buyer ? { line, order, buyer } : null;
}

async function shippedMails(deps: OrderMailDeps, lineId: string): Promise<MailMessage[]> {
  const found = await lineForBuyer(deps, lineId);
  const { courier, trackingNumber } = found?.line ?? {};
  if (!found || !courier || !trackingNumber) return [];
  const { line, order, buyer } = found;
  const invoice = await saleInvoicePdf(deps.db, order.id, line.sellerId);
  const mail = lineShippedMail({
    ...buyer,
    line: { name: line.productName, quantity: line.quantity },
    courier,
    trackingNumber,
    payOnDelivery: order.paymentStatus === 'due_on_delivery',
    invoiceNumber: invoice ? invoice.number : null,
  });
  // The seller's invoice goes with it (every shipped mail of their parcel carries the one invoice).
  return [
    invoice
      ? {
          ...mail,
          attachments: [{ filename: invoice.filename, content: invoice.bytes, contentType: 'application/pdf' }],
        }
      : mail,
  ];
}

async function deliveredMails(deps: OrderMailDeps, lineId: string): Promise<MailMessage[]> {
  const found = await lineForBuyer(deps, lineId);
  if (!found) return [];
  const { line, buyer } = found;
  return [
    lineDeliveredMail({
      ...buyer,
      line: { name: line.productName, quantity: line.quantity },
      returnsUntil: line.returnDays > 0 ? returnWindowEnd(line) : null,
    }),
  ];
}

const named = (lines: LineRow[]) => lines.map((line) => ({ name: line.productName, quantity: line.quantity }));

async function cancelledMails(
  deps: OrderMailDeps,
  orderId: string,
  lineIds: string[],
  by: CancelledBy,
): Promise<MailMessage[]> {
  const order = await findOrder(deps.db, orderId);
  const lines = (await linesOf(deps.db, lineIds)).filter((line) => line.orderId === orderId);
  if (!order || lines.length === 0) return [];
  const buyer = await buyerOf(deps, order);
  if (by.party === 'seller') {
    // A seller cancels their own lines: the buyer hears who and why.
    const owners = await sellerOwners(
      deps.db,
      lines.map((line) => line.sellerId),
    );
    const seller = [...owners.values()].map((owner) => owner.businessName).join(', ');
    return buyer
      ? [linesCancelledMail({ ...buyer, lines: named(lines), by: { party: 'seller', seller, reason: by.reason } })]
      : [];
  }
  const sellers = await bySeller(deps.db, lines);
  return [
    ...(buyer ? [linesCancelledMail({ ...buyer, lines: named(lines), by })] : []),
    ...sellers.map((seller) =>
      sellerBuyerCancelledMail({
        locale: seller.locale,
        to: seller.to,
        sellerName: seller.sellerName,
        number: order.number,
        lines: named(seller.lines),
        dashboardUrl: `${deps.origin}/dashboard`,
      }),
    ),
  ];
}

/** The mails an event owes, built from the order as it is now (its change has committed). */
function mailsOf(deps: OrderMailDeps, event: OrderMailEventRow): Promise<MailMessage[]> {
  const [lineId = ''] = event.lineIds;
  switch (event.kind) {
    case 'placed':
      return placedMails(deps, event.orderId);
    case 'shipped':
      return shippedMails(deps, lineId);
    case 'delivered':
      return deliveredMails(deps, lineId);
    case 'cancelled':
      return cancelledMails(deps, event.orderId, event.lineIds, event.cancelledBy ?? { party: 'buyer' });
  }
}

/**
 * Writes an event's mails to the outbox and marks it composed, in one transaction, so they are written once
 * however often this runs (a claim made elsewhere is waited for); then starts their delivery. An event composed
 * already, or whose change rolled back, is left alone.
 */
export async function composeOrderMail(deps: OrderMailDeps, eventId: string): Promise<number> {
  const mailIds = await deps.db.transaction(async (tx) => {
    const event = await claimOrderMailEvent(tx, eventId, deps.now());
    if (!event) return [];
    return deps.mailer.write(tx, await mailsOf({ ...deps, db: tx }, event));
  });
  await deps.mailer.deliver(mailIds);
  return mailIds.length;
}

/** How long an event may wait for its job before the sweep composes it. */
const SWEEP_AFTER_MS = 30_000;
const SWEEP_BATCH = 200;
/** How long a composed event is kept. */
const KEEP_COMPOSED_MS = 7 * 86_400_000;

/**
 * The `orders.mail.sweep` job: events a stopped process never composed get their job again; with `all` (a PGlite
 * server starting, which holds the database alone), every one at once.
 */
export async function sweepOrderMail(
  db: Db,
  now: Date,
  compose: (eventId: string) => Promise<void>,
  all = false,
): Promise<number> {
  const before = all ? now : new Date(now.getTime() - SWEEP_AFTER_MS);
  const ids = await findUncomposedOrderMail(db, before, SWEEP_BATCH);
  for (const id of ids) await compose(id);
  await deleteComposedOrderMailBefore(db, new Date(now.getTime() - KEEP_COMPOSED_MS));
  return ids.length;
}

/** Records the mail an order change owes, in its transaction. */
export function recordOrderMail(tx: Db, event: OrderMailEvent, now: Date): Promise<string> {
  return insertOrderMailEvent(tx, {
    kind: event.kind,
    orderId: event.orderId,
    lineIds: event.kind === 'placed' ? [] : event.kind === 'cancelled' ? event.lineIds : [event.lineId],
    cancelledBy: event.kind === 'cancelled' ? event.by : null,
    createdAt: now,
  });
}

/**
 * Composes order mail in this process right after the commit, the cheap common case (a job per order cost a
 * fifth of checkout's throughput on PostgreSQL): a composition that fails becomes an `orders.mail` job, retried
 * with backoff, and one cut short by a crash is left to the sweep. Shutdown waits for those under way.
 */
export interface OrderMailComposer {
  compose(eventId: string, logger: Logger): void;
  /** Resolves once every composition started so far has ended, or after `timeoutMs`. */
  settled(timeoutMs: number): Promise<void>;
}

export function createOrderMailComposer(
  deps: () => OrderMailDeps,
  retry: (eventId: string) => Promise<void>,
): OrderMailComposer {
  const running = new Set<Promise<void>>();
  return {
    compose(eventId, logger) {
      const task = composeOrderMail(deps(), eventId)
        .then(() => {})
        .catch(async (error: unknown) => {
          logger.warn({ err: error, eventId }, 'composing an order mail failed; its job will try again');
          await retry(eventId).catch((queueError: unknown) =>
            logger.warn({ err: queueError, eventId }, 'the order mail job could not be queued; the sweep will'),
          );
        })
        .finally(() => running.delete(task));
      running.add(task);
    },
    async settled(timeoutMs) {
      const drained = (async () => {
        while (running.size > 0) await Promise.allSettled(running);
      })();
      await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}

/**
 * The order mails of a request: recorded at the request's clock, composed by the app's order mail composer. (Only
 * `get` of the context, so a signed-in endpoint's context, which holds more, serves too.)
 */
export function orderMailsOf(c: Pick<Context<AppEnv>, 'get'>): OrderMails {
  const { orderMail, now } = c.get('deps');
  const logger = c.get('logger');
  return {
    record: (tx, event) => recordOrderMail(tx, event, now()),
    compose: (eventId) => orderMail.compose(eventId, logger),
  };
}
