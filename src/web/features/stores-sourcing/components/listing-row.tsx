import { Trans, useLingui } from '@lingui/react/macro';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Star from 'lucide-react/icons/star';
import { useState } from 'react';
import type { Listing } from '#shared/contracts/catalog.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import { ProductThumbnail } from '#web/components/product/product-thumbnail.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { saleMarkupPaise } from '#shared/catalog/markup.ts';
import { CreatorEarning } from '#web/features/commission/public.ts';
import { listingCap, readMarkup } from '../markup.ts';
import { softDisabled } from '../soft-disabled.ts';
import { MarkupEditor } from './listing-markup-editor.tsx';
import { isVisible, ListingUnavailable } from './listing-unavailable.tsx';
import { RemoveControl } from './listing-remove-control.tsx';

const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** Up or down among the products buyers see; switched off (softly) at the ends. */
function MoveButton({
  name,
  direction,
  enabled,
  onMove,
}: {
  name: string;
  direction: -1 | 1;
  enabled: boolean;
  onMove: (direction: -1 | 1) => void;
}) {
  const { t } = useLingui();
  const Icon = direction === -1 ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="ghost"
      size="icon"
      className={softDisabled}
      aria-disabled={!enabled}
      aria-label={direction === -1 ? t`Move ${name} up` : t`Move ${name} down`}
      onClick={() => enabled && onMove(direction)}
    >
      <Icon className="size-4" aria-hidden />
    </Button>
  );
}

interface RowProps {
  listing: Listing;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: -1 | 1) => void;
  onFeature: () => void;
  onRemoved: () => void;
}

export function ListingRow({ listing, canMoveUp, canMoveDown, onMove, onFeature, onRemoved }: RowProps) {
  const { t } = useLingui();
  const { product } = listing;
  const name = product.name;
  const visible = isVisible(listing);
  const [draft, setDraft] = useState({ text: rupeesText(listing.markupPaise), from: listing.markupPaise });
  // The saved markup changed (a save landed, or another tab): follow it unless the creator is mid-edit.
  if (draft.from !== listing.markupPaise) {
    const edited = rupeesToPaise(draft.text) !== draft.from;
    setDraft({ text: edited ? draft.text : rupeesText(listing.markupPaise), from: listing.markupPaise });
  }
  const typed = visible ? readMarkup(draft.text, listingCap(listing)) : { paise: listing.markupPaise };
  // A markup saved before the seller lowered the MRP sells at the MRP: what counts is what the buyer pays.
  const markup = 'paise' in typed ? saleMarkupPaise(product, typed.paise) : null;
  const cappedByMrp = 'paise' in typed && markup !== null && markup < typed.paise;
  const image = product.images[0];
  const base = formatRupees(product.pricePaise);
  const markupText = markup === null ? '—' : formatRupees(markup);
  const total = markup === null ? '—' : formatRupees(product.pricePaise + markup);

  return (
    <li
      className={cn(
        'rounded-card border border-border bg-surface p-3 sm:p-4',
        !visible && 'border-dashed bg-surface/50',
      )}
    >
      <div className="flex items-start gap-3">
        <ProductThumbnail image={image} size="md" className={cn(!visible && 'opacity-50 grayscale')} />
        <div className={cn('min-w-0 flex-1', !visible && 'text-text-secondary')}>
          <p className="line-clamp-2 font-semibold">
            {product.name}
            {listing.featured && visible ? <span className="sr-only"> {t`(featured)`}</span> : null}
          </p>
          <p className="mt-1 text-sm text-text-secondary tabular-nums" aria-live="polite">
            <Trans>
              Base {base} + your markup {markupText} = <strong className="text-text">buyer pays {total}</strong>
            </Trans>
          </p>
          {visible ? (
            <CreatorEarning
              markupPaise={markup}
              sale={{
                basePricePaise: product.pricePaise,
                gstRateBps: product.gstRateBps,
                chargesGst: listing.sellerChargesGst,
              }}
              className="mt-0.5 text-text-secondary"
            />
          ) : null}
          {visible && cappedByMrp ? (
            <p className="mt-1 text-sm text-amber-300">
              <Trans>The seller lowered the MRP: buyers pay the MRP, so your markup counts as {markupText}.</Trans>
            </p>
          ) : null}
          {listing.unavailable ? <ListingUnavailable reason={listing.unavailable} /> : null}
        </div>
        {visible ? (
          <div className="flex shrink-0 flex-col gap-1">
            <MoveButton name={product.name} direction={-1} enabled={canMoveUp} onMove={onMove} />
            <MoveButton name={product.name} direction={1} enabled={canMoveDown} onMove={onMove} />
          </div>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3 border-t border-border pt-3">
        {visible ? (
          <MarkupEditor listing={listing} text={draft.text} onText={(text) => setDraft({ ...draft, text })} />
        ) : null}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {visible ? (
            <Button
              variant="outline"
              size="sm"
              aria-pressed={listing.featured}
              aria-label={t`Feature ${name}`}
              onClick={onFeature}
              className={cn(listing.featured && 'border-primary bg-primary/10 text-primary')}
            >
              <Star className={cn('size-4', listing.featured && 'fill-current')} aria-hidden />
              <Trans>Feature</Trans>
            </Button>
          ) : null}
          <RemoveControl listing={listing} onRemoved={onRemoved} />
        </div>
      </div>
    </li>
  );
}
