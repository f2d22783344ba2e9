import { msg, t } from '@lingui/core/macro';
import { markupSchema } from '#shared/contracts/catalog.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import { translateText } from '#web/lib/i18n.ts';

/** Said when what is typed is not an amount of rupees (in the app's language, so read when needed). */
const notRupees = () => t`Enter an amount in rupees, like 149 or 149.50`;

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
  if (paise === null) return { error: notRupees() };
  const checked = markupSchema.safeParse(paise);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message;
    return { error: message ? translateText(message) : notRupees() };
  }
  const percent = cap?.maxMarkupPercent ?? null;
  // The server's rule, to the paisa: markup × 100 ≤ base × percent.
  if (cap && percent !== null && paise * 100 > cap.basePaise * percent) {
    const most = formatRupees(Math.floor((cap.basePaise * percent) / 100));
    return { error: t`The seller allows a markup of at most ${percent}% of the base price: ${most}.` };
  }
  return { paise };
}

/** Shown beside a ₹0 markup: allowed, but the creator should know what it means (render with `i18n._`). */
export const ZERO_MARKUP_WARNING = msg`At ₹0 markup you earn nothing when this sells. Add your margin, e.g. 150.`;
