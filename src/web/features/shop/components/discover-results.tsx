import { useQuery } from '@tanstack/react-query';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { productCategories } from '#shared/catalog/categories.ts';
import type { DiscoveredProduct, StoreSummary } from '#shared/contracts/stores.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';
import { firstScreenPriority } from '#web/components/product/product-card.tsx';
import { type DiscoverPage, type DiscoverRequest, discoverQueryOptions } from '../api/discover.ts';
import { readShopSearch } from '../shop-search.ts';
import { DiscoveredProductTile } from './discovered-product-tile.tsx';
import { StoreCard } from './store-card.tsx';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const categoryLabel = (id: string | undefined) => productCategories.find((category) => category.id === id)?.label;

function Section({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
        {count === undefined ? null : (
          <>
            {' '}
            <span className="text-base font-medium text-text-secondary tabular-nums">({count})</span>
          </>
        )}
      </h2>
      {children}
    </section>
  );
}

/** Phones: a row that scrolls sideways; wider screens: a grid. */
function StoreRow({ stores }: { stores: StoreSummary[] }) {
  return (
    <ul
      ref={overflowFade}
      className="fade-x -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4"
    >
      {stores.map((store) => (
        <li key={store.id} className="w-64 shrink-0 snap-start sm:w-auto">
          <StoreCard store={store} />
        </li>
      ))}
    </ul>
  );
}

function ProductGrid({ products }: { products: DiscoveredProduct[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {products.map((item, index) => (
        <li key={item.listingId}>
          <DiscoveredProductTile item={item} priority={firstScreenPriority(index)} />
        </li>
      ))}
    </ul>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-border p-8 text-center text-text-secondary">
      {children}
    </div>
  );
}

/** No words, no category: the most followed creators' stores and the newest picks. */
function FeaturedResults({ page }: { page: DiscoverPage }) {
  if (page.stores.length === 0 && page.products.length === 0) {
    return <Notice>The shop is just opening. Creators&rsquo; picks will show up here soon.</Notice>;
  }
  return (
    <>
      {page.stores.length > 0 ? (
        <Section id="featured-creators-title" title="Featured creators">
          <StoreRow stores={page.stores} />
        </Section>
      ) : null}
      {page.products.length > 0 ? (
        <Section id="fresh-picks-title" title="Fresh picks">
          <ProductGrid products={page.products} />
        </Section>
      ) : null}
    </>
  );
}

function searchSummary({ q, category }: DiscoverRequest): string {
  const label = categoryLabel(category);
  if (q && label) return `for “${q}” in ${label}`;
  if (q) return `for “${q}”`;
  return `in ${label ?? 'this category'}`;
}

function SearchResults({ page }: { page: DiscoverPage }) {
  const { stores, products, request } = page;
  const summary = searchSummary(request);
  if (stores.length === 0 && products.length === 0) {
    return (
      <Notice>
        <SearchX className="mx-auto size-8 text-primary" aria-hidden />
        <p role="status" className="mt-3 font-medium text-text">
          {request.q ? `Nothing found for “${request.q}”.` : `Nothing ${summary} yet.`}{' '}
          {request.q ? 'Try another word or browse a category.' : 'Try another category.'}
        </p>
        <Link to="/shop" className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-4')}>
          See featured picks
        </Link>
      </Notice>
    );
  }
  const found = [
    products.length > 0 ? plural(products.length, 'product') : null,
    stores.length > 0 ? plural(stores.length, 'store') : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    <>
      <p role="status" className="text-sm text-text-secondary">
        {found} {summary}
      </p>
      {stores.length > 0 ? (
        <Section id="stores-title" title="Stores" count={stores.length}>
          <StoreRow stores={stores} />
        </Section>
      ) : null}
      {products.length > 0 ? (
        <Section id="products-title" title="Products" count={products.length}>
          <ProductGrid products={products} />
        </Section>
      ) : null}
    </>
  );
}

/** The results of ?q= and ?category=; the previous results stay, dimmed, while new ones load. */
export function DiscoverResults() {
  const [params] = useSearchParams();
  const search = readShopSearch(params);
  const results = useQuery({ ...discoverQueryOptions(search), placeholderData: (previous) => previous });
  if (results.isPending) return <LoadingScreen variant="inline" label="Finding products" />;
  if (results.isError) {
    return (
      <div role="alert" className="rounded-card border border-border bg-surface p-6 text-center">
        <p className="text-text-secondary">The shop could not be loaded. Check your connection and try again.</p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void results.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const page = results.data;
  const featured = !page.request.q && !page.request.category;
  return (
    <div
      aria-busy={results.isPlaceholderData}
      className={cn('space-y-10 transition-opacity', results.isPlaceholderData && 'opacity-60')}
    >
      {featured ? <FeaturedResults page={page} /> : <SearchResults page={page} />}
    </div>
  );
}
