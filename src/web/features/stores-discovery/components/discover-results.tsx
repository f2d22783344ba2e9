import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import SearchX from 'lucide-react/icons/search-x';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DiscoveredProduct, StoreSummary } from '#shared/contracts/stores.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { categoryName } from '#web/features/stores/public.ts';
import { cn } from '#web/lib/cn.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';
import { firstScreenPriority } from '#web/components/product/product-card.tsx';
import { type DiscoverPage, type DiscoverRequest, discoverQueryOptions } from '../api/discover.ts';
import { readShopSearch } from '../shop-search.ts';
import { DiscoveredProductTile } from './discovered-product-tile.tsx';
import { StoreCard } from './store-card.tsx';

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
  const { t } = useLingui();
  if (page.stores.length === 0 && page.products.length === 0) {
    return (
      <Notice>
        <Trans>The shop is just opening. Creators’ picks will show up here soon.</Trans>
      </Notice>
    );
  }
  return (
    <>
      {page.stores.length > 0 ? (
        <Section id="featured-creators-title" title={t`Featured creators`}>
          <StoreRow stores={page.stores} />
        </Section>
      ) : null}
      {page.products.length > 0 ? (
        <Section id="fresh-picks-title" title={t`Fresh picks`}>
          <ProductGrid products={page.products} />
        </Section>
      ) : null}
    </>
  );
}

/** What was searched: for “kurta” in Fashion, for “kurta”, in Fashion. */
function searchSummary(i18n: I18n, { q, category }: DiscoverRequest): string {
  const label = category ? categoryName(i18n, category) : undefined;
  if (q && label) return i18n._(msg`for “${q}” in ${label}`);
  if (q) return i18n._(msg`for “${q}”`);
  return i18n._(label ? msg`in ${label}` : msg`in this category`);
}

/** What was found: 3 products and 2 stores. */
function foundSummary(i18n: I18n, productCount: number, storeCount: number): string {
  const productsFound = i18n._(msg`${plural(productCount, { one: '# product', other: '# products' })}`);
  const storesFound = i18n._(msg`${plural(storeCount, { one: '# store', other: '# stores' })}`);
  if (productCount > 0 && storeCount > 0) return i18n._(msg`${productsFound} and ${storesFound}`);
  return productCount > 0 ? productsFound : storesFound;
}

function NothingFound({ request }: { request: DiscoverRequest }) {
  const { t, i18n } = useLingui();
  const { q, category } = request;
  const label = category ? categoryName(i18n, category) : undefined;
  const nothing = q
    ? t`Nothing found for “${q}”.`
    : label
      ? t`Nothing in ${label} yet.`
      : t`Nothing in this category yet.`;
  return (
    <Notice>
      <SearchX className="mx-auto size-8 text-primary" aria-hidden />
      <p role="status" className="mt-3 font-medium text-text">
        {nothing} {q ? t`Try another word or browse a category.` : t`Try another category.`}
      </p>
      <Link to="/shop" className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-4')}>
        <Trans>See featured picks</Trans>
      </Link>
    </Notice>
  );
}

function SearchResults({ page }: { page: DiscoverPage }) {
  const { t, i18n } = useLingui();
  const { stores, products, request } = page;
  if (stores.length === 0 && products.length === 0) return <NothingFound request={request} />;
  const found = foundSummary(i18n, products.length, stores.length);
  const summary = searchSummary(i18n, request);
  return (
    <>
      <p role="status" className="text-sm text-text-secondary">
        {t`${found} ${summary}`}
      </p>
      {stores.length > 0 ? (
        <Section id="stores-title" title={t`Stores`} count={stores.length}>
          <StoreRow stores={stores} />
        </Section>
      ) : null}
      {products.length > 0 ? (
        <Section id="products-title" title={t`Products`} count={products.length}>
          <ProductGrid products={products} />
        </Section>
      ) : null}
    </>
  );
}

/** The results of ?q= and ?category=; the previous results stay, dimmed, while new ones load. */
export function DiscoverResults() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const search = readShopSearch(params);
  const results = useQuery({ ...discoverQueryOptions(search), placeholderData: (previous) => previous });
  if (results.isPending) return <LoadingScreen variant="inline" label={t`Finding products`} />;
  if (results.isError) {
    return (
      <div role="alert" className="rounded-card border border-border bg-surface p-6 text-center">
        <p className="text-text-secondary">
          <Trans>The shop could not be loaded. Check your connection and try again.</Trans>
        </p>
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => void results.refetch()}>
          <Trans>Try again</Trans>
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
