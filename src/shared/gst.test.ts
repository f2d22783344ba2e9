import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './contracts/orders-checkout.ts';
import { GST_STATE_CODES, gstRatesOn, gstStateCode, gstStateName, splitInclusive, taxInclusive } from './gst.ts';

describe('GST', () => {
  it('has a state code for every state and union territory a buyer can pick, and no two share one', () => {
    for (const state of INDIAN_STATES) expect(`${state}: ${gstStateCode(state)}`).toMatch(/: \d{2}$/);
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(INDIAN_STATES.length);
    expect(gstStateName('27')).toBe('Maharashtra');
    expect(gstStateName('28')).toBeNull();
  });

  it('knows which rates are in force on a day in India', () => {
    expect(gstRatesOn(new Date('2025-09-21T18:00:00Z'))).toContain(1200);
    // 22 Sep 2025 00:00 in India is 21 Sep 18:30 UTC.
    expect(gstRatesOn(new Date('2025-09-21T18:30:00Z'))).toEqual([0, 25, 150, 300, 500, 1800, 4000]);
    expect(gstRatesOn(new Date('2022-07-17T12:00:00Z'))).not.toContain(150);
  });

  it('takes the tax out of a price that includes it, to the paisa', () => {
    expect(splitInclusive(118_000, 1800)).toEqual({ taxablePaise: 100_000, taxPaise: 18_000 });
    expect(splitInclusive(99_900, 300)).toEqual({ taxablePaise: 96_990, taxPaise: 2_910 });
    expect(splitInclusive(50_000, 0)).toEqual({ taxablePaise: 50_000, taxPaise: 0 });
    for (const amount of [1, 7, 101, 99_999, 12_345_678])
      for (const rate of [25, 150, 500, 1800, 4000]) {
        const { taxablePaise, taxPaise } = splitInclusive(amount, rate);
        expect(taxablePaise + taxPaise).toBe(amount);
        // Within a state the two heads are equal, and the line still adds up to the amount.
        const within = taxInclusive(amount, rate, true);
        expect(within.cgstPaise).toBe(within.sgstPaise);
        expect(within.taxablePaise + within.cgstPaise + within.sgstPaise).toBe(amount);
        expect(Math.abs(within.cgstPaise - Math.round((within.taxablePaise * rate) / 20_000))).toBeLessThanOrEqual(1);
        expect(taxInclusive(amount, rate, false)).toEqual({
          taxablePaise,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: taxPaise,
        });
      }
    // ₹49 at 3% within a state: ₹0.71 of CGST and ₹0.71 of SGST on ₹47.58, not ₹0.71 and ₹0.72.
    expect(taxInclusive(4_900, 300, true)).toEqual({ taxablePaise: 4_758, cgstPaise: 71, sgstPaise: 71, igstPaise: 0 });
    expect(taxInclusive(2_911, 0, false)).toEqual({ taxablePaise: 2_911, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });
});
