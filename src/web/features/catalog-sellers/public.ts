/** What other features use of sellers: a seller's public details. Re-exports only (decision 034). */
export { sellerBySlugQueryOptions } from './api/sellers.ts';
export { SellerDetails } from './components/seller-details.tsx';
