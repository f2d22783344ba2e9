import { ShoppingBag } from 'lucide-react';
import type { CSSProperties } from 'react';
import { formatRupees } from '#shared/money.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import type { Theme } from '#shared/contracts/theme.ts';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { themeCssVariables } from '../../theme/css-variables.ts';
import { themeTokens } from '../../theme/theme-state.ts';

const samples = [
  { name: 'Hand-block printed kurta', pricePaise: 129_900, mrpPaise: 159_900, swatch: 'bg-gradient-accent' },
  { name: 'Brass diya set of 4', pricePaise: 64_900, mrpPaise: null, swatch: 'bg-gradient-primary' },
] as const;

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
  const style = theme ? (themeCssVariables(themeTokens(theme)) as CSSProperties) : undefined;
  const featured = store.featuredTitle || 'Featured picks';
  return (
    <figure className={cn('m-0', className)}>
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-text-secondary uppercase">
        Preview · {theme ? theme.name : "Visitors' own theme"}
      </figcaption>
      <div style={style} className="overflow-hidden rounded-card border border-border bg-background font-sans text-text shadow-lg">
        {store.announcement ? (
          <p className="bg-gradient-primary px-4 py-1.5 text-center text-xs font-semibold text-white">{store.announcement}</p>
        ) : null}
        <div className="aspect-[3/1] bg-gradient-secondary">
          {bannerPreview ? (
            <img src={bannerPreview} alt="" className="size-full object-cover" />
          ) : store.banner ? (
            <img src={store.banner.url} srcSet={store.banner.srcset} sizes="(min-width: 1024px) 420px, 100vw" alt="" className="size-full object-cover" />
          ) : null}
        </div>
        <div className="px-4 pb-5">
          <div className="-mt-8 flex flex-col items-center text-center">
            {store.avatarUrl ? (
              <img src={store.avatarUrl} alt="" className="size-16 rounded-full object-cover ring-4 ring-background" />
            ) : (
              <span className="flex size-16 items-center justify-center rounded-full bg-gradient-primary text-2xl font-black text-white uppercase ring-4 ring-background" aria-hidden>
                {store.displayName.charAt(0)}
              </span>
            )}
            <p className="mt-2 text-lg font-black tracking-tight">{store.displayName}</p>
            <p className="text-sm font-medium text-primary">@{store.handle}</p>
            {store.bio ? <p className="mt-2 line-clamp-2 text-sm text-text-secondary">{store.bio}</p> : null}
          </div>
          <p className="mt-5 text-sm font-bold">{featured}</p>
          <ul className="mt-2 grid grid-cols-2 gap-3">
            {samples.map((sample) => (
              <li key={sample.name} className="overflow-hidden rounded-card border border-border bg-surface shadow-card">
                <div className={cn('flex aspect-square items-center justify-center text-white/80', sample.swatch)}>
                  <ShoppingBag className="size-8" aria-hidden />
                </div>
                <div className="space-y-2 p-2.5">
                  <p className="line-clamp-1 text-xs font-semibold">{sample.name}</p>
                  <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
                    <span className="font-bold tabular-nums">{formatRupees(sample.pricePaise)}</span>
                    {sample.mrpPaise ? <s className="text-xs text-text-secondary tabular-nums">{formatRupees(sample.mrpPaise)}</s> : null}
                  </p>
                  {/* A picture of a button, not a control: nothing here is clickable. */}
                  <span className={cn(buttonVariants({ size: 'sm' }), 'pointer-events-none h-8 w-full text-xs')}>Add to cart</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </figure>
  );
}
