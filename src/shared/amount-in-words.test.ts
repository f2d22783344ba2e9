import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words.ts';

describe('amounts in words', () => {
  it('groups the Indian way: thousand, lakh, crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(1_234)).toBe('One Thousand Two Hundred Thirty-Four');
    expect(numberInWords(1_00_000)).toBe('One Lakh');
    expect(numberInWords(12_34_567)).toBe('Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven');
    expect(numberInWords(10_00_00_000)).toBe('Ten Crore');
    expect(numberInWords(1_00_000 * 1_00_00_000)).toBe('One Lakh Crore');
  });

  it('states rupees and paise as an invoice does', () => {
    expect(rupeesInWords(118_050)).toBe('Rupees One Thousand One Hundred Eighty and Fifty Paise Only');
    expect(rupeesInWords(100)).toBe('Rupees One Only');
    expect(rupeesInWords(7)).toBe('Rupees Zero and Seven Paise Only');
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
  });
});
