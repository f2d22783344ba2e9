/**
 * What other features and the app use of payouts: the dashboard's Payouts tab, and the names
 * of the taxes withheld (the operator console shows them too). Re-exports only (decision 034).
 */
export { PayoutsSection } from './components/payouts-section.tsx';
export { withholdingLabelOf } from './payout-texts.ts';
