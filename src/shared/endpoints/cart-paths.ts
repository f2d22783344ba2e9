import type { EndpointRoute } from './define.ts';

/*
 * Changing a line of the signed-in buyer's cart, from a product link's Add to Cart and the bag: the web calls these
 * routes without their contracts, so the popup hydrates without zod (decisions 028 and 087). The definitions in
 * cart.ts take their routes from here.
 */
const meCartListingIdPath = '/me/cart/{listingId}';
export const setCartLineRoute = { method: 'put', path: meCartListingIdPath } as const satisfies EndpointRoute;
export const removeCartLineRoute = { method: 'delete', path: meCartListingIdPath } as const satisfies EndpointRoute;
