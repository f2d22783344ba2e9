import type { Context } from 'hono';
import type { AppEnv } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import type { Background } from '../../lib/background.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Signer } from '../../lib/signer.ts';
import { verifiedEmails } from '../auth/auth-accounts.ts';
import { sellerOwners } from '../catalog/sellers.service.ts';
import { saleInvoicePdf } from '../invoices/invoices.service.ts';
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
import { findLines } from './orders.repository.ts';

/**
 * Mail about an order, sent once its change has committed: to the buyer's
 * contact email (when they gave one) and to the sellers whose lines it holds.
 * Each call returns at once; the mail goes out in the background, and a mail
 * that fails is logged and changes nothing about the order.
 */
export interface OrderMails {
  /** The order and its lines (by product name) as the checkout's transaction wrote them. */
  placed(order: OrderRow, lines: OrderLineRow[]): void;
  shipped(lineId: string): void;
  delivered(lineId: string): void;
  cancelled(orderId: string, lineIds: string[], by: { party: 'buyer' } | { party: 'seller'; reason: string }): void;
}

export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  signer: Signer;
  /** The site's public origin, for links. */
  origin: string;
  background: Background;
  logger: Logger;
}

type LineRow = OrderLineRow;

/** The buyer's side of a mail, or null when the order has no contact email. A guest's link carries the order's token. */
function buyerOf(deps: OrderMailDeps, order: OrderRow): BuyerMail | null {
  if (!order.contactEmail) return null;
  const guest = order.userId === null;
  const token = guest ? `&token=${encodeURIComponent(orderAccessToken(deps.signer, order.id))}` : '';
  return {
    to: order.contactEmail,
    buyerName: order.contactName,
    number: order.number,
    orderUrl: `${deps.origin}/order?id=${encodeURIComponent(order.id)}${token}`,
    guestLink: guest,
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
  const emails = await verifiedEmails(
    db,
    [...owners.values()].flatMap((owner) => (owner.userId ? [owner.userId] : [])),
  );
  return [...Map.groupBy(lines, (line) => line.sellerId)].flatMap(([sellerId, group]) => {
    const owner = owners.get(sellerId);
    const email = owner?.userId ? emails.get(owner.userId) : undefined;
    return owner && email ? [{ to: email, sellerName: owner.businessName, lines: group }] : [];
  });
}

async function placedMails(deps: OrderMailDeps, order: OrderRow, lines: LineRow[]): Promise<MailMessage[]> {
  const buyer = buyerOf(deps, order);
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
  // A seller hears of their own lines only, at their base price, and of the buyer only what shipping needs.
  const toSellers = (await bySeller(deps.db, lines)).map((seller) =>
    sellerNewOrderMail({
      to: seller.to,
      sellerName: seller.sellerName,
      number: order.number,
      lines: seller.lines.map((line) => ({
        name: line.productName,
        quantity: line.quantity,
        amountPaise: line.basePricePaise * line.quantity,
      })),
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
  const buyer = order ? buyerOf(deps, order) : null;
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
  by: Parameters<OrderMails['cancelled']>[2],
): Promise<MailMessage[]> {
  const order = await findOrder(deps.db, orderId);
  const lines = (await linesOf(deps.db, lineIds)).filter((line) => line.orderId === orderId);
  if (!order || lines.length === 0) return [];
  const buyer = buyerOf(deps, order);
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
        to: seller.to,
        sellerName: seller.sellerName,
        number: order.number,
        lines: named(seller.lines),
        dashboardUrl: `${deps.origin}/dashboard`,
      }),
    ),
  ];
}

/** Builds the messages, then sends each on its own: one refused address does not stop the others. */
function dispatch(deps: OrderMailDeps, what: string, build: () => Promise<MailMessage[]>): void {
  deps.background.run(what, deps.logger, async () => {
    const messages = await build();
    await Promise.all(
      messages.map((message) =>
        deps.mailer
          .send(message)
          .catch((error: unknown) =>
            deps.logger.error({ err: error, subject: message.subject }, `${what} could not be sent`),
          ),
      ),
    );
  });
}

export function createOrderMails(deps: OrderMailDeps): OrderMails {
  return {
    placed: (order, lines) => dispatch(deps, 'order placed mail', () => placedMails(deps, order, lines)),
    shipped: (lineId) => dispatch(deps, 'order shipped mail', () => shippedMails(deps, lineId)),
    delivered: (lineId) => dispatch(deps, 'order delivered mail', () => deliveredMails(deps, lineId)),
    cancelled: (orderId, lineIds, by) =>
      dispatch(deps, 'order cancelled mail', () => cancelledMails(deps, orderId, lineIds, by)),
  };
}

/**
 * The order mails of a request: the app's mailer, signer and origin, logged under the request's id. (Only `get`
 * of the context, so a signed-in endpoint's context, which holds more, serves too.)
 */
export function orderMailsOf(c: Pick<Context<AppEnv>, 'get'>): OrderMails {
  const { database, mailer, signer, env, background } = c.get('deps');
  return createOrderMails({
    db: database.db,
    mailer,
    signer,
    origin: env.publicOrigin,
    background,
    logger: c.get('logger'),
  });
}
