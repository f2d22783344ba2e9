import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Plus from 'lucide-react/icons/plus';
import { useSearchParams } from 'react-router';
import { formatRupees } from '#shared/money.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ownListingsQueryOptions, resellableQueryOptions } from '../api/sourcing.ts';
import { addToCart, creatorCart } from '../creator-cart-store.ts';
import { readSearch } from '../sourcing-search.ts';

/** The sellers' products the search finds, each with Add (or where it already is). */
export function Results() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { query } = readSearch(params);
  const results = useQuery({ ...resellableQueryOptions(query), placeholderData: (previous) => previous });
  const listings = useQuery(ownListingsQueryOptions);
  const cart = creatorCart.useStore();
  if (results.isPending) return <LoadingScreen variant="inline" label={t`Finding products`} />;
  if (results.isError)
    return (
      <p className="text-text-secondary">
        <Trans>Products could not be loaded. Try again in a moment.</Trans>
      </p>
    );
  const filtered = Object.keys(query).length > 0;
  const clear = filtered ? (
    <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
      <Trans>Clear search</Trans>
    </Button>
  ) : null;
  const items = results.data.items;
  const count = items.length;
  const q = query.q;
  const summary = (
    <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-text-secondary" aria-live="polite">
        {q
          ? t`${plural(count, { one: '# product', other: '# products' })} for “${q}”`
          : t`${plural(count, { one: '# product', other: '# products' })}`}
      </p>
      {clear}
    </div>
  );
  if (items.length === 0) {
    return (
      <>
        {summary}
        <p className="rounded-card border border-dashed border-border p-6 text-center text-text-secondary">
          <Trans>No products match. Try another word or category.</Trans>
        </p>
      </>
    );
  }
  const inStore = new Set(listings.data?.items.map((listing) => listing.product.id));
  return (
    <>
      {summary}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label={t`Products you can resell`}>
        {items.map((product) => {
          const picked = cart.some((item) => item.productId === product.id);
          const listed = inStore.has(product.id);
          const image = product.images[0];
          const name = product.name;
          const seller = product.seller.businessName;
          const base = formatRupees(product.pricePaise);
          return (
            <li key={product.id} className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
              <ProductThumbnail image={image} size="tile" alt={image?.alt} emptyIcon={false} />
              <div className="flex flex-1 flex-col p-3">
                <p className="line-clamp-2 text-sm font-semibold">{product.name}</p>
                <p className="mt-1 text-xs text-text-secondary">
                  <Trans>by {seller}</Trans>
                </p>
                <p className="mt-2 text-sm font-bold tabular-nums">
                  <Trans>Base {base}</Trans>
                </p>
                <div className="mt-auto pt-3">
                  <Button
                    size="sm"
                    variant={picked || listed ? 'secondary' : 'primary'}
                    className="w-full"
                    disabled={picked || listed}
                    aria-label={
                      listed
                        ? t`${name} is in your store`
                        : picked
                          ? t`${name} is in your cart`
                          : t`Add ${name} to cart`
                    }
                    onClick={() =>
                      addToCart({
                        productId: product.id,
                        name: product.name,
                        basePaise: product.pricePaise,
                        imageUrl: image?.url ?? null,
                        maxMarkupPercent: product.seller.maxMarkupPercent,
                        mrpPaise: product.originalPricePaise,
                        tax: { gstRateBps: product.gstRateBps, chargesGst: product.seller.chargesGst },
                      })
                    }
                  >
                    {listed ? (
                      t`In your store`
                    ) : picked ? (
                      <>
                        <Check className="size-4" aria-hidden /> <Trans>In cart</Trans>
                      </>
                    ) : (
                      <>
                        <Plus className="size-4" aria-hidden /> <Trans>Add</Trans>
                      </>
                    )}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
