import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import Store from 'lucide-react/icons/store';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { Avatar } from '#web/components/avatar.tsx';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { themeCssVariables } from '#web/lib/theme/css-variables.ts';
import { themeTokens } from '#web/lib/theme/theme-state.ts';
import { storeProductsQueryOptions } from '#web/features/stores/public.ts';
import { themeDisplayName } from '#web/lib/theme/theme-name.ts';

/** Enough of the store to judge a theme by, and small enough for the side panel. */
const PREVIEW_PRODUCTS = 4;

function PreviewTile({ item }: { item: StoreProduct }) {
  const image = item.product.images[0];
  const mrp = item.product.originalPricePaise;
  return (
    <li className="overflow-hidden rounded-card border border-border bg-surface shadow-card">
      <ProductThumbnail image={image} size="tile" />
      <div className="space-y-2 p-2.5">
        <p className="line-clamp-2 text-xs font-semibold">{item.product.name}</p>
        <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
          <span className="font-bold tabular-nums">{formatRupees(item.pricePaise)}</span>
          {mrp !== null && mrp > item.pricePaise ? (
            <s className="text-xs text-text-secondary tabular-nums">{formatRupees(mrp)}</s>
          ) : null}
        </p>
        {/* A picture of a button, not a control: nothing here is clickable. */}
        <span className={cn(buttonVariants({ size: 'sm' }), 'pointer-events-none h-8 w-full text-xs')}>
          <Trans>Add to cart</Trans>
        </span>
      </div>
    </li>
  );
}

function PreviewSection({ title, items }: { title: string; items: StoreProduct[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="mt-5 text-sm font-bold">{title}</p>
      <ul className="mt-2 grid grid-cols-2 gap-3" aria-label={title}>
        {items.map((item) => (
          <PreviewTile key={item.listingId} item={item} />
        ))}
      </ul>
    </>
  );
}

/** The creator's own products as buyers see them (featured first, at the price they pay), or an honest empty store. */
function PreviewProducts({ store }: { store: PublicStore }) {
  const { t } = useLingui();
  const products = useQuery(storeProductsQueryOptions(store.handle));
  if (products.isPending) {
    return (
      <div className="mt-5 grid grid-cols-2 gap-3" role="status" aria-label={t`Loading your products`}>
        <Skeleton className="aspect-[3/4]" />
        <Skeleton className="aspect-[3/4]" />
      </div>
    );
  }
  if (products.isError)
    return (
      <p className="mt-5 text-sm text-text-secondary">
        <Trans>Your products could not be loaded for the preview.</Trans>
      </p>
    );
  const items = products.data.items;
  if (items.length === 0) {
    return (
      <div className="mt-5 flex flex-col items-center gap-2 rounded-card border border-dashed border-border p-5 text-center">
        <Store className="size-6 text-primary" aria-hidden />
        <p className="text-sm font-semibold">
          <Trans>No products in your store yet</Trans>
        </p>
        <p className="text-xs text-text-secondary">
          <Trans>Buyers see an empty store until you add some.</Trans>
        </p>
        <Link to="/creator/cart" className={cn(buttonVariants({ size: 'sm' }), 'mt-1')}>
          <Plus className="size-4" aria-hidden /> <Trans>Add products</Trans>
        </Link>
      </div>
    );
  }
  const shown = items.slice(0, PREVIEW_PRODUCTS);
  const more = items.length - shown.length;
  return (
    <>
      <PreviewSection title={store.featuredTitle || t`Featured picks`} items={shown.filter((item) => item.featured)} />
      <PreviewSection title={t`All products`} items={shown.filter((item) => !item.featured)} />
      {more > 0 ? (
        <p className="mt-3 text-center text-xs text-text-secondary">
          {t`and ${plural(more, { one: '# more product', other: '# more products' })} in your store`}
        </p>
      ) : null}
    </>
  );
}

interface StorePreviewProps {
  store: PublicStore;
  /** null: the visitor's own theme, i.e. whatever the page around it is painted in. */
  theme: Theme | null;
  /** A banner chosen but not uploaded yet (an object URL); otherwise the store's own. */
  bannerPreview?: string | null;
  className?: string;
}

/**
 * The store as buyers will see it, painted in `theme`. The theme's --haat-*
 * variables are set on the wrapper only, so the Tailwind classes inside
 * (bg-surface, text-primary, rounded-card, …) resolve to it and the rest of the page keeps its own.
 */
export function StorePreview({ store, theme, bannerPreview = null, className }: StorePreviewProps) {
  const { t, i18n } = useLingui();
  const themeName = theme ? themeDisplayName(theme, i18n) : t`Visitors' own theme`;
  const style = theme ? (themeCssVariables(themeTokens(theme)) as CSSProperties) : undefined;
  return (
    <figure className={cn('m-0', className)}>
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-text-secondary uppercase">
        <Trans>Preview · {themeName}</Trans>
      </figcaption>
      <div
        style={style}
        className="overflow-hidden rounded-card border border-border bg-background font-sans text-text shadow-lg"
      >
        {store.announcement ? (
          <p className="bg-gradient-primary px-4 py-1.5 text-center text-xs font-semibold text-white">
            {store.announcement}
          </p>
        ) : null}
        <div className="aspect-[3/1] bg-gradient-secondary">
          {bannerPreview ? (
            <img src={bannerPreview} alt="" className="size-full object-cover" />
          ) : store.banner ? (
            <img
              src={store.banner.url}
              srcSet={store.banner.srcset}
              sizes="(min-width: 1024px) 420px, 100vw"
              alt=""
              className="size-full object-cover"
            />
          ) : null}
        </div>
        <div className="px-4 pb-5">
          <div className="-mt-8 flex flex-col items-center text-center">
            <Avatar
              url={store.avatarUrl}
              name={store.displayName}
              className="size-16 text-2xl ring-4 ring-background"
            />
            <p className="mt-2 text-lg font-black tracking-tight">{store.displayName}</p>
            <p className="text-sm font-medium text-primary">@{store.handle}</p>
            {store.bio ? <p className="mt-2 line-clamp-2 text-sm text-text-secondary">{store.bio}</p> : null}
          </div>
          <PreviewProducts store={store} />
        </div>
      </div>
    </figure>
  );
}
