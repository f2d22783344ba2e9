import type { QueryClient } from '@tanstack/react-query';
import type { PublicStore } from '#shared/contracts/stores.ts';
import { type PopupProduct, productPopup } from '#web/features/stores-popup/public.ts';
import { inPageLanguage, type StoreProducts, storeKeys, storeProductsQueryOptions } from './api/stores.ts';

/**
 * The product a shared link (`/@handle?product={listingId}`) opens, read from the store's data in the query cache
 * as the store's page reads it (in the page's language); null when the link names none the store offers.
 */
export function sharedProduct(client: QueryClient, handle: string, params: URLSearchParams): PopupProduct | null {
  const wanted = params.get('product');
  if (!wanted) return null;
  const store = client.getQueryData<PublicStore>(storeKeys.byHandle(handle));
  const products = client.getQueryData<StoreProducts>(storeProductsQueryOptions(handle).queryKey);
  if (!store || !products) return null;
  const items = inPageLanguage(products).items;
  const item = items.find((entry) => entry.listingId === wanted);
  return item ? { item, store, storeProducts: items } : null;
}

/**
 * A product link's page is drawn with its product open (decision 075): the server renders the popup over the
 * store, and the browser hydrates from the same open popup. Returns what undoes it (the server's next page).
 */
export function openSharedProduct(client: QueryClient, handle: string, params: URLSearchParams): () => void {
  productPopup.seed(sharedProduct(client, handle, params));
  return () => productPopup.seed(null);
}
