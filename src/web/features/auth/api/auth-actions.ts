import type { z } from 'zod';
import type {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  SignIn,
  SignUp,
} from '#shared/contracts/auth.ts';
import { authEndpoints } from '#shared/endpoints/auth.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/*
 * The account endpoints of the sign-in, reset and password screens (lazy chunks, which load the contracts for their
 * forms anyway). Their answers are read by the definitions' types as better-auth sends them.
 */

type Endpoints = typeof authEndpoints;

export const signUp = (input: SignUp) => callRoute<Endpoints['signUp']>(authEndpoints.signUp, { body: input });
export const signIn = (input: SignIn) => callRoute<Endpoints['signIn']>(authEndpoints.signIn, { body: input });
export const requestPasswordReset = (input: z.input<typeof requestPasswordResetSchema>) =>
  callRoute<Endpoints['requestPasswordReset']>(authEndpoints.requestPasswordReset, { body: input });
export const resetPassword = (input: z.input<typeof resetPasswordSchema>) =>
  callRoute<Endpoints['resetPassword']>(authEndpoints.resetPassword, { body: input });
export const changePassword = (input: z.input<typeof changePasswordSchema>) =>
  callRoute<Endpoints['changePassword']>(authEndpoints.changePassword, { body: input });
