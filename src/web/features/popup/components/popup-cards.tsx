import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import BadgeCheck from 'lucide-react/icons/badge-check';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import Star from 'lucide-react/icons/star';
import UserCheck from 'lucide-react/icons/user-check';
import UserPlus from 'lucide-react/icons/user-plus';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Avatar } from '#web/components/avatar.tsx';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import { type PublicStore, type StoreBadge, TOP_SELLER_SALES } from '#shared/contracts/stores.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BOTTOM_BAR_ATTRIBUTE } from '#web/lib/floating.ts';
import { currentLocaleTag } from '#web/lib/i18n.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { putInCart } from '#web/features/cart/public.ts';
import { attributionFor } from '#web/features/stores/public.ts';
import { ProductFacts } from '#web/components/product/product-facts.tsx';
import { setFollowing, storeStatsQueryOptions } from '../api/popup.ts';
import { PopupTrust } from './popup-trust.tsx';

export function PopupCard({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-border bg-surface/80 p-4 shadow-card backdrop-blur sm:p-5"
    >
      <h3 id={id} className="text-base font-bold">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const compactFormats = new Map<string, Intl.NumberFormat>();
/** 1.2K, 3.4L: a store's figures, short, in the page's language. */
function compact(value: number): string {
  const tag = currentLocaleTag();
  let format = compactFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    compactFormats.set(tag, format);
  }
  return format.format(value);
}

/**
 * A store's badges and the rule that earns each, as buyers read them. The badges' names and rules are shared data
 * (#shared/store-badges.ts, which the server uses too); on screen they come from here.
 */
const BADGES: Record<StoreBadge, { name: MessageDescriptor; rule: MessageDescriptor }> = {
  'Verified Creator': {
    name: msg`Verified Creator`,
    rule: msg`Email verified and a first order delivered to a buyer`,
  },
  'Top Seller': {
    name: msg`Top Seller`,
    rule: msg`${TOP_SELLER_SALES} or more products delivered to buyers`,
  },
  '5 Years+': { name: msg`5 Years+`, rule: msg`Selling on Haat for five years or more` },
};

/** About the creator: the store's real figures and badges, and a Follow that works. */
export function CreatorCard({ store }: { store: PublicStore }) {
  const { t, i18n } = useLingui();
  const storeName = store.displayName;
  const stats = useQuery(storeStatsQueryOptions(store.id));
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useMutation({
    mutationFn: (following: boolean) => setFollowing(store.id, following),
    onSuccess: (result) => {
      queryClient.setQueryData(storeStatsQueryOptions(store.id).queryKey, (previous) =>
        previous ? { ...previous, ...result } : previous,
      );
      toast({ title: result.following ? t`Following ${storeName}` : t`Unfollowed ${storeName}` });
    },
    onError: (error) => failureToast(t`Follow failed`, error),
  });
  const figures = stats.data
    ? [
        { key: 'followers', label: t`Followers`, value: compact(stats.data.followers) },
        { key: 'products', label: t`Products`, value: compact(stats.data.products) },
        // The contract's 4.5 for a store nobody has reviewed is never shown as if earned.
        { key: 'rating', label: t`Rating`, value: stats.data.reviews === 0 ? t`New` : stats.data.rating.toFixed(1) },
        { key: 'sales', label: t`Sales`, value: compact(stats.data.sales) },
      ]
    : [];
  return (
    <PopupCard title={t`About the creator`} id="popup-creator">
      <div className="flex items-center gap-3">
        <Avatar url={store.avatarUrl} name={store.displayName} width={48} height={48} className="size-12 text-lg" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{store.displayName}</p>
          <p className="truncate text-sm text-text-secondary">@{store.handle}</p>
        </div>
        <Button
          size="sm"
          variant={stats.data?.following ? 'secondary' : 'primary'}
          aria-pressed={stats.data?.following ?? false}
          disabled={follow.isPending || stats.isPending}
          onClick={() => {
            if (!session.data) {
              toast({ title: t`Sign in to follow`, description: t`Follow ${storeName} to see their new picks.` });
              void navigate(`/auth?next=${encodeURIComponent(location.pathname + location.search)}`);
              return;
            }
            follow.mutate(!stats.data?.following);
          }}
        >
          {stats.data?.following ? (
            <UserCheck className="size-4" aria-hidden />
          ) : (
            <UserPlus className="size-4" aria-hidden />
          )}
          {stats.data?.following ? t`Following` : t`Follow`}
        </Button>
      </div>
      {stats.data ? (
        <>
          <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
            {figures.map((figure) => (
              <div key={figure.key} className="rounded-lg bg-muted/70 px-1 py-2">
                <dt className="text-[11px] text-text-secondary">{figure.label}</dt>
                <dd className="mt-0.5 font-bold tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
          {stats.data.badges.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2" aria-label={t`Badges`}>
              {stats.data.badges.map((badge) => {
                const rule = i18n._(BADGES[badge].rule);
                return (
                  <li
                    key={badge}
                    title={rule}
                    className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-2.5 py-1 text-xs font-semibold text-primary"
                  >
                    <BadgeCheck className="size-3.5" aria-hidden /> {i18n._(BADGES[badge].name)}
                    <span className="sr-only">: {rule}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm text-text-secondary">
          {stats.isError ? t`The figures could not be loaded.` : t`Loading figures…`}
        </p>
      )}
    </PopupCard>
  );
}

/** The percentage off the MRP, when the product has one above its price here. */
function percentOff(item: StoreProduct): number {
  const mrp = item.product.originalPricePaise;
  return mrp !== null && mrp > item.pricePaise ? Math.round(((mrp - item.pricePaise) / mrp) * 100) : 0;
}

/**
 * Add to Cart: the one button and handler, shown in the Price Details card on
 * wider screens and in the popup's bottom bar on phones. The toast offers the bag.
 */
export function AddToCartButton({
  item,
  store,
  className,
}: {
  item: StoreProduct;
  store: PublicStore;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <Button
      size="lg"
      className={className}
      disabled={!item.inStock}
      onClick={() => {
        const attribution = attributionFor(store.id);
        const added = putInCart({
          listingId: item.listingId,
          productId: item.product.id,
          storeId: store.id,
          storeHandle: store.handle,
          name: item.product.name,
          imageUrl: item.product.images[0]?.url ?? null,
          pricePaise: item.pricePaise,
          ref: attribution?.ref ?? null,
          utmSource: attribution?.utmSource ?? null,
        });
        const productName = item.product.name;
        const storeHandle = store.handle;
        toast(
          added
            ? {
                title: t`Added to cart`,
                description: t`${productName} from @${storeHandle}`,
                action: { label: t`View bag`, href: '/checkout' },
              }
            : {
                title: t`Your cart is full`,
                description: t`Place an order or remove something first.`,
                variant: 'destructive',
                action: { label: t`View bag`, href: '/checkout' },
              },
        );
      }}
    >
      <ShoppingCart className="size-5" aria-hidden /> {item.inStock ? t`Add to Cart` : t`Out of stock`}
    </Button>
  );
}

/** Price Details: what the buyer pays here, the MRP struck through, and Add to Cart (in the bottom bar on phones). */
export function PriceCard({ item, store }: { item: StoreProduct; store: PublicStore }) {
  const { t } = useLingui();
  const mrp = item.product.originalPricePaise;
  const off = percentOff(item);
  return (
    <PopupCard title={t`Price details`} id="popup-price">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="text-3xl font-black tabular-nums">{formatRupees(item.pricePaise)}</span>
        {off > 0 && mrp !== null ? (
          <>
            <s className="text-text-secondary tabular-nums">
              <span className="sr-only">
                <Trans>MRP</Trans>{' '}
              </span>
              {formatRupees(mrp)}
            </s>
            <span className="rounded-full bg-emerald-400/15 px-2 py-0.5 text-sm font-semibold text-emerald-300">
              <Trans>{off}% off</Trans>
            </span>
          </>
        ) : null}
      </p>
      <p className="mt-1 text-sm text-text-secondary">
        <Trans>Inclusive of all taxes</Trans>
      </p>
      <div className="mt-4 hidden sm:block">
        <AddToCartButton item={item} store={store} className="w-full" />
      </div>
      <PopupTrust item={item} />
    </PopupCard>
  );
}

/**
 * On phones, the price and Add to Cart stay on the screen's bottom edge while
 * the buyer scrolls through the popup, so buying never needs a scroll.
 */
export function BuyBar({ item, store }: { item: StoreProduct; store: PublicStore }) {
  const mrp = item.product.originalPricePaise;
  const off = percentOff(item);
  return (
    <div
      {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}
      className="sticky bottom-0 z-10 flex items-center gap-3 border-t border-border bg-background/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-8px_24px_rgb(0_0_0/0.35)] backdrop-blur-md sm:hidden"
    >
      <p className="min-w-0 flex-1 leading-tight">
        <span className="sr-only">
          <Trans>Price</Trans>{' '}
        </span>
        <span className="block text-lg font-black tabular-nums">{formatRupees(item.pricePaise)}</span>
        {off > 0 && mrp !== null ? (
          <span className="text-xs text-text-secondary">
            <s className="tabular-nums">
              <span className="sr-only">
                <Trans>MRP</Trans>{' '}
              </span>
              {formatRupees(mrp)}
            </s>{' '}
            <span className="font-semibold text-emerald-300">
              <Trans>{off}% off</Trans>
            </span>
          </span>
        ) : (
          <span className="text-xs text-text-secondary">
            <Trans>Cash on delivery</Trans>
          </span>
        )}
      </p>
      <AddToCartButton item={item} store={store} className="shrink-0 px-5" />
    </div>
  );
}

/** Product Details: the seller's fields, with the spec's defaults. */
export function DetailsCard({ item }: { item: StoreProduct }) {
  const { t } = useLingui();
  return (
    <PopupCard title={t`Product details`} id="popup-details">
      <ProductFacts product={item.product} />
    </PopupCard>
  );
}

export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useLingui();
  const stars = rating.toFixed(1);
  return (
    <span className={className} role="img" aria-label={t`Rated ${stars} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`inline size-4 ${rating >= n - 0.25 ? 'fill-amber-400 text-amber-400' : 'text-text-secondary/50'}`}
        />
      ))}
    </span>
  );
}
