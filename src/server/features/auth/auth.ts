import { AUTH_BASE_PATH } from '#shared/endpoints/auth-paths.ts';
import { betterAuth } from 'better-auth';
import { bearer } from 'better-auth/plugins';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { passwordResetMail } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type Locale, resolveLocale } from '#shared/i18n/locales.ts';
import { betterAuthDatabase } from './auth.repository.ts';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from './password.ts';

/** An account's mail is written in the language of the browser that asked for it (decision 047). */
/** A verification link to mail, or the "you already have an account" mail for an email signed up with again. */
export type AccountMail =
  | { kind: 'verify'; to: string; name: string; url: string; locale: Locale }
  | { kind: 'existing-account'; to: string; name: string; locale: Locale };

export const localeOfRequest = (request: Request | undefined): Locale =>
  resolveLocale({
    cookie: request?.headers.get('cookie'),
    acceptLanguage: request?.headers.get('accept-language'),
  });

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AuthDeps {
  db: Db;
  env: Env;
  /** Writes the reset mail, which runs in a job already (account-mail-jobs.ts). */
  mailer: Mailer;
  /** Queues an account mail: composed and written off the request path (account-mail-jobs.ts). */
  queueMail: (mail: AccountMail) => Promise<void>;
  secret: string;
  /** Extra origins allowed to send cookie-carrying requests (the Vite dev server). */
  trustedOrigins?: string[];
  /** Runs once an account has proved it owns its email (guest orders placed with it join the account). */
  onEmailVerified?: (user: { id: string; email: string }) => Promise<void>;
}

/** The better-auth instance: accounts, sessions, verification and reset mail. */
export function createAuth({ db, env, mailer, queueMail, secret, trustedOrigins = [], onEmailVerified }: AuthDeps) {
  return betterAuth({
    appName: 'Haat',
    baseURL: env.publicOrigin,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [env.publicOrigin, ...trustedOrigins],
    database: betterAuthDatabase(db),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Called only from the auth.reset-request job: the request answered before anything was looked up.
      sendResetPassword: async ({ user, url }, request) => {
        await mailer.send(passwordResetMail(user.email, user.name, url, localeOfRequest(request)));
      },
      // A sign-up with an email that has an account is answered like any other; its owner is told by mail.
      onExistingUserSignUp: async ({ user }, request) => {
        await queueMail({
          kind: 'existing-account',
          to: user.email,
          name: user.name,
          locale: localeOfRequest(request),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        await queueMail({ kind: 'verify', to: user.email, name: user.name, url, locale: localeOfRequest(request) });
      },
      // Called only when the email has just become verified (sign-up link, or a verified email change).
      afterEmailVerification: async (user) => {
        await onEmailVerified?.({ id: user.id, email: user.email });
      },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: 24 * 60 * 60 },
    // Haat's own limits (auth.throttle.ts) cover per-account keys and share the database.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: env.publicOrigin.startsWith('https://'),
      cookiePrefix: 'haat',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-haat-client-ip'] },
    },
    plugins: [bearer()],
    logger: { disabled: env.NODE_ENV === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
