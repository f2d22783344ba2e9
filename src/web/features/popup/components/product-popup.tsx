import Bookmark from 'lucide-react/icons/bookmark';
import Heart from 'lucide-react/icons/heart';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Share2 from 'lucide-react/icons/share-2';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { categoryLabel } from '#shared/catalog/categories.ts';
import type { ListEntry, ProductListName } from '#shared/contracts/lists.ts';
import { formatRupees } from '#shared/money.ts';
import { cn } from '#web/lib/cn.ts';
import { inFloatingLayer } from '#web/lib/floating.ts';
import { overflowFade } from '#web/lib/overflow-fade.ts';
import { toast } from '#web/lib/toast.ts';
import { ProductCarousel } from '#web/components/product/product-carousel.tsx';
import { isOnList, listsStore, listToastTitle, toggleListEntry } from '#web/features/lists/public.ts';
import { attributionFor, storeShareUrl, whatsAppShareUrl } from '#web/features/stores/public.ts';
import { closeProductPopup, openProductPopup, type PopupProduct, productPopup } from '../product-popup-store.ts';
import { recentlyViewed, rememberViewed } from '../recently-viewed.ts';
import { BuyBar, CreatorCard, DetailsCard, PriceCard } from './popup-cards.tsx';
import { FeedbackCard, type ReviewSlot } from './popup-feedback.tsx';

function RoundButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex size-11 items-center justify-center rounded-full border border-border bg-surface transition-theme hover:border-primary/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        pressed && 'border-primary bg-primary/15 text-primary',
      )}
    >
      {children}
    </button>
  );
}

function listEntryFor({ item, store }: PopupProduct): ListEntry {
  const attribution = attributionFor(store.id);
  return {
    productId: item.product.id,
    listingId: item.listingId,
    storeHandle: store.handle,
    name: item.product.name,
    category: item.product.category,
    image: item.product.images[0] ?? null,
    pricePaise: item.pricePaise,
    originalPricePaise: item.product.originalPricePaise,
    ref: attribution?.ref ?? null,
    utmSource: attribution?.utmSource ?? null,
    addedAt: new Date().toISOString(),
  };
}

function Actions({
  popup,
  playing,
  onTogglePlay,
}: {
  popup: PopupProduct;
  playing: boolean;
  onTogglePlay: () => void;
}) {
  const lists = listsStore.useStore();
  const productId = popup.item.product.id;
  const toggle = async (list: ProductListName) => {
    const added = await toggleListEntry(list, listEntryFor(popup));
    toast({ title: listToastTitle(list, added), description: popup.item.product.name });
  };
  const share = async () => {
    const { item, store } = popup;
    const text = `${item.product.name} for ${formatRupees(item.pricePaise)} in ${store.displayName}'s store on Haat`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: item.product.name,
          text,
          url: storeShareUrl(store.handle, 'share', item.listingId),
        });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    window.open(
      whatsAppShareUrl(text, storeShareUrl(store.handle, 'whatsapp', item.listingId)),
      '_blank',
      'noopener,noreferrer',
    );
  };
  const liked = isOnList(lists, 'liked', productId);
  const saved = isOnList(lists, 'saved', productId);
  return (
    <div className="mt-4 flex gap-3" role="group" aria-label="Product actions">
      <RoundButton label={playing ? 'Pause photos' : 'Play photos'} pressed={playing} onClick={onTogglePlay}>
        {playing ? <Pause className="size-5" aria-hidden /> : <Play className="size-5" aria-hidden />}
      </RoundButton>
      <RoundButton label={liked ? 'Unlike' : 'Like'} pressed={liked} onClick={() => void toggle('liked')}>
        <Heart className={cn('size-5', liked && 'fill-current')} aria-hidden />
      </RoundButton>
      <RoundButton label={saved ? 'Remove from saved' : 'Save'} pressed={saved} onClick={() => void toggle('saved')}>
        <Bookmark className={cn('size-5', saved && 'fill-current')} aria-hidden />
      </RoundButton>
      <RoundButton label="Share" onClick={() => void share()}>
        <Share2 className="size-5" aria-hidden />
      </RoundButton>
    </div>
  );
}

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
                <span className="block aspect-square overflow-hidden rounded-lg bg-muted">
                  {item.imageUrl ? (
                    <img src={item.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
                  ) : null}
                </span>
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

function Strips({ popup }: { popup: PopupProduct }) {
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
  return (
    <>
      <Strip
        title="Similar products"
        id="popup-similar"
        items={similar}
        empty={`No other ${categoryLabel(item.product.category)} picks in this store yet.`}
      />
      <Strip title="Recently viewed" id="popup-recent" items={recent} empty="Products you open show up here." />
    </>
  );
}

/**
 * Spec §2 "Product popup", with real data (brief, "The product popup, made real"). `writeReview` is the buyer's
 * review form (the orders feature's), which the app composes in.
 */
export function ProductPopup({ writeReview }: { writeReview: ReviewSlot }) {
  const popup = productPopup.useStore();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [playing, setPlaying] = useState(true);
  const [depth, setDepth] = useState(0);
  const open = popup !== null;
  const listingId = popup?.item.listingId;

  // Scroll lock, Escape, a mousedown outside the panel, and focus in and back out.
  useEffect(() => {
    if (!open) return;
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    // The AI Manager and the toasts float above the popup: a press there is not outside it.
    const onMouseDown = (event: MouseEvent) => {
      if (
        panelRef.current &&
        event.target instanceof Node &&
        !panelRef.current.contains(event.target) &&
        !inFloatingLayer(event.target)
      )
        closeProductPopup();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeProductPopup();
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
      previousFocus?.focus();
    };
  }, [open]);

  // A new product starts at the top, playing, and joins the visitor's history.
  useEffect(() => {
    if (!popup) return;
    panelRef.current?.scrollTo({ top: 0 });
    setDepth(0);
    setPlaying(true);
    rememberViewed({
      listingId: popup.item.listingId,
      productId: popup.item.product.id,
      storeHandle: popup.store.handle,
      name: popup.item.product.name,
      imageUrl: popup.item.product.images[0]?.url ?? null,
      pricePaise: popup.item.pricePaise,
    });
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- only when the product changes
  }, [listingId]);

  if (!popup) return null;
  const { item, store } = popup;
  // The gradient deepens from 12% to 48% of the primary colour as the visitor scrolls down.
  const tint = Math.round(12 + depth * 36);
  return (
    <div
      className="fixed inset-0 z-50 flex items-stretch justify-center bg-black/70 backdrop-blur-sm sm:items-center sm:p-6"
      onClick={closeProductPopup}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="popup-title"
        data-scroll-depth={depth.toFixed(2)}
        onClick={(event) => event.stopPropagation()}
        onScroll={(event) => {
          const element = event.currentTarget;
          const room = element.scrollHeight - element.clientHeight;
          setDepth(room > 0 ? Math.min(1, element.scrollTop / room) : 0);
        }}
        className="relative w-full overflow-y-auto overscroll-contain bg-background sm:max-h-[92vh] sm:max-w-4xl sm:rounded-card sm:border sm:border-border sm:shadow-2xl"
        style={{
          backgroundImage: `linear-gradient(180deg, color-mix(in srgb, var(--haat-color-primary) ${tint}%, transparent), var(--haat-color-background) 70%)`,
        }}
      >
        {/* A zero-height sticky bar keeps the close button in view without taking room from the content. */}
        <div className="sticky top-0 z-10 h-0">
          <button
            ref={closeRef}
            type="button"
            aria-label="Close"
            onClick={closeProductPopup}
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full bg-black/60 text-white backdrop-blur hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-2">
          <div className="md:sticky md:top-0 md:self-start">
            <ProductCarousel
              key={item.product.id}
              images={item.product.images}
              categoryLabel={categoryLabel(item.product.category)}
              playing={playing}
              productName={item.product.name}
            />
          </div>
          <div className="flex flex-col gap-4">
            <div>
              <h2 id="popup-title" className="text-2xl leading-tight font-black tracking-tight">
                {item.product.name}
              </h2>
              <p className="mt-1 text-sm text-text-secondary">
                by <span className="font-semibold text-text">{store.displayName}</span> ·{' '}
                {categoryLabel(item.product.category)}
              </p>
              <Actions popup={popup} playing={playing} onTogglePlay={() => setPlaying((value) => !value)} />
            </div>
            <PriceCard item={item} store={store} />
            <CreatorCard store={store} />
          </div>
        </div>
        <div className="flex flex-col gap-6 px-4 pb-8 sm:px-6">
          <Strips popup={popup} />
          <DetailsCard item={item} />
          <FeedbackCard productId={item.product.id} writeReview={writeReview} />
        </div>
        <BuyBar item={item} store={store} />
      </div>
    </div>
  );
}
