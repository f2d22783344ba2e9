import type { Context } from 'hono';
import { LOCALE_PARAM, type Locale, resolveLocale } from '#shared/i18n/locales.ts';

/** The language a request reads (decision 047): `?lang=`, the `haat_lang` cookie, Accept-Language, else English. */
export function requestLocale(c: Context): Locale {
  return resolveLocale({
    param: c.req.query(LOCALE_PARAM),
    cookie: c.req.header('cookie'),
    acceptLanguage: c.req.header('accept-language'),
  });
}
