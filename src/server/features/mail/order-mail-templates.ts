import { trackingLink } from '#shared/couriers.ts';
import { formatRupees } from '#shared/money.ts';
import { type MailAction, detailsBlock, detailsTable, layout } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/*
 * Mail about orders: to the buyer when an order is placed, a line ships, is
 * delivered or is cancelled; to a seller for a new order and a buyer's
 * cancellation. Plain data in, every value escaped by the layout.
 */

export interface MailLine {
  name: string;
  quantity: number;
  /** What the line costs the buyer, or (in a seller's mail) what the seller gets for it. */
  amountPaise: number;
}

export interface ShipTo {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
}

/** Who the buyer's mail is for and the link that opens the order (with its token for a guest). */
export interface BuyerMail {
  to: string;
  buyerName: string;
  number: string;
  orderUrl: string;
  /** The link opens the order without signing in. */
  guestLink: boolean;
}

interface Compose {
  to: string;
  subject: string;
  title: string;
  intro: string;
  /** Label and value rows, and headed blocks, shown in this order in both parts. */
  table?: { label: string; value: string; strong?: boolean }[];
  blocks?: { heading: string; lines: string[] }[];
  action: MailAction;
  secondary?: MailAction;
  outro: string;
}

/** One message, HTML and plain text saying the same; the plain text's first link is the action. */
function compose({
  to,
  subject,
  title,
  intro,
  table = [],
  blocks = [],
  action,
  secondary,
  outro,
}: Compose): MailMessage {
  const text = [
    intro,
    [action, ...(secondary ? [secondary] : [])].map((link) => `${link.label}: ${link.url}`).join('\n'),
    ...(table.length > 0 ? [table.map((row) => `${row.label}: ${row.value}`).join('\n')] : []),
    ...blocks.map((block) => [block.heading, ...block.lines].join('\n')),
    outro,
  ].join('\n\n');
  const details =
    (table.length > 0 ? detailsTable(table) : '') +
    blocks.map((block) => detailsBlock(block.heading, block.lines)).join('');
  return {
    to,
    subject,
    text: `${text}\n`,
    html: layout({ title, intro, details, action, ...(secondary ? { secondary } : {}), outro }),
  };
}

const item = (line: { name: string; quantity: number }) => `${line.quantity} × ${line.name}`;
const items = (lines: { name: string; quantity: number }[]) => lines.map(item).join(', ');
const lineRows = (lines: MailLine[]) =>
  lines.map((line) => ({ label: item(line), value: formatRupees(line.amountPaise) }));

const addressLines = (shipTo: ShipTo) => [
  shipTo.name,
  shipTo.line1,
  ...(shipTo.line2 ? [shipTo.line2] : []),
  `${shipTo.city}, ${shipTo.state} ${shipTo.pincode}`,
  shipTo.phone,
];

const viewOrder = (mail: BuyerMail): MailAction => ({ label: 'View your order', url: mail.orderUrl });

function buyerOutro(mail: BuyerMail): string {
  const why = `You get this email because this address was given for Haat order ${mail.number}.`;
  return mail.guestLink ? `${why} The link opens your order without an account; keep it to yourself.` : why;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

export function orderConfirmationMail(
  mail: BuyerMail & {
    lines: MailLine[];
    deliveryPaise: number;
    totalPaise: number;
    payOnDeliveryPaise: number | null;
    shipTo: ShipTo;
  },
): MailMessage {
  const pay =
    mail.payOnDeliveryPaise === null
      ? []
      : [{ label: 'Pay on delivery, cash or UPI', value: formatRupees(mail.payOnDeliveryPaise), strong: true }];
  return compose({
    to: mail.to,
    subject: `Order ${mail.number} is placed`,
    title: 'Thank you for your order',
    intro: `Hi ${mail.buyerName}, your order ${mail.number} is placed. The sellers are getting it ready, and we will email you when each item ships.`,
    table: [
      ...lineRows(mail.lines),
      { label: 'Delivery', value: mail.deliveryPaise === 0 ? 'Free' : formatRupees(mail.deliveryPaise) },
      { label: 'Total', value: formatRupees(mail.totalPaise), strong: true },
      ...pay,
    ],
    blocks: [{ heading: 'Delivery to', lines: addressLines(mail.shipTo) }],
    action: viewOrder(mail),
    outro: buyerOutro(mail),
  });
}

export function lineShippedMail(
  mail: BuyerMail & {
    line: { name: string; quantity: number };
    courier: string;
    trackingNumber: string;
    payOnDelivery: boolean;
    /** The seller's invoice attached to the mail, if issued. */
    invoiceNumber?: string | null;
  },
): MailMessage {
  const link = trackingLink(mail.courier, mail.trackingNumber);
  const where =
    link?.opensParcel === false
      ? ` Enter the tracking number ${mail.trackingNumber} on ${link.courier}'s tracking page.`
      : '';
  const pay = mail.payOnDelivery ? ' Keep cash or UPI ready for the courier.' : '';
  return compose({
    to: mail.to,
    subject: `Shipped: ${mail.line.name} (order ${mail.number})`,
    title: 'On its way',
    intro: `Hi ${mail.buyerName}, ${item(mail.line)} from order ${mail.number} has shipped with ${mail.courier}.${where}${pay}`,
    blocks: [
      { heading: 'Courier', lines: [mail.courier, `Tracking number ${mail.trackingNumber}`] },
      ...(mail.invoiceNumber
        ? [{ heading: 'Invoice', lines: [`The seller's invoice ${mail.invoiceNumber} is attached as a PDF.`] }]
        : []),
    ],
    // A courier Haat does not know gets no made-up link: only its number, and the order.
    ...(link
      ? { action: { label: `Track with ${link.courier}`, url: link.url }, secondary: viewOrder(mail) }
      : { action: viewOrder(mail) }),
    outro: buyerOutro(mail),
  });
}

export function lineDeliveredMail(
  mail: BuyerMail & { line: { name: string; quantity: number }; returnsUntil: Date | null },
): MailMessage {
  const returns = mail.returnsUntil
    ? `Returns are accepted until ${dateFormat.format(mail.returnsUntil)}.`
    : 'This item cannot be returned.';
  return compose({
    to: mail.to,
    subject: `Delivered: ${mail.line.name} (order ${mail.number})`,
    title: 'Delivered',
    intro: `Hi ${mail.buyerName}, ${item(mail.line)} from order ${mail.number} was delivered. We hope you love it. ${returns}`,
    action: viewOrder(mail),
    outro: buyerOutro(mail),
  });
}

export type CancelledBy = { party: 'buyer' } | { party: 'seller'; seller: string; reason: string };

export function linesCancelledMail(
  mail: BuyerMail & { lines: { name: string; quantity: number }[]; by: CancelledBy },
): MailMessage {
  const intro =
    mail.by.party === 'seller'
      ? `Hi ${mail.buyerName}, ${mail.by.seller} cannot fulfil ${items(mail.lines)} from order ${mail.number} and has cancelled it. Nothing is charged for it.`
      : `Hi ${mail.buyerName}, you cancelled ${items(mail.lines)} from order ${mail.number}. Nothing is charged for it.`;
  return compose({
    to: mail.to,
    subject: `Cancelled: ${items(mail.lines)} (order ${mail.number})`,
    title: 'Cancelled',
    intro,
    blocks: mail.by.party === 'seller' ? [{ heading: 'Reason', lines: [mail.by.reason] }] : [],
    action: viewOrder(mail),
    outro: buyerOutro(mail),
  });
}

/** What a seller needs to ship: their own lines and the buyer's name, phone and address, nothing more. */
export function sellerNewOrderMail(mail: {
  to: string;
  sellerName: string;
  number: string;
  lines: MailLine[];
  shipTo: ShipTo;
  cashOnDelivery: boolean;
  dashboardUrl: string;
}): MailMessage {
  const total = mail.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  const pay = mail.cashOnDelivery ? ' The buyer pays cash on delivery.' : '';
  return compose({
    to: mail.to,
    subject: `New order ${mail.number}: ${items(mail.lines)}`,
    title: 'You have a new order',
    intro: `Hi ${mail.sellerName}, order ${mail.number} has your products in it. Confirm it on your dashboard, then ship it to the buyer below.${pay}`,
    table: [...lineRows(mail.lines), { label: 'You get', value: formatRupees(total), strong: true }],
    blocks: [{ heading: 'Ship to', lines: addressLines(mail.shipTo) }],
    action: { label: 'Open your orders', url: mail.dashboardUrl },
    outro:
      "Can't fulfil it? Cancel the item from your orders with the reason: the buyer is told at once and the stock goes back.",
  });
}

export function sellerBuyerCancelledMail(mail: {
  to: string;
  sellerName: string;
  number: string;
  lines: { name: string; quantity: number }[];
  dashboardUrl: string;
}): MailMessage {
  return compose({
    to: mail.to,
    subject: `Do not ship: order ${mail.number} was cancelled`,
    title: 'Cancelled by the buyer',
    intro: `Hi ${mail.sellerName}, the buyer cancelled ${items(mail.lines)} from order ${mail.number}. Do not ship it; its stock is back in your catalog.`,
    action: { label: 'Open your orders', url: mail.dashboardUrl },
    outro: 'You get this email because the order had your products in it.',
  });
}
