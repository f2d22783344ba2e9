import { describe, expect, it } from 'vitest';
import { cookieValue, localeFromAcceptLanguage, localeOfDocumentLang, resolveLocale } from './locales.ts';

describe('choosing the language (decision 047)', () => {
  it('reads Accept-Language by its q-values, among the languages Haat speaks', () => {
    expect(localeFromAcceptLanguage('hi-IN,hi;q=0.9,en-US;q=0.8')).toBe('hi');
    expect(localeFromAcceptLanguage('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('mr-IN, en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(localeFromAcceptLanguage('HI')).toBe('hi');
    expect(localeFromAcceptLanguage('ta-IN, fr;q=0.9')).toBeNull();
    expect(localeFromAcceptLanguage('hi;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('puts the address first, then the choice kept in the cookie, then the browser, else English', () => {
    expect(resolveLocale({ param: 'hi', cookie: 'haat_lang=en', acceptLanguage: 'en' })).toBe('hi');
    expect(resolveLocale({ param: 'xx', cookie: 'a=b; haat_lang=hi', acceptLanguage: 'en' })).toBe('hi');
    expect(resolveLocale({ cookie: 'haat_lang=zz', acceptLanguage: 'hi-IN' })).toBe('hi');
    expect(resolveLocale({})).toBe('en');
  });

  it('finds one cookie among many, and only by its whole name', () => {
    expect(cookieValue('xhaat_lang=hi; haat_lang=en', 'haat_lang')).toBe('en');
    expect(cookieValue('session=abc', 'haat_lang')).toBeNull();
  });

  it("reads the page's language from <html lang>", () => {
    expect(localeOfDocumentLang('hi-IN')).toBe('hi');
    expect(localeOfDocumentLang('en-IN')).toBe('en');
    expect(localeOfDocumentLang('')).toBe('en');
  });
});
