import { Trans, useLingui } from '@lingui/react/macro';
import X from 'lucide-react/icons/x';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { categoryName } from '#web/features/stores/public.ts';
import { inFloatingLayer, KEEP_CLEAR_ATTRIBUTE } from '#web/lib/floating.ts';
import { ProductCarousel } from '#web/components/product/product-carousel.tsx';
import { closeProductPopup, productPopup } from '../product-popup-store.ts';
import { rememberViewed } from '../recently-viewed.ts';
import { Actions } from './popup-actions.tsx';
import { BuyBar, PriceCard } from './popup-buy.tsx';
import { CreatorCard, DetailsCard } from './popup-cards.tsx';
import { DeclarationsCard } from './popup-declarations.tsx';
import { FeedbackCard, type ReviewSlot } from './popup-feedback.tsx';
import { Strips } from './popup-strips.tsx';

/**
 * Spec §2 "Product popup", with real data (brief, "The product popup, made real"). `writeReview` is the buyer's
 * review form (the orders feature's), which the app composes in.
 */
export function ProductPopup({ writeReview }: { writeReview: ReviewSlot }) {
  const { t, i18n } = useLingui();
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
  const category = categoryName(i18n, item.product.category);
  const storeName = store.displayName;
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
          <IconButton
            ref={closeRef}
            label={t`Close`}
            tone="overlay"
            size="xl"
            onClick={closeProductPopup}
            className="absolute top-3 right-3 backdrop-blur hover:bg-black/80"
          >
            <X className="size-5" aria-hidden />
          </IconButton>
        </div>
        <div className="grid gap-6 p-4 sm:p-6 md:grid-cols-2">
          <div className="md:sticky md:top-0 md:self-start">
            <ProductCarousel
              key={item.product.id}
              images={item.product.images}
              categoryLabel={category}
              playing={playing}
              productName={item.product.name}
            />
          </div>
          <div className="flex flex-col gap-4">
            <div>
              {/* A toast never lies over the title (decision 025). */}
              <h2
                id="popup-title"
                {...{ [KEEP_CLEAR_ATTRIBUTE]: '' }}
                className="text-2xl leading-tight font-black tracking-tight"
              >
                {item.product.name}
              </h2>
              <p className="mt-1 text-sm text-text-secondary">
                <Trans>
                  by <span className="font-semibold text-text">{storeName}</span> · {category}
                </Trans>
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
          <DeclarationsCard item={item} />
          <FeedbackCard productId={item.product.id} writeReview={writeReview} />
        </div>
        <BuyBar item={item} store={store} />
      </div>
    </div>
  );
}
