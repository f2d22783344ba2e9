import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Check from 'lucide-react/icons/check';
import Plus from 'lucide-react/icons/plus';
import Store from 'lucide-react/icons/store';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Product } from '#shared/contracts/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { useSession } from '#web/features/auth/public.ts';
import { meQueryOptions } from '#web/features/profiles/public.ts';
import { ownListingsQueryOptions, publishListing } from '../api/sourcing.ts';
import { readMarkup } from '../markup.ts';
import { MarkupField } from './markup-field.tsx';

interface AddToStoreProps {
  product: Pick<Product, 'id' | 'name' | 'pricePaise' | 'originalPricePaise' | 'resellable' | 'gstRateBps'>;
  /** The seller's cap on markups, as a share of the base price. */
  maxMarkupPercent: number | null;
  /** Whether the seller charges GST (so part of the markup is GST they remit). */
  chargesGst: boolean;
}

const box = 'rounded-card border border-border bg-surface/70 p-4';

/** Sets the markup and publishes the product to the creator's store, as the creator cart does for many. */
function PublishForm({ product, maxMarkupPercent, chargesGst }: AddToStoreProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [markup, setMarkup] = useState('0');
  const [publishing, setPublishing] = useState(false);
  const reading = readMarkup(markup, {
    basePaise: product.pricePaise,
    maxMarkupPercent,
    mrpPaise: product.originalPricePaise,
  });

  const publish = async () => {
    if ('error' in reading || publishing) return;
    setPublishing(true);
    try {
      await publishListing(product.id, reading.paise);
      const price = formatRupees(product.pricePaise + reading.paise);
      const name = product.name;
      toast({ title: t`Added to your store`, description: t`Buyers pay ${price} for ${name}.` });
    } catch (error) {
      failureToast(t`Not added`, error);
    } finally {
      setPublishing(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['sourcing'] }),
        queryClient.invalidateQueries({ queryKey: ['stores'] }),
      ]);
    }
  };

  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <MarkupField
        productName={product.name}
        basePaise={product.pricePaise}
        tax={{ gstRateBps: product.gstRateBps, chargesGst }}
        value={markup}
        onChange={setMarkup}
        reading={reading}
      />
      <Button type="submit" className="w-full" disabled={'error' in reading || publishing}>
        <Plus className="size-4" aria-hidden /> {publishing ? t`Adding…` : t`Add to my store`}
      </Button>
    </form>
  );
}

/**
 * A seller's product seen by someone who may resell it: a creator sets a markup and adds it
 * to their store here; anyone signed out is offered the creator sign-in, back to this product.
 */
export function AddToStore(props: AddToStoreProps) {
  const { pathname, search } = useLocation();
  const session = useSession();
  const me = useQuery({ ...meQueryOptions, enabled: Boolean(session.data) });
  const store = me.data?.store ?? null;
  const listings = useQuery({ ...ownListingsQueryOptions, enabled: store !== null });
  const { product } = props;

  if (!product.resellable) {
    return (
      <p className={cn(box, 'text-sm text-text-secondary')}>
        <Trans>The seller sells this one directly: creators cannot add it to their store.</Trans>
      </p>
    );
  }
  if (session.isPending || (session.data && me.isPending)) return null;
  if (!session.data) {
    return (
      <div className={cn(box, 'flex flex-wrap items-center justify-between gap-3')}>
        <p className="text-sm">
          <Trans>Are you a creator? Add this to your store and earn on every sale.</Trans>
        </p>
        <Link
          to={`/auth?next=${encodeURIComponent(`${pathname}${search}`)}`}
          className={buttonVariants({ variant: 'secondary', size: 'sm' })}
        >
          <Trans>Sign in to sell this</Trans>
        </Link>
      </div>
    );
  }
  if (!store) {
    if (me.data?.roleIntent !== 'creator') return null;
    return (
      <div className={cn(box, 'flex flex-wrap items-center justify-between gap-3')}>
        <p className="text-sm">
          <Trans>Open your store to start selling products like this one.</Trans>
        </p>
        <Link to="/creator/start" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
          <Store className="size-4" aria-hidden /> <Trans>Open my store</Trans>
        </Link>
      </div>
    );
  }
  const listing = listings.data?.items.find((item) => item.product.id === product.id);
  const handle = store.handle;
  const price = listing ? formatRupees(listing.buyerPricePaise) : '';
  return (
    <section aria-labelledby="add-to-store-title" className={box}>
      <h3 id="add-to-store-title" className="font-bold">
        <Trans>Sell this in @{handle}</Trans>
      </h3>
      {listings.isPending ? (
        <p className="mt-2 text-sm text-text-secondary">
          <Trans>Checking your store…</Trans>
        </p>
      ) : listing ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-300">
            <Check className="size-4" aria-hidden /> <Trans>In your store at {price}</Trans>
          </p>
          <Link to="/my-store" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <Trans>Manage in My store</Trans>
          </Link>
        </div>
      ) : (
        <div className="mt-3">
          <PublishForm {...props} />
        </div>
      )}
    </section>
  );
}
