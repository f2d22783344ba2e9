import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Product } from '#shared/contracts/catalog.ts';
import type { PublicSeller } from '#shared/contracts/onboarding.ts';
import { formatRupees } from '#shared/money.ts';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { categoryName } from '#web/features/stores/public.ts';
import { formatCount } from '#web/lib/format.ts';
import { ProductCarousel } from '#web/components/product/product-carousel.tsx';
import { ProductDeclarations } from '#web/components/product/product-declarations.tsx';
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
  const { t, i18n } = useLingui();
  const mrp = product.originalPricePaise;
  const category = categoryName(i18n, product.category);
  const businessName = seller.businessName;
  return (
    <Dialog
      open
      onClose={onClose}
      title={product.name}
      description={t`${category} · by ${businessName}`}
      className="sm:max-w-xl"
    >
      <div className="space-y-5">
        <ProductCarousel
          key={product.id}
          images={product.images}
          categoryLabel={category}
          playing
          productName={product.name}
        />
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-black tabular-nums">{formatRupees(product.pricePaise)}</span>
          {mrp !== null && mrp > product.pricePaise ? (
            <s className="text-sm text-text-secondary tabular-nums">
              <span className="sr-only">
                <Trans>MRP</Trans>{' '}
              </span>
              {formatRupees(mrp)}
            </s>
          ) : null}
          <span className="text-sm text-text-secondary">
            <Trans>seller’s price</Trans>
          </span>
        </p>
        {action}
        <section aria-labelledby="seller-product-details" className="space-y-3">
          <h3 id="seller-product-details" className="font-bold">
            <Trans>Product details</Trans>
          </h3>
          <ProductFacts
            product={product}
            extra={[[t`In stock`, product.stock > 0 ? formatCount(product.stock) : t`Out of stock`]]}
          />
        </section>
        {product.legalMetrology ? (
          <section aria-labelledby="seller-product-declarations" className="space-y-3">
            <h3 id="seller-product-declarations" className="font-bold">
              <Trans>Packaging declarations</Trans>
            </h3>
            <ProductDeclarations product={product} care={seller.details} />
          </section>
        ) : null}
      </div>
    </Dialog>
  );
}
