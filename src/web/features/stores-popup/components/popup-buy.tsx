import { Trans, useLingui } from '@lingui/react/macro';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { BOTTOM_BAR_ATTRIBUTE, KEEP_CLEAR_ATTRIBUTE } from '#web/lib/floating.ts';
import { toast } from '#web/lib/toast.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { putInCart } from '#web/features/cart/public.ts';
import { attributionFor } from '#web/features/stores/public.ts';
import { PopupCard } from './popup-cards.tsx';
import { PopupTrust } from './popup-trust.tsx';

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
  const hydrated = useHydrated();
  return (
    <Button
      size="lg"
      className={className}
      disabled={!item.inStock}
      // A product link's page is drawn before its script runs: until then the button says it cannot add yet.
      aria-disabled={hydrated ? undefined : true}
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
        {/* A toast never lies over the price (decision 025). */}
        <span {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }} className="text-3xl font-black tabular-nums">
          {formatRupees(item.pricePaise)}
        </span>
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
