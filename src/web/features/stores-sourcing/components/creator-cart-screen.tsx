import { Trans } from '@lingui/react/macro';
import { Cart } from './creator-cart.tsx';
import { Filters } from './sourcing-filters.tsx';
import { Results } from './sourcing-results.tsx';

/** /creator/cart: find sellers' products, set a markup, publish them to the store. */
export function CreatorCartScreen() {
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-8 sm:py-10" aria-labelledby="creator-cart-title">
      <h1 id="creator-cart-title" className="text-3xl font-black tracking-tight">
        <Trans>Creator cart</Trans>
      </h1>
      <p className="mt-2 text-text-secondary">
        <Trans>Pick products sellers let you resell, add your markup, and publish them to your store.</Trans>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-4">
          <Filters />
          <Results />
        </div>
        <Cart />
      </div>
    </section>
  );
}
