/**
 * What other features use of commission: Haat's rates in force, and what a creator earns at a markup.
 * Re-exports only (decision 034).
 */
export { commissionTermsQueryOptions } from './api/commission.ts';
export { CreatorEarning, type MarkupSale } from './components/creator-earning.tsx';
export { SellerEarning, SellerPayTerms } from './components/seller-earning.tsx';
