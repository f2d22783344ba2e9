import { markupSchema } from '#shared/contracts/catalog.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';

const NOT_RUPEES = 'Enter an amount in rupees, like 149 or 149.50';

/** What the server checks a markup against besides Haat's own cap: the seller's percentage of the base price. */
export interface SellerMarkupCap {
  basePaise: number;
  maxMarkupPercent: number | null;
}

/**
 * The markup typed so far as paise, or the message saying why the server would refuse it:
 * not an amount, above Haat's cap (named in ₹), or above the seller's cap.
 */
export function readMarkup(text: string, cap?: SellerMarkupCap): { paise: number } | { error: string } {
  const paise = rupeesToPaise(text);
  if (paise === null) return { error: NOT_RUPEES };
  const checked = markupSchema.safeParse(paise);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? NOT_RUPEES };
  const percent = cap?.maxMarkupPercent ?? null;
  // The server's rule, to the paisa: markup × 100 ≤ base × percent.
  if (cap && percent !== null && paise * 100 > cap.basePaise * percent) {
    const most = Math.floor((cap.basePaise * percent) / 100);
    return { error: `The seller allows a markup of at most ${percent}% of the base price: ${formatRupees(most)}.` };
  }
  return { paise };
}

/** Shown beside a ₹0 markup: allowed, but the creator should know what it means. */
export const ZERO_MARKUP_WARNING = 'At ₹0 markup you earn nothing when this sells. Add your margin, e.g. 150.';
