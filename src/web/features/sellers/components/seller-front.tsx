import { useQuery } from '@tanstack/react-query';
import { Building2, MapPin, Package } from 'lucide-react';
import type { PublicSeller } from '#shared/contracts/onboarding.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { sellerProductsQueryOptions } from '../../catalog/api/catalog.ts';
import { ProductCard } from '../../catalog/components/product-card.tsx';

function SellerProducts({ seller }: { seller: PublicSeller }) {
  const products = useQuery(sellerProductsQueryOptions(seller.slug));
  if (products.isPending) return <LoadingScreen variant="inline" label="Loading products" />;
  if (products.isError) return <p className="mt-10 text-text-secondary">The products could not be loaded. Try again in a moment.</p>;
  if (products.data.items.length === 0) {
    return (
      <div className="mt-10 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
        <Package className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">No products on sale yet</p>
        <p className="max-w-sm text-sm text-text-secondary">{seller.businessName} has not listed anything yet. Check back soon.</p>
      </div>
    );
  }
  return (
    <section className="mt-10" aria-labelledby="seller-products-title">
      <h2 id="seller-products-title" className="text-lg font-bold">
        Products <span className="text-sm font-medium text-text-secondary">({products.data.items.length})</span>
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.data.items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} pricePaise={product.pricePaise} inStock={product.stock > 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A seller's public page: who they are and what they sell. */
export function SellerFront({ seller }: { seller: PublicSeller }) {
  return (
    <article className="mx-auto w-full max-w-5xl px-5 py-10 sm:py-14" aria-labelledby="seller-title">
      <header className="flex items-start gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-accent text-white shadow-md">
          <Building2 className="size-8" aria-hidden />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-text-secondary uppercase">Seller</p>
          <h1 id="seller-title" className="text-3xl font-black tracking-tight">
            {seller.businessName}
          </h1>
          {seller.city ? (
            <p className="mt-1 inline-flex items-center gap-1 text-sm text-text-secondary">
              <MapPin className="size-4" aria-hidden /> {seller.city}
            </p>
          ) : null}
        </div>
      </header>
      {seller.description ? <p className="mt-6 text-text-secondary">{seller.description}</p> : null}
      <p className="mt-6 inline-flex rounded-full border border-border bg-muted px-3 py-1 text-xs font-semibold">
        {seller.resaleByDefault ? 'Creators may resell these products' : 'Sold directly by the seller'}
      </p>
      <SellerProducts seller={seller} />
    </article>
  );
}
