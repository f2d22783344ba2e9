import type { Locale } from '#shared/i18n/locales.ts';
import { formatRupees } from '#shared/money.ts';
import { compose, items, sayIn } from './mail-compose.ts';
import type { MailMessage } from './mailer.ts';
import { addressLines, lineRows, type MailLine, type ShipTo } from './order-mail-templates.ts';

/* Mail about orders to a seller: a new order, and a buyer's cancellation. Written in the seller's language. */

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
