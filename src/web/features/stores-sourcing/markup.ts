import { msg, t } from '@lingui/core/macro';
import { highestMarkupPaise } from '#shared/catalog/markup.ts';
import { type Listing, markupSchema } from '#shared/contracts/catalog.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import { translateText } from '#web/lib/i18n.ts';

/** Said when what is typed is not an amount of rupees (in the app's language, so read when needed). */
const notRupees = () => t`Enter an amount in rupees, like 149 or 149.50`;

/** What the server checks a markup against besides Haat's own cap: the MRP, and the seller's percentage of the base price. */
export interface SellerMarkupCap {
  basePaise: number;
  maxMarkupPercent: number | null;
  /** The MRP: a buyer never pays more (#shared/catalog/markup.ts). */
  mrpPaise?: number | null;
}

/**
 * The markup typed so far as paise, or the message saying why the server would refuse it:
 * not an amount, above Haat's cap (named in ₹), or above the seller's cap.
 */
export function readMarkup(text: string, cap?: SellerMarkupCap): { paise: number } | { error: string } {
  const paise = rupeesToPaise(text);
  if (paise === null) return { error: notRupees() };
  const checked = markupSchema.safeParse(paise);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message;
    return { error: message ? translateText(message) : notRupees() };
  }
  const percent = cap?.maxMarkupPercent ?? null;
  const mrp = cap?.mrpPaise ?? null;
  // The server's rules, to the paisa: base + markup ≤ MRP, and markup × 100 ≤ base × percent.
  if (cap && mrp !== null && paise > mrp - cap.basePaise) {
    const mrpText = formatRupees(mrp);
    const most = formatRupees(highestMarkupPaise({ pricePaise: cap.basePaise, originalPricePaise: mrp }, null));
    return { error: t`Buyers cannot pay more than the MRP (${mrpText}): the markup can be at most ${most}.` };
  }
  if (cap && percent !== null && paise * 100 > cap.basePaise * percent) {
    const most = formatRupees(Math.floor((cap.basePaise * percent) / 100));
    return { error: t`The seller allows a markup of at most ${percent}% of the base price: ${most}.` };
  }
  return { paise };
}

/** A listed product's limits as the creator's screens know them: its MRP and its own cap (the server adds the seller's). */
export const listingCap = (listing: Listing): SellerMarkupCap => ({
  basePaise: listing.product.pricePaise,
  maxMarkupPercent: listing.product.maxMarkupPercent,
  mrpPaise: listing.product.originalPricePaise,
});

/** Shown beside a ₹0 markup: allowed, but the creator should know what it means (render with `i18n._`). */
export const ZERO_MARKUP_WARNING = msg`At ₹0 markup you earn nothing when this sells. Add your margin, e.g. 150.`;
