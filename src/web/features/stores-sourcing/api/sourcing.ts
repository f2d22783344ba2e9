import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Listing, ResellableQuery, updateListingSchema } from '#shared/contracts/catalog.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const resellableQueryOptions = (query: ResellableQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return queryOptions({
    queryKey: ['sourcing', 'resellable', params.toString()],
    queryFn: ({ signal }) => callEndpoint(storeEndpoints.resellable, { query }, { signal }),
  });
};

export const ownListingsQueryOptions = queryOptions({
  queryKey: ['sourcing', 'listings'],
  queryFn: ({ signal }) => callEndpoint(storeEndpoints.ownListings, {}, { signal }),
});

export type ListingChanges = z.infer<typeof updateListingSchema>;

export const publishListing = (productId: string, markupPaise: number) =>
  callEndpoint(storeEndpoints.addListing, { body: { productId, markupPaise } });

export const updateListing = (id: string, changes: ListingChanges) =>
  callEndpoint(storeEndpoints.updateListing, { params: { id }, body: changes });

export const removeListing = (id: string) => callEndpoint(storeEndpoints.removeListing, { params: { id } });

export interface ListingEdit {
  id: string;
  changes: ListingChanges;
}

function applyEdits(items: Listing[], edits: ListingEdit[]): Listing[] {
  const byId = new Map(edits.map((edit) => [edit.id, edit.changes]));
  return items
    .map((item) => {
      const changes = byId.get(item.id);
      if (!changes) return item;
      const next = { ...item, ...changes };
      return { ...next, buyerPricePaise: item.product.pricePaise + next.markupPaise };
    })
    .toSorted((a, b) => a.position - b.position);
}

// Every change to the store's listings shares one scope, so they reach the server in
// the order they were made (a quick second move never lands before the first).
const listingMutation = { mutationKey: ['sourcing', 'listings', 'change'], scope: { id: 'own-listings' } };

/** Refetches the listings once the last queued change settles, so a refetch never undoes a pending optimistic one. */
function useRefreshWhenIdle() {
  const queryClient = useQueryClient();
  return async () => {
    if (queryClient.isMutating({ mutationKey: listingMutation.mutationKey }) > 1) return;
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ownListingsQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['stores'] }),
    ]);
  };
}

/**
 * PATCHes one or more listings. `optimistic` shows the change at once (order,
 * featured); without it the list updates from the server's answer (markup, which the server may refuse).
 */
export function useEditListings() {
  const queryClient = useQueryClient();
  const refresh = useRefreshWhenIdle();
  const key = ownListingsQueryOptions.queryKey;
  return useMutation({
    ...listingMutation,
    mutationFn: ({ edits }: { edits: ListingEdit[]; optimistic: boolean }) =>
      Promise.all(edits.map((edit) => updateListing(edit.id, edit.changes))),
    onMutate: async ({ edits, optimistic }) => {
      if (!optimistic) return;
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (old) => (old ? { items: applyEdits(old.items, edits) } : old));
    },
    // Applies what the server accepted, not its whole answer: a queued optimistic change stays on screen.
    onSuccess: (_saved, { edits, optimistic }) => {
      if (!optimistic) queryClient.setQueryData(key, (old) => (old ? { items: applyEdits(old.items, edits) } : old));
    },
    onSettled: refresh,
  });
}

export function useRemoveListing() {
  const queryClient = useQueryClient();
  const refresh = useRefreshWhenIdle();
  const key = ownListingsQueryOptions.queryKey;
  return useMutation({
    ...listingMutation,
    mutationFn: (id: string) => removeListing(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData(key, (old) => (old ? { items: old.items.filter((item) => item.id !== id) } : old));
    },
    onSettled: refresh,
  });
}
