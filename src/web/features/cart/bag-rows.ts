import { MAX_LINE_QUANTITY, type Quote, type QuotedLine } from '#shared/contracts/cart.ts';
import type { CartLine } from './cart-store.ts';

/** A cart line with what the latest quote says about it. */
export interface BagRow {
  line: CartLine;
  /** Null until the first quote arrives. */
  quoted: QuotedLine | null;
  /** Why it cannot be ordered as it is: gone from the store, or fewer in stock than asked. */
  problem: 'gone' | 'short' | null;
  /** The most the stepper allows: the line limit, or the stock when lower. */
  max: number;
}

/**
 * Joins the cart with the quote. Stock problems are judged against the cart's
 * quantity, so a lowered quantity clears its notice before the new quote lands.
 * `current` is false while an older quote stands in for the one on its way.
 */
export function bagRows(lines: CartLine[], quote: Quote | undefined, current: boolean): BagRow[] {
  const quoted = new Map(quote?.lines.map((line) => [line.listingId, line]));
  return lines.map((line) => {
    const match = quoted.get(line.listingId) ?? null;
    if (!quote || (!match && !current)) return { line, quoted: match, problem: null, max: MAX_LINE_QUANTITY };
    // A listing the server did not price is no longer for sale.
    if (!match || match.problem === 'gone') return { line, quoted: match, problem: 'gone', max: line.quantity };
    const max = Math.min(MAX_LINE_QUANTITY, match.available);
    return { line, quoted: match, problem: match.available < line.quantity ? 'short' : null, max };
  });
}
