import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '#shared/i18n/locales.ts';
import { campaignCaption } from '#web/features/campaigns/campaign-caption.ts';
import { activateLocale, loadAllTexts } from '#web/lib/i18n.ts';
import { productShareText, storeShareText } from '#web/features/stores/public.ts';

/*
 * Every text Haat writes for a creator's share starts with its disclosure, in the share's language (decision 055):
 * "Ad" for the store and its products (the creator earns a markup), "Collaboration" for a paid campaign's post,
 * "Free gift" for a gift campaign's. The link previews' own label is checked with them (link-preview.test.ts).
 */
const builders = {
  'the store’s share (WhatsApp, copied link)': { label: 'ad', text: () => storeShareText() },
  'a product’s share from the popup': {
    label: 'ad',
    text: () => productShareText('Jhumka earrings', '₹1,299', 'Priya Sharma'),
  },
  'a paid campaign’s caption': {
    label: 'collaboration',
    text: () => campaignCaption({ brand: 'Rangmahal Jewels', payoutType: 'cash', hashtags: ['#festive'] }),
  },
  'a gift campaign’s caption': {
    label: 'gift',
    text: () => campaignCaption({ brand: 'Rangmahal Jewels', payoutType: 'gift', hashtags: ['#festive'] }),
  },
} as const;

const labels: Record<Locale, Record<'ad' | 'collaboration' | 'gift', string>> = {
  en: { ad: 'Ad · ', collaboration: 'Collaboration · ', gift: 'Free gift · ' },
  hi: { ad: 'विज्ञापन · ', collaboration: 'सहयोग · ', gift: 'मुफ़्त उपहार · ' },
};

/** The rest of the text is in the same language: Devanagari in Hindi. */
const script: Record<Locale, RegExp> = { en: /[A-Za-z]/, hi: /[\u0900-\u097F]/ };

afterEach(() => activateLocale('en'));

describe.each(['en', 'hi'] as const)('every share text in %s', (locale) => {
  it.each(Object.entries(builders))('%s starts with its label', async (_, { label, text }) => {
    await activateLocale(locale);
    await loadAllTexts();
    const said = text();
    expect(said.startsWith(labels[locale][label])).toBe(true);
    // Said whole in the language, its values in place.
    expect(said).not.toMatch(/\{\w+\}/);
    expect(said.slice(labels[locale][label].length)).toMatch(script[locale]);
  });
});
