/**
 * What other features and the app use of invoices: the seller dashboard's Invoices tab.
 * Re-exports only (decision 034).
 */
export { InvoicesSection } from './components/invoices-section.tsx';
