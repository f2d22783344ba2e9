import { describe, expect, it } from 'vitest';
import { formatCountOf, formatDayRange, formatIndiaDate } from './format.ts';

describe('formatCountOf', () => {
  it('takes the noun form the number asks for, grouping the Indian way', () => {
    const unit = { one: 'unit', other: 'units' };
    expect(formatCountOf(1, unit)).toBe('1 unit');
    expect(formatCountOf(0, unit)).toBe('0 units');
    expect(formatCountOf(2, unit)).toBe('2 units');
    expect(formatCountOf(123_456, unit)).toBe('1,23,456 units');
  });
});

describe('formatDayRange', () => {
  it('writes a range of days with an en dash, and one number when both ends meet', () => {
    expect(formatDayRange({ minDays: 3, maxDays: 5 })).toBe('3–5 days');
    expect(formatDayRange({ minDays: 2, maxDays: 2 })).toBe('2 days');
    expect(formatDayRange({ minDays: 1, maxDays: 1 })).toBe('1 day');
  });
});

describe('formatIndiaDate', () => {
  it('writes the date India keeps, whatever the time zone it runs in', () => {
    expect(formatIndiaDate('2026-11-30T20:00:00.000Z')).toBe('1 Dec 2026');
    expect(formatIndiaDate('2026-11-30T18:29:59.000Z')).toBe('30 Nov 2026');
  });
});
