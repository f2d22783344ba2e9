import { useQuery, useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Plus from 'lucide-react/icons/plus';
import Search from 'lucide-react/icons/search';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { productCategories } from '#shared/catalog/categories.ts';
import { type ResellableQuery, resellableQuerySchema } from '#shared/contracts/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { formatCountOf } from '#web/lib/format.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { ownListingsQueryOptions, publishListing, resellableQueryOptions } from '../api/sourcing.ts';
import { addToCart, type CartItem, creatorCart, removeFromCart, setMarkup } from '../creator-cart-store.ts';
import { readMarkup } from '../markup.ts';
import { MarkupField } from './markup-field.tsx';

const field = 'h-11 rounded-button border border-border bg-background/60 px-3 text-base text-text';

/** The search the URL holds; a malformed value (a price of "abc") is left out, not the whole search. */
function readSearch(params: URLSearchParams): { query: ResellableQuery; problems: string[] } {
  const raw: Record<string, string> = Object.fromEntries(params);
  const parsed = resellableQuerySchema.safeParse(raw);
  if (parsed.success) return { query: parsed.data, problems: [] };
  const labels: Record<string, string> = { minRupees: 'Lowest price', maxRupees: 'Highest price' };
  const problems = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0]);
    delete raw[key];
    return `${labels[key] ?? 'Search'}: ${issue.message}`;
  });
  return { query: resellableQuerySchema.safeParse(raw).data ?? {}, problems };
}

type TextFilters = { q: string; minRupees: string; maxRupees: string };
const textFiltersOf = (params: URLSearchParams): TextFilters => ({
  q: params.get('q') ?? '',
  minRupees: params.get('minRupees') ?? '',
  maxRupees: params.get('maxRupees') ?? '',
});

/**
 * The search form. What it finds is in the URL (?q=, category, prices), so a reload or Back keeps it;
 * each search is a history entry. Enter or the Search button searches; a category applies at once.
 */
function Filters() {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const [draft, setDraft] = useState({ ...textFiltersOf(params), from: current });
  // The URL moved (Back, Forward, a link): the boxes follow it.
  if (draft.from !== current) setDraft({ ...textFiltersOf(params), from: current });
  const { problems } = readSearch(params);

  const apply = (changes: Partial<TextFilters & { category: string }> = {}) => {
    const next = new URLSearchParams(params);
    const values = { q: draft.q, minRupees: draft.minRupees, maxRupees: draft.maxRupees, ...changes };
    for (const [key, value] of Object.entries(values)) {
      if (value.trim()) next.set(key, value.trim());
      else next.delete(key);
    }
    if (next.toString() !== current) setParams(next);
  };
  const edit = (key: keyof TextFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });

  return (
    <form
      role="search"
      aria-label="Find products"
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-text-secondary" aria-hidden />
          <Input
            type="search"
            aria-label="Search products"
            placeholder="jhumka, kurta, lamp…"
            enterKeyHint="search"
            value={draft.q}
            onChange={edit('q')}
            className="pl-9"
          />
        </div>
        <Button type="submit" className="shrink-0 px-4">
          <Search className="size-4" aria-hidden /> Search
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_8rem]">
        <select
          aria-label="Category"
          className={`${field} col-span-2 sm:col-span-1`}
          value={params.get('category') ?? ''}
          onChange={(event) => apply({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {productCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.label}
            </option>
          ))}
        </select>
        <Input
          aria-label="Lowest price (₹)"
          placeholder="Min ₹"
          inputMode="numeric"
          value={draft.minRupees}
          onChange={edit('minRupees')}
          onBlur={() => apply()}
        />
        <Input
          aria-label="Highest price (₹)"
          placeholder="Max ₹"
          inputMode="numeric"
          value={draft.maxRupees}
          onChange={edit('maxRupees')}
          onBlur={() => apply()}
        />
      </div>
      {problems.map((problem) => (
        <p key={problem} role="alert" className="text-sm text-red-300">
          {problem} This filter is not applied.
        </p>
      ))}
    </form>
  );
}

function Results() {
  const [params, setParams] = useSearchParams();
  const { query } = readSearch(params);
  const results = useQuery({ ...resellableQueryOptions(query), placeholderData: (previous) => previous });
  const listings = useQuery(ownListingsQueryOptions);
  const cart = creatorCart.useStore();
  if (results.isPending) return <LoadingScreen variant="inline" label="Finding products" />;
  if (results.isError)
    return <p className="text-text-secondary">Products could not be loaded. Try again in a moment.</p>;
  const filtered = Object.keys(query).length > 0;
  const clear = filtered ? (
    <Button variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
      Clear search
    </Button>
  ) : null;
  const items = results.data.items;
  const summary = (
    <div className="flex min-h-9 flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-text-secondary" aria-live="polite">
        {formatCountOf(items.length, { one: 'product', other: 'products' })}
        {query.q ? <> for &ldquo;{query.q}&rdquo;</> : null}
      </p>
      {clear}
    </div>
  );
  if (items.length === 0) {
    return (
      <>
        {summary}
        <p className="rounded-card border border-dashed border-border p-6 text-center text-text-secondary">
          No products match. Try another word or category.
        </p>
      </>
    );
  }
  const inStore = new Set(listings.data?.items.map((listing) => listing.product.id));
  return (
    <>
      {summary}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label="Products you can resell">
        {items.map((product) => {
          const picked = cart.some((item) => item.productId === product.id);
          const listed = inStore.has(product.id);
          const image = product.images[0];
          return (
            <li key={product.id} className="flex flex-col overflow-hidden rounded-card border border-border bg-surface">
              <div className="aspect-square bg-muted">
                {image ? (
                  <img
                    src={image.url}
                    srcSet={image.srcset}
                    sizes="200px"
                    alt={image.alt}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
              <div className="flex flex-1 flex-col p-3">
                <p className="line-clamp-2 text-sm font-semibold">{product.name}</p>
                <p className="mt-1 text-xs text-text-secondary">by {product.seller.businessName}</p>
                <p className="mt-2 text-sm font-bold tabular-nums">Base {formatRupees(product.pricePaise)}</p>
                <div className="mt-auto pt-3">
                  <Button
                    size="sm"
                    variant={picked || listed ? 'secondary' : 'primary'}
                    className="w-full"
                    disabled={picked || listed}
                    aria-label={
                      listed
                        ? `${product.name} is in your store`
                        : picked
                          ? `${product.name} is in your cart`
                          : `Add ${product.name} to cart`
                    }
                    onClick={() =>
                      addToCart({
                        productId: product.id,
                        name: product.name,
                        basePaise: product.pricePaise,
                        imageUrl: image?.url ?? null,
                        maxMarkupPercent: product.seller.maxMarkupPercent,
                      })
                    }
                  >
                    {listed ? (
                      'In your store'
                    ) : picked ? (
                      <>
                        <Check className="size-4" aria-hidden /> In cart
                      </>
                    ) : (
                      <>
                        <Plus className="size-4" aria-hidden /> Add
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

const markupOf = (item: CartItem) =>
  readMarkup(item.markup, { basePaise: item.basePaise, maxMarkupPercent: item.maxMarkupPercent });

function Cart() {
  const cart = creatorCart.useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const invalid = cart.filter((item) => 'error' in markupOf(item));

  const publish = async () => {
    const ready = cart.flatMap((item) => {
      const markup = markupOf(item);
      return 'paise' in markup ? [{ item, markupPaise: markup.paise }] : [];
    });
    if (ready.length < cart.length) return;
    setPublishing(true);
    let published = 0;
    try {
      for (const { item, markupPaise } of ready) {
        await publishListing(item.productId, markupPaise);
        removeFromCart(item.productId);
        published += 1;
      }
      toast({
        title: 'Published',
        description: `${formatCountOf(published, { one: 'product', other: 'products' })} added to your store.`,
      });
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
    <aside
      aria-labelledby="cart-title"
      className="order-first rounded-card border border-border bg-surface/80 p-4 shadow-card lg:sticky lg:top-20 lg:order-none lg:self-start"
    >
      <h2 id="cart-title" className="text-lg font-bold">
        Your cart <span className="text-sm font-medium text-text-secondary">({cart.length})</span>
      </h2>
      {cart.length === 0 ? (
        <p className="mt-3 text-sm text-text-secondary">
          Add products, set your markup, and publish them to your store.
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {cart.map((item) => (
            <li key={item.productId} className="space-y-2 border-b border-border pb-4 last:border-0 last:pb-0">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-semibold">{item.name}</p>
                <button
                  type="button"
                  onClick={() => removeFromCart(item.productId)}
                  aria-label={`Remove ${item.name} from cart`}
                  className="rounded p-1 text-text-secondary hover:text-red-300"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              <MarkupField
                productName={item.name}
                basePaise={item.basePaise}
                value={item.markup}
                onChange={(value) => setMarkup(item.productId, value)}
                reading={markupOf(item)}
              />
            </li>
          ))}
        </ul>
      )}
      {invalid.length > 0 ? (
        <p className="mt-4 text-sm text-red-300">
          Fix the {invalid.length === 1 ? 'markup' : 'markups'} marked in red to publish.
        </p>
      ) : null}
      <Button
        className="mt-4 w-full"
        disabled={cart.length === 0 || invalid.length > 0 || publishing}
        onClick={() => void publish()}
      >
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
      <p className="mt-2 text-text-secondary">
        Pick products sellers let you resell, add your markup, and publish them to your store.
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
