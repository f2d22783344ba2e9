import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { StoreProduct } from '#shared/contracts/catalog.ts';

/** "Sold by {seller}, {city}", the seller's name a link to their page; the city only when the seller's PIN names one. */
export function SoldBy({ seller, className }: { seller: StoreProduct['seller']; className?: string }) {
  const sellerName = seller.name;
  const city = seller.city;
  const link = `/seller/${encodeURIComponent(seller.slug)}`;
  const linkClass =
    'font-semibold text-text underline decoration-border underline-offset-2 hover:decoration-primary focus-visible:outline-2 focus-visible:outline-primary';
  return (
    <span className={className}>
      {city ? (
        <Trans>
          Sold by{' '}
          <Link to={link} className={linkClass}>
            {sellerName}
          </Link>
          , {city}
        </Trans>
      ) : (
        <Trans>
          Sold by{' '}
          <Link to={link} className={linkClass}>
            {sellerName}
          </Link>
        </Trans>
      )}
    </span>
  );
}
