import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import type { DiscoveredProduct } from '#shared/contracts/stores.ts';
import { productInLanguage } from '#shared/i18n/product-words.ts';
import { type PhotoPriority, ProductCard } from '#web/components/product/product-card.tsx';
import { currentLocale } from '#web/lib/i18n.ts';

/**
 * A product in a creator's store: the tile opens it in that store, the line below opens the store.
 * The tile is named by its text (name, price, MRP) and described by that line, so it says whose store it opens in.
 */
export function DiscoveredProductTile({
  item,
  priority = 'lazy',
}: {
  item: DiscoveredProduct;
  priority?: PhotoPriority;
}) {
  const storeLineId = useId();
  const storeHandle = item.storeHandle;
  return (
    <div className="flex flex-col gap-1.5">
      <Link
        to={`/@${item.storeHandle}?product=${encodeURIComponent(item.listingId)}`}
        className="block rounded-card"
        aria-describedby={storeLineId}
      >
        <ProductCard
          product={productInLanguage(item.product, currentLocale())}
          pricePaise={item.pricePaise}
          inControl
          priority={priority}
        />
      </Link>
      <p id={storeLineId} className="truncate px-1 text-xs text-text-secondary">
        <Trans>
          from{' '}
          <Link to={`/@${storeHandle}`} title={item.storeName} className="font-medium text-primary hover:underline">
            @{storeHandle}
          </Link>
        </Trans>
      </p>
    </div>
  );
}
