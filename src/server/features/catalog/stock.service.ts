// A product's stock belongs to the catalog: orders take units when they are placed and put them back when a
// line is cancelled, undelivered or returned, through these functions, in the caller's transaction.
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { addUnits, findStock, takeOneUnit, takeUnitsAtPrices } from './stock.repository.ts';

export interface UnitsWanted {
  productId: string;
  productName: string;
  quantity: number;
  /** The seller's price the buyer saw: a product whose price has moved since is not taken. */
  basePricePaise: number;
}

/**
 * Takes the stock for every line in one conditional update, a product on two lines once for both. Anything short,
 * or a price that moved, throws, and the caller's transaction rolls back.
 */
export async function takeStock(tx: Db, lines: UnitsWanted[]): Promise<void> {
  const wanted = new Map<string, UnitsWanted>();
  for (const line of lines) {
    const same = wanted.get(line.productId);
    wanted.set(line.productId, same ? { ...same, quantity: same.quantity + line.quantity } : line);
  }
  const taken = await takeUnitsAtPrices(
    tx,
    [...wanted.values()].map(({ productId, quantity, basePricePaise }) => ({
      productId,
      quantity,
      pricePaise: basePricePaise,
    })),
  );
  const short = [...wanted.values()]
    .filter((line) => !taken.has(line.productId))
    .toSorted((a, b) => a.productId.localeCompare(b.productId));
  for (const line of short) {
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
