/** Money is integer paise everywhere; rupees exist only on screen. */

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const inrWhole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** ₹1,23,456.00 — the Indian grouping, two decimals. */
export function formatRupees(paise: number): string {
  return inr.format(paise / 100);
}

/** ₹1,23,456 — for prices that are whole rupees; falls back to decimals when they are not. */
export function formatRupeesShort(paise: number): string {
  return paise % 100 === 0 ? inrWhole.format(paise / 100) : inr.format(paise / 100);
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
