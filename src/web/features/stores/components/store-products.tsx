import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Sparkles from 'lucide-react/icons/sparkles';
import Store from 'lucide-react/icons/store';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { firstScreenPriority, type PhotoPriority, ProductCard } from '#web/components/product/product-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { openProductPopup, productPopup } from '#web/features/stores-popup/public.ts';
import { storeProductsQueryOptions, storeSearchQueryOptions } from '../api/stores.ts';
import {
  filterStoreProducts,
  foundStoreProducts,
  isSearching,
  SEARCHABLE_AFTER,
  storeCategories,
} from '../store-search.ts';
import { useProductParam } from '../use-product-param.ts';
import { useStoreSearch } from '../use-store-search.ts';
import { StoreSearchBar } from './store-search-bar.tsx';
import { StoreTrustStrip, TileTrust } from './store-trust.tsx';

// Only a shared link to a product the store no longer sells shows it: its code stays off the store's first load
// (decision 030); the server-rendered page waits for it.
const ProductGoneNotice = lazy(async () => ({
  default: (await import('./product-gone-notice.tsx')).ProductGoneNotice,
}));

function ProductGrid({
  items,
  all,
  store,
  labelledBy,
  first = false,
  behindPopup = false,
}: {
  items: StoreProduct[];
  all: StoreProduct[];
  store: PublicStore;
  labelledBy: string;
  first?: boolean;
  /** A product link's page: its popup's photo is the largest paint, so no tile behind it asks to come first. */
  behindPopup?: boolean;
}) {
  const priorityOf = (index: number): PhotoPriority => {
    if (!first) return 'lazy';
    const priority = firstScreenPriority(index);
    return behindPopup && priority !== 'lazy' ? 'behind' : priority;
  };
  return (
    <ul
      className="mt-4 grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-4 lg:grid-cols-4"
      aria-labelledby={labelledBy}
    >
      {items.map((item, index) => (
        <li key={item.listingId}>
          <button
            type="button"
            className="block w-full rounded-card text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            onClick={() => openProductPopup({ item, store, storeProducts: all })}
            // Named by the tile's own text (name, price, MRP), as sighted buyers read it; it opens the product popup.
            aria-haspopup="dialog"
          >
            <ProductCard
              product={item.product}
              pricePaise={item.pricePaise}
              inStock={item.inStock}
              inControl
              priority={priorityOf(index)}
            />
          </button>
          <TileTrust item={item} />
        </li>
      ))}
    </ul>
  );
}

/** The store's products: trust strip, search, featured picks and the rest; a tile opens the product popup. */
export function StoreProducts({ store, popup }: { store: PublicStore; popup: ReactNode }) {
  const { t } = useLingui();
  const products = useQuery(storeProductsQueryOptions(store.handle));
  const [asked, setSearch, settledWords] = useStoreSearch();
  const searchable = (products.data?.items.length ?? 0) > SEARCHABLE_AFTER;
  // The server's search once typing pauses: it also finds words nearly as typed ("jhumka" finds "Jhumki").
  const serverSearch = useQuery({
    ...storeSearchQueryOptions(store.handle, settledWords),
    enabled: searchable && settledWords !== '',
  });
  const link = useProductParam(store, products.data?.items);
  // Whether the page was a product link, opened over the store from its first render (decision 075).
  const [landedOnProduct] = useState(() => productPopup.get() !== null);
  if (products.isPending) return <LoadingScreen variant="inline" label={t`Loading the store`} />;
  if (products.isError)
    return (
      <p className="mt-10 text-center text-text-secondary">
        <Trans>The products could not be loaded. Try again in a moment.</Trans>
      </p>
    );
  const items = products.data.items;
  const gone = link.gone ? (
    <Suspense fallback={null}>
      <ProductGoneNotice storeName={store.displayName} onDismiss={link.dismiss} />
    </Suspense>
  ) : null;
  if (items.length === 0) {
    const storeName = store.displayName;
    return (
      <>
        {gone}
        <div className="mt-12 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
          <Store className="size-8 text-primary" aria-hidden />
          <p className="font-semibold">
            <Trans>{storeName}’s picks are on their way</Trans>
          </p>
          <p className="max-w-sm text-sm text-text-secondary">
            <Trans>Nothing in this store yet. Check back soon.</Trans>
          </p>
        </div>
      </>
    );
  }
  const categories = storeCategories(items);
  // A category the store has nothing in (an old or edited link) filters nothing rather than everything.
  const search = categories.some((category) => category.id === asked.category) ? asked : { ...asked, category: '' };
  const searching = searchable && isSearching(search);
  const answered = serverSearch.data && settledWords === search.q.trim() ? serverSearch.data.listingIds : null;
  const found = !searching
    ? items
    : answered && search.q.trim()
      ? foundStoreProducts(items, answered, search)
      : filterStoreProducts(items, search);
  const featured = searching ? [] : items.filter((item) => item.featured);
  const rest = searching ? found : items.filter((item) => !item.featured);
  const words = search.q.trim();
  return (
    <>
      {gone}
      <StoreTrustStrip items={items} />
      {searchable ? (
        <StoreSearchBar
          storeName={store.displayName}
          search={search}
          categories={categories}
          total={items.length}
          shown={found.length}
          onChange={setSearch}
        />
      ) : null}
      {featured.length > 0 ? (
        <section className="mt-10">
          <h2 id="store-featured-title" className="flex items-center gap-2 text-xl font-bold">
            <Sparkles className="size-5 text-primary" aria-hidden /> {store.featuredTitle || t`Featured picks`}
          </h2>
          <ProductGrid
            items={featured}
            all={items}
            store={store}
            labelledBy="store-featured-title"
            first
            behindPopup={landedOnProduct}
          />
        </section>
      ) : null}
      {rest.length > 0 ? (
        <section className={searching ? 'mt-4' : 'mt-10'}>
          <h2 id="store-products-title" className={featured.length > 0 ? 'text-xl font-bold' : 'sr-only'}>
            {searching ? t`Matching products` : t`All products`}
          </h2>
          <ProductGrid
            items={rest}
            all={items}
            store={store}
            labelledBy="store-products-title"
            first={featured.length === 0}
            behindPopup={landedOnProduct}
          />
        </section>
      ) : null}
      {searching && found.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
          <p className="font-semibold">
            {words ? (
              <Trans>Nothing in this store matches “{words}”</Trans>
            ) : (
              <Trans>Nothing in this store matches</Trans>
            )}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setSearch({ q: '', category: '' })}>
            <Trans>Show all products</Trans>
          </Button>
        </div>
      ) : null}
      {popup}
    </>
  );
}
