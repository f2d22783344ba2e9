import { describe, expect, it } from 'vitest';
import { formatCountOf } from './format.ts';

describe('formatCountOf', () => {
  it('takes the noun form the number asks for, grouping the Indian way', () => {
    const unit = { one: 'unit', other: 'units' };
    expect(formatCountOf(1, unit)).toBe('1 unit');
    expect(formatCountOf(0, unit)).toBe('0 units');
    expect(formatCountOf(2, unit)).toBe('2 units');
    expect(formatCountOf(123_456, unit)).toBe('1,23,456 units');
  });
});
