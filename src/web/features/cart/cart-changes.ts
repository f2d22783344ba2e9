import { t } from '@lingui/core/macro';
import type { CartLineInput, Quote } from '#shared/contracts/cart.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast.ts';
import { deleteServerCartLine, putServerCartLine } from './api/cart-lines.ts';
import {
  addToCart,
  type CartLine,
  cartStore,
  clampQuantity,
  clearLines,
  findLine,
  removeLine,
  restoreLine,
  setQuantity,
} from './cart-store.ts';

/*
 * One change to the cart, from a product link's Add to Cart or the bag: made on this device at once, and sent to
 * the account when someone is signed in. It loads without zod, as the popup hydrates (decision 087); the account's
 * sign-in and sign-out (cart-sync.ts, loaded only for a signed-in visitor) set who that is.
 */

export const toCartInput = (line: CartLine): CartLineInput => ({
  listingId: line.listingId,
  quantity: line.quantity,
  ref: line.ref,
  utmSource: line.utmSource,
});

/** The server's cart as local lines, keeping the price each line last showed and when it was added. */
export function linesFromQuote(quote: Quote, local: CartLine[]): CartLine[] {
  const known = new Map(local.map((line) => [line.listingId, line]));
  return quote.lines.map((line) => {
    const before = known.get(line.listingId);
    return {
      listingId: line.listingId,
      productId: line.productId,
      storeId: line.storeId,
      storeHandle: line.storeHandle,
      name: line.name,
      imageUrl: line.image?.url ?? before?.imageUrl ?? null,
      pricePaise: before?.pricePaise ?? line.unitPricePaise,
      quantity: clampQuantity(line.quantity),
      ref: line.ref,
      utmSource: line.utmSource,
      addedAt: before?.addedAt ?? new Date().toISOString(),
    };
  });
}

let signedInUserId: string | null = null;

/** Whose cart this device mirrors, as cart-sync.ts last set it: null for a visitor. */
export const cartAccount = () => signedInUserId;

export function setCartAccount(userId: string | null): void {
  signedInUserId = userId;
}

// Changes reach the server one after another, so a quick second tap never lands before the first.
let queue: Promise<unknown> = Promise.resolve();
let inFlight = 0;

/**
 * Sends one change for a signed-in buyer. The server's answer replaces the
 * cart once no other change is on its way; a refusal runs `undo` and says so.
 */
async function push(send: () => Promise<Quote>, undo: () => void): Promise<boolean> {
  const userId = signedInUserId;
  if (!userId) return true;
  inFlight += 1;
  const sent = queue.then(send);
  queue = sent.catch(() => {});
  try {
    const quote = await sent;
    if (inFlight === 1 && signedInUserId === userId) cartStore.set(linesFromQuote(quote, cartStore.get()));
    return true;
  } catch (error) {
    undo();
    const description = error instanceof ApiError ? error.message : t`Check your connection and try again.`;
    toast({ title: t`Could not update your cart`, description, variant: 'destructive' });
    return false;
  } finally {
    inFlight -= 1;
  }
}

/** Snapshot of a line and where it sat, to put it back when the server refuses a change. */
function undoFor(listingId: string): () => void {
  const index = cartStore.get().findIndex((line) => line.listingId === listingId);
  const before = findLine(listingId);
  return before ? () => restoreLine(before, index) : () => removeLine(listingId);
}

/** Adds one of a listing (see addToCart) and, when signed in, saves it to the account. False when the cart is full. */
export function putInCart(line: Omit<CartLine, 'quantity' | 'addedAt'>): boolean {
  const undo = undoFor(line.listingId);
  if (!addToCart(line)) return false;
  const added = findLine(line.listingId);
  if (added) void push(() => putServerCartLine(toCartInput(added)), undo);
  return true;
}

export function changeQuantity(listingId: string, quantity: number): Promise<boolean> {
  const undo = undoFor(listingId);
  setQuantity(listingId, quantity);
  const line = findLine(listingId);
  return line ? push(() => putServerCartLine(toCartInput(line)), undo) : Promise.resolve(false);
}

export function takeOutOfCart(listingId: string): Promise<boolean> {
  const undo = undoFor(listingId);
  removeLine(listingId);
  return push(() => deleteServerCartLine(listingId), undo);
}

/** Once an order is placed its lines leave the cart; the server has already taken them out of the account's cart. */
export function dropOrderedLines(listingIds: readonly string[]): void {
  clearLines(listingIds);
}
