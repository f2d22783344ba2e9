// What every concierge answer works with: its dependencies, the language of the answer, and the formats and figures
// several answers share (concierge.ts and concierge-own-figures.ts).
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { readCommissionTerms } from '../commission/commission.service.ts';
import type { Say } from './concierge-texts.ts';

export interface ConciergeDeps {
  db: Db;
  media: MediaStorage;
  now: () => Date;
  /** Pause between words, so the answer reads as it arrives; 0 in tests and benchmarks. */
  wordDelayMs: number;
  /** Whether payout runs are weekly (the answer names the next one) or only started by operators. */
  payoutSchedule: 'weekly' | 'off';
}

/** Haat's commission in force, which every answer about what someone earns names. */
export const terms = (deps: ConciergeDeps) => readCommissionTerms(deps.db, deps.now());

/** The concierge's dependencies with the language of the answer. */
export type Asked = ConciergeDeps & { say: Say; locale: Locale };

/** "Mon, 7 Dec 2026" in English as before (en-GB puts the weekday first), "सोम, 7 दिस॰ 2026" in Hindi. */
export const payoutDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LOCALE_TAGS[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));

/** "2026-12-05" → "5 Dec" ("5 दिस॰"). */
export function shortDate(locale: Locale, day: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
