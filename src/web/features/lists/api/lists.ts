import {
  type ListEntryInput,
  type MergeLists,
  type ProductListName,
  productListsSchema,
} from '#shared/contracts/lists.ts';
import { apiRequest } from '#web/lib/api-client.ts';

export const fetchLists = () => apiRequest('/api/me/lists', {}, productListsSchema);

export const putOnList = (list: ProductListName, entry: ListEntryInput) =>
  apiRequest(`/api/me/lists/${list}`, { method: 'PUT', body: entry }, productListsSchema);

export const takeOffList = (list: ProductListName, productId: string) =>
  apiRequest(`/api/me/lists/${list}/${encodeURIComponent(productId)}`, { method: 'DELETE' }, productListsSchema);

export const mergeLists = (lists: MergeLists) =>
  apiRequest('/api/me/lists/merge', { method: 'POST', body: lists }, productListsSchema);
