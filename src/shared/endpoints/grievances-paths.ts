import type { EndpointRoute } from './define.ts';

/*
 * Who runs this Haat, for the footer of every page: the web calls this route without its contract (no zod on the
 * first load, decision 028). The definition in grievances.ts takes its route from here.
 */
export const operatorRoute = { method: 'get', path: '/operator' } as const satisfies EndpointRoute;
