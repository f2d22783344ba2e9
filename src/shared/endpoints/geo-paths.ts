import type { EndpointRoute } from './define.ts';

/* The delivery check on a product link's popup, by route alone (decisions 028 and 075). */
export const pincodeRoute = { method: 'get', path: '/pincodes/{pin}' } as const satisfies EndpointRoute;
export const sellerDeliveryRoute = { method: 'get', path: '/sellers/{id}/delivery' } as const satisfies EndpointRoute;
