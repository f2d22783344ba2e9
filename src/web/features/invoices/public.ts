/**
 * What other features and the app use of invoices: the seller dashboard's Invoices tab, and Haat's invoices to a
 * seller or creator.
 * Re-exports only (decision 034).
 */
export { HaatInvoices } from './components/haat-invoices.tsx';
export { InvoicesSection } from './components/invoices-section.tsx';
