import type { Locale } from '#shared/i18n/locales.ts';
import { translateText } from '../../lib/i18n.ts';
import { layout } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

/* An account's mail, in the language of the browser that asked for it (decision 047). */

export function verificationMail(to: string, name: string, url: string, locale: Locale): MailMessage {
  const say = (text: string, values?: Record<string, string>) => translateText(locale, text, values);
  const intro = say(/*i18n*/ 'Hi {name}, confirm your email address to finish setting up your Haat account.', { name });
  const outro = say(
    /*i18n*/ "If you didn't create a Haat account, you can ignore this email. The link works for 24 hours.",
  );
  const label = say(/*i18n*/ 'Verify email');
  return {
    to,
    subject: say(/*i18n*/ 'Verify your email for Haat'),
    text: `${intro}\n\n${say(/*i18n*/ 'Verify your email: {url}', { url })}\n\n${outro}\n`,
    html: layout({ locale, title: say(/*i18n*/ 'Verify your email'), intro, action: { label, url }, outro }),
  };
}

export function passwordResetMail(to: string, name: string, url: string, locale: Locale): MailMessage {
  const say = (text: string, values?: Record<string, string>) => translateText(locale, text, values);
  const intro = say(/*i18n*/ 'Hi {name}, we received a request to reset the password of your Haat account.', { name });
  const outro = say(
    /*i18n*/ "If you didn't ask for this, ignore this email: your password stays the same. The link works for 1 hour.",
  );
  const label = say(/*i18n*/ 'Choose a new password');
  return {
    to,
    subject: say(/*i18n*/ 'Reset your Haat password'),
    text: `${intro}\n\n${say(/*i18n*/ 'Choose a new password: {url}', { url })}\n\n${outro}\n`,
    html: layout({ locale, title: say(/*i18n*/ 'Reset your password'), intro, action: { label, url }, outro }),
  };
}

/**
 * To the owner of an email someone tried to sign up with again: enumeration-safe (the sign-up was answered as any
 * other), so the owner hears of it here, with a way in and a way back to a forgotten password.
 */
export function existingAccountMail(
  to: string,
  name: string,
  links: { signIn: string; reset: string },
  locale: Locale,
): MailMessage {
  const say = (text: string, values?: Record<string, string>) => translateText(locale, text, values);
  const intro = say(
    /*i18n*/ 'Hi {name}, someone tried to create a Haat account with this email, but you already have one. Sign in with it instead.',
    { name },
  );
  const outro = say(/*i18n*/ "If this wasn't you, you can ignore this email: nothing has changed in your account.");
  const signIn = say(/*i18n*/ 'Sign in');
  const reset = say(/*i18n*/ 'Forgot your password?');
  return {
    to,
    subject: say(/*i18n*/ 'You already have a Haat account'),
    text: `${intro}\n\n${say(/*i18n*/ 'Sign in: {url}', { url: links.signIn })}\n${say(/*i18n*/ 'Forgot your password? Choose a new one: {url}', { url: links.reset })}\n\n${outro}\n`,
    html: layout({
      locale,
      title: say(/*i18n*/ 'You already have an account'),
      intro,
      action: { label: signIn, url: links.signIn },
      secondary: { label: reset, url: links.reset },
      outro,
    }),
  };
}
