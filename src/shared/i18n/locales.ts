/**
 * The languages Haat speaks and how a request chooses one (decision 047): `?lang=` in the address, then the
 * `haat_lang` cookie (the switch in the header and the sidebar sets it, and a signed-in user's choice is copied
 * to it from their profile), then the browser's Accept-Language, else English.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'haat_lang';
export const LOCALE_PARAM = 'lang';
/** A year: the choice outlives a session. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The BCP 47 tag of each language as Indian readers use it: for `<html lang>` and for `Intl` formats. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, for the switch. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिंदी' };

/** The cookie that keeps a browser's language, for the server's Set-Cookie and the page's document.cookie alike. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/** `hi`, `hi-IN` and `HI` are Hindi; `en-GB` is English; anything else is none of ours. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split('-', 1)[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The language an Accept-Language header prefers among ours, by its q-values (RFC 9110 §12.5.4); ties keep
 * the header's order. Null when it names none of ours.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = part.split(';');
    const locale = localeOfTag(tag);
    if (!locale) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? null;
}

/** A cookie's value from a Cookie header, or null. */
export function cookieValue(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return null;
}

export interface LocaleSources {
  /** The `lang` query parameter. */
  param?: string | null;
  /** The Cookie header. */
  cookie?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
}

/** The request's language: the address, then the cookie, then the browser, else English. */
export function resolveLocale({ param, cookie, acceptLanguage }: LocaleSources): Locale {
  if (isLocale(param)) return param;
  const chosen = cookieValue(cookie, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** `hi-IN` → hi, as `<html lang>` carries it; English for anything else. */
export function localeOfDocumentLang(lang: string | null | undefined): Locale {
  return (lang && localeOfTag(lang)) || DEFAULT_LOCALE;
}
