import { signOutRoute } from '#shared/endpoints/auth-paths.ts';
import type { authEndpoints } from '#shared/endpoints/auth.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/**
 * Signs out on the server. On every page's menu, so it is a module of its own: the sign-in screens' calls
 * (auth-actions.ts) stay in their own chunks, off the first load.
 */
export const signOut = () => callRoute<(typeof authEndpoints)['signOut']>(signOutRoute, { body: {} });
