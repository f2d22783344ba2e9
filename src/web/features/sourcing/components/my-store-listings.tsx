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
import { isVisible, ListingRow } from './listing-row.tsx';

/** The creator's listings: order, feature, markup and remove. */
export function MyStoreListings() {
  const listings = useQuery(ownListingsQueryOptions);
  const edit = useEditListings();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (listings.isPending) return <LoadingScreen variant="inline" label="Loading your products" />;
  if (listings.isError) {
    return (
      <div className="mt-6 rounded-card border border-border bg-surface p-6 text-center">
        <p className="text-text-secondary">Your products could not be loaded. Try again in a moment.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void listings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = listings.data.items;
  if (items.length === 0) {
    return (
      <div className="mt-6 rounded-card border border-dashed border-border p-6 text-center">
        <p className="font-semibold">Your store is empty for now.</p>
        <p className="mt-1 text-sm text-text-secondary">
          Pick products sellers let you resell, add your markup, and they show up here.
        </p>
        <Link to="/creator/cart" className={cn(buttonVariants(), 'mt-4')}>
          <Search className="size-4" aria-hidden /> Find products to sell
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
    setAnnouncement(`${listing.product.name} moved to ${shown.indexOf(target) + 1} of ${shown.length}.`);
    try {
      await edit.mutateAsync({ edits, optimistic: true });
    } catch (error) {
      failureToast('Order not saved', error);
    }
  };
  const feature = async (listing: Listing) => {
    const featured = !listing.featured;
    try {
      await edit.mutateAsync({ edits: [{ id: listing.id, changes: { featured } }], optimistic: true });
      toast({ title: featured ? 'Featured' : 'No longer featured', description: listing.product.name });
    } catch (error) {
      failureToast(featured ? 'Not featured' : 'Still featured', error);
    }
  };

  return (
    <section className="mt-8" aria-labelledby="listings-title">
      <h2
        id="listings-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus-visible:outline-2 focus-visible:outline-primary"
      >
        Your products <span className="text-sm font-medium text-text-secondary">({items.length})</span>
      </h2>
      <p className="mt-1 text-sm text-text-secondary">
        Featured products show first in your store, then the rest in this order.
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
