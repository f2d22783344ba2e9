import type { EndpointRoute } from './define.ts';

/*
 * Where the account endpoints every page calls are: the session (the first thing a page asks for) and signing out
 * (on every page's menu). The web reads these routes without their contracts (no zod on the first load, decision
 * 028); their definitions in auth.ts take their routes from here. The sign-in screens' endpoints are defined in
 * auth.ts alone: those screens load their contracts anyway.
 */

/** Where every account endpoint's URL starts: better-auth's `basePath`, and the path of the cookies only they read. */
export const AUTH_BASE_PATH = '/api/auth';

export const sessionRoute = { method: 'get', path: '/auth/get-session' } as const satisfies EndpointRoute;
export const signOutRoute = { method: 'post', path: '/auth/sign-out' } as const satisfies EndpointRoute;
