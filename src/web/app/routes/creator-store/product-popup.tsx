import { lazy, Suspense } from 'react';
import { useSession } from '#web/features/auth/public.ts';
import { ProductPopup } from '#web/features/stores-popup/components/product-popup.tsx';

// The review form (and the orders feature's contracts, zod with them) loads only for a buyer who may review: a
// shared product link hydrates without it (decision 075).
const WriteReview = lazy(async () => ({
  default: (await import('#web/features/orders/components/review-form.tsx')).WriteReview,
}));

/** The review form's place: nothing for a visitor who is not signed in (only a buyer of the product may review). */
export function ReviewSlot({ productId }: { productId: string }) {
  const session = useSession();
  if (!session.data) return null;
  return (
    <Suspense fallback={null}>
      <WriteReview productId={productId} className="mt-4" />
    </Suspense>
  );
}

/** The store's product popup, with the orders feature's review form under the product's reviews (a lazy chunk). */
export function StoreProductPopup() {
  return <ProductPopup writeReview={(productId) => <ReviewSlot productId={productId} />} />;
}
