import type { EndpointRoute } from './define.ts';

/*
 * Where the account endpoints are (better-auth's, behind Haat's handler). The session is the first thing every page
 * asks for, so the web reads these routes without their contracts (no zod on the first load, decision 028); the
 * definitions in auth.ts take their routes from here.
 */
/** Where every account endpoint's URL starts: better-auth's `basePath`, and the path of the cookies only they read. */
export const AUTH_BASE_PATH = '/api/auth';

export const authPaths = {
  signUp: { method: 'post', path: '/auth/sign-up/email' },
  signIn: { method: 'post', path: '/auth/sign-in/email' },
  signOut: { method: 'post', path: '/auth/sign-out' },
  session: { method: 'get', path: '/auth/get-session' },
  requestPasswordReset: { method: 'post', path: '/auth/request-password-reset' },
  resetPassword: { method: 'post', path: '/auth/reset-password' },
  changePassword: { method: 'post', path: '/auth/change-password' },
  sendVerificationEmail: { method: 'post', path: '/auth/send-verification-email' },
  verifyEmail: { method: 'get', path: '/auth/verify-email' },
  resetPasswordLink: { method: 'get', path: '/auth/reset-password/{token}' },
  ok: { method: 'get', path: '/auth/ok' },
  error: { method: 'get', path: '/auth/error' },
} as const satisfies Record<string, EndpointRoute>;
