import { trackingLink } from '#shared/couriers.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { formatRupees } from '#shared/money.ts';
import { compose, dateIn, item, items, momentIn, type Say, sayIn } from './mail-compose.ts';
import type { MailAction } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/*
 * Mail about orders to the buyer: when an order is placed, a line ships, is delivered or is cancelled (a seller's
 * are in seller-order-mail-templates.ts). Plain data in, every value escaped by the layout. Each is written in its reader's language
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

export const lineRows = (lines: MailLine[]) =>
  lines.map((line) => ({ label: item(line), value: formatRupees(line.amountPaise) }));

export const addressLines = (shipTo: ShipTo) => [
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
    /** The parcels' cash-on-delivery fee (decision 072); 0: none. */
    codFeePaise: number;
    totalPaise: number;
    payOnDeliveryPaise: number | null;
    /** Paid by UPI before the order was placed: a cash-on-delivery order's token (decision 070). */
    paidOnlinePaise: number;
    /** A cash-on-delivery order its buyer must confirm from this mail: by when. */
    confirmBy: Date | null;
    shipTo: ShipTo;
  },
): MailMessage {
  const say = sayIn(mail.locale);
  const paidOnline =
    mail.paidOnlinePaise > 0 ? [{ label: say(/*i18n*/ 'Paid by UPI'), value: formatRupees(mail.paidOnlinePaise) }] : [];
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
  const confirm = mail.confirmBy;
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: confirm
      ? say(/*i18n*/ 'Confirm order {number}', { number: mail.number })
      : say(/*i18n*/ 'Order {number} is placed', { number: mail.number }),
    title: confirm ? say(/*i18n*/ 'Confirm your order') : say(/*i18n*/ 'Thank you for your order'),
    intro: confirm
      ? say(
          /*i18n*/ 'Hi {name}, confirm your cash-on-delivery order {number} by {time} and the sellers will ship it. If it is not confirmed by then, it is cancelled.',
          { name: mail.buyerName, number: mail.number, time: momentIn(mail.locale, confirm) },
        )
      : say(
          /*i18n*/ 'Hi {name}, your order {number} is placed. The sellers are getting it ready, and we will email you when each item ships.',
          { name: mail.buyerName, number: mail.number },
        ),
    table: [
      ...lineRows(mail.lines),
      {
        label: say(/*i18n*/ 'Delivery'),
        value: mail.deliveryPaise === 0 ? say(/*i18n*/ 'Free') : formatRupees(mail.deliveryPaise),
      },
      ...(mail.codFeePaise > 0
        ? [{ label: say(/*i18n*/ 'Cash on delivery fee'), value: formatRupees(mail.codFeePaise) }]
        : []),
      { label: say(/*i18n*/ 'Total'), value: formatRupees(mail.totalPaise), strong: true },
      ...paidOnline,
      ...pay,
    ],
    blocks: [{ heading: say(/*i18n*/ 'Delivery to'), lines: addressLines(mail.shipTo) }],
    action: confirm ? { label: say(/*i18n*/ 'Confirm order'), url: mail.orderUrl } : viewOrder(mail, say),
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

export type CancelledBy =
  | { party: 'buyer' }
  | { party: 'seller'; seller: string; reason: string }
  | { party: 'unconfirmed' };

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
      : mail.by.party === 'unconfirmed'
        ? say(
            /*i18n*/ 'Hi {name}, cash-on-delivery order {number} was not confirmed in time, so {items} is cancelled and nothing will be delivered or charged for it.',
            values,
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

/** A refund of the order reached the buyer's UPI account (decision 068), with the bank's reference when given. */
export function refundProcessedMail(
  mail: BuyerMail & {
    amountPaise: number;
    reference: string | null;
    /** A cash-on-delivery refund's UPI ID, masked (decision 071); null: back to the UPI account paid from. */
    upiIdMasked: string | null;
  },
): MailMessage {
  const say = sayIn(mail.locale);
  const values = {
    name: mail.buyerName,
    amount: formatRupees(mail.amountPaise),
    number: mail.number,
    upi: mail.upiIdMasked ?? '',
  };
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Refunded {amount} for order {number}', values),
    title: say(/*i18n*/ 'Your refund is on its way to you'),
    intro: mail.upiIdMasked
      ? say(
          /*i18n*/ 'Hi {name}, {amount} for order {number} has been sent to {upi}, the UPI ID you gave. Banks usually show it within a day.',
          values,
        )
      : say(
          /*i18n*/ 'Hi {name}, {amount} for order {number} has been refunded to the UPI account you paid from. Banks usually show it within a day.',
          values,
        ),
    blocks: mail.reference ? [{ heading: say(/*i18n*/ 'Bank reference'), lines: [mail.reference] }] : [],
    action: viewOrder(mail, say),
    outro: buyerOutro(mail, say),
  });
}
