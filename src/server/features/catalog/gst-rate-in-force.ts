import { formatGstRate, gstRatesOn } from '#shared/gst.ts';
import { AppError, phrase } from '../../lib/errors.ts';

/** A product's GST rate must be one in force today (a rate a schedule has since dropped is refused). */
export function checkGstRateInForce(rateBps: number, now: Date): void {
  if (gstRatesOn(now).includes(rateBps)) return;
  const message = phrase(/*i18n*/ '{rate} is not a GST rate in force. Choose one of {rates}.', {
    rate: formatGstRate(rateBps),
    rates: gstRatesOn(now).map(formatGstRate).join(', '),
  });
  throw new AppError('validation_failed', message, { fields: { gstRateBps: [message] } });
}
