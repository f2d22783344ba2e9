import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from '@hono/zod-openapi';
import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sendVerificationEmailSchema,
  sessionSchema,
  sessionUserSchema,
  signInSchema,
  signUpSchema,
} from '#shared/contracts/auth.ts';
import type { AppEnv } from '../../app-env.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';

const ok = z.object({ status: z.boolean() });

const endpoints: {
  method: 'get' | 'post';
  path: string;
  summary: string;
  body?: z.ZodType;
  response: z.ZodType;
  extra?: Record<number, ReturnType<typeof failure>>;
}[] = [
  {
    method: 'post',
    path: '/sign-up/email',
    summary: 'Create an account; a verification mail follows',
    body: signUpSchema,
    response: z.object({ user: sessionUserSchema }),
    extra: { 429: failure('Too many sign-ups.') },
  },
  {
    method: 'post',
    path: '/sign-in/email',
    summary: 'Sign in; sets the session cookie and the set-auth-token header (bearer token)',
    body: signInSchema,
    response: z.object({ user: sessionUserSchema, token: z.string() }),
    extra: {
      401: failure('Invalid email or password.'),
      403: failure('Email not verified.'),
      429: failure('Too many attempts.'),
    },
  },
  {
    method: 'post',
    path: '/sign-out',
    summary: 'Sign out and revoke the session on the server',
    response: z.object({ success: z.boolean() }),
  },
  { method: 'get', path: '/get-session', summary: 'The current session, or null', response: sessionSchema },
  {
    method: 'post',
    path: '/request-password-reset',
    summary: 'Mail a reset link (same answer whether or not the email exists)',
    body: requestPasswordResetSchema,
    response: ok,
  },
  {
    method: 'post',
    path: '/reset-password',
    summary: 'Set a new password with the token from the mailed link',
    body: resetPasswordSchema,
    response: ok,
  },
  {
    method: 'post',
    path: '/change-password',
    summary: 'Change the password of the signed-in user',
    body: changePasswordSchema,
    response: z.object({ token: z.string().nullable() }),
    extra: { 401: failure('Not signed in.') },
  },
  {
    method: 'post',
    path: '/send-verification-email',
    summary: 'Send the verification mail again',
    body: sendVerificationEmailSchema,
    response: ok,
  },
];

/** Describes /api/auth/* in the OpenAPI document (the handler itself is a pass-through to better-auth). */
export function describeAuthRoutes(api: OpenAPIHono<AppEnv>): void {
  for (const endpoint of endpoints) {
    api.openAPIRegistry.registerPath({
      method: endpoint.method,
      // The document adds the app's /api base path itself.
      path: `/auth${endpoint.path}`,
      tags: ['auth'],
      summary: endpoint.summary,
      ...(endpoint.body ? { request: jsonBody(endpoint.body) } : {}),
      responses: {
        200: json(endpoint.response, 'Done.'),
        422: failure('Not valid.'),
        ...endpoint.extra,
      },
    });
  }
}
