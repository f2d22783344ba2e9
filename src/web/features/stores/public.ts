/**
 * What other features use of stores: the public store's queries, a creator's attribution and share links, and the
 * categories' names on screen. Re-exports only (decision 034).
 */
export { storeByHandleQueryOptions, storeKeys, storeProductsQueryOptions } from './api/stores.ts';
export { attributionFor } from './attribution.ts';
export { categoryName } from './category-names.ts';
export { productShareText, storeShareText, storeShareUrl, whatsAppShareUrl } from './share-link.ts';
export { StoreShareActions } from './components/store-share-actions.tsx';
