import type { Context } from 'hono';
import type { z } from 'zod';
import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  sendVerificationEmailSchema,
  signInSchema,
  signUpSchema,
} from '#shared/contracts/auth.ts';
import { type AppEnv, createRouter } from '../../app-context.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../../db/unavailable.ts';
import { AppError } from '../../lib/errors.ts';
import { createProfileForNewAccount } from '../profiles/profiles.service.ts';
import { clearThrottle, enforceThrottle, hitThrottle, peekThrottle, tooMany, type ThrottleRule, throttleRules } from './auth-throttle.ts';
import { isCommonPassword } from './password.ts';
import { clientIp } from '../../lib/client-ip.ts';

// better-auth's answer to a reset request, repeated when Haat's own limit stops
// the request early, so the answer never tells whether the email exists.
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const bodies: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/sign-up/email': signUpSchema,
  '/sign-in/email': signInSchema,
  '/request-password-reset': requestPasswordResetSchema,
  '/reset-password': resetPasswordSchema,
  '/change-password': changePasswordSchema,
  '/send-verification-email': sendVerificationEmailSchema,
};

const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';

async function enforce(c: Context<AppEnv>, key: string, rule: ThrottleRule, message: string): Promise<void> {
  const { database, now } = c.get('deps');
  await enforceThrottle(database.db, key, rule, now().getTime(), message);
}

async function readBody(c: Context<AppEnv>, path: string): Promise<Record<string, unknown> | undefined> {
  const schema = bodies[path];
  if (!schema || c.req.method !== 'POST') return undefined;
  let json: unknown;
  try {
    json = JSON.parse((await c.req.text()) || '{}');
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
    throw new AppError('validation_failed', 'Some fields are not valid.', fields);
  }
  const body = parsed.data;
  for (const field of ['password', 'newPassword'] as const) {
    if (path !== '/sign-in/email' && typeof body[field] === 'string' && isCommonPassword(body[field])) {
      throw new AppError('validation_failed', COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
    }
  }
  return body;
}

/** better-auth answers errors as {code, message}; clients of Haat get the one envelope. */
async function toEnvelope(response: Response): Promise<Response> {
  if (response.status < 400 || !(response.headers.get('content-type') ?? '').includes('application/json')) return response;
  const body = (await response.clone().json().catch(() => null)) as { code?: string; message?: string } | null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const code = (body?.code ?? 'auth_error').toLowerCase();
  const message = body?.message || 'The request was refused.';
  return new Response(JSON.stringify({ error: { code, message } }), { status: response.status, headers });
}

/**
 * /api/auth/*: better-auth behind Haat's contracts. Bodies are validated with
 * the shared schemas, common passwords refused, the auth rate limits applied
 * (per IP and per account, in the database), and errors answered in the envelope.
 */
export const authRoutes = createRouter().on(['GET', 'POST'], '/auth/*', async (c) => {
  const { auth, database, now } = c.get('deps');
  const db = database.db;
  const path = c.req.path.replace(/^\/api\/auth/, '');
  const ip = clientIp(c);
  const body = await readBody(c, path);
  const email = typeof body?.email === 'string' ? body.email : null;

  if (path === '/sign-in/email' && email) {
    const accountKey = `sign-in-failures:${email}`;
    const account = await peekThrottle(db, accountKey, throttleRules.signInFailuresPerAccount, now().getTime());
    if (!account.allowed) tooMany('Too many failed sign-in attempts for this account.', account.retryAfterSeconds);
    const perIp = { ...throttleRules.signInPerIp, limit: c.get('deps').env.AUTH_SIGN_IN_LIMIT_PER_IP };
    await enforce(c, `sign-in:ip:${ip}`, perIp, 'Too many sign-in attempts from your network.');
  } else if (path === '/sign-up/email') {
    await enforce(c, `sign-up:ip:${ip}`, throttleRules.signUpPerIp, 'Too many sign-ups from your network.');
  } else if (path === '/request-password-reset' && email) {
    await enforce(c, `reset-request:ip:${ip}`, throttleRules.resetRequestPerIp, 'Too many reset requests from your network.');
    const account = await hitThrottle(db, `reset-request:${email}`, throttleRules.resetRequestPerAccount, now().getTime());
    if (!account.allowed) return c.json(RESET_REQUESTED, 200);
  } else if (path === '/reset-password' || path === '/change-password') {
    await enforce(c, `password:ip:${ip}`, throttleRules.resetPerIp, 'Too many password changes from your network.');
  } else if (path === '/send-verification-email') {
    await enforce(c, `verification:ip:${ip}`, throttleRules.verificationMailPerIp, 'Too many verification emails requested.');
  }

  const headers = new Headers(c.req.raw.headers);
  // The client IP better-auth records on sessions comes from the socket, never from the client.
  headers.set('x-haat-client-ip', ip);
  let forwarded: Record<string, unknown> | undefined = body;
  if (body && path === '/sign-up/email') {
    const { roleIntent: _roleIntent, ...rest } = body;
    forwarded = rest;
  }
  if (forwarded) {
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  const request = new Request(c.req.url, {
    method: c.req.method,
    headers,
    ...(forwarded ? { body: JSON.stringify(forwarded) } : c.req.method === 'POST' ? { body: await c.req.arrayBuffer() } : {}),
  });
  const response = await auth.handler(request);
  // better-auth answers its own failures with a bare 500: when the database is away, say so (503).
  if (response.status >= 500) {
    await database.ping().catch(() => {
      throw new AppError('unavailable', DATABASE_UNAVAILABLE, undefined, DATABASE_RETRY_AFTER_SECONDS);
    });
  }

  if (path === '/sign-in/email' && email) {
    const accountKey = `sign-in-failures:${email}`;
    if (response.status === 401) await hitThrottle(db, accountKey, throttleRules.signInFailuresPerAccount, now().getTime());
    else if (response.ok) await clearThrottle(db, accountKey);
  }
  if (path === '/sign-up/email' && response.ok && body && email) {
    await createProfileForNewAccount(db, {
      email,
      displayName: String(body.name),
      roleIntent: (body.roleIntent as 'creator' | 'merchant' | 'buyer' | undefined) ?? null,
    });
  }
  return toEnvelope(response);
});

