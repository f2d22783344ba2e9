/** Money is integer paise everywhere; rupees exist only on screen. */

/*
 * Written without `Intl` (decision 086): a browser's first `Intl.NumberFormat` loads its number data, 13–46 ms on
 * this machine's Chromium, and every page buyers land on shows prices. The output is en-IN's, character for
 * character (`money.test.ts` checks it against `Intl.NumberFormat`); anything else (not whole paise, or ₹10 lakh crore
 * and more) goes to `Intl`.
 */
let inrFormat: Intl.NumberFormat | undefined;
const inr = () => (inrFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }));
let inrWholeFormat: Intl.NumberFormat | undefined;
const inrWhole = () =>
  (inrWholeFormat ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }));

/** 1,23,45,678: a whole number of at least 0 in the Indian grouping, as en-IN and hi-IN write it. */
export function groupIndian(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** Whole paise below ₹10 lakh crore, where rupees as a float still round to the paisa as `Intl` writes them. */
const exact = (paise: number) => Number.isSafeInteger(paise) && Math.abs(paise) < 1e15;

/** '-' for a number below zero (and for -0, as `Intl` writes it), else nothing. */
export const signOf = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/** ₹1,23,456.00 — the Indian grouping, two decimals. */
export function formatRupees(paise: number): string {
  if (!exact(paise)) return inr().format(paise / 100);
  const abs = Math.abs(paise);
  return `${signOf(paise)}₹${groupIndian(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/** ₹1,23,456 — for prices that are whole rupees; falls back to decimals when they are not. */
export function formatRupeesShort(paise: number): string {
  if (paise % 100 !== 0) return formatRupees(paise);
  if (!exact(paise)) return inrWhole().format(paise / 100);
  return `${signOf(paise)}₹${groupIndian(Math.abs(paise) / 100)}`;
}

/** 1234.50 — rupees with two decimals and no symbol or grouping, for files and machine-read tags. */
export function rupeesDecimal(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** Rupees typed by a person (e.g. "149.50") to paise, or null when not a valid amount. */
export function rupeesToPaise(rupees: string | number): number | null {
  const text = typeof rupees === 'number' ? String(rupees) : rupees.trim().replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}
