import { trackingLink } from '#shared/couriers.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { formatRupees } from '#shared/money.ts';
import { compose, dateIn, item, items, type Say, sayIn } from './mail-compose.ts';
import type { MailAction } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/*
 * Mail about orders: to the buyer when an order is placed, a line ships, is
 * delivered or is cancelled; to a seller for a new order and a buyer's
 * cancellation. Plain data in, every value escaped by the layout. Each is written in its reader's language
 * (decision 047); names, addresses and reasons as people typed them.
 */

export interface MailLine {
  name: string;
  quantity: number;
  /** What the line costs the buyer, or (in a seller's mail) its base amount, before Haat's commission. */
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
  /** The buyer's language. */
  locale: Locale;
}

const lineRows = (lines: MailLine[]) =>
  lines.map((line) => ({ label: item(line), value: formatRupees(line.amountPaise) }));

const addressLines = (shipTo: ShipTo) => [
  shipTo.name,
  shipTo.line1,
  ...(shipTo.line2 ? [shipTo.line2] : []),
  `${shipTo.city}, ${shipTo.state} ${shipTo.pincode}`,
  shipTo.phone,
];

export const viewOrder = (mail: BuyerMail, say: Say): MailAction => ({
  label: say(/*i18n*/ 'View your order'),
  url: mail.orderUrl,
});

export function buyerOutro(mail: BuyerMail, say: Say): string {
  const why = say(/*i18n*/ 'You get this email because this address was given for Haat order {number}.', {
    number: mail.number,
  });
  return mail.guestLink
    ? `${why} ${say(/*i18n*/ 'The link opens your order without an account; keep it to yourself.')}`
    : why;
}

export function orderConfirmationMail(
  mail: BuyerMail & {
    lines: MailLine[];
    deliveryPaise: number;
    totalPaise: number;
    payOnDeliveryPaise: number | null;
    shipTo: ShipTo;
  },
): MailMessage {
  const say = sayIn(mail.locale);
  const pay =
    mail.payOnDeliveryPaise === null
      ? []
      : [
          {
            label: say(/*i18n*/ 'Pay on delivery, cash or UPI'),
            value: formatRupees(mail.payOnDeliveryPaise),
            strong: true,
          },
        ];
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Order {number} is placed', { number: mail.number }),
    title: say(/*i18n*/ 'Thank you for your order'),
    intro: say(
      /*i18n*/ 'Hi {name}, your order {number} is placed. The sellers are getting it ready, and we will email you when each item ships.',
      { name: mail.buyerName, number: mail.number },
    ),
    table: [
      ...lineRows(mail.lines),
      {
        label: say(/*i18n*/ 'Delivery'),
        value: mail.deliveryPaise === 0 ? say(/*i18n*/ 'Free') : formatRupees(mail.deliveryPaise),
      },
      { label: say(/*i18n*/ 'Total'), value: formatRupees(mail.totalPaise), strong: true },
      ...pay,
    ],
    blocks: [{ heading: say(/*i18n*/ 'Delivery to'), lines: addressLines(mail.shipTo) }],
    action: viewOrder(mail, say),
    outro: buyerOutro(mail, say),
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
  const say = sayIn(mail.locale);
  const link = trackingLink(mail.courier, mail.trackingNumber);
  const where =
    link?.opensParcel === false
      ? ` ${say(/*i18n*/ "Enter the tracking number {tracking} on {courier}'s tracking page.", {
          tracking: mail.trackingNumber,
          courier: link.courier,
        })}`
      : '';
  const pay = mail.payOnDelivery ? ` ${say(/*i18n*/ 'Keep cash or UPI ready for the courier.')}` : '';
  const shipped = say(/*i18n*/ 'Hi {name}, {item} from order {number} has shipped with {courier}.', {
    name: mail.buyerName,
    item: item(mail.line),
    number: mail.number,
    courier: mail.courier,
  });
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Shipped: {product} (order {number})', { product: mail.line.name, number: mail.number }),
    title: say(/*i18n*/ 'On its way'),
    intro: `${shipped}${where}${pay}`,
    blocks: [
      {
        heading: say(/*i18n*/ 'Courier'),
        lines: [mail.courier, say(/*i18n*/ 'Tracking number {tracking}', { tracking: mail.trackingNumber })],
      },
      ...(mail.invoiceNumber
        ? [
            {
              heading: say(/*i18n*/ 'Invoice'),
              lines: [
                say(/*i18n*/ "The seller's invoice {invoice} is attached as a PDF.", { invoice: mail.invoiceNumber }),
              ],
            },
          ]
        : []),
    ],
    // A courier Haat does not know gets no made-up link: only its number, and the order.
    ...(link
      ? {
          action: { label: say(/*i18n*/ 'Track with {courier}', { courier: link.courier }), url: link.url },
          secondary: viewOrder(mail, say),
        }
      : { action: viewOrder(mail, say) }),
    outro: buyerOutro(mail, say),
  });
}

export function lineDeliveredMail(
  mail: BuyerMail & { line: { name: string; quantity: number }; returnsUntil: Date | null },
): MailMessage {
  const say = sayIn(mail.locale);
  const returns = mail.returnsUntil
    ? say(/*i18n*/ 'Returns are accepted until {date}.', { date: dateIn(mail.locale, mail.returnsUntil) })
    : say(/*i18n*/ 'This item cannot be returned.');
  const delivered = say(/*i18n*/ 'Hi {name}, {item} from order {number} was delivered. We hope you love it.', {
    name: mail.buyerName,
    item: item(mail.line),
    number: mail.number,
  });
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Delivered: {product} (order {number})', { product: mail.line.name, number: mail.number }),
    title: say(/*i18n*/ 'Delivered'),
    intro: `${delivered} ${returns}`,
    action: viewOrder(mail, say),
    outro: buyerOutro(mail, say),
  });
}

export type CancelledBy = { party: 'buyer' } | { party: 'seller'; seller: string; reason: string };

export function linesCancelledMail(
  mail: BuyerMail & { lines: { name: string; quantity: number }[]; by: CancelledBy },
): MailMessage {
  const say = sayIn(mail.locale);
  const values = { name: mail.buyerName, items: items(mail.lines), number: mail.number };
  const intro =
    mail.by.party === 'seller'
      ? say(
          /*i18n*/ 'Hi {name}, {seller} cannot fulfil {items} from order {number} and has cancelled it. Nothing is charged for it.',
          { ...values, seller: mail.by.seller },
        )
      : say(/*i18n*/ 'Hi {name}, you cancelled {items} from order {number}. Nothing is charged for it.', values);
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Cancelled: {items} (order {number})', values),
    title: say(/*i18n*/ 'Cancelled'),
    intro,
    blocks: mail.by.party === 'seller' ? [{ heading: say(/*i18n*/ 'Reason'), lines: [mail.by.reason] }] : [],
    action: viewOrder(mail, say),
    outro: buyerOutro(mail, say),
  });
}

/** What a seller needs to ship: their own lines and the buyer's name, phone and address, nothing more. */
export function sellerNewOrderMail(mail: {
  locale: Locale;
  to: string;
  sellerName: string;
  number: string;
  lines: MailLine[];
  /**
   * Haat's commission on these lines and the GST on it, the GST inside the creators' markups (the seller's to
   * remit), the delivery fee they carry, and the rest: what the seller's ledger credits.
   */
  commissionPaise: number;
  commissionGstPaise: number;
  markupGstPaise: number;
  deliveryPaise: number;
  netPaise: number;
  shipTo: ShipTo;
  cashOnDelivery: boolean;
  dashboardUrl: string;
}): MailMessage {
  const say = sayIn(mail.locale);
  const pay = mail.cashOnDelivery ? ` ${say(/*i18n*/ 'The buyer pays cash on delivery.')}` : '';
  const intro = say(
    /*i18n*/ 'Hi {name}, order {number} has your products in it. Confirm it on your dashboard, then ship it to the buyer below.',
    { name: mail.sellerName, number: mail.number },
  );
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'New order {number}: {items}', { number: mail.number, items: items(mail.lines) }),
    title: say(/*i18n*/ 'You have a new order'),
    intro: `${intro}${pay}`,
    table: [
      ...lineRows(mail.lines),
      ...(mail.markupGstPaise > 0
        ? [{ label: say(/*i18n*/ 'GST in the creator’s markup'), value: `+ ${formatRupees(mail.markupGstPaise)}` }]
        : []),
      ...(mail.commissionPaise > 0
        ? [{ label: say(/*i18n*/ 'Haat’s commission'), value: `− ${formatRupees(mail.commissionPaise)}` }]
        : []),
      ...(mail.commissionGstPaise > 0
        ? [{ label: say(/*i18n*/ 'GST on Haat’s commission'), value: `− ${formatRupees(mail.commissionGstPaise)}` }]
        : []),
      ...(mail.deliveryPaise > 0
        ? [{ label: say(/*i18n*/ 'Delivery fee'), value: `+ ${formatRupees(mail.deliveryPaise)}` }]
        : []),
      { label: say(/*i18n*/ 'You get'), value: formatRupees(mail.netPaise), strong: true },
    ],
    blocks: [{ heading: say(/*i18n*/ 'Ship to'), lines: addressLines(mail.shipTo) }],
    action: { label: say(/*i18n*/ 'Open your orders'), url: mail.dashboardUrl },
    outro: say(
      /*i18n*/ "Can't fulfil it? Cancel the item from your orders with the reason: the buyer is told at once and the stock goes back.",
    ),
  });
}

export function sellerBuyerCancelledMail(mail: {
  locale: Locale;
  to: string;
  sellerName: string;
  number: string;
  lines: { name: string; quantity: number }[];
  dashboardUrl: string;
}): MailMessage {
  const say = sayIn(mail.locale);
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Do not ship: order {number} was cancelled', { number: mail.number }),
    title: say(/*i18n*/ 'Cancelled by the buyer'),
    intro: say(
      /*i18n*/ 'Hi {name}, the buyer cancelled {items} from order {number}. Do not ship it; its stock is back in your catalog.',
      { name: mail.sellerName, items: items(mail.lines), number: mail.number },
    ),
    action: { label: say(/*i18n*/ 'Open your orders'), url: mail.dashboardUrl },
    outro: say(/*i18n*/ 'You get this email because the order had your products in it.'),
  });
}
