import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { formatRupees, formatRupeesShort, groupIndian, rupeesToPaise } from './money.ts';

/** Whole numbers of every length up to the largest safe one, the same on every run. */
function wholeNumbers(count: number): number[] {
  const { next } = createRandom(20_261_130);
  const values = [0, 1, 99, 100, 999, 1_000, 99_999, 1_00_000, Number.MAX_SAFE_INTEGER];
  while (values.length < count) values.push(Math.floor(next() * 10 ** Math.ceil(next() * 15)));
  return values;
}

describe('money', () => {
  it('formats paise as rupees with Indian digit grouping', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupees(94_900)).toBe('₹949.00');
    expect(formatRupeesShort(94_900)).toBe('₹949');
    expect(formatRupeesShort(94_950)).toBe('₹949.50');
  });

  it('writes every amount as en-IN’s Intl.NumberFormat does, character for character, without Intl (decision 086)', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const value of wholeNumbers(3_000)) {
      for (const paise of [value, -value, value - (value % 100)]) {
        expect(formatRupees(paise)).toBe(inr.format(paise / 100));
        expect(formatRupeesShort(paise)).toBe(paise % 100 === 0 ? whole.format(paise / 100) : inr.format(paise / 100));
      }
    }
    expect(formatRupees(-0)).toBe(inr.format(-0));
    // Not whole paise: Intl's own rounding.
    expect(formatRupees(12.5)).toBe(inr.format(0.125));
  });

  it('groups whole numbers as India writes them, in English and in Hindi', () => {
    const english = new Intl.NumberFormat('en-IN');
    const hindi = new Intl.NumberFormat('hi-IN');
    for (const value of wholeNumbers(3_000)) {
      expect(groupIndian(value)).toBe(english.format(value));
      expect(groupIndian(value)).toBe(hindi.format(value));
    }
  });

  it('reads rupees typed by a person into integer paise', () => {
    expect(rupeesToPaise('149.5')).toBe(14_950);
    expect(rupeesToPaise('1,499')).toBe(149_900);
    expect(rupeesToPaise(20)).toBe(2000);
    expect(rupeesToPaise('0.07')).toBe(7);
    expect(rupeesToPaise('-5')).toBeNull();
    expect(rupeesToPaise('1.234')).toBeNull();
    expect(rupeesToPaise('abc')).toBeNull();
  });
});
