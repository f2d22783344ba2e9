import { describe, expect, it } from 'vitest';
import { formatRupees, formatRupeesShort, rupeesToPaise } from './money.ts';

describe('money', () => {
  it('formats paise as rupees with Indian digit grouping', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupees(94_900)).toBe('₹949.00');
    expect(formatRupeesShort(94_900)).toBe('₹949');
    expect(formatRupeesShort(94_950)).toBe('₹949.50');
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
