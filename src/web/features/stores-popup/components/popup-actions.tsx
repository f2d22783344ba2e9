import { useLingui } from '@lingui/react/macro';
import Bookmark from 'lucide-react/icons/bookmark';
import Heart from 'lucide-react/icons/heart';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import Share2 from 'lucide-react/icons/share-2';
import type { ReactNode } from 'react';
import type { ListEntry, ProductListName } from '#shared/contracts/lists.ts';
import { formatRupees } from '#shared/money.ts';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { cn } from '#web/lib/cn.ts';
import { toast } from '#web/lib/toast.ts';
import { isOnList, listsStore, listToastTitle, toggleListEntry } from '#web/features/lists/public.ts';
import { attributionFor, productShareText, storeShareUrl, whatsAppShareUrl } from '#web/features/stores/public.ts';
import type { PopupProduct } from '../product-popup-store.ts';

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
    <IconButton
      label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'size-11 border border-border bg-surface hover:border-primary/70',
        pressed && 'border-primary bg-primary/15 text-primary',
      )}
    >
      {children}
    </IconButton>
  );
}

function listEntryFor({ item, store }: PopupProduct): ListEntry {
  const attribution = attributionFor(store.id);
  return {
    productId: item.product.id,
    listingId: item.listingId,
    storeHandle: store.handle,
    name: item.product.name,
    nameHi: item.product.nameHi,
    category: item.product.category,
    image: item.product.images[0] ?? null,
    pricePaise: item.pricePaise,
    originalPricePaise: item.product.originalPricePaise,
    ref: attribution?.ref ?? null,
    utmSource: attribution?.utmSource ?? null,
    addedAt: new Date().toISOString(),
  };
}

/** Play or pause the photos, like, save and share the product. */
export function Actions({
  popup,
  playing,
  onTogglePlay,
}: {
  popup: PopupProduct;
  playing: boolean;
  onTogglePlay: () => void;
}) {
  const { t } = useLingui();
  const lists = listsStore.useStore();
  const productId = popup.item.product.id;
  const toggle = async (list: ProductListName) => {
    const added = await toggleListEntry(list, listEntryFor(popup));
    toast({ title: listToastTitle(list, added), description: popup.item.product.name });
  };
  const share = async () => {
    const { item, store } = popup;
    const text = productShareText(item.product.name, formatRupees(item.pricePaise), store.displayName);
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
    <div className="mt-4 flex gap-3" role="group" aria-label={t`Product actions`}>
      <RoundButton label={playing ? t`Pause photos` : t`Play photos`} pressed={playing} onClick={onTogglePlay}>
        {playing ? <Pause className="size-5" aria-hidden /> : <Play className="size-5" aria-hidden />}
      </RoundButton>
      <RoundButton label={liked ? t`Unlike` : t`Like`} pressed={liked} onClick={() => void toggle('liked')}>
        <Heart className={cn('size-5', liked && 'fill-current')} aria-hidden />
      </RoundButton>
      <RoundButton label={saved ? t`Remove from saved` : t`Save`} pressed={saved} onClick={() => void toggle('saved')}>
        <Bookmark className={cn('size-5', saved && 'fill-current')} aria-hidden />
      </RoundButton>
      <RoundButton label={t`Share`} onClick={() => void share()}>
        <Share2 className="size-5" aria-hidden />
      </RoundButton>
    </div>
  );
}
