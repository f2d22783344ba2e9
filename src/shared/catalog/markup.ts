import { MAX_MARKUP_PAISE } from '../contracts/catalog.ts';

/*
 * How much a creator may add to a seller's price. A packaged product is never sold above the MRP printed on it
 * (Legal Metrology (Packaged Commodities) Rules, 2011, rule 18(2) read with rule 6(1)(e): the retail sale price is
 * the maximum, inclusive of all taxes), so the markup stops at MRP − base; the seller's markup cap (a percentage of
 * their price) can lower it further. The server refuses a markup above it, the creator's forms say it, and a
 * listing whose seller later lowered the MRP or raised the price sells at the MRP (storePricePaise).
 */

interface Priced {
  /** The seller's base price. */
  pricePaise: number;
  /** The MRP, if the seller gave one. */
  originalPricePaise: number | null;
}

/** The most a creator may add to this product, in paise. */
export function highestMarkupPaise(product: Priced, capPercent: number | null): number {
  const byCap = capPercent === null ? MAX_MARKUP_PAISE : Math.floor((product.pricePaise * capPercent) / 100);
  const byMrp =
    product.originalPricePaise === null
      ? MAX_MARKUP_PAISE
      : Math.max(0, product.originalPricePaise - product.pricePaise);
  return Math.min(byCap, byMrp, MAX_MARKUP_PAISE);
}

/** The markup a listing sells with now: its own, but never past the MRP. */
export const saleMarkupPaise = (product: Priced, markupPaise: number): number =>
  product.originalPricePaise === null
    ? markupPaise
    : Math.max(0, Math.min(markupPaise, product.originalPricePaise - product.pricePaise));

/** What a buyer pays for one in a store: the base price and the markup, never more than the MRP. */
export const storePricePaise = (product: Priced, markupPaise: number): number =>
  product.pricePaise + saleMarkupPaise(product, markupPaise);
