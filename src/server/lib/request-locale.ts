import type { Context } from 'hono';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_PARAM,
  type Locale,
  resolveLocale,
} from '#shared/i18n/locales.ts';

/** The language a request reads (decision 047): `?lang=`, the `haat_lang` cookie, Accept-Language, else English. */
export function requestLocale(c: Context): Locale {
  return resolveLocale({
    param: c.req.query(LOCALE_PARAM),
    cookie: c.req.header('cookie'),
    acceptLanguage: c.req.header('accept-language'),
  });
}

/** The Set-Cookie value that makes a browser's pages follow a language. Script may read it: it holds a choice. */
export function localeCookie(locale: Locale, publicOrigin: string): string {
  const secure = publicOrigin.startsWith('https://') ? '; Secure' : '';
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}
