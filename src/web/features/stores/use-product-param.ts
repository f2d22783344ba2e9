import { useEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { closeProductPopup, openProductPopup, productPopup } from '#web/features/stores-popup/public.ts';

/**
 * The popup follows ?product={listingId}: a shared product link (or Back to
 * one) opens it, and opening or closing it rewrites the URL in place. Only an
 * arrival (a push or pop, never our own replace) lets the URL open it, so pending
 * rewrites can never reopen what the visitor just closed.
 *
 * A link to a listing the store no longer offers (Haat hid the product or suspended its seller, the seller archived
 * it or stopped its resale, the creator removed it) opens nothing: `gone` says so, from the first render (the
 * server-rendered page says it too), until `dismiss` takes the link's product out of the address.
 */
export function useProductParam(
  store: PublicStore,
  items: StoreProduct[] | undefined,
): { gone: boolean; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const navigationType = useNavigationType();
  const wanted = params.get('product');
  const popup = productPopup.useStore();
  const openId = popup?.item.listingId ?? null;

  useEffect(() => {
    if (navigationType === 'REPLACE' || !items || !wanted) return;
    const item = items.find((entry) => entry.listingId === wanted);
    if (item && productPopup.get()?.item.listingId !== wanted) openProductPopup({ item, store, storeProducts: items });
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- reacts to the URL, not to the popup
  }, [items, wanted, navigationType]);

  const shown = useRef(openId);
  useEffect(() => {
    if (shown.current === openId) return;
    shown.current = openId;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (openId) next.set('product', openId);
        else next.delete('product');
        return next;
      },
      { replace: true },
    );
  }, [openId, setParams]);

  useEffect(() => closeProductPopup, []);

  const gone = Boolean(wanted && items && !items.some((entry) => entry.listingId === wanted));
  const dismiss = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('product');
        return next;
      },
      { replace: true },
    );
  return { gone, dismiss };
}
