import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatRupees } from '#shared/money.ts';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { categoryName } from '#web/features/stores/public.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';
import { closeProductPopup, openProductPopup, type PopupProduct } from '../product-popup-store.ts';
import { recentlyViewed } from '../recently-viewed.ts';

interface StripItem {
  key: string;
  name: string;
  imageUrl: string | null;
  pricePaise: number;
  open: { popup: PopupProduct } | { href: string };
}

function Strip({ title, id, items, empty }: { title: string; id: string; items: StripItem[]; empty: string }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="text-base font-bold">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-text-secondary">{empty}</p>
      ) : (
        <ul ref={overflowFade} className="fade-x -mx-1 mt-3 flex snap-x scroll-px-1 gap-3 overflow-x-auto px-1 pb-2">
          {items.map((item) => {
            const body = (
              <>
                <ProductThumbnail
                  image={item.imageUrl ? { url: item.imageUrl } : null}
                  size="tile"
                  className="rounded-lg"
                  emptyIcon={false}
                />
                <span className="mt-1.5 line-clamp-2 text-xs font-medium">{item.name}</span>
                <span className="text-xs font-bold tabular-nums">{formatRupees(item.pricePaise)}</span>
              </>
            );
            const className =
              'block w-28 shrink-0 snap-start rounded-lg text-left focus-visible:outline-2 focus-visible:outline-primary';
            return (
              <li key={item.key}>
                {'popup' in item.open ? (
                  <button
                    type="button"
                    className={className}
                    onClick={() => openProductPopup((item.open as { popup: PopupProduct }).popup)}
                  >
                    {body}
                  </button>
                ) : (
                  <Link to={item.open.href} className={className} onClick={closeProductPopup}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** More of the store in the product's category, and what the visitor opened before. */
export function Strips({ popup }: { popup: PopupProduct }) {
  const { t, i18n } = useLingui();
  const viewed = recentlyViewed.useStore();
  const { item, store, storeProducts } = popup;
  const similar: StripItem[] = storeProducts
    .filter((other) => other.listingId !== item.listingId && other.product.category === item.product.category)
    .slice(0, 10)
    .map((other) => ({
      key: other.listingId,
      name: other.product.name,
      imageUrl: other.product.images[0]?.url ?? null,
      pricePaise: other.pricePaise,
      open: { popup: { ...popup, item: other } },
    }));
  const recent: StripItem[] = viewed
    .filter((entry) => entry.listingId !== item.listingId)
    .map((entry) => {
      const here =
        entry.storeHandle.toLowerCase() === store.handle.toLowerCase() &&
        storeProducts.find((other) => other.listingId === entry.listingId);
      return {
        key: entry.listingId,
        name: entry.name,
        imageUrl: entry.imageUrl,
        pricePaise: here ? here.pricePaise : entry.pricePaise,
        open: here
          ? { popup: { ...popup, item: here } }
          : { href: `/@${entry.storeHandle}?product=${entry.listingId}` },
      };
    });
  const category = categoryName(i18n, item.product.category);
  return (
    <>
      <Strip
        title={t`Similar products`}
        id="popup-similar"
        items={similar}
        empty={t`No other ${category} picks in this store yet.`}
      />
      <Strip title={t`Recently viewed`} id="popup-recent" items={recent} empty={t`Products you open show up here.`} />
    </>
  );
}
