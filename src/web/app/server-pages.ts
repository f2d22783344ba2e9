import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PublicStore } from '#shared/contracts/stores.ts';
import type { Theme } from '#shared/contracts/stores-theme.ts';
import { discoverQueryOptions } from '#web/features/stores-discovery/api/discover.ts';
import { shopEntryFor } from '#web/features/stores-discovery/attribution-entry.ts';
import { readShopSearch } from '#web/features/stores-discovery/shop-search.ts';
import { storeByHandleQueryOptions, storeKeys, storeProductsQueryOptions } from '#web/features/stores/api/stores.ts';
import { openSharedProduct, sharedProduct } from '#web/features/stores/shared-product.ts';
import { popupQueries } from '#web/features/stores-popup/api/popup.ts';

/**
 * The pages the server renders (decision 027): the ones buyers land on from a
 * shared link. Each names the data its first screen reads, fetched before the
 * render and embedded in the page so the browser does not ask again, and its
 * route module, which the page preloads so hydration does not wait for it.
 * Any other path is the plain app shell, rendered in the browser.
 */
export interface ServerPage {
  queries: FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>[];
  /** The route's modules, as the build manifest names them: the route, and what its first screen opens (a shared product's popup). */
  modules: string[];
  /**
   * The data the first screen reads that `queries` lead to (a shared product's reviews, seller and creator
   * figures): fetched after them, and left to the browser when it fails. `askedAgain` is the part that depends on
   * the visitor, which the page draws as a guest sees it and the browser asks for again.
   */
  leadsTo?: (client: QueryClient) => { queries: ServerPage['queries']; askedAgain: QueryKey[] } | null;
  /** The theme the page is painted in from its first byte, as the browser will paint it once the app runs. */
  theme?: (client: QueryClient) => Theme | null;
  /**
   * What the page's first render starts from beyond its data (a shared product's popup, open): done on the server
   * just before it renders, and in the browser before it hydrates. Returns what undoes it.
   */
  prepare?: (client: QueryClient) => () => void;
}

/** A store link's handle: /@priya.styles (the server refuses any other shape before rendering). */
const storeLink = /^\/@([a-z0-9_.]{1,30})$/i;

export function serverPage(pathname: string, params: URLSearchParams): ServerPage | null {
  const handle = storeLink.exec(pathname)?.[1];
  if (handle) {
    return {
      queries: [storeByHandleQueryOptions(handle), storeProductsQueryOptions(handle)] as ServerPage['queries'],
      // A shared product link opens the popup as soon as the store hydrates: its chunk comes with the route's.
      modules: [
        'src/web/app/routes/creator-store.tsx',
        // …and the module that opens it before hydration (start.tsx).
        ...(params.get('product')
          ? ['src/web/app/routes/creator-store/product-popup.tsx', 'src/web/app/server-pages.ts']
          : []),
      ],
      leadsTo: (client) => {
        const shared = sharedProduct(client, handle, params);
        if (!shared) return null;
        const { queries, askedAgain } = popupQueries(shared.item, shared.store.id);
        return { queries: queries as ServerPage['queries'], askedAgain };
      },
      theme: (client) => client.getQueryData<PublicStore>(storeKeys.byHandle(handle))?.theme ?? null,
      // A product link is drawn with its product open over the store (decision 075). React preloads its photo
      // from the markup's first bytes (an <img fetchPriority="high">), ahead of the tiles behind it.
      prepare: (client) => openSharedProduct(client, handle, params),
    };
  }
  if (pathname === '/' || pathname === '/homie') return { queries: [], modules: ['src/web/app/routes/home.tsx'] };
  // A creator's link on /shop forwards to their store in the browser; only the buyer's own /shop renders here.
  if (pathname === '/shop' && shopEntryFor(params).kind === 'discover') {
    return {
      queries: [discoverQueryOptions(readShopSearch(params))] as ServerPage['queries'],
      modules: ['src/web/app/routes/shop.tsx'],
    };
  }
  return null;
}
