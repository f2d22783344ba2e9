import { shareOf } from '#shared/contracts/commission.ts';
import { financialQuarterOf, financialYearLabel, indiaDate } from '#shared/financial-year.ts';
import {
  WITHHOLDING_LABELS,
  type Deduction,
  type WithholdingNote,
  type WithholdingRule,
  type WithholdingSection,
} from '#shared/contracts/payouts-runs.ts';

/*
 * Tax withheld from payouts, as data: each rate with the day it took effect
 * (in India's time) and its legal source. A payout applies the rates in force
 * on the day it is made.
 */

interface Rate {
  from: string; // YYYY-MM-DD, India's date
  bps: number;
}

const RATES: Record<'194O' | '194O_NO_PAN' | '194H' | '194H_NO_PAN' | 'TCS52', Rate[]> = {
  // Income-tax Act 1961, s. 194-O (inserted by the Finance Act 2020, in force from 1 Oct 2020): 1% of the
  // gross amount of sales through an e-commerce operator; cut to 0.1% from 1 Oct 2024 by the Finance (No. 2)
  // Act 2024.
  '194O': [
    { from: '2020-10-01', bps: 100 },
    { from: '2024-10-01', bps: 10 },
  ],
  // s. 206AA(1A): tax under s. 194-O from a payee without a PAN (or Aadhaar), 5%.
  '194O_NO_PAN': [{ from: '2020-10-01', bps: 500 }],
  // s. 194H: TDS on commission or brokerage, 5%; cut to 2% from 1 Oct 2024 by the Finance (No. 2) Act 2024.
  '194H': [
    { from: '2016-06-01', bps: 500 },
    { from: '2024-10-01', bps: 200 },
  ],
  // s. 206AA: without a PAN, at least 20%.
  '194H_NO_PAN': [{ from: '2010-04-01', bps: 2_000 }],
  // CGST Act 2017, s. 52: TCS on the net value of taxable supplies through an e-commerce operator; 1% under
  // Notification 52/2018-Central Tax (0.5% CGST + 0.5% SGST, or 1% IGST) from 1 Oct 2018; 0.5% under
  // Notification 15/2024-Central Tax and 01/2024-Integrated Tax from 10 Jul 2024.
  TCS52: [
    { from: '2018-10-01', bps: 100 },
    { from: '2024-07-10', bps: 50 },
  ],
};

// s. 194H: no deduction while a payee's commission in the financial year stays within the threshold: ₹15,000,
// raised to ₹20,000 from 1 Apr 2025 by the Finance Act 2025. Once passed, the whole year's commission is taxed.
const COMMISSION_THRESHOLDS: { from: string; paise: number }[] = [
  { from: '2016-06-01', paise: 1_500_000 },
  { from: '2025-04-01', paise: 2_000_000 },
];

const inForce = <T extends { from: string }>(rows: T[], day: string): T | undefined =>
  rows.filter((row) => row.from <= day).at(-1);

/** The TCS rate under CGST s. 52 in force on a day (India's date, YYYY-MM-DD), in basis points of the net value. */
export const tcs52RateBps = (day: string): number => inForce(RATES.TCS52, day)?.bps ?? 0;

/** The financial year (1 April – 31 March, India's dates) an instant falls in: its first and last day. */
export function financialYear(at: Date): { from: string; to: string; label: string } {
  const { year } = financialQuarterOf(at);
  return { from: `${year}-04-01`, to: `${year + 1}-03-31`, label: financialYearLabel(year) };
}

export interface WithholdingInput {
  /** The payee has given a PAN. */
  hasPan: boolean;
  /** The payee's seller account has a GSTIN. */
  gstRegistered: boolean;
  /** Gross sales (base × quantity plus delivery, before commission) of the seller lines paid. */
  sellerSalesPaise: number;
  /** The taxable value the seller's GST invoices billed for those lines (GST TCS's base under section 52). */
  sellerTaxablePaise: number;
  /** The creator's commission (markup less the platform's fee) of the lines paid. */
  creatorCommissionPaise: number;
  /** Creator commission already in payouts earlier in the same financial year, and the part of it taxed. */
  yearCommissionBeforePaise: number;
  yearCommissionTaxedPaise: number;
}

/** What to withhold from a payout made at `at`, one line per section that applies. */
export function withholding(input: WithholdingInput, at: Date): Deduction[] {
  const day = indiaDate(at);
  const deduction = (section: WithholdingSection, basePaise: number, rates: Rate[]): Deduction[] => {
    const rateBps = inForce(rates, day)?.bps ?? 0;
    const amountPaise = shareOf(basePaise, rateBps);
    return basePaise > 0 && amountPaise > 0
      ? [{ section, label: WITHHOLDING_LABELS[section], basePaise, rateBps, amountPaise }]
      : [];
  };
  const deductions: Deduction[] = [];
  deductions.push(...deduction('194O', input.sellerSalesPaise, RATES[input.hasPan ? '194O' : '194O_NO_PAN']));
  if (input.gstRegistered) deductions.push(...deduction('TCS52', input.sellerTaxablePaise, RATES.TCS52));

  const year = commissionYear(at, input.yearCommissionBeforePaise, input.creatorCommissionPaise);
  if (input.creatorCommissionPaise > 0 && year.pastThreshold) {
    // Past the threshold the year's whole commission is taxed, including what was paid before without a deduction.
    deductions.push(
      ...deduction(
        '194H',
        year.yearCommissionPaise - input.yearCommissionTaxedPaise,
        RATES[input.hasPan ? '194H' : '194H_NO_PAN'],
      ),
    );
  }
  return deductions;
}

/**
 * Section 194H's test for a payout made at `at`: the payee's commission in the financial year with this payout's,
 * against the threshold in force that day. `withholding` taxes by it and `notWithheld` explains by it.
 */
function commissionYear(at: Date, beforePaise: number, commissionPaise: number) {
  const thresholdPaise = inForce(COMMISSION_THRESHOLDS, indiaDate(at))?.paise ?? 0;
  const yearCommissionPaise = beforePaise + commissionPaise;
  return {
    thresholdPaise,
    yearCommissionPaise,
    pastThreshold: yearCommissionPaise > thresholdPaise,
    financialYear: financialYear(at).label,
  };
}

/** What a payout was made of, as it is kept: the withholding bases and the sections something was withheld under. */
export interface PaidEarnings {
  salesPaise: number;
  commissionPaise: number;
  withheld: WithholdingSection[];
  /** Commission in the payee's payouts (not failed) made earlier in the same financial year. */
  yearCommissionBeforePaise: number;
}

/**
 * Why nothing was withheld under a section that covers a kind of earning the payout paid: commission within the
 * year's 194H threshold (the same test `withholding` applied), or a tax too small to take (under a paisa, or leaving
 * less than ₹1 to send: `capDeductions`). GST TCS is left out: whether the seller had a GSTIN that day is not kept.
 */
export function notWithheld(paid: PaidEarnings, at: Date): WithholdingNote[] {
  const notes: WithholdingNote[] = [];
  if (paid.commissionPaise > 0 && !paid.withheld.includes('194H')) {
    const year = commissionYear(at, paid.yearCommissionBeforePaise, paid.commissionPaise);
    notes.push(
      year.pastThreshold
        ? { section: '194H', reason: 'too_small' }
        : {
            section: '194H',
            reason: 'under_threshold',
            yearCommissionPaise: year.yearCommissionPaise,
            thresholdPaise: year.thresholdPaise,
            financialYear: year.financialYear,
          },
    );
  }
  if (paid.salesPaise > 0 && !paid.withheld.includes('194O')) notes.push({ section: '194O', reason: 'too_small' });
  return notes;
}

/**
 * The rules a payee's earnings are taxed by on a day, with the rates and threshold in force: 194H for a creator's
 * commission, 194-O and GST TCS for a seller's sales.
 */
export function withholdingRules(at: Date, earns: { commission: boolean; sales: boolean }): WithholdingRule[] {
  const day = indiaDate(at);
  const rate = (rates: Rate[]) => inForce(rates, day)?.bps ?? 0;
  const year = commissionYear(at, 0, 0);
  return [
    ...(earns.commission
      ? [
          {
            section: '194H' as const,
            rateBps: rate(RATES['194H']),
            withoutPanRateBps: rate(RATES['194H_NO_PAN']),
            yearThresholdPaise: year.thresholdPaise,
            financialYear: year.financialYear,
          },
        ]
      : []),
    ...(earns.sales
      ? [
          { section: '194O' as const, rateBps: rate(RATES['194O']), withoutPanRateBps: rate(RATES['194O_NO_PAN']) },
          { section: 'TCS52' as const, rateBps: rate(RATES.TCS52) },
        ]
      : []),
  ];
}
