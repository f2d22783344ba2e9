import { signInPathFor } from '#shared/contracts/auth.ts';
import { authEndpoints } from '#shared/endpoints/auth.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { JobDefinition } from '../../lib/jobs/job-queue.ts';
import { existingAccountMail, verificationMail } from '../mail/mail-templates.ts';
import type { Mailer } from '../mail/mailer.ts';
import { accountRoleOfEmail, localeOfEmail } from '../profiles/profiles.service.ts';
import type { Db } from '../../db/client.ts';
import type { AccountMail, Auth } from './auth.ts';

/*
 * An account's mail is work a stranger must not be able to time: whether an email has an account shows in how long
 * its answer takes when only one of the answers composes a mail, writes the outbox or makes a reset token. So the
 * request only queues a job, the same for every email, and the job does the work (decision 044's queue).
 */

export const ACCOUNT_MAIL_JOB = 'auth.mail';
export const RESET_REQUEST_JOB = 'auth.reset-request';

/** A reset asked for: `locale` is the asking browser's, which the reset mail is written in. */
export interface ResetRequest {
  email: string;
  redirectTo?: string;
  locale: Locale;
}

export interface AccountMailDeps {
  db: Db;
  mailer: Mailer;
  auth: Auth;
  /** The site's origin (PUBLIC_ORIGIN), which the mail's links and the replayed request start with. */
  origin: string;
}

/** Composes an account mail and writes it to the outbox. */
export async function writeAccountMail(deps: AccountMailDeps, mail: AccountMail): Promise<void> {
  if (mail.kind === 'verify') {
    await deps.mailer.send(verificationMail(mail.to, mail.name, mail.url, mail.locale));
    return;
  }
  // The owner reads it in the account's language, and is sent to the sign-in screen of the account's role.
  const [account, locale] = [await accountRoleOfEmail(deps.db, mail.to), await localeOfEmail(deps.db, mail.to)];
  if (!account) return;
  const screen = `${deps.origin}${signInPathFor(account.roleIntent)}`;
  const links = {
    signIn: `${screen}?${new URLSearchParams({ email: mail.to })}`,
    reset: `${screen}?${new URLSearchParams({ mode: 'forgot', email: mail.to })}`,
  };
  await deps.mailer.send(existingAccountMail(mail.to, mail.name, links, locale ?? mail.locale));
}

/**
 * Asks better-auth for the reset as the browser did (its own checks, token and `sendResetPassword` mail), in the
 * asking browser's language. An unknown email is answered with nothing to do; a failure is retried.
 */
export async function requestReset(deps: AccountMailDeps, request: ResetRequest): Promise<void> {
  const response = await deps.auth.handler(
    new Request(`${deps.origin}${endpointUrl(authEndpoints.requestPasswordReset)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: deps.origin, 'accept-language': request.locale },
      body: JSON.stringify({ email: request.email, redirectTo: request.redirectTo }),
    }),
  );
  if (!response.ok) throw new Error(`the reset request was answered ${response.status}: ${await response.text()}`);
}

/** The two jobs; `deps` is asked for when a job runs (the auth and the mailer are made after the queue). */
export function accountMailJobs(deps: () => AccountMailDeps): JobDefinition<never>[] {
  const retried = { retryLimit: 10, retryDelaySeconds: 5, retryDelayMaxSeconds: 60, expireInSeconds: 180 };
  return [
    {
      name: ACCOUNT_MAIL_JOB,
      ...retried,
      run: (mail: AccountMail) => writeAccountMail(deps(), mail),
    } satisfies JobDefinition<AccountMail> as JobDefinition<never>,
    {
      name: RESET_REQUEST_JOB,
      ...retried,
      run: (request: ResetRequest) => requestReset(deps(), request),
    } satisfies JobDefinition<ResetRequest> as JobDefinition<never>,
  ];
}
