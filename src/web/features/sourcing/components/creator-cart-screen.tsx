import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { productCategories } from '#shared/catalog/categories.ts';
import { resellableQuerySchema } from '#shared/contracts/catalog.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { formatCountOf } from '#web/lib/format.ts';
import { toast } from '#web/lib/toast.ts';
import { failureToast } from '../../auth/use-auth.ts';
import { ownListingsQueryOptions, publishListing, resellableQueryOptions } from '../api/sourcing.ts';
import { addToCart, creatorCart, removeFromCart, setMarkup } from '../creator-cart-store.ts';

const field = 'h-11 rounded-button border border-border bg-background/60 px-3 text-base text-text';

function Filters() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <form
      role="search"
      className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        update('q', text.trim());
      }}
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-text-secondary" aria-hidden />
        <Input aria-label="Search products" placeholder="Search: jhumka, kurta, lamp…" value={text} onChange={(event) => setText(event.target.value)} className="pl-9" />
      </div>
      <select aria-label="Category" className={field} value={params.get('category') ?? ''} onChange={(event) => update('category', event.target.value)}>
        <option value="">All categories</option>
        {productCategories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.label}
          </option>
        ))}
      </select>
      <Input aria-label="Lowest price (₹)" placeholder="Min ₹" inputMode="numeric" className="sm:w-28" defaultValue={params.get('minRupees') ?? ''} onBlur={(event) => update('minRupees', event.target.value.trim())} />
      <Input aria-label="Highest price (₹)" placeholder="Max ₹" inputMode="numeric" className="sm:w-28" defaultValue={params.get('maxRupees') ?? ''} onBlur={(event) => update('maxRupees', event.target.value.trim())} />
    </form>
  );
}

function Results() {
  const [params] = useSearchParams();
  const parsed = resellableQuerySchema.safeParse(Object.fromEntries(params));
  const results = useQuery({ ...resellableQueryOptions(parsed.success ? parsed.data : {}), placeholderData: (previous) => previous });
  const listings = useQuery(ownListingsQueryOptions);
  const cart = creatorCart.useStore();
  if (results.isPending) return <LoadingScreen variant="inline" label="Finding products" />;
  if (results.isError) return <p className="text-text-secondary">Products could not be loaded. Try again in a moment.</p>;
  if (results.data.items.length === 0) return <p className="rounded-card border border-dashed border-border p-6 text-center text-text-secondary">No products match. Try another word or category.</p>;
  const inStore = new Set(listings.data?.items.map((listing) => listing.product.id));
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      {results.data.items.map((product) => {
        const picked = cart.some((item) => item.productId === product.id);
        const listed = inStore.has(product.id);
        const image = product.images[0];
        return (
          <li key={product.id} className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
            <div className="aspect-square bg-muted">
              {image ? <img src={image.url} srcSet={image.srcset} sizes="200px" alt={image.alt} loading="lazy" className="size-full object-cover" /> : null}
            </div>
            <div className="flex flex-1 flex-col p-3">
              <p className="line-clamp-2 text-sm font-semibold">{product.name}</p>
              <p className="mt-1 text-xs text-text-secondary">by {product.seller.businessName}</p>
              <p className="mt-2 text-sm font-bold tabular-nums">Base {formatRupees(product.pricePaise)}</p>
              <Button
                size="sm"
                variant={picked || listed ? 'secondary' : 'primary'}
                className="mt-3"
                disabled={picked || listed}
                aria-label={listed ? `${product.name} is in your store` : picked ? `${product.name} is in your cart` : `Add ${product.name} to cart`}
                onClick={() => addToCart({ productId: product.id, name: product.name, basePaise: product.pricePaise, imageUrl: image?.url ?? null })}
              >
                {listed ? 'In your store' : picked ? (<><Check className="size-4" aria-hidden /> In cart</>) : (<><Plus className="size-4" aria-hidden /> Add</>)}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Cart() {
  const cart = creatorCart.useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const invalid = cart.filter((item) => rupeesToPaise(item.markup) === null);

  const publish = async () => {
    setPublishing(true);
    let published = 0;
    try {
      for (const item of cart) {
        await publishListing(item.productId, rupeesToPaise(item.markup) ?? 0);
        removeFromCart(item.productId);
        published += 1;
      }
      toast({ title: 'Published', description: `${formatCountOf(published, { one: 'product', other: 'products' })} added to your store.` });
      void navigate('/my-store');
    } catch (error) {
      failureToast(published > 0 ? `Published ${published}, then stopped` : 'Not published', error);
    } finally {
      setPublishing(false);
      await queryClient.invalidateQueries({ queryKey: ['sourcing'] });
      await queryClient.invalidateQueries({ queryKey: ['stores'] });
    }
  };

  return (
    <aside aria-labelledby="cart-title" className="order-first rounded-card border border-border bg-surface/80 p-4 shadow-card lg:sticky lg:top-20 lg:order-none lg:self-start">
      <h2 id="cart-title" className="text-lg font-bold">
        Your cart <span className="text-sm font-medium text-text-secondary">({cart.length})</span>
      </h2>
      {cart.length === 0 ? (
        <p className="mt-3 text-sm text-text-secondary">Add products, set your markup, and publish them to your store.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {cart.map((item) => {
            const markup = rupeesToPaise(item.markup);
            return (
              <li key={item.productId} className="space-y-2 border-b border-border pb-4 last:border-0 last:pb-0">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-semibold">{item.name}</p>
                  <button type="button" onClick={() => removeFromCart(item.productId)} aria-label={`Remove ${item.name} from cart`} className="rounded p-1 text-text-secondary hover:text-red-300">
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
                <label className="flex items-center gap-2 text-sm">
                  <span className="w-28 shrink-0 text-text-secondary">Your markup ₹</span>
                  <Input
                    aria-label={`Markup for ${item.name} (₹)`}
                    inputMode="decimal"
                    value={item.markup}
                    aria-invalid={markup === null}
                    onChange={(event) => setMarkup(item.productId, event.target.value)}
                    className="h-9"
                  />
                </label>
                <p className="text-sm tabular-nums" aria-live="polite">
                  {formatRupees(item.basePaise)} + {markup === null ? '—' : formatRupees(markup)} ={' '}
                  <strong>Buyer pays {markup === null ? '—' : formatRupees(item.basePaise + markup)}</strong>
                </p>
                {markup === null ? <p className="text-xs text-red-300">Enter a markup of ₹0 or more, e.g. 150.</p> : null}
              </li>
            );
          })}
        </ul>
      )}
      <Button className="mt-4 w-full" disabled={cart.length === 0 || invalid.length > 0 || publishing} onClick={() => void publish()}>
        {publishing ? 'Publishing…' : `Publish ${cart.length || ''} to my store`}
      </Button>
    </aside>
  );
}

/** /creator/cart: find sellers' products, set a markup, publish them to the store. */
export function CreatorCartScreen() {
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-8 sm:py-10" aria-labelledby="creator-cart-title">
      <h1 id="creator-cart-title" className="text-3xl font-black tracking-tight">
        Creator cart
      </h1>
      <p className="mt-2 text-text-secondary">Pick products sellers let you resell, add your markup, and publish them to your store.</p>
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
