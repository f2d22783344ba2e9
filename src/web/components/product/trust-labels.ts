import { t } from '@lingui/core/macro';
import { formatRupeesShort } from '#shared/money.ts';

/*
 * What a buyer decides on beside the price (brief, "Trust"), worded once for the
 * store's tiles and the product popup, from the product's own data.
 */

/** The product's return window: "7-day returns", or "No returns" when the seller takes none back. */
export const returnWindowLabel = (days: number) => (days === 0 ? t`No returns` : t`${days}-day returns`);

/** The delivery fee the server priced for the product on its own: "Free delivery" or "₹49 delivery". */
export function deliveryFeeLabel(feePaise: number): string {
  if (feePaise === 0) return t`Free delivery`;
  const fee = formatRupeesShort(feePaise);
  return t`${fee} delivery`;
}
