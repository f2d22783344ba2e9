import { compose, dateIn, sayIn } from './mail-compose.ts';
import type { MailMessage } from './mailer.ts';
import { type BuyerMail, buyerOutro } from './order-mail-templates.ts';

/*
 * Mail about a parcel booked with a carrier (decision 073): when the courier could not deliver it, the buyer is asked
 * what happens next, from a link to their order, before the parcel goes back to the seller.
 */

export function deliveryFailedMail(
  mail: BuyerMail & {
    sellerName: string;
    courier: string;
    awb: string;
    /** Why, in the courier's words. */
    reason: string | null;
    attempts: number;
    /** Where the buyer answers: their order, at the parcel. */
    answerUrl: string;
    at: Date;
  },
): MailMessage {
  const say = sayIn(mail.locale);
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'We could not deliver your parcel (order {number}): tell us what to do', {
      number: mail.number,
    }),
    title: say(/*i18n*/ 'Your parcel was not delivered'),
    intro: say(
      /*i18n*/ 'Hi {name}, {courier} tried to deliver your parcel from {seller} on {day} and could not. Choose another day, correct the address or phone, or cancel, and the courier hears it. If nobody answers, the parcel may go back to the seller.',
      { name: mail.buyerName, courier: mail.courier, seller: mail.sellerName, day: dateIn(mail.locale, mail.at) },
    ),
    table: [
      { label: say(/*i18n*/ 'Order'), value: mail.number, strong: true },
      { label: say(/*i18n*/ 'Tracking number'), value: mail.awb },
      { label: say(/*i18n*/ 'Attempts so far'), value: String(mail.attempts) },
      ...(mail.reason ? [{ label: say(/*i18n*/ 'The courier says'), value: mail.reason }] : []),
    ],
    action: { label: say(/*i18n*/ 'Choose what happens next'), url: mail.answerUrl },
    outro: buyerOutro(mail, say),
  });
}
