import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { IconButton } from '#web/components/ui/icon-button.tsx';
import { failureToast, toast } from '#web/lib/toast.ts';
import { publishListing } from '../api/sourcing.ts';
import { type CartItem, creatorCart, removeFromCart, setMarkup } from '../creator-cart-store.ts';
import { readMarkup } from '../markup.ts';
import { MarkupField } from './markup-field.tsx';

const markupOf = (item: CartItem) =>
  readMarkup(item.markup, {
    basePaise: item.basePaise,
    maxMarkupPercent: item.maxMarkupPercent,
    mrpPaise: item.mrpPaise,
  });

/** The picked products with their markups, published to the store together. */
export function Cart() {
  const { t } = useLingui();
  const cart = creatorCart.useStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [publishing, setPublishing] = useState(false);
  const invalid = cart.filter((item) => 'error' in markupOf(item));
  const count = cart.length;
  const invalidCount = invalid.length;
  // An empty cart's button reads "Publish  to my store" (no count), as it always has.
  const publishCount = cart.length || '';

  const publish = async () => {
    const ready = cart.flatMap((item) => {
      const markup = markupOf(item);
      return 'paise' in markup ? [{ item, markupPaise: markup.paise }] : [];
    });
    if (ready.length < cart.length) return;
    setPublishing(true);
    let published = 0;
    try {
      for (const { item, markupPaise } of ready) {
        await publishListing(item.productId, markupPaise);
        removeFromCart(item.productId);
        published += 1;
      }
      toast({
        title: t`Published`,
        description: t`${plural(published, {
          one: '# product added to your store.',
          other: '# products added to your store.',
        })}`,
      });
      void navigate('/my-store');
    } catch (error) {
      failureToast(published > 0 ? t`Published ${published}, then stopped` : t`Not published`, error);
    } finally {
      setPublishing(false);
      await queryClient.invalidateQueries({ queryKey: ['sourcing'] });
      await queryClient.invalidateQueries({ queryKey: ['stores'] });
    }
  };

  return (
    <aside
      aria-labelledby="cart-title"
      className="order-first rounded-card border border-border bg-surface/80 p-4 shadow-card lg:sticky lg:top-20 lg:order-none lg:self-start"
    >
      <h2 id="cart-title" className="text-lg font-bold">
        <Trans>
          Your cart <span className="text-sm font-medium text-text-secondary">({count})</span>
        </Trans>
      </h2>
      {cart.length === 0 ? (
        <p className="mt-3 text-sm text-text-secondary">
          <Trans>Add products, set your markup, and publish them to your store.</Trans>
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {cart.map((item) => {
            const name = item.name;
            return (
              <li key={item.productId} className="space-y-2 border-b border-border pb-4 last:border-0 last:pb-0">
                <div className="flex items-start justify-between gap-2">
                  <p className="text-sm font-semibold">{item.name}</p>
                  <IconButton
                    label={t`Remove ${name} from cart`}
                    size="sm"
                    onClick={() => removeFromCart(item.productId)}
                    className="rounded text-text-secondary hover:text-red-300"
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </IconButton>
                </div>
                <MarkupField
                  productName={item.name}
                  basePaise={item.basePaise}
                  tax={item.tax}
                  value={item.markup}
                  onChange={(value) => setMarkup(item.productId, value)}
                  reading={markupOf(item)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {invalid.length > 0 ? (
        <p className="mt-4 text-sm text-red-300">
          {t`${plural(invalidCount, {
            one: 'Fix the markup marked in red to publish.',
            other: 'Fix the markups marked in red to publish.',
          })}`}
        </p>
      ) : null}
      <Button
        className="mt-4 w-full"
        disabled={cart.length === 0 || invalid.length > 0 || publishing}
        onClick={() => void publish()}
      >
        {publishing ? t`Publishing…` : t`Publish ${publishCount} to my store`}
      </Button>
    </aside>
  );
}
