/**
 * What other features use of popup: the store that opens and closes it (the store's first load needs only this).
 * Re-exports only (decision 034).
 */
export { closeProductPopup, openProductPopup, type PopupProduct, productPopup } from './product-popup-store.ts';
