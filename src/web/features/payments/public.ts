/** What other features use of payments: the ways to pay, and paying a UPI order. Re-exports only (decision 034). */
export { paymentOptionsQueryOptions } from './api/payments.ts';
export { UpiPayPanel } from './components/upi-pay-panel.tsx';
export { PaymentWays } from './components/payment-ways.tsx';
