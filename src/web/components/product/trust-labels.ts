import { formatRupeesShort } from '#shared/money.ts';

/*
 * What a buyer decides on beside the price (brief, "Trust"), worded once for the
 * store's tiles and the product popup, from the product's own data.
 */

/** The product's return window: "7-day returns", or "No returns" when the seller takes none back. */
export const returnWindowLabel = (days: number) => (days === 0 ? 'No returns' : `${days}-day returns`);

/** The delivery fee the server priced for the product on its own: "Free delivery" or "₹49 delivery". */
export const deliveryFeeLabel = (feePaise: number) =>
  feePaise === 0 ? 'Free delivery' : `${formatRupeesShort(feePaise)} delivery`;
