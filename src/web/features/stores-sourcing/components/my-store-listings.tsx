import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Listing } from '#shared/contracts/catalog.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { ownListingsQueryOptions, useEditListings } from '../api/sourcing.ts';
import { ListingRow } from './listing-row.tsx';
import { isVisible } from './listing-unavailable.tsx';

/** The creator's listings: order, feature, markup and remove. */
export function MyStoreListings() {
  const { t } = useLingui();
  const listings = useQuery(ownListingsQueryOptions);
  const edit = useEditListings();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (listings.isPending) return <LoadingScreen variant="inline" label={t`Loading your products`} />;
  if (listings.isError) {
    return (
      <div className="mt-6 rounded-card border border-border bg-surface p-6 text-center">
        <p className="text-text-secondary">
          <Trans>Your products could not be loaded. Try again in a moment.</Trans>
        </p>
        <Button variant="secondary" className="mt-4" onClick={() => void listings.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const items = listings.data.items;
  if (items.length === 0) {
    return (
      <div className="mt-6 rounded-card border border-dashed border-border p-6 text-center">
        <p className="font-semibold">
          <Trans>Your store is empty for now.</Trans>
        </p>
        <p className="mt-1 text-sm text-text-secondary">
          <Trans>Pick products sellers let you resell, add your markup, and they show up here.</Trans>
        </p>
        <Link to="/creator/cart" className={cn(buttonVariants(), 'mt-4')}>
          <Search className="size-4" aria-hidden /> <Trans>Find products to sell</Trans>
        </Link>
      </div>
    );
  }

  const shown = items.filter(isVisible);
  // Moves swap with the next product buyers can see; then every listing gets position = its index.
  const move = async (listing: Listing, direction: -1 | 1) => {
    const target = shown[shown.indexOf(listing) + direction];
    if (!target) return;
    const order = items.map((item) => (item === listing ? target : item === target ? listing : item));
    const edits = order.flatMap((item, index) =>
      item.position === index ? [] : [{ id: item.id, changes: { position: index } }],
    );
    const name = listing.product.name;
    const position = shown.indexOf(target) + 1;
    const count = shown.length;
    setAnnouncement(t`${name} moved to ${position} of ${count}.`);
    try {
      await edit.mutateAsync({ edits, optimistic: true });
    } catch (error) {
      // The order the products show in, not a buyer's order.
      failureToast(t`Order not saved`, error);
    }
  };
  const feature = async (listing: Listing) => {
    const featured = !listing.featured;
    try {
      await edit.mutateAsync({ edits: [{ id: listing.id, changes: { featured } }], optimistic: true });
      toast({ title: featured ? t`Featured` : t`No longer featured`, description: listing.product.name });
    } catch (error) {
      failureToast(featured ? t`Not featured` : t`Still featured`, error);
    }
  };

  const count = items.length;
  return (
    <section className="mt-8" aria-labelledby="listings-title">
      <h2
        id="listings-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus-visible:outline-2 focus-visible:outline-primary"
      >
        <Trans>
          Your products <span className="text-sm font-medium text-text-secondary">({count})</span>
        </Trans>
      </h2>
      <p className="mt-1 text-sm text-text-secondary">
        <Trans>Featured products show first in your store, then the rest in this order.</Trans>
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((listing) => {
          const index = shown.indexOf(listing);
          return (
            <ListingRow
              key={listing.id}
              listing={listing}
              canMoveUp={index > 0}
              canMoveDown={index >= 0 && index < shown.length - 1}
              onMove={(direction) => void move(listing, direction)}
              onFeature={() => void feature(listing)}
              onRemoved={() => headingRef.current?.focus()}
            />
          );
        })}
      </ul>
    </section>
  );
}
