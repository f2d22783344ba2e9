import { describe, expect, it } from 'vitest';
import { MAX_MARKUP_PAISE } from '#shared/contracts/catalog.ts';
import { readMarkup } from './markup.ts';

describe('reading a markup before it is published', () => {
  it('takes rupees, ₹0 included, as paise', () => {
    expect(readMarkup('149.50')).toEqual({ paise: 14_950 });
    expect(readMarkup('0')).toEqual({ paise: 0 });
    expect(readMarkup('1,00,000')).toEqual({ paise: MAX_MARKUP_PAISE });
  });

  it('refuses what is not an amount, and anything above Haat’s cap, naming it in ₹', () => {
    expect(readMarkup('-5')).toEqual({ error: 'Enter an amount in rupees, like 149 or 149.50' });
    expect(readMarkup('12.345')).toEqual({ error: 'Enter an amount in rupees, like 149 or 149.50' });
    expect(readMarkup('100000.01')).toEqual({ error: 'A markup can be at most ₹1,00,000.' });
  });

  it('applies the seller’s percentage cap to the paisa, as the server does', () => {
    const cap = { basePaise: 99_900, maxMarkupPercent: 20 };
    expect(readMarkup('199.80', cap)).toEqual({ paise: 19_980 });
    expect(readMarkup('199.81', cap)).toEqual({
      error: 'The seller allows a markup of at most 20% of the base price: ₹199.80.',
    });
    expect(readMarkup('5000', { basePaise: 99_900, maxMarkupPercent: null })).toEqual({ paise: 500_000 });
  });

  it('never lets the buyer pay more than the MRP: the markup stops at MRP − base', () => {
    const cap = { basePaise: 79_900, maxMarkupPercent: 50, mrpPaise: 89_900 };
    expect(readMarkup('100', cap)).toEqual({ paise: 10_000 });
    expect(readMarkup('150', cap)).toEqual({
      error: 'Buyers cannot pay more than the MRP (₹899.00): the markup can be at most ₹100.00.',
    });
    expect(readMarkup('0', { ...cap, mrpPaise: 79_900 })).toEqual({ paise: 0 });
  });
});
