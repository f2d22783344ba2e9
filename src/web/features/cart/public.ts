/** What other features use of cart: putting a product in the cart, and taking out what a paid order bought. Re-exports only (decision 034). */
export { dropOrderedLines, putInCart } from './cart-changes.ts';
