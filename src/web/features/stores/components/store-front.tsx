import { useQuery } from '@tanstack/react-query';
import Banknote from 'lucide-react/icons/banknote';
import ExternalLink from 'lucide-react/icons/external-link';
import Megaphone from 'lucide-react/icons/megaphone';
import PackageCheck from 'lucide-react/icons/package-check';
import Sparkles from 'lucide-react/icons/sparkles';
import Store from 'lucide-react/icons/store';
import Truck from 'lucide-react/icons/truck';
import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { formatDayRange } from '#web/lib/format.ts';
import { Button } from '#web/components/ui/button.tsx';
import { firstScreenPriority, ProductCard } from '#web/components/product/product-card.tsx';
import { applyThemeToDocument } from '#web/lib/theme/css-variables.ts';
import { useTheme } from '#web/lib/theme/theme-provider.tsx';
import { withReadablePrimary } from '#web/lib/theme/theme-state.ts';
import { closeProductPopup, openProductPopup, productPopup } from '#web/features/popup/public.ts';
import { deliveryFeeLabel, returnWindowLabel } from '#web/components/product/trust-labels.ts';
import { SoldBy } from '#web/components/product/sold-by.tsx';
import { recordVisit, storeProductsQueryOptions } from '../api/stores.ts';
import { captureAttribution } from '../attribution.ts';
import { filterStoreProducts, isSearching, SEARCHABLE_AFTER, storeCategories } from '../store-search.ts';
import { useStoreSearch } from '../use-store-search.ts';
import { StoreSearchBar } from './store-search-bar.tsx';

/** Buyers see the store in the theme its creator published; leaving it brings back their own. */
function usePublishedTheme(store: PublicStore) {
  const { currentTheme } = useTheme();
  useLayoutEffect(() => {
    if (!store.theme) return;
    applyThemeToDocument(withReadablePrimary(store.theme));
    return () => applyThemeToDocument(currentTheme);
  }, [store.theme, currentTheme]);
}

/** Reads ref, creatorId and utm_source, keeps them for 30 days, and counts the visit once per session. */
function useStoreVisit(store: PublicStore) {
  const [params] = useSearchParams();
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    const attribution = captureAttribution(store, params);
    const source = params.get('utm_source') ? (attribution.utmSource ?? '') : '';
    const key = `haat:visit:${store.id}:${source}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Without session storage each page load counts; still one per load.
    }
    void recordVisit(store.id, source).catch(() => undefined);
  }, [store, params]);
}

/**
 * The popup follows ?product={listingId}: a shared product link (or Back to
 * one) opens it, and opening or closing it rewrites the URL in place. Only an
 * arrival (a push or pop, never our own replace) lets the URL open it, so pending
 * rewrites can never reopen what the visitor just closed.
 */
function useProductParam(store: PublicStore, items: StoreProduct[] | undefined) {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const wanted = params.get('product');
  const popup = productPopup.useStore();
  const openId = popup?.item.listingId ?? null;

  useEffect(() => {
    if (navigationType === 'REPLACE' || !items || !wanted) return;
    const item = items.find((entry) => entry.listingId === wanted);
    if (item && productPopup.get()?.item.listingId !== wanted) openProductPopup({ item, store, storeProducts: items });
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- reacts to the URL, not to the popup
  }, [items, wanted, navigationType]);

  const shown = useRef(openId);
  useEffect(() => {
    if (shown.current === openId) return;
    shown.current = openId;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (openId) next.set('product', openId);
        else next.delete('product');
        return next;
      },
      { replace: true },
    );
  }, [openId, setParams]);

  useEffect(() => closeProductPopup, []);
}

/** Under each tile: its return window, its delivery fee, and who sells it from where. */
function TileTrust({ item }: { item: StoreProduct }) {
  return (
    <div className="mt-2 space-y-0.5 px-1 text-xs leading-snug text-text-secondary">
      <p>
        {returnWindowLabel(item.product.returnPolicyDays)} · {deliveryFeeLabel(item.delivery.feePaise)}
      </p>
      <p className="line-clamp-2">
        <SoldBy seller={item.seller} />
      </p>
    </div>
  );
}

/** What holds for the whole store: cash on delivery, and how long delivery takes anywhere in India. */
function StoreTrustStrip({ items }: { items: StoreProduct[] }) {
  const days = {
    minDays: Math.min(...items.map((item) => item.delivery.minDays)),
    maxDays: Math.max(...items.map((item) => item.delivery.maxDays)),
  };
  const allFree = items.every((item) => item.delivery.feePaise === 0);
  const chip = 'inline-flex items-center gap-1.5 rounded-full border border-border bg-surface/80 px-3 py-1.5';
  return (
    <ul className="mt-6 flex flex-wrap justify-center gap-2 text-sm" aria-label="Buying from this store">
      <li className={chip}>
        <Banknote className="size-4 text-primary" aria-hidden /> Cash on delivery
      </li>
      {allFree ? (
        <li className={chip}>
          <PackageCheck className="size-4 text-primary" aria-hidden /> Free delivery on every product
        </li>
      ) : null}
      <li className={chip}>
        <Truck className="size-4 text-primary" aria-hidden /> Delivery in {formatDayRange(days)} across India
      </li>
    </ul>
  );
}

function ProductGrid({
  items,
  all,
  store,
  labelledBy,
  first = false,
}: {
  items: StoreProduct[];
  all: StoreProduct[];
  store: PublicStore;
  labelledBy: string;
  first?: boolean;
}) {
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
              priority={first ? firstScreenPriority(index) : 'lazy'}
            />
          </button>
          <TileTrust item={item} />
        </li>
      ))}
    </ul>
  );
}

function StoreProducts({ store, popup }: { store: PublicStore; popup: ReactNode }) {
  const products = useQuery(storeProductsQueryOptions(store.handle));
  const [asked, setSearch] = useStoreSearch();
  useProductParam(store, products.data?.items);
  if (products.isPending) return <LoadingScreen variant="inline" label="Loading the store" />;
  if (products.isError)
    return (
      <p className="mt-10 text-center text-text-secondary">The products could not be loaded. Try again in a moment.</p>
    );
  const items = products.data.items;
  if (items.length === 0) {
    return (
      <div className="mt-12 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
        <Store className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">{store.displayName}&rsquo;s picks are on their way</p>
        <p className="max-w-sm text-sm text-text-secondary">Nothing in this store yet. Check back soon.</p>
      </div>
    );
  }
  const searchable = items.length > SEARCHABLE_AFTER;
  const categories = storeCategories(items);
  // A category the store has nothing in (an old or edited link) filters nothing rather than everything.
  const search = categories.some((category) => category.id === asked.category) ? asked : { ...asked, category: '' };
  const searching = searchable && isSearching(search);
  const found = searching ? filterStoreProducts(items, search) : items;
  const featured = searching ? [] : items.filter((item) => item.featured);
  const rest = searching ? found : items.filter((item) => !item.featured);
  return (
    <>
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
            <Sparkles className="size-5 text-primary" aria-hidden /> {store.featuredTitle || 'Featured picks'}
          </h2>
          <ProductGrid items={featured} all={items} store={store} labelledBy="store-featured-title" first />
        </section>
      ) : null}
      {rest.length > 0 ? (
        <section className={searching ? 'mt-4' : 'mt-10'}>
          <h2 id="store-products-title" className={featured.length > 0 ? 'text-xl font-bold' : 'sr-only'}>
            {searching ? 'Matching products' : 'All products'}
          </h2>
          <ProductGrid
            items={rest}
            all={items}
            store={store}
            labelledBy="store-products-title"
            first={featured.length === 0}
          />
        </section>
      ) : null}
      {searching && found.length === 0 ? (
        <div className="mt-6 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
          <p className="font-semibold">
            Nothing in this store matches{search.q.trim() ? <> &ldquo;{search.q.trim()}&rdquo;</> : null}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setSearch({ q: '', category: '' })}>
            Show all products
          </Button>
        </div>
      ) : null}
      {popup}
    </>
  );
}

/**
 * A creator's public store: who they are, their content, and the products they picked, at the price buyers pay.
 * A product opens in the shared popup store; `popup` is what shows it (the route gives the product popup).
 */
export function StoreFront({ store, popup }: { store: PublicStore; popup: ReactNode }) {
  usePublishedTheme(store);
  useStoreVisit(store);
  return (
    <article className="pb-14" aria-labelledby="store-title">
      {store.announcement ? (
        <p className="flex items-center justify-center gap-2 bg-gradient-primary px-4 py-2 text-center text-sm font-semibold text-white">
          <Megaphone className="size-4 shrink-0" aria-hidden /> {store.announcement}
        </p>
      ) : null}
      <div className="relative">
        {store.banner ? (
          <img
            src={store.banner.url}
            srcSet={store.banner.srcset}
            sizes="100vw"
            alt=""
            className="aspect-[3/1] max-h-80 w-full object-cover"
          />
        ) : (
          <div className="h-28 w-full bg-gradient-primary opacity-40 sm:h-40" aria-hidden />
        )}
      </div>
      <div className="mx-auto w-full max-w-5xl px-5">
        {/* Positioned, so it paints above the banner it overlaps: the banner never covers the photo. */}
        <header className="relative -mt-12 flex flex-col items-center text-center">
          {store.avatarUrl ? (
            <img
              src={store.avatarUrl}
              alt=""
              className="size-24 rounded-full border-4 border-background object-cover shadow-glow"
              width={96}
              height={96}
            />
          ) : (
            <span
              className="flex size-24 items-center justify-center rounded-full border-4 border-background bg-gradient-primary text-4xl font-black text-white uppercase shadow-glow"
              aria-hidden
            >
              {store.displayName.charAt(0)}
            </span>
          )}
          <h1 id="store-title" className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">
            {store.displayName}
          </h1>
          <p className="mt-1 font-medium text-primary">@{store.handle}</p>
          {store.bio ? <p className="mt-3 max-w-xl text-text-secondary">{store.bio}</p> : null}
          {store.links.length > 0 ? (
            <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label={`${store.displayName}'s links`}>
              {store.links.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer nofollow"
                    className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium hover:border-primary/70"
                  >
                    {link.label} <ExternalLink className="size-3.5" aria-hidden />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <StoreProducts store={store} popup={popup} />
      </div>
    </article>
  );
}
