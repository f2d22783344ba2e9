import { useQuery } from '@tanstack/react-query';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ImageOff from 'lucide-react/icons/image-off';
import Search from 'lucide-react/icons/search';
import Star from 'lucide-react/icons/star';
import Trash2 from 'lucide-react/icons/trash';
import { type FocusEvent, type FormEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import type { Listing } from '#shared/contracts/catalog.ts';
import { formatRupees, rupeesToPaise } from '#shared/money.ts';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { ownListingsQueryOptions, useEditListings, useRemoveListing } from '../api/sourcing.ts';
import { readMarkup } from '../markup.ts';

/** Buyers see a listing only while its product is on sale and still resellable. */
const isVisible = (listing: Listing) => listing.product.status === 'active' && listing.product.resellable;

const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

// aria-disabled, not disabled, for buttons that switch off while focused (moved to the
// top, just saved): a disabled button would drop keyboard focus to the page.
const softDisabled = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

function RemoveControl({ listing, onRemoved }: { listing: Listing; onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveListing();
  const removeRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = listing.product.name;

  const ask = (open: boolean) => {
    flushSync(() => setConfirming(open));
    (open ? cancelRef : removeRef).current?.focus();
  };
  const confirm = async () => {
    try {
      await remove.mutateAsync(listing.id);
      toast({ title: 'Removed from your store', description: name });
      onRemoved();
    } catch (error) {
      failureToast('Not removed', error);
    }
  };

  if (!confirming) {
    return (
      <button
        ref={removeRef}
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        onClick={() => ask(true)}
        aria-label={`Remove ${name}`}
      >
        <Trash2 className="size-4" aria-hidden /> Remove
      </button>
    );
  }
  return (
    <div
      role="group"
      aria-label={`Remove ${name}?`}
      className="flex items-center gap-2"
      onKeyDown={(event) => event.key === 'Escape' && ask(false)}
    >
      <span className="text-sm font-semibold">Remove?</span>
      <Button
        variant="destructive"
        size="sm"
        aria-disabled={remove.isPending}
        className={softDisabled}
        onClick={() => !remove.isPending && void confirm()}
      >
        {remove.isPending ? 'Removing…' : 'Yes'}
      </Button>
      <button
        ref={cancelRef}
        type="button"
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        onClick={() => ask(false)}
      >
        Cancel
      </button>
    </div>
  );
}

function MarkupEditor({ listing, text, onText }: { listing: Listing; text: string; onText: (text: string) => void }) {
  const id = useId();
  const edit = useEditListings();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState<number | null>(null);
  const name = listing.product.name;
  const typed = readMarkup(text);
  const dirty = !('paise' in typed) || typed.paise !== listing.markupPaise;

  const save = async () => {
    if ('error' in typed) return setError(typed.error);
    if (typed.paise === listing.markupPaise || typed.paise === saving) return;
    setSaving(typed.paise);
    try {
      await edit.mutateAsync({ edits: [{ id: listing.id, changes: { markupPaise: typed.paise } }], optimistic: false });
      toast({
        title: 'Markup saved',
        description: `Buyers now pay ${formatRupees(listing.product.pricePaise + typed.paise)} for ${name}.`,
      });
    } catch (caught) {
      const field =
        caught instanceof ApiError && caught.status === 422
          ? (caught.fields?.markupPaise?.[0] ?? caught.message)
          : null;
      if (field) setError(field);
      else failureToast('Markup not saved', caught);
    } finally {
      setSaving(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  // Leaving the field saves; moving from the field to its own Save button does not save twice.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) void save();
  };

  return (
    <form onSubmit={onSubmit} onBlur={onBlur} className="space-y-1.5" noValidate>
      <label htmlFor={id} className="block text-sm font-medium">
        Markup (₹)
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          aria-label={`Markup for ${name} (₹)`}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            onText(event.target.value);
            setError(null);
          }}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 w-28 tabular-nums"
        />
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          className={cn('h-10', softDisabled)}
          aria-disabled={!dirty || saving !== null}
          aria-label={`Save markup for ${name}`}
        >
          {saving === null ? 'Save' : 'Saving…'}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </form>
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

function ListingRow({ listing, canMoveUp, canMoveDown, onMove, onFeature, onRemoved }: RowProps) {
  const { product } = listing;
  const visible = isVisible(listing);
  const [draft, setDraft] = useState({ text: rupeesText(listing.markupPaise), from: listing.markupPaise });
  // The saved markup changed (a save landed, or another tab): follow it unless the creator is mid-edit.
  if (draft.from !== listing.markupPaise) {
    const edited = rupeesToPaise(draft.text) !== draft.from;
    setDraft({ text: edited ? draft.text : rupeesText(listing.markupPaise), from: listing.markupPaise });
  }
  const typed = visible ? readMarkup(draft.text) : { paise: listing.markupPaise };
  const markup = 'paise' in typed ? typed.paise : null;
  const image = product.images[0];

  return (
    <li
      className={cn(
        'rounded-card border border-border bg-surface p-3 sm:p-4',
        !visible && 'border-dashed bg-surface/50',
      )}
    >
      <div className="flex items-start gap-3">
        <div className={cn('size-16 shrink-0 overflow-hidden rounded-xl bg-muted', !visible && 'opacity-50 grayscale')}>
          {image ? (
            <img
              src={image.url}
              srcSet={image.srcset}
              sizes="64px"
              alt=""
              loading="lazy"
              className="size-full object-cover"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-text-secondary">
              <ImageOff className="size-5" aria-hidden />
            </span>
          )}
        </div>
        <div className={cn('min-w-0 flex-1', !visible && 'text-text-secondary')}>
          <p className="line-clamp-2 font-semibold">
            {product.name}
            {listing.featured && visible ? <span className="sr-only"> (featured)</span> : null}
          </p>
          <p className="mt-1 text-sm text-text-secondary tabular-nums" aria-live="polite">
            Base {formatRupees(product.pricePaise)} + your markup {markup === null ? '—' : formatRupees(markup)} ={' '}
            <strong className="text-text">
              buyer pays {markup === null ? '—' : formatRupees(product.pricePaise + markup)}
            </strong>
          </p>
          {visible ? null : (
            <p className="mt-2 text-sm">Not visible in your store: the seller withdrew this product.</p>
          )}
        </div>
        {visible ? (
          <div className="flex shrink-0 flex-col gap-1">
            <Button
              variant="ghost"
              size="icon"
              className={softDisabled}
              aria-disabled={!canMoveUp}
              aria-label={`Move ${product.name} up`}
              onClick={() => canMoveUp && onMove(-1)}
            >
              <ArrowUp className="size-4" aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className={softDisabled}
              aria-disabled={!canMoveDown}
              aria-label={`Move ${product.name} down`}
              onClick={() => canMoveDown && onMove(1)}
            >
              <ArrowDown className="size-4" aria-hidden />
            </Button>
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
              aria-label={`Feature ${product.name}`}
              onClick={onFeature}
              className={cn(listing.featured && 'border-primary bg-primary/10 text-primary')}
            >
              <Star className={cn('size-4', listing.featured && 'fill-current')} aria-hidden />
              Feature
            </Button>
          ) : null}
          <RemoveControl listing={listing} onRemoved={onRemoved} />
        </div>
      </div>
    </li>
  );
}

/** The creator's listings: order, feature, markup and remove. */
export function MyStoreListings() {
  const listings = useQuery(ownListingsQueryOptions);
  const edit = useEditListings();
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  if (listings.isPending) return <LoadingScreen variant="inline" label="Loading your products" />;
  if (listings.isError) {
    return (
      <div className="mt-6 rounded-card border border-border bg-surface p-6 text-center">
        <p className="text-text-secondary">Your products could not be loaded. Try again in a moment.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void listings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = listings.data.items;
  if (items.length === 0) {
    return (
      <div className="mt-6 rounded-card border border-dashed border-border p-6 text-center">
        <p className="font-semibold">Your store is empty for now.</p>
        <p className="mt-1 text-sm text-text-secondary">
          Pick products sellers let you resell, add your markup, and they show up here.
        </p>
        <Link to="/creator/cart" className={cn(buttonVariants(), 'mt-4')}>
          <Search className="size-4" aria-hidden /> Find products to sell
        </Link>
      </div>
    );
  }

  const shown = items.filter(isVisible);
  // Moves swap with the next product buyers can see; then every listing gets position = its index.
  const move = async (listing: Listing, direction: -1 | 1) => {
    const target = shown[shown.indexOf(listing) + direction];
    if (!target) return;
    const order = items.map((item) => (item === listing ? target : item === target ? listing : item));
    const edits = order.flatMap((item, index) =>
      item.position === index ? [] : [{ id: item.id, changes: { position: index } }],
    );
    setAnnouncement(`${listing.product.name} moved to ${shown.indexOf(target) + 1} of ${shown.length}.`);
    try {
      await edit.mutateAsync({ edits, optimistic: true });
    } catch (error) {
      failureToast('Order not saved', error);
    }
  };
  const feature = async (listing: Listing) => {
    const featured = !listing.featured;
    try {
      await edit.mutateAsync({ edits: [{ id: listing.id, changes: { featured } }], optimistic: true });
      toast({ title: featured ? 'Featured' : 'No longer featured', description: listing.product.name });
    } catch (error) {
      failureToast(featured ? 'Not featured' : 'Still featured', error);
    }
  };

  return (
    <section className="mt-8" aria-labelledby="listings-title">
      <h2
        id="listings-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold focus-visible:outline-2 focus-visible:outline-primary"
      >
        Your products <span className="text-sm font-medium text-text-secondary">({items.length})</span>
      </h2>
      <p className="mt-1 text-sm text-text-secondary">
        Featured products show first in your store, then the rest in this order.
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ul className="mt-4 space-y-3">
        {items.map((listing) => {
          const index = shown.indexOf(listing);
          return (
            <ListingRow
              key={listing.id}
              listing={listing}
              canMoveUp={index > 0}
              canMoveDown={index >= 0 && index < shown.length - 1}
              onMove={(direction) => void move(listing, direction)}
              onFeature={() => void feature(listing)}
              onRemoved={() => headingRef.current?.focus()}
            />
          );
        })}
      </ul>
    </section>
  );
}
