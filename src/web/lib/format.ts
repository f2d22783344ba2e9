import { currentLocale, currentLocaleTag } from './i18n.ts';
import { groupIndian, signOf } from '#shared/money.ts';

/*
 * Dates, counts and percentages as Indian readers expect them, in the app's language (en-IN or hi-IN, decision
 * 047; both group digits the Indian way, in Latin digits). Money is in #shared/money.ts, the same in both.
 */

/** One formatter per language and kind, made when first used. */
function perLocale<F>(make: (tag: string) => F): () => F {
  const made = new Map<string, F>();
  return () => {
    const tag = currentLocaleTag();
    let formatter = made.get(tag);
    if (!formatter) {
      formatter = make(tag);
      made.set(tag, formatter);
    }
    return formatter;
  };
}

const dateFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }),
);
/** A time of day: "2:35 pm" in English, "दोपहर 2:35" in Hindi (its am and pm are Latin letters). */
export const timeOfDay = (tag: string): Intl.DateTimeFormatOptions =>
  tag.startsWith('hi')
    ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
    : { hour: 'numeric', minute: '2-digit' };
const momentFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', ...timeOfDay(tag) }),
);
/** A courier's scan time as India keeps it, wherever the reader is: a parcel moves on India's clock. */
const indiaMomentFormat = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', ...timeOfDay(tag), timeZone: 'Asia/Kolkata' }),
);
const indiaDateFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
);
const clockFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, timeOfDay(tag)));
const dayFormat = perLocale((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }));
const countFormat = perLocale((tag) => new Intl.NumberFormat(tag));
const percentFormat = perLocale((tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }));
const calendarDateFormat = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);
const pluralRules = perLocale((tag) => new Intl.PluralRules(tag));

/** 12 Mar 2025, in the reader's time zone. */
export function formatDate(iso: string): string {
  return dateFormat().format(new Date(iso));
}

/**
 * 12 Mar 2025 as India keeps it, wherever the reader is: for a date in a server-rendered page (a product link's
 * reviews and questions), which the browser hydrating it must draw exactly as the server did.
 */
export function formatIndiaDate(iso: string): string {
  const time = Date.parse(iso);
  // India keeps one offset all year (UTC+5:30), so its calendar day is UTC's, 330 minutes on.
  if (Number.isNaN(time)) return indiaDateFormat().format(new Date(iso));
  const day = new Date(time + IST_OFFSET_MS);
  return `${day.getUTCDate()} ${MONTHS_SHORT[currentLocale()][day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

const IST_OFFSET_MS = 330 * 60_000;

/**
 * The short month names en-IN and hi-IN write in a date (CLDR, as `Intl.DateTimeFormat` writes them: format.test.ts
 * checks every month): a page buyers land on writes its dates without `Intl` (decision 086), whose first
 * `DateTimeFormat` loads the browser's date data.
 */
const MONTHS_SHORT = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
} as const;

/** 2:05 pm: a time later today, in the reader's time zone. */
export function formatTime(iso: string): string {
  return clockFormat().format(new Date(iso));
}

/** 3 Jan, 2:05 pm: when something happened, in the reader's time zone. */
export function formatMoment(iso: string): string {
  return momentFormat().format(new Date(iso));
}

/** 12 Mar, 2:05 pm in India's time (IST), wherever the reader is. */
export function formatIndiaMoment(iso: string): string {
  return indiaMomentFormat().format(new Date(iso));
}

/**
 * 12 Mar, for a UTC calendar day ("2025-03-12") as the dashboards count them;
 * read in UTC so the day does not shift in Indian time.
 */
export function formatDay(day: string): string {
  return dayFormat().format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day));
}

/** 12 Dec 2026, for a calendar day ("2026-12-12") such as a deadline; read in UTC so the day does not shift. */
export function formatCalendarDate(day: string): string {
  return calendarDateFormat().format(new Date(day.length === 10 ? `${day}T00:00:00Z` : day));
}

/**
 * 1,23,456. A whole number is written without `Intl`, as en-IN and hi-IN write it (decision 086: a browser's first
 * `Intl.NumberFormat` loads its number data, which the pages buyers land on no longer pay for).
 */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) return countFormat().format(value);
  return `${signOf(value)}${groupIndian(Math.abs(value))}`;
}

/**
 * The plural category of a count in the page's language, for a message that chooses its words with `select` and
 * shows the count as `formatCount` writes it: Lingui's `plural` formats its `#` with `Intl.NumberFormat`, even when
 * the message has none (decision 086). `Intl.PluralRules` loads no number data.
 */
export function pluralOf(value: number): 'one' | 'other' {
  // CLDR's cardinal rules for whole numbers, checked against `Intl.PluralRules` in format.test.ts: English says
  // "one" for 1 alone, Hindi for 0 and 1. Anything else asks `Intl`.
  if (Number.isSafeInteger(value) && value >= 0)
    return value === 1 || (value === 0 && currentLocale() === 'hi') ? 'one' : 'other';
  return pluralRules().select(value) === 'one' ? 'one' : 'other';
}

/** The short forms of en-IN and hi-IN's compact numbers up to a crore's magnitude, the largest first. */
const COMPACT_UNITS = {
  en: [
    [1e7, 'Cr'],
    [1e5, 'L'],
    [1e3, 'K'],
  ],
  hi: [
    [1e7, '\u00a0क॰'],
    [1e5, '\u00a0लाख'],
    [1e3, '\u00a0हज़ार'],
  ],
} as const;

const compactFormat = perLocale((tag) => new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 }));

/**
 * 1.2K, 3.4L, 1.2 लाख: a count, short, as `Intl.NumberFormat`'s compact notation with at most one decimal writes it
 * in the page's language, without `Intl` for a whole number below 10 crore (decision 086; format.test.ts checks it
 * against `Intl` character for character). A tenth that rounds up to the next unit moves to it: 99,950 is 1L.
 */
export function formatCompact(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e8) return compactFormat().format(value);
  if (value < 1e3) return String(value);
  const units = COMPACT_UNITS[currentLocale()];
  // The largest unit the value reaches (a thousand at least, so one always does).
  const chosen = units.findIndex(([unit]) => value >= unit);
  let [size, name] = units[chosen] ?? units[0];
  let tenths = Math.round((value * 10) / size);
  const larger = units[chosen - 1];
  if (larger && tenths * size >= larger[0] * 10) {
    [size, name] = larger;
    tenths = Math.round((value * 10) / size);
  }
  const whole = Math.floor(tenths / 10);
  return `${tenths % 10 === 0 ? whole : `${whole}.${tenths % 10}`}${name}`;
}

/** 1 unit, 2 units, 1,200 units: a count with its noun in the plural form the number takes. */
export function formatCountOf(value: number, noun: { one: string; other: string }): string {
  return `${formatCount(value)} ${pluralOf(value) === 'one' ? noun.one : noun.other}`;
}

const DAYS = { one: 'day', other: 'days' };

/** 3–5 days (an en dash), or 2 days when both ends meet. */
export function formatDayRange({ minDays, maxDays }: { minDays: number; maxDays: number }): string {
  return minDays === maxDays ? formatCountOf(minDays, DAYS) : `${formatCount(minDays)}–${formatCountOf(maxDays, DAYS)}`;
}

/** 0.034 → 3.4% */
export function formatPercent(fraction: number): string {
  return percentFormat().format(fraction);
}

/** +919876543210 → +91 98765 43210; anything else as it is. */
export function formatIndianPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
