import { Link } from 'react-router';
import type { DiscoveredProduct } from '#shared/contracts/stores.ts';
import { formatRupees } from '#shared/money.ts';
import { ProductCard } from '#web/features/catalog/components/product-card.tsx';

/** A product in a creator's store: the tile opens it in that store, the line below opens the store. */
export function DiscoveredProductTile({ item }: { item: DiscoveredProduct }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Link to={`/@${item.storeHandle}?product=${encodeURIComponent(item.listingId)}`} className="block rounded-card"
        aria-label={`${item.product.name}, ${formatRupees(item.pricePaise)} at @${item.storeHandle}`}
      >
        <ProductCard product={item.product} pricePaise={item.pricePaise} />
      </Link>
      <p className="truncate px-1 text-xs text-text-secondary">
        from{' '}
        <Link to={`/@${item.storeHandle}`} title={item.storeName} className="font-medium text-primary hover:underline">
          @{item.storeHandle}
        </Link>
      </p>
    </div>
  );
}
