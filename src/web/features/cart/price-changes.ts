import type { Quote } from '#shared/contracts/cart.ts';
import { createStore } from '#web/lib/create-store.ts';
import { cartStore, setLinePrice } from './cart-store.ts';

export interface PriceChange {
  fromPaise: number;
  toPaise: number;
}

/**
 * Prices that changed since the buyer added a line, by listing id. Kept in
 * memory: once the change has been shown the cart stores the new price, so
 * the notice lasts for this visit and does not come back after a reload.
 */
export const priceChangesStore = createStore<Record<string, PriceChange>>({});

/** Compares a fresh quote with the prices the cart last showed, notes the differences and stores the new prices. */
export function notePriceChanges(quote: Quote): void {
  const lines = new Map(cartStore.get().map((line) => [line.listingId, line]));
  const changes = { ...priceChangesStore.get() };
  let changed = false;
  for (const quoted of quote.lines) {
    const line = lines.get(quoted.listingId);
    if (!line || quoted.problem === 'gone' || line.pricePaise === quoted.unitPricePaise) continue;
    const fromPaise = changes[quoted.listingId]?.fromPaise ?? line.pricePaise;
    if (fromPaise === quoted.unitPricePaise) delete changes[quoted.listingId];
    else changes[quoted.listingId] = { fromPaise, toPaise: quoted.unitPricePaise };
    setLinePrice(quoted.listingId, quoted.unitPricePaise);
    changed = true;
  }
  if (changed) priceChangesStore.set(changes);
}

export function forgetPriceChanges(listingIds: readonly string[]): void {
  const changes = { ...priceChangesStore.get() };
  for (const id of listingIds) delete changes[id];
  priceChangesStore.set(changes);
}
