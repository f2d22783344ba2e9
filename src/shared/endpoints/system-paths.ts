import type { EndpointRoute } from './define.ts';

/*
 * The liveness check: a starting server answers it before the app has loaded (starting-listener.ts, decision 075),
 * from this route alone. The definition in system.ts takes its route from here.
 */
export const healthRoute = { method: 'get', path: '/health' } as const satisfies EndpointRoute;

/*
 * Where the error boundary reports a crash: it is on every first load, so the web calls this route without its
 * contract (no zod on the first load, decision 028). The definition in system.ts takes its route from here.
 */
export const clientErrorRoute = { method: 'post', path: '/client-errors' } as const satisfies EndpointRoute;
