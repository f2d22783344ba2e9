import { Trans } from '@lingui/react/macro';
import { CategoryChips } from './category-chips.tsx';
import { DiscoverResults } from './discover-results.tsx';
import { ShopSearchBox } from './shop-search-box.tsx';

/** /shop: the buyer's home. Search products and stores, browse by category, see featured creators. */
export function ShopScreen() {
  return (
    <div className="overflow-x-clip">
      <section className="relative isolate" aria-labelledby="shop-title">
        <div className="pointer-events-none absolute inset-0 -z-10 opacity-60" aria-hidden>
          <div className="absolute -top-40 left-1/2 h-80 w-80 -translate-x-1/2 rounded-full bg-primary/30 blur-3xl sm:left-1/3" />
          <div className="absolute -top-10 right-0 h-56 w-56 rounded-full bg-secondary/20 blur-3xl" />
        </div>
        <div className="mx-auto w-full max-w-6xl space-y-5 px-5 pt-8 pb-6 sm:pt-12">
          <div>
            <h1 id="shop-title" className="text-3xl leading-tight font-black tracking-tight text-balance sm:text-5xl">
              <Trans>
                Shop the picks <span className="text-gradient-primary">you trust</span>
              </Trans>
            </h1>
            <p className="mt-2 max-w-xl text-text-secondary sm:text-lg">
              <Trans>Products India’s creators recommend, from their own stores. Cash on delivery.</Trans>
            </p>
          </div>
          <ShopSearchBox />
          <CategoryChips />
        </div>
      </section>
      <div className="mx-auto w-full max-w-6xl px-5 pb-16">
        <DiscoverResults />
      </div>
    </div>
  );
}
