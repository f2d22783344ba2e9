import type { EndpointRoute } from './define.ts';

/*
 * Putting a product on a list and taking it off, from a product link's popup: the web calls these routes without
 * their contracts, so the popup hydrates without zod (decisions 028 and 087). The definitions in lists.ts take
 * their routes from here.
 */
export const addListEntryRoute = { method: 'put', path: '/me/lists/{list}' } as const satisfies EndpointRoute;
export const removeListEntryRoute = {
  method: 'delete',
  path: '/me/lists/{list}/{productId}',
} as const satisfies EndpointRoute;
