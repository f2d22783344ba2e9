import type { ReactNode } from 'react';
import { categoryLabel } from '#shared/catalog/categories.ts';
import type { Product } from '#shared/contracts/catalog.ts';
import type { PublicSeller } from '#shared/contracts/onboarding.ts';
import { formatRupees } from '#shared/money.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { formatCount } from '#web/lib/format.ts';
import { ProductCarousel } from '#web/components/product/product-carousel.tsx';
import { ProductFacts } from '#web/components/product/product-facts.tsx';

/** A seller's product in full: photos, price, the seller's details and `action` (for a creator, adding it to their store). */
export function SellerProductDialog({
  product,
  seller,
  action,
  onClose,
}: {
  product: Product;
  seller: PublicSeller;
  action: ReactNode;
  onClose: () => void;
}) {
  const mrp = product.originalPricePaise;
  return (
    <Dialog
      open
      onClose={onClose}
      title={product.name}
      description={`${categoryLabel(product.category)} · by ${seller.businessName}`}
      className="sm:max-w-xl"
    >
      <div className="space-y-5">
        <ProductCarousel
          key={product.id}
          images={product.images}
          categoryLabel={categoryLabel(product.category)}
          playing
          productName={product.name}
        />
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-black tabular-nums">{formatRupees(product.pricePaise)}</span>
          {mrp !== null && mrp > product.pricePaise ? (
            <s className="text-sm text-text-secondary tabular-nums">
              <span className="sr-only">MRP </span>
              {formatRupees(mrp)}
            </s>
          ) : null}
          <span className="text-sm text-text-secondary">seller&rsquo;s price</span>
        </p>
        {action}
        <section aria-labelledby="seller-product-details" className="space-y-3">
          <h3 id="seller-product-details" className="font-bold">
            Product details
          </h3>
          <ProductFacts
            product={product}
            extra={[['In stock', product.stock > 0 ? formatCount(product.stock) : 'Out of stock']]}
          />
        </section>
      </div>
    </Dialog>
  );
}
