/**
 * What other features and the app use of payouts: the dashboard's Payouts tab and the payout method card.
 * Re-exports only (decision 034).
 */
export { PayoutMethodCard } from './components/payout-method-card.tsx';
export { PayoutsSection } from './components/payouts-section.tsx';
