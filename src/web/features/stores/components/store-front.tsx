import { Store } from 'lucide-react';
import type { PublicStore } from '#shared/contracts/onboarding.ts';

/** A creator's public store: header now, products with the catalog release. */
export function StoreFront({ store }: { store: PublicStore }) {
  return (
    <article className="mx-auto w-full max-w-3xl px-5 py-10 sm:py-14" aria-labelledby="store-title">
      <header className="flex flex-col items-center text-center">
        {store.avatarUrl ? (
          <img src={store.avatarUrl} alt="" className="size-24 rounded-full object-cover shadow-glow" width={96} height={96} />
        ) : (
          <span className="flex size-24 items-center justify-center rounded-full bg-gradient-primary text-4xl font-black text-white uppercase shadow-glow" aria-hidden>
            {store.displayName.charAt(0)}
          </span>
        )}
        <h1 id="store-title" className="mt-5 text-3xl font-black tracking-tight sm:text-4xl">
          {store.displayName}
        </h1>
        <p className="mt-1 font-medium text-primary">@{store.handle}</p>
        {store.bio ? <p className="mt-4 max-w-xl text-text-secondary">{store.bio}</p> : null}
      </header>
      <div className="mt-12 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
        <Store className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">{store.displayName}&rsquo;s picks are on their way</p>
        <p className="max-w-sm text-sm text-text-secondary">Shopping this store arrives with the catalog release: products, prices in ₹ and the product popup.</p>
      </div>
    </article>
  );
}
