import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { ProductCard } from '../../catalog/components/product-card.tsx';
import { storeProductsQueryOptions } from '../api/stores.ts';

function StoreProducts({ store }: { store: PublicStore }) {
  const products = useQuery(storeProductsQueryOptions(store.handle));
  if (products.isPending) return <LoadingScreen variant="inline" label="Loading the store" />;
  if (products.isError) return <p className="mt-10 text-center text-text-secondary">The products could not be loaded. Try again in a moment.</p>;
  if (products.data.items.length === 0) {
    return (
      <div className="mt-12 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
        <Store className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">{store.displayName}&rsquo;s picks are on their way</p>
        <p className="max-w-sm text-sm text-text-secondary">Nothing in this store yet. Check back soon.</p>
      </div>
    );
  }
  return (
    <section className="mt-12" aria-labelledby="store-products-title">
      <h2 id="store-products-title" className="sr-only">
        Products
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.data.items.map((item) => (
          <li key={item.listingId}>
            <ProductCard product={item.product} pricePaise={item.pricePaise} inStock={item.inStock} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A creator's public store: who they are and the products they picked, at the price buyers pay. */
export function StoreFront({ store }: { store: PublicStore }) {
  return (
    <article className="mx-auto w-full max-w-5xl px-5 py-10 sm:py-14" aria-labelledby="store-title">
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
      <StoreProducts store={store} />
    </article>
  );
}
