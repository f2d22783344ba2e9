import { z } from 'zod';
import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sendVerificationEmailSchema,
  sessionSchema,
  sessionUserSchema,
  signInSchema,
  signUpSchema,
} from '../contracts/auth.ts';
import { text } from '../contracts/common.ts';
import { sessionRoute, signOutRoute } from './auth-paths.ts';
import { defineEndpoint } from './define.ts';

/*
 * Accounts: sign-up, sign-in, the session, passwords and verification, served by better-auth behind one handler of
 * Haat's (server/features/auth/auth.routes.ts: contracts, common passwords, rate limits, the error envelope). None
 * of them changes what the public cache holds.
 */

const done = { status: 200, schema: z.object({ status: z.boolean() }), description: 'Done.' } as const;
const account = { access: 'public', tags: ['auth'], keepsPublicCache: true } as const;

export const authEndpoints = {
  signUp: defineEndpoint({
    method: 'post',
    path: '/auth/sign-up/email',
    ...account,
    summary: 'Create an account; a verification mail follows',
    body: signUpSchema,
    response: { status: 200, schema: z.object({ user: sessionUserSchema }), description: 'Done.' },
    errors: { 429: 'Too many sign-ups.' },
  }),
  signIn: defineEndpoint({
    method: 'post',
    path: '/auth/sign-in/email',
    ...account,
    summary: 'Sign in; sets the session cookie and the set-auth-token header (bearer token)',
    body: signInSchema,
    response: { status: 200, schema: z.object({ user: sessionUserSchema, token: z.string() }), description: 'Done.' },
    errors: { 401: 'Invalid email or password.', 403: 'Email not verified.', 429: 'Too many attempts.' },
  }),
  signOut: defineEndpoint({
    ...signOutRoute,
    ...account,
    summary: 'Sign out and revoke the session on the server',
    response: { status: 200, schema: z.object({ success: z.boolean() }), description: 'Done.' },
  }),
  session: defineEndpoint({
    ...sessionRoute,
    ...account,
    summary: 'The current session, or null',
    description: '`disableCookieCache=true` reads, and extends, the stored session instead of the cookie’s copy.',
    query: z.object({ disableCookieCache: z.enum(['true', 'false']).optional() }),
    response: { status: 200, schema: sessionSchema, description: 'The session, or null.' },
  }),
  requestPasswordReset: defineEndpoint({
    method: 'post',
    path: '/auth/request-password-reset',
    ...account,
    summary: 'Mail a reset link (same answer whether or not the email exists)',
    body: requestPasswordResetSchema,
    response: done,
    errors: { 403: 'The reset link must lead back to Haat.', 429: 'Too many reset requests.' },
  }),
  resetPassword: defineEndpoint({
    method: 'post',
    path: '/auth/reset-password',
    ...account,
    summary: 'Set a new password with the token from the mailed link',
    body: resetPasswordSchema,
    response: done,
    errors: { 400: 'The token is not valid.', 429: 'Too many password changes.' },
  }),
  changePassword: defineEndpoint({
    method: 'post',
    path: '/auth/change-password',
    ...account,
    summary: 'Change the password of the signed-in user',
    body: changePasswordSchema,
    response: { status: 200, schema: z.object({ token: z.string().nullable() }), description: 'Done.' },
    errors: { 401: 'Not signed in.', 429: 'Too many password changes.' },
  }),
  sendVerificationEmail: defineEndpoint({
    method: 'post',
    path: '/auth/send-verification-email',
    ...account,
    summary: 'Send the verification mail again',
    body: sendVerificationEmailSchema,
    response: done,
    errors: { 429: 'Too many verification emails requested.' },
  }),
  verifyEmail: defineEndpoint({
    method: 'get',
    path: '/auth/verify-email',
    ...account,
    summary: 'The mailed verification link: verifies the email and goes on to the sign-in screen',
    query: z.object({ token: text().max(2000), callbackURL: text().max(2000).optional() }),
    response: { status: 302, description: 'To the sign-in screen of the account’s role, its email filled in.' },
  }),
  resetPasswordLink: defineEndpoint({
    method: 'get',
    path: '/auth/reset-password/{token}',
    ...account,
    summary: 'The mailed reset link: checks the token and goes on to the new-password screen',
    params: z.object({ token: text().max(2000) }),
    query: z.object({ callbackURL: text().max(2000).optional() }),
    response: { status: 302, description: 'To the new-password screen with the token, or with an error.' },
  }),
  ok: defineEndpoint({
    method: 'get',
    path: '/auth/ok',
    ...account,
    summary: 'Whether the account service answers',
    response: { status: 200, schema: z.object({ ok: z.boolean() }), description: 'It answers.' },
  }),
  error: defineEndpoint({
    method: 'get',
    path: '/auth/error',
    ...account,
    summary: 'The account service’s error page, where a link that cannot be used lands',
    response: { status: 200, stream: 'text/html', description: 'The page.' },
  }),
};
