/*
 * India's financial year (1 April – 31 March), named by the calendar year it starts in (2026 is FY 2026-27), and
 * its quarters (1 = April–June … 4 = January–March), all in India's time (UTC+5:30): tax statements, the tax to
 * deposit and the withholding thresholds count by them.
 */

export type Quarter = 1 | 2 | 3 | 4;

export const QUARTERS: readonly Quarter[] = [1, 2, 3, 4];

/** India's calendar date of an instant, as YYYY-MM-DD. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** The instant an India calendar day (YYYY-MM-DD) begins, optionally at a later hour there. */
export const indiaDayStart = (day: string, hour = 0): Date =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

/** A calendar month in India ("2026-11"): its first instant and the next month's. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return { from: indiaDayStart(`${month}-01`), to: indiaDayStart(`${next}-01`) };
}

/** The financial year and quarter an instant falls in. */
export function financialQuarterOf(at: Date): { year: number; quarter: Quarter } {
  const [year = 0, month = 1] = indiaDate(at).split('-').map(Number);
  if (month <= 3) return { year: year - 1, quarter: 4 };
  return { year, quarter: (Math.floor((month - 4) / 3) + 1) as Quarter };
}

/** "FY 2026-27". */
export const financialYearLabel = (year: number): string => `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** A quarter's first and last day (India's dates, YYYY-MM-DD). */
export function quarterDates(year: number, quarter: Quarter): { from: string; to: string } {
  const startMonth = [4, 7, 10, 1][quarter - 1] as number;
  const calendarYear = quarter === 4 ? year + 1 : year;
  const lastDay = new Date(Date.UTC(calendarYear, startMonth + 2, 0)).getUTCDate();
  return {
    from: `${calendarYear}-${pad(startMonth)}-01`,
    to: `${calendarYear}-${pad(startMonth + 2)}-${pad(lastDay)}`,
  };
}
