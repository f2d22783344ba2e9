import { queryOptions } from '@tanstack/react-query';
import type { DiscoverResult } from '#shared/contracts/stores.ts';
import { apiRequest } from '#web/lib/api-client.ts';

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
  const params = new URLSearchParams();
  if (request.q) params.set('q', request.q);
  if (request.category) params.set('category', request.category);
  const search = params.size > 0 ? `?${params.toString()}` : '';
  // Read by its type, like the store's answers: /shop is a landing page too (decision 028).
  const result = await apiRequest<DiscoverResult>(`/api/shop/discover${search}`, signal ? { signal } : {});
  return { ...result, request };
}

/** GET /api/shop/discover: featured stores and fresh picks with no words, search results otherwise. */
export const discoverQueryOptions = (request: DiscoverRequest) =>
  queryOptions({
    queryKey: discoverKeys.search(request),
    queryFn: ({ signal }) => fetchDiscover(request, signal),
  });
