import type { EndpointRoute } from './define.ts';

/*
 * Where the pages buyers land on read from (a creator's store, /shop), so the web calls these routes
 * without their contracts (no zod on its first load, decision 028). The definitions in stores.ts take their routes
 * from here.
 */
export const storePaths = {
  byHandle: { method: 'get', path: '/stores/by-handle/{handle}' },
  byId: { method: 'get', path: '/stores/{id}' },
  recordVisit: { method: 'post', path: '/stores/{id}/visits' },
  products: { method: 'get', path: '/stores/by-handle/{handle}/products' },
  searchProducts: { method: 'get', path: '/stores/by-handle/{handle}/products/search' },
  discover: { method: 'get', path: '/shop/discover' },
} as const satisfies Record<string, EndpointRoute>;
