import { queryOptions } from '@tanstack/react-query';
import { type ProductInput, productListSchema, productSchema, type ProductUpdate } from '#shared/contracts/catalog.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const ownProductsQueryOptions = queryOptions({
  queryKey: ['catalog', 'own'],
  queryFn: ({ signal }) => apiRequest('/api/seller/products', { signal }, productListSchema),
});

export const createProduct = (input: ProductInput) =>
  apiRequest('/api/seller/products', { method: 'POST', body: input }, productSchema);

export const updateProduct = (id: string, changes: ProductUpdate) =>
  apiRequest(`/api/seller/products/${id}`, { method: 'PATCH', body: changes }, productSchema);

export const setProductArchived = (id: string, archived: boolean) =>
  apiRequest(`/api/seller/products/${id}/${archived ? 'archive' : 'restore'}`, { method: 'POST' }, productSchema);

export function uploadProductPhoto(id: string, file: File) {
  const form = new FormData();
  form.set('photo', file);
  return apiRequest(`/api/seller/products/${id}/photos`, { method: 'POST', body: form }, productSchema);
}

export const removeProductPhoto = (id: string, photoId: string) =>
  apiRequest(`/api/seller/products/${id}/photos/${photoId}`, { method: 'DELETE' }, productSchema);
