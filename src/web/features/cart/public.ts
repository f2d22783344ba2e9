/** What other features use of cart: putting a product in the cart. Re-exports only (decision 034). */
export { putInCart } from './cart-sync.ts';
