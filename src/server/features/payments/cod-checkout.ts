import type { Db } from '../../db/client.ts';
import { AppError, inTurn, phrase } from '../../lib/errors.ts';
import { codTermsFor } from './cod-rules.service.ts';

/** What the rules ask of a cash-on-delivery order being placed: a token by UPI first, or the buyer's confirmation. */
export interface CodCheckout {
  /** Paid by UPI before the order is placed; 0: none. */
  tokenPaise: number;
  /** By when the buyer must confirm it from its mail; null: no confirmation asked. */
  confirmBy: Date | null;
  /** The COD fee each parcel carries (decision 072). */
  feePaise: number;
}

/**
 * Checks a cash-on-delivery order against the rules (decision 070): refused, with the reason in the buyer's language
 * and UPI offered instead, for a PIN code with COD off or a total over the limit; a confirmation needs a mail to
 * confirm from, so an order without an email is asked for one.
 */
export async function codAtCheckout(
  db: Db,
  order: { pincode: string; totalPaise: number; email: string | null },
  upiOffered: boolean,
  now: Date,
): Promise<CodCheckout> {
  const terms = await codTermsFor(db, order, upiOffered);
  if (!terms.available && terms.reasonPhrase !== null) {
    throw new AppError('validation_failed', terms.reasonPhrase, { fields: { 'payment.method': [terms.reasonPhrase] } });
  }
  if (terms.confirmation && !order.email) {
    const why = phrase(/*i18n*/ 'A cash-on-delivery order is confirmed from the mail we send.', {});
    const ask = phrase(/*i18n*/ 'Give your email, or pay by UPI.', {});
    throw new AppError('validation_failed', inTurn([why, ask]), {
      fields: { 'contact.email': [/*i18n*/ 'Needed to confirm a cash-on-delivery order.'] },
    });
  }
  return {
    tokenPaise: terms.tokenPaise,
    confirmBy: terms.confirmation ? new Date(now.getTime() + terms.confirmHours * 3_600_000) : null,
    feePaise: terms.feePaise,
  };
}
