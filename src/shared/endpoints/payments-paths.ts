import type { EndpointRoute } from './define.ts';

/* The ways to pay, which a product link's popup shows, by route alone (decisions 028 and 075). */
export const paymentOptionsRoute = { method: 'get', path: '/payments/options' } as const satisfies EndpointRoute;
