/**
 * What other features use of catalog: a seller's own products (a campaign's gift) and a seller's public ones.
 * Re-exports only (decision 034).
 */
export { sellerProductsQueryOptions } from './api/catalog.ts';
export { ownProductsQueryOptions } from './api/seller-products.ts';
