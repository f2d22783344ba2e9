import type { Locale } from '#shared/i18n/locales.ts';
import { formatRupees } from '#shared/money.ts';
import { compose, dateIn, item, sayIn } from './mail-compose.ts';
import type { MailMessage } from './mailer.ts';
import { type BuyerMail, buyerOutro, viewOrder } from './order-mail-templates.ts';

/*
 * Mail about a return (decision 026): to the seller when a buyer asks to return a line, to the buyer when the seller
 * accepts or declines it. Each in its reader's language (decision 047); the buyer's and the seller's words as they
 * typed them. An accepted return says what comes back: to the UPI account a prepaid order was paid from, or, for
 * cash on delivery, to the UPI ID the buyer gives on the order page (decision 071).
 */

interface ReturnedLine {
  name: string;
  quantity: number;
}

export function sellerReturnRequestedMail(mail: {
  locale: Locale;
  to: string;
  sellerName: string;
  buyerName: string;
  number: string;
  line: ReturnedLine;
  /** The reason's English label (RETURN_REASON_LABELS), said here in the seller's language. */
  reason: string;
  details: string;
  photoCount: number;
  dashboardUrl: string;
}): MailMessage {
  const say = sayIn(mail.locale);
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Return requested: {product} (order {number})', {
      product: mail.line.name,
      number: mail.number,
    }),
    title: say(/*i18n*/ 'A buyer asks to return an item'),
    intro: say(
      /*i18n*/ 'Hi {name}, {buyer} asked to return {item} from order {number}. Its earnings are on hold until you accept or decline the request under Orders on your dashboard.',
      { name: mail.sellerName, buyer: mail.buyerName, item: item(mail.line), number: mail.number },
    ),
    table: [
      { label: say(/*i18n*/ 'Reason'), value: say(mail.reason) },
      ...(mail.photoCount > 0
        ? [
            {
              label: say(/*i18n*/ 'Photos'),
              value: say(
                /*i18n*/ '{count, plural, one {# photo, on your dashboard} other {# photos, on your dashboard}}',
                {
                  count: mail.photoCount,
                },
              ),
            },
          ]
        : []),
    ],
    blocks: [{ heading: say(/*i18n*/ 'The buyer says'), lines: [mail.details] }],
    action: { label: say(/*i18n*/ 'Answer the request'), url: mail.dashboardUrl },
    outro: say(/*i18n*/ 'You get this email because the order had your products in it.'),
  });
}

export function returnDecidedMail(
  mail: BuyerMail & {
    line: ReturnedLine;
    decision: 'accepted' | 'rejected';
    /** The seller's note: required to decline, optional to accept. */
    note: string | null;
    /** A declined buyer may ask again while the window is open: its last moment, or null once it has closed. */
    askAgainUntil: Date | null;
    /** What an accepted return sends back: to the UPI account paid from, or to a UPI ID the buyer gives. */
    refund: { amountPaise: number; to: 'source' | 'upi_id' } | null;
  },
): MailMessage {
  const say = sayIn(mail.locale);
  const values = { name: mail.buyerName, item: item(mail.line), number: mail.number, product: mail.line.name };
  const accepted = mail.decision === 'accepted';
  const { refund } = mail;
  const again =
    !accepted && mail.askAgainUntil
      ? ` ${say(/*i18n*/ 'You can ask again until {date}.', { date: dateIn(mail.locale, mail.askAgainUntil) })}`
      : '';
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: accepted
      ? say(/*i18n*/ 'Return accepted: {product} (order {number})', values)
      : say(/*i18n*/ 'Return declined: {product} (order {number})', values),
    title: accepted ? say(/*i18n*/ 'Your return is accepted') : say(/*i18n*/ 'Your return was declined'),
    intro: accepted
      ? say(/*i18n*/ 'Hi {name}, the seller accepted your return of {item} from order {number}.', values)
      : `${say(/*i18n*/ 'Hi {name}, the seller declined your return of {item} from order {number}.', values)}${again}`,
    blocks: [
      ...(mail.note ? [{ heading: say(/*i18n*/ 'The seller says'), lines: [mail.note] }] : []),
      ...(refund
        ? [
            {
              heading: say(/*i18n*/ 'Your refund'),
              lines: [
                refund.to === 'upi_id'
                  ? say(/*i18n*/ '{amount} is owed back to you. Give the UPI ID to send it to on your order page.', {
                      amount: formatRupees(refund.amountPaise),
                    })
                  : say(/*i18n*/ '{amount} goes back to the UPI account you paid from.', {
                      amount: formatRupees(refund.amountPaise),
                    }),
              ],
            },
          ]
        : []),
    ],
    action:
      refund?.to === 'upi_id' ? { label: say(/*i18n*/ 'Give your UPI ID'), url: mail.orderUrl } : viewOrder(mail, say),
    outro: buyerOutro(mail, say),
  });
}
