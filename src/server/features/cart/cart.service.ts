import { type CartLineInput, MAX_ORDER_LINES, type Quote } from '#shared/contracts/cart.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { ServiceContext } from '../../service-context.ts';
import {
  addCartLinesIfNew,
  countCartLines,
  deleteCartLines,
  deleteCartOfUser,
  hasCartLine,
  listCartLines,
  upsertCartLine,
} from './cart.repository.ts';
import { findOffers } from '../stores/listing-offers.service.ts';
import { quoteLines } from './pricing.ts';

/** A signed-in buyer's cart, priced now, oldest line first. */
export async function getCart(context: ServiceContext, userId: string): Promise<Quote> {
  return quoteLines(context, await listCartLines(context.db, userId));
}

async function requireRoom(db: Db, userId: string, adding: number): Promise<void> {
  if ((await countCartLines(db, userId)) + adding > MAX_ORDER_LINES)
    throw new AppError(
      'validation_failed',
      phrase(/*i18n*/ 'A bag holds at most {max} different items.', { max: MAX_ORDER_LINES }),
    );
}

/** Puts a listing in the cart with this quantity (or changes its quantity); the first attribution stays. */
export async function setCartLine(context: ServiceContext, userId: string, input: CartLineInput): Promise<Quote> {
  const { db, now } = context;
  const offer = (await findOffers(db, [input.listingId])).get(input.listingId);
  if (!offer?.onSale) throw new AppError('not_found', /*i18n*/ 'This product is no longer sold in this store.');
  if (!(await hasCartLine(db, userId, input.listingId))) await requireRoom(db, userId, 1);
  await upsertCartLine(db, {
    userId,
    listingId: input.listingId,
    quantity: input.quantity,
    ref: input.ref ?? null,
    utmSource: input.utmSource ?? null,
    addedAt: now,
  });
  return getCart(context, userId);
}

export async function removeCartLine(context: ServiceContext, userId: string, listingId: string): Promise<Quote> {
  if (isUuid(listingId)) await deleteCartLines(context.db, userId, [listingId]);
  return getCart(context, userId);
}

/**
 * Merges a visitor's cart into the account at sign-in: lines the account
 * already has stay as they are, new ones are added while there is room, and
 * listings no longer on sale are dropped.
 */
export async function mergeCart(context: ServiceContext, userId: string, lines: CartLineInput[]): Promise<Quote> {
  const { db, now } = context;
  const offers = await findOffers(
    db,
    lines.map((line) => line.listingId),
  );
  await db.transaction(async (tx) => {
    const room = Math.max(0, MAX_ORDER_LINES - (await countCartLines(tx, userId)));
    const fresh = lines.filter((line) => offers.get(line.listingId)?.onSale).slice(0, room);
    await addCartLinesIfNew(
      tx,
      fresh.map((line, index) => ({
        userId,
        listingId: line.listingId,
        quantity: line.quantity,
        ref: line.ref ?? null,
        utmSource: line.utmSource ?? null,
        addedAt: new Date(now.getTime() + index),
      })),
    );
  });
  return getCart(context, userId);
}

/** The lines a buyer has just ordered leave their cart (in the order's transaction). */
export async function removeOrderedLines(db: Db, userId: string, listingIds: string[]): Promise<void> {
  await deleteCartLines(db, userId, listingIds);
}

/** An erased account's bag goes (privacy). */
export function emptyErasedBag(tx: Db, userId: string): Promise<number> {
  return deleteCartOfUser(tx, userId);
}
