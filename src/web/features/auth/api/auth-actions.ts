import type { z } from 'zod';
import type {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  SignIn,
  SignUp,
} from '#shared/contracts/auth.ts';
import { authPaths } from '#shared/endpoints/auth-paths.ts';
import type { authEndpoints } from '#shared/endpoints/auth.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/*
 * The account endpoints, called by their routes (auth-paths.ts) and read by their definitions' types: signing out
 * is on every page's menu, so these stay off zod as the session does.
 */

type Endpoints = typeof authEndpoints;

export const signUp = (input: SignUp) => callRoute<Endpoints['signUp']>(authPaths.signUp, { body: input });
export const signIn = (input: SignIn) => callRoute<Endpoints['signIn']>(authPaths.signIn, { body: input });
export const signOut = () => callRoute<Endpoints['signOut']>(authPaths.signOut, { body: {} });
export const requestPasswordReset = (input: z.input<typeof requestPasswordResetSchema>) =>
  callRoute<Endpoints['requestPasswordReset']>(authPaths.requestPasswordReset, { body: input });
export const resetPassword = (input: z.input<typeof resetPasswordSchema>) =>
  callRoute<Endpoints['resetPassword']>(authPaths.resetPassword, { body: input });
export const changePassword = (input: z.input<typeof changePasswordSchema>) =>
  callRoute<Endpoints['changePassword']>(authPaths.changePassword, { body: input });
