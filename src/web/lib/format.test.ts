import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createRandom } from '#shared/random.ts';
import { formatCompact, formatCountOf, formatDayRange, formatIndiaDate, pluralOf } from './format.ts';

/** Runs a check in English, then in Hindi, with the locale's BCP 47 tag. */
function inBothLanguages(check: (tag: string) => void) {
  for (const [locale, tag] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    i18n.load(locale, {});
    i18n.activate(locale, [tag]);
    check(tag);
  }
}

afterEach(() => i18n.activate('en', ['en-IN']));

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

describe('the landing pages’ formats, written without Intl (decision 086)', () => {
  it('dates India keeps, every month, as Intl.DateTimeFormat writes them in English and Hindi', () => {
    const random = createRandom(20_261_201).next;
    const times = Array.from({ length: 3_000 }, () => Math.floor(random() * Date.UTC(2100, 0, 1)));
    // Each side of an Indian midnight, and every month of a year.
    times.push(Date.UTC(2026, 10, 30, 18, 29, 59, 999), Date.UTC(2026, 10, 30, 18, 30));
    for (let month = 0; month < 12; month += 1) times.push(Date.UTC(2026, month, 15));
    inBothLanguages((tag) => {
      const intl = new Intl.DateTimeFormat(tag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
      const isos = times.map((time) => new Date(time).toISOString());
      expect(isos.map((iso) => [iso, formatIndiaDate(iso)])).toEqual(
        isos.map((iso) => [iso, intl.format(new Date(iso))]),
      );
    });
  });

  it('compact counts as Intl.NumberFormat writes them, rounding up into the next unit', () => {
    const random = createRandom(20_261_202).next;
    const values = Array.from({ length: 2_000 }, (_, index) => index);
    for (let power = 3; power <= 8; power += 1)
      for (const edge of [1, 5, 9.995, 9.9949]) {
        const value = Math.round(edge * 10 ** (power - 1));
        values.push(value - 1, value, value + 1);
      }
    while (values.length < 8_000) values.push(Math.floor(10 ** (random() * 8)));
    values.push(1e8, 123_456_789_012, -1_234, 1_234.5);
    inBothLanguages((tag) => {
      const intl = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
      expect(values.map((value) => [value, formatCompact(value)])).toEqual(
        values.map((value) => [value, intl.format(value)]),
      );
    });
    i18n.activate('en', ['en-IN']);
    expect([999, 1_050, 99_950, 1_23_456, 1_23_45_678].map(formatCompact)).toEqual([
      '999',
      '1.1K',
      '1L',
      '1.2L',
      '1.2Cr',
    ]);
  });

  it('the plural category Intl.PluralRules gives, in English and Hindi', () => {
    const random = createRandom(20_261_203).next;
    const values = Array.from({ length: 2_000 }, (_, index) => index);
    while (values.length < 4_000) values.push(Math.floor(10 ** (random() * 15)));
    values.push(0.5, 1.5, -1, -2);
    inBothLanguages((tag) => {
      const intl = new Intl.PluralRules(tag);
      expect(values.map((value) => [value, pluralOf(value)])).toEqual(
        values.map((value) => [value, intl.select(value) === 'one' ? 'one' : 'other']),
      );
    });
  });
});
