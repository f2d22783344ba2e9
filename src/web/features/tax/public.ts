/** What the app uses of tax: the seller's GST details card and the overview's reminder. Re-exports only (decision 034). */
export { GstDetailsNotice, SellerGstSection } from './components/seller-gst-section.tsx';
