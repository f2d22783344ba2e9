import { queryOptions } from '@tanstack/react-query';
import type { ProductInput, ProductUpdate } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

export const ownProductsQueryOptions = queryOptions({
  queryKey: ['catalog', 'own'],
  queryFn: ({ signal }) => callEndpoint(catalogEndpoints.ownProducts, {}, { signal }),
});

/** How many of the seller's products are on sale, with a photo, and resellable: their checklist, not every product. */
export const catalogSummaryQueryOptions = queryOptions({
  queryKey: ['catalog', 'summary'],
  queryFn: ({ signal }) => callEndpoint(catalogEndpoints.catalogSummary, {}, { signal }),
});

export const createProduct = (input: ProductInput) => callEndpoint(catalogEndpoints.createProduct, { body: input });

export const updateProduct = (id: string, changes: ProductUpdate) =>
  callEndpoint(catalogEndpoints.updateProduct, { params: { id }, body: changes });

export const setProductArchived = (id: string, archived: boolean) =>
  callEndpoint(archived ? catalogEndpoints.archiveProduct : catalogEndpoints.restoreProduct, { params: { id } });

export function uploadProductPhoto(id: string, file: File) {
  const form = new FormData();
  form.set('photo', file);
  return callEndpoint(catalogEndpoints.addPhoto, { params: { id }, body: form });
}

export const removeProductPhoto = (id: string, photoId: string) =>
  callEndpoint(catalogEndpoints.removePhoto, { params: { id, photoId } });
