import { queryOptions } from '@tanstack/react-query';
import type { DiscoverResult } from '#shared/contracts/stores.ts';
import { shopDiscoverRoute } from '#shared/endpoints/stores-paths.ts';
import type { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/** What /shop asks the server for: the words typed and the category chip, both optional. */
export interface DiscoverRequest {
  q: string;
  category: string | undefined;
}

/** The server's answer with the request it answers, so kept-previous results keep their own headings. */
export interface DiscoverPage extends DiscoverResult {
  request: DiscoverRequest;
}

export const discoverKeys = {
  all: ['shop', 'discover'] as const,
  search: ({ q, category }: DiscoverRequest) => [...discoverKeys.all, { q, category: category ?? '' }] as const,
};

export async function fetchDiscover(request: DiscoverRequest, signal?: AbortSignal): Promise<DiscoverPage> {
  // Read by its type, and the endpoint imported as a type only, like the store's: /shop is a landing page too
  // (decision 028). Empty words and no category are left out of the query.
  const query = { q: request.q, category: request.category };
  const result = await callRoute<(typeof storeEndpoints)['discover']>(
    shopDiscoverRoute,
    { query },
    signal ? { signal } : {},
  );
  return { ...result, request };
}

/** GET /api/shop/discover: featured stores and fresh picks with no words, search results otherwise. */
export const discoverQueryOptions = (request: DiscoverRequest) =>
  queryOptions({
    queryKey: discoverKeys.search(request),
    queryFn: ({ signal }) => fetchDiscover(request, signal),
  });
