// Aggregator that drizzle-kit and the database client need: every feature's
// tables, in one place. Features import their own schema file, never this one.
export * from '../features/catalog/catalog.schema.ts';
export * from '../features/stores/stores.schema.ts';
export * from '../features/lists/lists.schema.ts';
export * from '../features/auth/auth.schema.ts';
export * from '../features/profiles/profiles.schema.ts';
export * from '../features/mail/mail.schema.ts';
export * from '../features/orders/orders.schema.ts';
export * from '../features/payments/payments.schema.ts';
export * from '../features/ledger/ledger.schema.ts';
export * from '../features/cart/cart.schema.ts';
export * from '../features/notifications/notifications.schema.ts';
export * from '../features/campaigns/campaigns.schema.ts';
export * from '../features/ai-manager/ads.schema.ts';
export * from '../features/commission/commission.schema.ts';
export * from '../features/payouts/payout-runs.schema.ts';
export * from '../features/payouts/payouts.schema.ts';
export * from '../features/payouts/payout-mail.schema.ts';
export * from '../features/ops/ops.schema.ts';
export * from '../features/invoices/invoices.schema.ts';
export * from '../features/invoices/fee-invoices.schema.ts';
export * from '../features/grievances/grievances.schema.ts';
export * from '../features/privacy/privacy.schema.ts';
export * from '../features/shipping/shipping.schema.ts';
