// A product's stock belongs to the catalog: orders take units when they are placed and put them back when a
// line is cancelled, undelivered or returned, through these functions, in the caller's transaction.
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { addUnits, findStock, takeOneUnit, takeUnitsAtPrice } from './stock.repository.ts';

export interface UnitsWanted {
  productId: string;
  productName: string;
  quantity: number;
  /** The seller's price the buyer saw: a product whose price has moved since is not taken. */
  basePricePaise: number;
}

/**
 * Takes the stock for every line with one conditional update each, in product order so two orders never wait
 * on each other. Anything short, or a price that moved, throws, and the caller's transaction rolls back.
 */
export async function takeStock(tx: Db, lines: UnitsWanted[]): Promise<void> {
  const sorted = lines.toSorted((a, b) => a.productId.localeCompare(b.productId));
  for (const line of sorted) {
    if (await takeUnitsAtPrice(tx, line.productId, line.quantity, line.basePricePaise)) continue;
    const now = await findStock(tx, line.productId);
    if (now && now.pricePaise !== line.basePricePaise) {
      throw new AppError(
        'price_changed',
        phrase(/*i18n*/ 'The price of {name} just changed. Check your bag and place the order again.', {
          name: line.productName,
        }),
      );
    }
    const left = now?.stock ?? 0;
    throw new AppError(
      'out_of_stock',
      left === 0
        ? phrase(/*i18n*/ 'Sorry, {name} is out of stock.', { name: line.productName })
        : phrase(/*i18n*/ 'Only {left} of {name} left. Lower the quantity to continue.', {
            left,
            name: line.productName,
          }),
    );
  }
}

/** One unit of a seller's product, for a gift: its name once taken, or why not (with the name, if it exists). */
export async function takeOneForGift(
  tx: Db,
  productId: string,
  sellerId: string,
): Promise<{ taken: true; name: string; hsnCode: string; gstRateBps: number } | { taken: false; name: string | null }> {
  const unit = await takeOneUnit(tx, productId, sellerId);
  if (unit !== null) return { taken: true, ...unit };
  return { taken: false, name: (await findStock(tx, productId))?.name ?? null };
}

/** What a product sells for now: the declared value of a unit sent free (a campaign gift's delivery challan). */
export async function unitValue(db: Db, productId: string): Promise<number> {
  return (await findStock(db, productId))?.pricePaise ?? 0;
}

/** Puts a line's units back on the shelf (cancelled, undelivered or returned). */
export function returnStock(tx: Db, productId: string, quantity: number): Promise<void> {
  return addUnits(tx, productId, quantity);
}
