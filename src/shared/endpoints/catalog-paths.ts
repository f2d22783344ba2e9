import type { EndpointRoute } from './define.ts';

/*
 * What a shared product link's popup reads and sends in the catalog, so the web calls these routes without their
 * contracts (no zod while the link's page hydrates, decisions 028 and 075). The definitions in catalog.ts take
 * their routes from here.
 */
export const productFeedbackRoute = { method: 'get', path: '/products/{id}/feedback' } as const satisfies EndpointRoute;
export const askQuestionRoute = { method: 'post', path: '/products/{id}/questions' } as const satisfies EndpointRoute;
