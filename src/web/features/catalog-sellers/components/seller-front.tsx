import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Building2 from 'lucide-react/icons/building-complex';
import MapPin from 'lucide-react/icons/map-pin';
import Package from 'lucide-react/icons/package';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Product } from '#shared/contracts/catalog.ts';
import type { PublicSeller } from '#shared/contracts/onboarding.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { ProductCard } from '#web/components/product/product-card.tsx';
import { sellerProductsQueryOptions } from '#web/features/catalog/public.ts';
import { SellerProductDialog } from './seller-product-dialog.tsx';
import { SellerDetails } from './seller-details.tsx';

/**
 * The product shown in full follows ?product={productId}, so a sign-in comes back to it and Back
 * closes it. Opening adds a history entry; closing goes back over it when it was ours.
 */
function useOpenProduct(): [string | null, (productId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const openedHere = (location.state as { productDialog?: boolean } | null)?.productDialog === true;
  const setOpen = (productId: string | null) => {
    if (productId) {
      const next = new URLSearchParams(params);
      next.set('product', productId);
      setParams(next, { state: { productDialog: true } });
    } else if (openedHere) {
      void navigate(-1);
    } else {
      const next = new URLSearchParams(params);
      next.delete('product');
      setParams(next, { replace: true });
    }
  };
  return [params.get('product'), setOpen];
}

/** What a product's dialog offers beside its details (the route gives creators "Add to my store"). */
export type ProductAction = (product: Product) => ReactNode;

function SellerProducts({ seller, productAction }: { seller: PublicSeller; productAction: ProductAction }) {
  const { t } = useLingui();
  const products = useQuery(sellerProductsQueryOptions(seller.slug));
  const [openId, setOpenId] = useOpenProduct();
  if (products.isPending) return <LoadingScreen variant="inline" label={t`Loading products`} />;
  if (products.isError)
    return (
      <p className="mt-10 text-text-secondary">
        <Trans>The products could not be loaded. Try again in a moment.</Trans>
      </p>
    );
  if (products.data.items.length === 0) {
    const businessName = seller.businessName;
    return (
      <div className="mt-10 flex flex-col items-center gap-3 rounded-card border border-dashed border-border p-8 text-center">
        <Package className="size-8 text-primary" aria-hidden />
        <p className="font-semibold">
          <Trans>No products on sale yet</Trans>
        </p>
        <p className="max-w-sm text-sm text-text-secondary">
          <Trans>{businessName} has not listed anything yet. Check back soon.</Trans>
        </p>
      </div>
    );
  }
  const open = products.data.items.find((product) => product.id === openId);
  const count = products.data.items.length;
  return (
    <section className="mt-10" aria-labelledby="seller-products-title">
      <h2 id="seller-products-title" className="text-lg font-bold">
        <Trans>
          Products <span className="text-sm font-medium text-text-secondary">({count})</span>
        </Trans>
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.data.items.map((product) => {
          const productName = product.name;
          return (
            <li key={product.id} className="relative">
              <ProductCard product={product} pricePaise={product.pricePaise} inStock={product.stock > 0} />
              {/* Over the whole tile, so the tile keeps its own article and photo for readers, and any tap opens the details. */}
              <button
                type="button"
                aria-label={t`Details of ${productName}`}
                aria-haspopup="dialog"
                onClick={() => setOpenId(product.id)}
                className="absolute inset-0 cursor-pointer rounded-card transition-theme hover:ring-2 hover:ring-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              />
            </li>
          );
        })}
      </ul>
      {open ? (
        <SellerProductDialog
          product={open}
          seller={seller}
          action={productAction(open)}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </section>
  );
}

/** A seller's public page: who they are and what they sell. */
export function SellerFront({ seller, productAction }: { seller: PublicSeller; productAction: ProductAction }) {
  const { t } = useLingui();
  return (
    <article className="mx-auto w-full max-w-5xl px-5 py-10 sm:py-14" aria-labelledby="seller-title">
      <header className="flex items-start gap-4">
        <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-gradient-accent text-white shadow-md">
          <Building2 className="size-8" aria-hidden />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-text-secondary uppercase">
            <Trans>Seller</Trans>
          </p>
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
      <div className="mt-3">
        <SellerDetails details={seller.details} />
      </div>
      <p className="mt-6 inline-flex rounded-full border border-border bg-muted px-3 py-1 text-xs font-semibold">
        {seller.resaleByDefault ? t`Creators may resell these products` : t`Sold directly by the seller`}
      </p>
      <SellerProducts seller={seller} productAction={productAction} />
    </article>
  );
}
