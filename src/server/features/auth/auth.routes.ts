import { AUTH_BASE_PATH } from '#shared/endpoints/auth-paths.ts';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { z } from 'zod';
import { verificationLanding } from '#shared/contracts/auth.ts';
import { authEndpoints } from '#shared/endpoints/auth.ts';
import { consentPurposes } from '#shared/contracts/privacy.ts';
import type { RoleIntent } from '#shared/contracts/profiles.ts';
import { type Locale, localeCookie } from '#shared/i18n/locales.ts';
import { forbiddenCharacterFields } from '#shared/contracts/common.ts';
import { createRouter } from '../../router.ts';
import { type AppEnv } from '../../app-env.ts';
import { AppError, issueFields } from '../../lib/errors.ts';
import type { Db } from '../../db/client.ts';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE } from '../../db/unavailable.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { setOwnConsent } from '../privacy/privacy.service.ts';
import { accountRoleOfEmail, createProfileForNewAccount, localeOfEmail } from '../profiles/profiles.service.ts';
import { clearThrottle, enforceThrottle, hitThrottle, type ThrottleRule, throttleRules } from './auth-throttle.ts';
import { RESET_REQUEST_JOB } from './account-mail-jobs.ts';
import { localeOfRequest } from './auth.ts';
import { getSessionUser } from './auth.session.ts';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceToken,
  reserveSignInAttempt,
  settleSignInAttempt,
} from './sign-in-guard.ts';
import { isCommonPassword } from './password.ts';
import { clientIp } from '../../lib/request-ip.ts';
import { isJsonMediaType, mediaTypeOf } from '../../middleware/request-body.ts';

// better-auth's answer to a reset request, repeated when Haat's own limit stops
// the request early, so the answer never tells whether the email exists.
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/**
 * better-auth's own messages a user can meet on the endpoints Haat exposes (its BASE_ERROR_CODES), named here so
 * they are in the catalogs and guardErrorEnvelope says them in the reader's language (decision 047).
 */
export const BETTER_AUTH_MESSAGES = [
  /*i18n*/ 'Invalid email or password',
  /*i18n*/ 'Email not verified',
  /*i18n*/ 'User already exists. Use another email.',
  /*i18n*/ 'Invalid password',
  /*i18n*/ 'Invalid token',
  /*i18n*/ 'User not found',
  /*i18n*/ 'Email is already verified',
] as const;

/** An account endpoint as the pass-through serves it. */
type AuthEndpoint = (typeof authEndpoints)[keyof typeof authEndpoints];

const COMMON_PASSWORD = /*i18n*/ 'This password is too common. Choose one that is harder to guess.';

async function enforce(c: Context<AppEnv>, key: string, rule: ThrottleRule, message: string): Promise<void> {
  const { database, now } = c.get('deps');
  await enforceThrottle(database.db, key, rule, now().getTime(), message);
}

/**
 * What a request brings better-auth, checked before anything counts or writes:
 * no control characters in the path or the query (a reset link's token is a
 * path segment), a POST body only as JSON (415 otherwise, so a form is never
 * read as JSON), and a body where the route needs one (400). The routes Haat
 * knows are validated with their shared contracts; any other JSON body is
 * scanned for the characters those contracts refuse, which PostgreSQL cannot store.
 */
async function readBody(c: Context<AppEnv>, endpoint: AuthEndpoint): Promise<Record<string, unknown> | undefined> {
  const query = Object.fromEntries(Object.entries(c.req.queries()).map(([key, values]) => [key, values.join('&')]));
  const unreadable = forbiddenCharacterFields({ ...query, ...c.req.param(), path: c.req.path });
  if (Object.keys(unreadable).length > 0)
    throw new AppError('validation_failed', /*i18n*/ 'Some fields are not valid.', { fields: unreadable });
  if (c.req.method !== 'POST') return undefined;
  const type = mediaTypeOf(c);
  const raw = await c.req.text();
  if ((type !== '' || raw !== '') && !isJsonMediaType(type)) {
    throw new AppError('unsupported_media_type', /*i18n*/ 'Send the request body as application/json.');
  }
  const schema = 'body' in endpoint ? (endpoint.body as z.ZodType<Record<string, unknown>>) : undefined;
  if (raw.trim() === '') {
    if (schema) throw new AppError('bad_request', /*i18n*/ 'This request needs a JSON body (application/json).');
    return undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('invalid_json', /*i18n*/ 'The request body is not valid JSON.');
  }
  if (!schema) {
    const found = forbiddenCharacterFields(json);
    if (Object.keys(found).length > 0)
      throw new AppError('validation_failed', /*i18n*/ 'Some fields are not valid.', { fields: found });
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new AppError('validation_failed', /*i18n*/ 'Some fields are not valid.', {
      fields: issueFields(parsed.error.issues),
    });
  }
  const body = parsed.data;
  for (const field of ['password', 'newPassword'] as const) {
    if (endpoint !== authEndpoints.signIn && typeof body[field] === 'string' && (await isCommonPassword(body[field]))) {
      throw new AppError('validation_failed', COMMON_PASSWORD, { fields: { [field]: [COMMON_PASSWORD] } });
    }
  }
  return body;
}

const changePasswordKey = (userId: string) => `change-password:${userId}`;

/**
 * The callbackURL better-auth puts in a verification link it is about to mail, or null when it mails none:
 * the sign-in screen of the account's role, with its email filled in. Sign-up takes the role it was sent;
 * sign-in mails a fresh link only to an unverified account; a re-send goes to whatever account has the email.
 */
async function verificationCallback(
  db: Db,
  endpoint: AuthEndpoint,
  body: Record<string, unknown>,
  email: string,
): Promise<string | null> {
  if (endpoint === authEndpoints.signUp)
    return verificationLanding((body.roleIntent as RoleIntent | undefined) ?? null, email);
  if (endpoint !== authEndpoints.signIn && endpoint !== authEndpoints.sendVerificationEmail) return null;
  const account = await accountRoleOfEmail(db, email);
  if (endpoint === authEndpoints.signIn && (!account || account.emailVerified)) return null;
  return verificationLanding(account?.roleIntent ?? null, email);
}

/** Marks the browser as one that signed in to this account (sign-in-guard.ts). */
function withKnownDevice(response: Response, token: string, publicOrigin: string, locale: Locale | null): Response {
  const headers = new Headers(response.headers);
  const secure = publicOrigin.startsWith('https://') ? '; Secure' : '';
  headers.append(
    'set-cookie',
    `${KNOWN_DEVICE_COOKIE}=${token}; Path=${AUTH_BASE_PATH}; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  );
  if (locale) headers.append('set-cookie', localeCookie(locale, publicOrigin.startsWith('https://')));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The account endpoints (src/shared/endpoints/auth.ts, and no other of better-auth's: the rest, such as
 * update-user, delete-user or change-email, would write accounts past Haat's contracts and limits): better-auth
 * behind Haat's contracts. Bodies are validated with the definitions' contracts, common passwords refused, the auth rate limits applied
 * (per IP and per account, in the database); better-auth's own error answers
 * ({code, message}) become the envelope in guardErrorEnvelope, like any other.
 */
export const authRoutes = createRouter().passThrough(Object.values(authEndpoints), async (c, served) => {
  const endpoint = served as AuthEndpoint;
  const { auth, database, env, now, signer } = c.get('deps');
  const db = database.db;
  const ip = clientIp(c);
  const body = await readBody(c, endpoint);
  const email = typeof body?.email === 'string' ? body.email : null;

  const signIn =
    endpoint === authEndpoints.signIn && email ? { email, ip, deviceToken: getCookie(c, KNOWN_DEVICE_COOKIE) } : null;
  const passwordChanger = endpoint === authEndpoints.changePassword ? await getSessionUser(c) : null;
  if (signIn) {
    const perIp = { ...throttleRules.signInPerIp, limit: env.AUTH_SIGN_IN_LIMIT_PER_IP };
    await enforce(c, `sign-in:ip:${ip}`, perIp, /*i18n*/ 'Too many sign-in attempts from your network.');
    await reserveSignInAttempt(db, signer, signIn, now().getTime());
  } else if (endpoint === authEndpoints.signUp) {
    await enforce(c, `sign-up:ip:${ip}`, throttleRules.signUpPerIp, /*i18n*/ 'Too many sign-ups from your network.');
  } else if (endpoint === authEndpoints.requestPasswordReset && email) {
    await enforce(
      c,
      `reset-request:ip:${ip}`,
      throttleRules.resetRequestPerIp,
      /*i18n*/ 'Too many reset requests from your network.',
    );
    const account = await hitThrottle(
      db,
      `reset-request:${email}`,
      throttleRules.resetRequestPerAccount,
      now().getTime(),
    );
    if (!account.allowed) return c.json(RESET_REQUESTED, 200);
    // Nothing about the email is looked up here: a job does the reset (account-mail-jobs.ts), so a known and an
    // unknown email get the same answer after the same work.
    const redirectTo = typeof body?.redirectTo === 'string' ? body.redirectTo : undefined;
    if (redirectTo && !(await auth.$context).isTrustedOrigin(redirectTo, { allowRelativePaths: true }))
      throw new AppError('forbidden', /*i18n*/ 'The reset link must lead back to Haat.');
    await c.get('deps').jobs.send(RESET_REQUEST_JOB, {
      email,
      locale: localeOfRequest(c.req.raw),
      ...(redirectTo ? { redirectTo } : {}),
    });
    return c.json(RESET_REQUESTED, 200);
  } else if (endpoint === authEndpoints.resetPassword || endpoint === authEndpoints.changePassword) {
    await enforce(
      c,
      `password:ip:${ip}`,
      throttleRules.resetPerIp,
      /*i18n*/ 'Too many password changes from your network.',
    );
    if (passwordChanger)
      await enforce(
        c,
        changePasswordKey(passwordChanger.id),
        throttleRules.changePasswordPerAccount,
        /*i18n*/ 'Too many password changes for this account.',
      );
  } else if (endpoint === authEndpoints.sendVerificationEmail) {
    await enforce(
      c,
      `verification:ip:${ip}`,
      throttleRules.verificationMailPerIp,
      /*i18n*/ 'Too many verification emails requested.',
    );
  }

  const headers = new Headers(c.req.raw.headers);
  // The client IP better-auth records on sessions comes from the socket, never from the client.
  headers.set('x-haat-client-ip', ip);
  let forwarded: Record<string, unknown> | undefined = body;
  if (body && endpoint === authEndpoints.signUp) {
    const { roleIntent: _roleIntent, consents: _consents, ...rest } = body;
    forwarded = rest;
  }
  const callbackURL = body && email ? await verificationCallback(db, endpoint, body, email) : null;
  if (forwarded && callbackURL) forwarded = { ...forwarded, callbackURL };
  // A POST without a body (sign-out as documented) reaches better-auth as an empty JSON object.
  if (c.req.method === 'POST') {
    forwarded ??= {};
    headers.set('content-type', 'application/json');
    headers.delete('content-length');
  }
  const request = new Request(c.req.url, {
    method: c.req.method,
    headers,
    ...(forwarded ? { body: JSON.stringify(forwarded) } : {}),
  });
  const response = await auth.handler(request);
  // better-auth answers its own failures with a bare 500: when the database is away, say so (503).
  if (response.status >= 500) {
    await database.ping().catch(() => {
      throw new AppError('unavailable', DATABASE_UNAVAILABLE, { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    });
  }

  if (signIn) {
    // The password was right when the account signed in, or only its email is not verified yet.
    const passwordRight = response.ok || response.status === 403;
    await settleSignInAttempt(db, signer, signIn, passwordRight);
    if (response.ok) {
      // The account's language follows it to this browser (decision 047).
      const locale = await localeOfEmail(db, signIn.email);
      return withKnownDevice(response, knownDeviceToken(signer, signIn.email), env.publicOrigin, locale);
    }
  }
  if (passwordChanger && response.ok) await clearThrottle(db, changePasswordKey(passwordChanger.id));
  if (endpoint === authEndpoints.signUp && response.ok && body && email) {
    const created = await createProfileForNewAccount(
      db,
      {
        email,
        displayName: String(body.name),
        roleIntent: (body.roleIntent as 'creator' | 'merchant' | 'buyer' | undefined) ?? null,
        locale: requestLocale(c),
      },
      now(),
    );
    // What the person ticked on the form, recorded against the notice they were shown (decision 057).
    const ticked: unknown[] = Array.isArray(body.consents) ? body.consents : [];
    const allowed = consentPurposes.filter((purpose) => ticked.includes(purpose));
    if (created) {
      for (const purpose of allowed)
        await setOwnConsent(db, created, { purpose, granted: true, source: 'signup' }, now());
    }
  }
  return response;
});
