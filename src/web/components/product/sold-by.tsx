import { Link } from 'react-router';
import type { StoreProduct } from '#shared/contracts/catalog.ts';

/** "Sold by {seller}, {city}", the seller's name a link to their page; the city only when the seller's PIN names one. */
export function SoldBy({ seller, className }: { seller: StoreProduct['seller']; className?: string }) {
  return (
    <span className={className}>
      Sold by{' '}
      <Link
        to={`/seller/${encodeURIComponent(seller.slug)}`}
        className="font-semibold text-text underline decoration-border underline-offset-2 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-primary"
      >
        {seller.name}
      </Link>
      {seller.city ? `, ${seller.city}` : null}
    </span>
  );
}
