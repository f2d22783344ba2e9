import { compose, dateIn, sayIn } from './mail-compose.ts';
import type { MailMessage } from './mailer.ts';
import { type BuyerMail, buyerOutro, viewOrder } from './order-mail-templates.ts';

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
      { label: say(/*i18n*/ 'Order'), value: mail.number },
      { label: say(/*i18n*/ 'Tracking number'), value: mail.awb },
      { label: say(/*i18n*/ 'Attempts so far'), value: String(mail.attempts) },
      ...(mail.reason ? [{ label: say(/*i18n*/ 'The courier says'), value: mail.reason }] : []),
    ],
    action: { label: say(/*i18n*/ 'Choose what happens next'), url: mail.answerUrl },
    outro: buyerOutro(mail, say),
  });
}

/** An accepted return's pickup: who collects it and when; the money moves once it is back with the seller. */
export function returnPickupMail(
  mail: BuyerMail & { product: string; sellerName: string; courier: string; awb: string; pickupDate: string | null },
): MailMessage {
  const say = sayIn(mail.locale);
  const day = mail.pickupDate ? dateIn(mail.locale, new Date(`${mail.pickupDate}T00:00:00+05:30`)) : null;
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: say(/*i18n*/ 'Return accepted: {product} is picked up from you (order {number})', {
      product: mail.product,
      number: mail.number,
    }),
    title: say(/*i18n*/ 'Your return is accepted'),
    intro: day
      ? say(
          /*i18n*/ 'Hi {name}, {seller} accepted your return of {product}. {courier} picks it up from you on {day}: keep it packed. Your refund follows once it is back with the seller.',
          { name: mail.buyerName, seller: mail.sellerName, product: mail.product, courier: mail.courier, day },
        )
      : say(
          /*i18n*/ 'Hi {name}, {seller} accepted your return of {product}. {courier} will come to pick it up: keep it packed. Your refund follows once it is back with the seller.',
          { name: mail.buyerName, seller: mail.sellerName, product: mail.product, courier: mail.courier },
        ),
    table: [
      { label: say(/*i18n*/ 'Order'), value: mail.number },
      { label: say(/*i18n*/ 'Tracking number'), value: mail.awb },
    ],
    action: viewOrder(mail, say),
    outro: buyerOutro(mail, say),
  });
}
