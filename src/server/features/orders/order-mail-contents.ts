import { paymentDetails, refundOf } from '../payments/payment-view.ts';
import type { Db } from '../../db/client.ts';
import { verifiedEmails } from '../auth/auth-accounts.ts';
import { sellerOwners } from '../catalog/sellers.service.ts';
import { saleInvoicePdf } from '../invoices/invoices.service.ts';
import { localesOfUsers } from '../profiles/profiles.service.ts';
import type { MailMessage } from '../mail/mailer.ts';
import {
  type BuyerMail,
  lineDeliveredMail,
  linesCancelledMail,
  lineShippedMail,
  orderConfirmationMail,
  refundProcessedMail,
  type ShipTo,
} from '../mail/order-mail-templates.ts';
import { sellerBuyerCancelledMail, sellerNewOrderMail } from '../mail/seller-order-mail-templates.ts';
import {
  byProductName,
  findOrder,
  orderAccessToken,
  type OrderLineRow,
  type OrderRow,
  returnWindowEnd,
} from './order-view.ts';
import { lineShares } from '../ledger/ledger.service.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Signer } from '../../lib/signer.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findLines, listOrderLines } from './orders.repository.ts';
import type { CancelledBy } from './orders.schema.ts';
import type { PlacedOrder } from './order-mail-event.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/*
 * What each order change's mail says, built from the order as it is once the change has committed: the buyer's
 * (placed, shipped, delivered, cancelled) and each seller's (their new lines, a buyer's cancellation).
 */

const sum = <T>(items: readonly T[], amount: (item: T) => number) =>
  items.reduce((total, item) => total + amount(item), 0);

type LineRow = OrderLineRow;

/**
 * The buyer's side of a mail, or null when the order has no contact email. A guest's link carries the order's
 * token. It is written in the account's language, or a guest's at checkout (decision 047).
 */
/** What composing an order's mails needs. */
export interface OrderMailDeps {
  db: Db;
  mailer: Mailer;
  signer: Signer;
  /** The site's public origin, for links. */
  origin: string;
  logger: Logger;
  now: () => Date;
  /**
   * Sellers' contacts read already for a batch of events (`sellerContacts`), so each event's mail does not read them
   * again (decision 085); a seller not in it is read.
   */
  sellers?: SellerContacts;
}

/** A seller's business name, verified account email and language; null when they have no verified email. */
export type SellerContacts = Map<string, { to: string; sellerName: string; locale: Locale } | null>;

export async function buyerOf(deps: OrderMailDeps, order: OrderRow): Promise<BuyerMail | null> {
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

/** The contacts of these sellers: three reads, whatever their number. */
export async function sellerContacts(db: Db, sellerIds: string[]): Promise<SellerContacts> {
  const owners = await sellerOwners(db, sellerIds);
  const userIds = [...owners.values()].flatMap((owner) => (owner.userId ? [owner.userId] : []));
  const [emails, locales] = await Promise.all([verifiedEmails(db, userIds), localesOfUsers(db, userIds)]);
  return new Map(
    [...new Set(sellerIds)].map((sellerId) => {
      const owner = owners.get(sellerId);
      const email = owner?.userId ? emails.get(owner.userId) : undefined;
      const locale = (owner?.userId ? locales.get(owner.userId) : undefined) ?? 'en';
      return [sellerId, owner && email ? { to: email, sellerName: owner.businessName, locale } : null];
    }),
  );
}

/** Each seller of these lines with their lines, business name and verified account email (none: no mail). */
export async function bySeller(deps: Pick<OrderMailDeps, 'db' | 'sellers'>, lines: LineRow[]) {
  const known: SellerContacts = deps.sellers ?? new Map();
  const unknown = lines.map((line) => line.sellerId).filter((sellerId) => !known.has(sellerId));
  const contacts = unknown.length === 0 ? known : new Map([...known, ...(await sellerContacts(deps.db, unknown))]);
  return [...Map.groupBy(lines, (line) => line.sellerId)].flatMap(([sellerId, group]) => {
    const contact = contacts.get(sellerId);
    return contact ? [{ ...contact, lines: group }] : [];
  });
}

/**
 * The confirmation of an order, the buyer's and each seller's. A checkout gives the order as it has just written it
 * (`placed`, nothing paid online yet); otherwise (a paid UPI order, the sweep, a retry) it is read.
 */
export async function placedMails(deps: OrderMailDeps, orderId: string, placed?: PlacedOrder): Promise<MailMessage[]> {
  const order = placed?.order ?? (await findOrder(deps.db, orderId));
  if (!order) return [];
  const lines = (placed?.lines ?? (await listOrderLines(deps.db, orderId))).toSorted(byProductName);
  // A COD order's token paid online; an order just placed at checkout has paid nothing online yet.
  const paidOnline = async () =>
    placed || order.paymentMethod !== 'cod'
      ? 0
      : ((await paymentDetails(deps.db, [orderId])).get(orderId)?.paidPaise ?? 0);
  const [buyer, paidOnlinePaise] = await Promise.all([buyerOf(deps, order), paidOnline()]);
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
          codFeePaise: order.codFeePaise,
          totalPaise: order.totalPaise,
          payOnDeliveryPaise: order.paymentStatus === 'due_on_delivery' ? order.totalPaise - paidOnlinePaise : null,
          paidOnlinePaise,
          confirmBy: order.codConfirmedAt === null ? order.codConfirmBy : null,
          shipTo,
        }),
      ]
    : [];
  // A seller hears of their own lines only, at their base price less Haat's commission (what their ledger will
  // credit, to the paisa), and of the buyer only what shipping needs.
  const toSellers = (await bySeller(deps, lines)).map((seller) =>
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
      commissionGstPaise: sum(seller.lines, (line) => line.commissionGstPaise),
      markupGstPaise: sum(seller.lines, (line) => line.markupGstPaise),
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

export async function shippedMails(deps: OrderMailDeps, lineId: string): Promise<MailMessage[]> {
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

export async function deliveredMails(deps: OrderMailDeps, lineId: string): Promise<MailMessage[]> {
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

export async function cancelledMails(
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
  // A COD order never confirmed: its sellers were told in their notifications, the buyer hears why.
  if (by.party === 'unconfirmed') return buyer ? [linesCancelledMail({ ...buyer, lines: named(lines), by })] : [];
  const sellers = await bySeller(deps, lines);
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

/** The buyer's mail when a refund of their order reached their UPI account, with the bank's reference. */
export async function refundedMails(deps: OrderMailDeps, orderId: string, refundId: string): Promise<MailMessage[]> {
  const [order, refund] = await Promise.all([findOrder(deps.db, orderId), refundOf(deps.db, refundId)]);
  if (!order || (refund?.state !== 'processed' && refund?.state !== 'paid')) return [];
  const buyer = await buyerOf(deps, order);
  return buyer
    ? [
        refundProcessedMail({
          ...buyer,
          amountPaise: refund.amountPaise,
          reference: refund.reference,
          upiIdMasked: refund.upiIdMasked,
        }),
      ]
    : [];
}
