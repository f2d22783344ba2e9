import type { EndpointRoute } from './define.ts';

/* A seller's public details, which a product link's popup shows, by route alone (decisions 028 and 075). */
export const sellerBySlugRoute = { method: 'get', path: '/sellers/by-slug/{slug}' } as const satisfies EndpointRoute;
export const sellerByIdRoute = { method: 'get', path: '/sellers/{id}' } as const satisfies EndpointRoute;
