import { WriteReview } from '#web/features/orders/components/review-form.tsx';
import { ProductPopup } from '#web/features/stores-popup/components/product-popup.tsx';

/** The store's product popup, with the orders feature's review form under the product's reviews (a lazy chunk). */
export function StoreProductPopup() {
  return <ProductPopup writeReview={(productId) => <WriteReview productId={productId} className="mt-4" />} />;
}
