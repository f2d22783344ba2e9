import type { EndpointRoute } from './define.ts';

/*
 * Where the pages buyers land on read from (a creator's store, /shop, a product link's popup), so the web calls these routes
 * without their contracts (no zod on its first load, decision 028). The definitions in stores.ts take their routes
 * from here.
 */
export const storeByHandleRoute = {
  method: 'get',
  path: '/stores/by-handle/{handle}',
} as const satisfies EndpointRoute;
export const storeByIdRoute = { method: 'get', path: '/stores/{id}' } as const satisfies EndpointRoute;
export const storeVisitRoute = { method: 'post', path: '/stores/{id}/visits' } as const satisfies EndpointRoute;
export const storeProductsRoute = {
  method: 'get',
  path: '/stores/by-handle/{handle}/products',
} as const satisfies EndpointRoute;
export const storeSearchRoute = {
  method: 'get',
  path: '/stores/by-handle/{handle}/products/search',
} as const satisfies EndpointRoute;
export const shopDiscoverRoute = { method: 'get', path: '/shop/discover' } as const satisfies EndpointRoute;
export const storeStatsRoute = { method: 'get', path: '/stores/{id}/stats' } as const satisfies EndpointRoute;
/** Following a store, from a product link's popup. */
const storesIdFollowPath = '/stores/{id}/follow';
export const followStoreRoute = { method: 'put', path: storesIdFollowPath } as const satisfies EndpointRoute;
export const unfollowStoreRoute = { method: 'delete', path: storesIdFollowPath } as const satisfies EndpointRoute;
