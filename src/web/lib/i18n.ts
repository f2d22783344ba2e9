import { i18n } from '@lingui/core';
import {
  cookieValue,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  localeCookie,
  type Locale,
} from '#shared/i18n/locales.ts';

/*
 * The web app's language (decision 047). English texts are in the code, compiled at build time
 * (scripts/lingui-compiled-messages.ts), so English needs no catalog; Hindi's are chunks of their own, fetched
 * only for a Hindi page. Components translate through `useLingui()` from `@lingui/react/macro`; code
 * outside components through `t` and `msg` from `@lingui/core/macro`, which read this one `i18n`.
 *
 * The server renders one page at a time in a language (entry-server.tsx), so the one `i18n` is right while
 * it renders.
 */

// Numbers in messages (a plural's #) are formatted for India: 1,00,000, not 100,000.
i18n.load(DEFAULT_LOCALE, {});
i18n.activate(DEFAULT_LOCALE, [LOCALE_TAGS[DEFAULT_LOCALE]]);

type Catalog = () => Promise<{ messages: Record<string, unknown> }>;

/**
 * Each language's catalogs: `landing`, what the pages buyers land on say (a Hindi visitor's first load), and `all`,
 * everything, loaded with any other screen (`loadAllTexts`). English needs none (decision 047).
 */
const catalogs: Record<Exclude<Locale, 'en'>, { landing: Catalog; all: Catalog }> = {
  hi: {
    landing: () => import('#web/locales/hi/messages.po'),
    all: () => import('#web/locales/hi/all.po'),
  },
};
const loaded = new Set<string>();
/** Whether a screen beyond the landing pages has asked for every text. */
let everything = false;

async function load(locale: Locale, part: 'landing' | 'all'): Promise<void> {
  if (locale === 'en' || loaded.has(`${locale}:${part}`)) return;
  const { messages } = await catalogs[locale][part]();
  i18n.load(locale, messages as never);
  loaded.add(`${locale}:${part}`);
}

/** Loads a language's catalogs (once) and makes it the one the app speaks. */
export async function activateLocale(locale: Locale): Promise<void> {
  await load(locale, everything ? 'all' : 'landing');
  if (i18n.locale !== locale) i18n.activate(locale, [LOCALE_TAGS[locale]]);
}

/** Every text of the app in its language, for a screen beyond the pages buyers land on (router.tsx). */
export async function loadAllTexts(): Promise<void> {
  everything = true;
  await load(currentLocale(), 'all');
}

/** The language the app speaks now. */
export function currentLocale(): Locale {
  return i18n.locale === 'hi' ? 'hi' : 'en';
}

/** The BCP 47 tag for `Intl` formats and `<html lang>`: en-IN or hi-IN. */
export function currentLocaleTag(): string {
  return LOCALE_TAGS[currentLocale()];
}

/** Remembers the choice for the pages the server renders next (the cookie the server reads). */
export function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/**
 * A text written in shared code (a contract's validation message) in the app's language, its `{placeholders}` filled
 * with `values`: such texts are their own ids in the catalogs (decision 047). English has no catalog, so its text
 * is filled as written; a text no catalog knows (one the server already wrote in the user's language) is shown as
 * it is.
 */
export function translateText(text: string, values?: Record<string, string>): string {
  if (Object.hasOwn(i18n.messages, text)) return i18n._(text, values);
  return values ? text.replaceAll(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder) : text;
}

/** The language this browser last chose, or the one its account brought at sign-in; null when none. */
export function rememberedLocale(): Locale | null {
  const value = cookieValue(document.cookie, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/** Speaks a language from now on: its catalog, then `<html lang>` and every screen (app.tsx). */
export async function showLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  document.documentElement.lang = LOCALE_TAGS[locale];
}

export { i18n };
