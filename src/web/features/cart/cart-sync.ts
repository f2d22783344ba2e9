import { fetchServerCart, mergeServerCart } from './api/cart.ts';
import { cartAccount, linesFromQuote, setCartAccount, toCartInput } from './cart-changes.ts';
import { cartStore } from './cart-store.ts';

/**
 * Keeps the cart in step with the account: at sign-in the visitor's cart is
 * merged into the server's and the answer replaces it; at sign-out the
 * account's cart leaves this device.
 */
export function followCartAccount(userId: string | null): void {
  if (!userId) {
    if (cartAccount()) cartStore.set([]);
    setCartAccount(null);
    return;
  }
  if (cartAccount() === userId) return;
  setCartAccount(userId);
  const local = cartStore.get();
  const request = local.length > 0 ? mergeServerCart(local.map(toCartInput)) : fetchServerCart();
  request.then(
    (quote) => {
      if (cartAccount() === userId) cartStore.set(linesFromQuote(quote, cartStore.get()));
    },
    () => {
      // Offline or the server is away: keep the local cart; the next sign-in or change tries again.
      setCartAccount(null);
    },
  );
}
