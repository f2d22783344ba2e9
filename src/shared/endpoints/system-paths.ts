import type { EndpointRoute } from './define.ts';

/*
 * Where the error boundary reports a crash: it is on every first load, so the web calls this route without its
 * contract (no zod on the first load, decision 028). The definition in system.ts takes its route from here.
 */
export const clientErrorRoute = { method: 'post', path: '/client-errors' } as const satisfies EndpointRoute;
