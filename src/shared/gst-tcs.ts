import { indiaDate } from './financial-year.ts';

/*
 * GST collected at source by an e-commerce operator (CGST Act 2017, s. 52; IGST Act, s. 20) on the net value of
 * taxable supplies made through it: the rates as dated data, and the one rounding rule the payout that withholds it
 * and the GSTR-8 that reports it both use (decision 063).
 */

interface Rate {
  /** India's date it took effect (YYYY-MM-DD). */
  from: string;
  bps: number;
  source: string;
}

const TCS_RATES: readonly Rate[] = [
  {
    from: '2018-10-01',
    bps: 100,
    source: 'Notification 52/2018-Central Tax (0.5% CGST + 0.5% SGST) and 02/2018-Integrated Tax (1% IGST)',
  },
  {
    from: '2024-07-10',
    bps: 50,
    source: 'Notification 15/2024-Central Tax (0.25% + 0.25%) and 01/2024-Integrated Tax (0.5%)',
  },
];

/** The TCS rate in force on a day (India's date, YYYY-MM-DD), in basis points of the net value. */
export const tcs52RateBps = (day: string): number => TCS_RATES.findLast((rate) => rate.from <= day)?.bps ?? 0;

/** The rate in force at an instant. */
export const tcs52RateOn = (at: Date): number => tcs52RateBps(indiaDate(at));

export interface TcsHeads {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Rounded to the paisa, half away from zero: a credit note's line is the mirror of its invoice's. */
const round = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * TCS on one invoice line's taxable value (negative for a credit note's line): within a state, CGST and SGST each half
 * the rate, rounded to the paisa (so always equal); across states, IGST at the rate. Every line is rounded on its
 * own, so what a payout withholds for its lines and what GSTR-8 reports for the same lines are the same paise.
 */
export function tcsOnLine(taxablePaise: number, intraState: boolean, rateBps: number): TcsHeads {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: round((taxablePaise * rateBps) / 10_000) };
  const half = round((taxablePaise * rateBps) / 20_000);
  return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
}

export const tcsTotal = (heads: TcsHeads): number => heads.cgstPaise + heads.sgstPaise + heads.igstPaise;
