import { type I18n, setupI18n } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales.ts';
import { messages as en } from '../locales/en/messages.ts';
import { messages as hi } from '../locales/hi/messages.ts';

/*
 * The texts the server says in a reader's language (decision 047): a page's title, mail, errors, notifications,
 * the AI Manager's answers. Node runs this code without a build, so a text is written in English and is its own id
 * in the catalogs, marked for extraction:
 *
 *   translateText(locale, /*i18n*\/ 'Your order {number} is on its way', { number });
 *
 * and the catalogs are compiled to TypeScript by `npm run i18n` (src/server/locales/*\/messages.ts).
 */

const catalogs: Record<Locale, Record<string, unknown>> = { en, hi };
// Numbers in messages (a plural's #) are formatted for India: 1,00,000, not 100,000.
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', locales: [LOCALE_TAGS.en], messages: { en } }),
  hi: setupI18n({ locale: 'hi', locales: [LOCALE_TAGS.hi], messages: { hi } }),
};

/**
 * A text written in English in the code that is its own id in the catalogs (a contract's validation message, an
 * error's message: `/*i18n*\/ 'That handle is taken.'`), in a language; a text no catalog knows, as it is.
 */
export function translateText(locale: Locale, text: string, values?: Record<string, unknown>): string {
  if (!Object.hasOwn(catalogs[locale], text)) return text;
  return instances[locale]._(text, values);
}
