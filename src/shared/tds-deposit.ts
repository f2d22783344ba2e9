/*
 * When tax deducted at source is due at the bank, as dated data (issue 36). Income-tax Rules, 1962, rule 30(2)(b):
 * tax deducted in a month is paid on or before the seventh of the next month, and tax deducted in March on or
 * before 30 April. The Income-tax Act, 2025 keeps the time for payment to its rules; until rules framed under it
 * change the dates, the same dates are used for deductions under section 393.
 */

/** The day tax deducted in `month` ("2026-11") is due: the 7th of the month after, or 30 April for March. */
export function tdsDueOn(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  if (number === 3) return `${String(year)}-04-30`;
  const next = number === 12 ? { year: year + 1, month: 1 } : { year, month: number + 1 };
  return `${String(next.year)}-${String(next.month).padStart(2, '0')}-07`;
}

/** The months ("2026-04", …) of a financial quarter given by its first and last days ("2026-04-01", "2026-06-30"). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let [year, month] = from.split('-').map(Number) as [number, number]; ; ) {
    const label = `${String(year)}-${String(month).padStart(2, '0')}`;
    if (label > to.slice(0, 7)) return months;
    months.push(label);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}
