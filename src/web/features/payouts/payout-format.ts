import { formatRupees } from '#shared/money.ts';
import { currentLocale, currentLocaleTag } from '#web/lib/i18n.ts';

/* How payouts read: their dates in India's time (runs and settlements are Indian banking days), their tax rates. */

const INDIA = 'Asia/Kolkata';

/** One formatter per language, made when first used; `english` is the tag English dates are written with. */
function perLocale(options: Intl.DateTimeFormatOptions, english = 'en-IN'): () => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return () => {
    const tag = currentLocale() === 'en' ? english : currentLocaleTag();
    let formatter = made.get(tag);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone: INDIA });
      made.set(tag, formatter);
    }
    return formatter;
  };
}

const dayFormat = perLocale({ day: 'numeric', month: 'short', year: 'numeric' });
// en-GB puts no comma between the month and the year after a weekday, as the AI Manager's answer reads it.
const weekdayFormat = perLocale({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, 'en-GB');

/** 30 Nov 2026, the day in India. */
export const formatIndiaDay = (iso: string): string => dayFormat().format(new Date(iso));

/** Mon, 30 Nov 2026, the day in India. */
export const formatIndiaWeekday = (iso: string): string => weekdayFormat().format(new Date(iso));

/** −₹12.34, with the minus sign screen readers say. */
export const formatWithheld = (paise: number): string => `\u2212${formatRupees(paise)}`;

/** The first financial year Haat paid anyone in: statements go back to FY 2024-25. */
export const FIRST_STATEMENT_YEAR = 2024;
