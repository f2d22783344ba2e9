import { shareOf } from '#shared/contracts/commission.ts';
import {
  type Deduction,
  type WithholdingNote,
  type WithholdingRule,
  type WithholdingSection,
  withholdingLabel,
} from '#shared/contracts/payouts-runs.ts';
import { financialQuarterOf, financialYearLabel, indiaDate } from '#shared/financial-year.ts';
import { tcs52RateBps } from '#shared/gst-tcs.ts';

/*
 * Tax withheld from payouts, as data: each rate and threshold with the day it took effect (India's date) and its
 * legal source. Tax is assigned when the earnings are credited to the payee (become payable) or paid, whichever is
 * earlier (194-O(1) and 194H of the 1961 Act, section 393 of the 2025 Act): the rates, thresholds, tax year and the
 * Act cited are that day's. Decision 061.
 */

interface Rate {
  from: string; // YYYY-MM-DD, India's date
  bps: number;
}

const RATES: Record<'194O' | '194O_NO_PAN' | '194H' | '194H_NO_PAN', Rate[]> = {
  // Income-tax Act 1961, s. 194-O (inserted by the Finance Act 2020, in force from 1 Oct 2020): 1% of the gross amount
  // of sales through an e-commerce operator; 0.1% from 1 Oct 2024 (Finance (No. 2) Act 2024). Income-tax Act 2025,
  // s. 393(1), from 1 Apr 2026: the same 0.1%.
  '194O': [
    { from: '2020-10-01', bps: 100 },
    { from: '2024-10-01', bps: 10 },
  ],
  // 1961 Act, s. 206AA(1A): 194-O's tax from a payee without a PAN (or Aadhaar), 5%; 2025 Act, s. 393, the same.
  '194O_NO_PAN': [{ from: '2020-10-01', bps: 500 }],
  // 1961 Act, s. 194H: commission or brokerage, 5%; 2% from 1 Oct 2024 (Finance (No. 2) Act 2024). 2025 Act, s. 393,
  // the same 2%.
  '194H': [
    { from: '2016-06-01', bps: 500 },
    { from: '2024-10-01', bps: 200 },
  ],
  // 1961 Act, s. 206AA: without a PAN, at least 20%; 2025 Act, s. 393, the same.
  '194H_NO_PAN': [{ from: '2010-04-01', bps: 2_000 }],
};

// 1961 Act, s. 194-O(4) (2025 Act, s. 393, the same): no deduction from an individual or a Hindu undivided family
// whose gross sales through the operator in the year stay within ₹5,00,000, having given a PAN (or Aadhaar).
const INDIVIDUAL_EXEMPTIONS: { from: string; paise: number }[] = [{ from: '2020-10-01', paise: 50_000_000 }];

// 1961 Act, s. 194H: no deduction while a payee's commission in the financial year stays within the threshold:
// ₹15,000, ₹20,000 from 1 Apr 2025 (Finance Act 2025); 2025 Act, s. 393, the same ₹20,000. Once passed, the whole
// year's commission is taxed.
const COMMISSION_THRESHOLDS: { from: string; paise: number }[] = [
  { from: '2016-06-01', paise: 1_500_000 },
  { from: '2025-04-01', paise: 2_000_000 },
];

const inForce = <T extends { from: string }>(rows: T[], day: string): T | undefined =>
  rows.filter((row) => row.from <= day).at(-1);

/** The financial year (1 April – 31 March, India's dates) an instant falls in: its first and last day. */
export function financialYear(at: Date): { from: string; to: string; label: string } {
  const { year } = financialQuarterOf(at);
  return { from: `${year}-04-01`, to: `${year + 1}-03-31`, label: financialYearLabel(year) };
}

/** The tax year (financial year, by the year it starts in) an instant falls in. */
export const taxYearOf = (at: Date): number => financialQuarterOf(at).year;

/** Who holds a PAN, by its fourth character (P: an individual, H: a Hindu undivided family). */
export type PanHolder = 'individual' | 'huf' | 'other';
export const panHolderOf = (pan: string): PanHolder => {
  const kind = pan.charAt(3).toUpperCase();
  return kind === 'P' ? 'individual' : kind === 'H' ? 'huf' : 'other';
};

/** An earning a payout pays, as tax sees it. */
export interface TaxedEarning {
  kind: 'sale' | 'commission' | 'campaign';
  /** When the tax is assigned: the earlier of its credit (becoming payable) and its payment. */
  assignedAt: Date;
  /** A sale's gross amount as invoiced, GST shown separately left out (194-O's base); a commission's amount (194H's). */
  basePaise: number;
  /** A sale's taxable value when its invoice charged GST (GST TCS's base); 0 otherwise. */
  taxablePaise: number;
  /**
   * The GST TCS on it, as its invoice lines' TCS adds up (`tcsOnLine`, each line rounded as GSTR-8 reports it), at
   * `tcsRateBps`; 0 without GST.
   */
  tcsPaise: number;
  tcsRateBps: number;
}

export interface TaxPayee {
  hasPan: boolean;
  /** Who holds the PAN, when one was given. */
  holder: PanHolder | null;
}

/** What the payee's earlier payouts (not failed) paid of a tax year, and the commission already taxed under 194H. */
export interface YearSoFar {
  salesPaise: number;
  commissionPaise: number;
  commissionTaxedPaise: number;
}

/** What a payout paid of one tax year's earnings: the bases its thresholds count. */
export interface YearBases {
  taxYear: number;
  salesPaise: number;
  exemptSalesPaise: number;
  commissionPaise: number;
}

/**
 * A deduction as it was made: on the day its earnings were credited (or paid, if earlier), India's date. A payout's
 * deductions are one per section, tax year, rate and month of that day, dated by the month's last such day: the day
 * the TDS return dates it and the month whose deposit it is due with (#shared/tds-deposit.ts).
 */
export type DatedDeduction = Deduction & { deductedOn: string };

/**
 * What to withhold from a payout of these earnings, one deduction per section, tax year, rate and month of
 * deduction, and what it paid of each tax year. `soFar` answers what earlier payouts paid of a year.
 */
export function withholding(
  earnings: TaxedEarning[],
  payee: TaxPayee,
  soFar: (taxYear: number) => YearSoFar,
): { deductions: DatedDeduction[]; years: YearBases[] } {
  type Base = {
    section: WithholdingSection;
    taxYear: number;
    rateBps: number;
    basePaise: number;
    amountPaise: number;
    deductedOn: string;
  };
  const bases = new Map<string, Base>();
  // Income tax is worked out on the base; GST TCS comes worked out per invoice line (`amountPaise`).
  const add = (
    day: string,
    section: WithholdingSection,
    taxYear: number,
    rateBps: number,
    basePaise: number,
    amountPaise = 0,
  ) => {
    if (basePaise <= 0 || rateBps <= 0) return;
    const key = `${section}:${taxYear}:${rateBps}:${day.slice(0, 7)}`;
    const found = bases.get(key) ?? { section, taxYear, rateBps, basePaise: 0, amountPaise: 0, deductedOn: day };
    bases.set(key, {
      ...found,
      basePaise: found.basePaise + basePaise,
      amountPaise: found.amountPaise + amountPaise,
      deductedOn: day > found.deductedOn ? day : found.deductedOn,
    });
  };
  const exempt = payee.hasPan && (payee.holder === 'individual' || payee.holder === 'huf');
  const years: YearBases[] = [];
  const byYear = Map.groupBy(
    earnings.toSorted((a, b) => a.assignedAt.getTime() - b.assignedAt.getTime()),
    (earning) => taxYearOf(earning.assignedAt),
  );
  for (const [taxYear, yearEarnings] of [...byYear].toSorted(([a], [b]) => a - b)) {
    const before = soFar(taxYear);
    const year: YearBases = { taxYear, salesPaise: 0, exemptSalesPaise: 0, commissionPaise: 0 };
    let running = before.salesPaise;
    let lastCommissionDay = '';
    for (const earning of yearEarnings) {
      const day = indiaDate(earning.assignedAt);
      if (earning.kind === 'sale') {
        const limit = exempt ? (inForce(INDIVIDUAL_EXEMPTIONS, day)?.paise ?? null) : null;
        // Within the exemption nothing is taxed; the sale that crosses it is taxed on what lies beyond, and later
        // sales in full.
        const taxed =
          limit === null
            ? earning.basePaise
            : Math.max(0, running + earning.basePaise - limit) - Math.max(0, running - limit);
        running += earning.basePaise;
        year.salesPaise += earning.basePaise;
        year.exemptSalesPaise += earning.basePaise - taxed;
        add(day, '194O', taxYear, inForce(RATES[payee.hasPan ? '194O' : '194O_NO_PAN'], day)?.bps ?? 0, taxed);
        add(day, 'TCS52', taxYear, earning.tcsRateBps, earning.taxablePaise, earning.tcsPaise);
      } else if (earning.kind === 'commission') {
        year.commissionPaise += earning.basePaise;
        lastCommissionDay = day;
      }
    }
    if (year.commissionPaise > 0) {
      const threshold = inForce(COMMISSION_THRESHOLDS, lastCommissionDay)?.paise ?? 0;
      const yearCommission = before.commissionPaise + year.commissionPaise;
      // Past the threshold the year's whole commission is taxed, including what was paid before without a deduction.
      if (yearCommission > threshold) {
        const rate = inForce(RATES[payee.hasPan ? '194H' : '194H_NO_PAN'], lastCommissionDay)?.bps ?? 0;
        // Deducted when the commission that crossed (or added to) the threshold was credited.
        add(lastCommissionDay, '194H', taxYear, rate, yearCommission - before.commissionTaxedPaise);
      }
    }
    years.push(year);
  }
  const deductions = [...bases.values()].flatMap(
    ({ section, taxYear, rateBps, basePaise, amountPaise: tcs, deductedOn }) => {
      const amountPaise = section === 'TCS52' ? tcs : shareOf(basePaise, rateBps);
      const label = withholdingLabel(section, taxYear);
      return amountPaise > 0 ? [{ section, taxYear, label, basePaise, rateBps, amountPaise, deductedOn }] : [];
    },
  );
  return { deductions, years };
}

/**
 * Why nothing was withheld under a section that covers what a payout paid of a tax year: commission within the
 * year's 194H threshold, sales within 194-O's individual exemption, or a tax too small to take (under a paisa, or
 * leaving less than ₹1 to send: `capDeductions`). GST TCS is left out: a sale's registration is its invoice's.
 */
export function notWithheld(
  paid: { years: YearBases[]; withheld: { section: WithholdingSection; taxYear: number }[] },
  soFar: (taxYear: number) => YearSoFar,
): WithholdingNote[] {
  const withheld = (section: WithholdingSection, taxYear: number) =>
    paid.withheld.some((deduction) => deduction.section === section && deduction.taxYear === taxYear);
  return paid.years.flatMap((year): WithholdingNote[] => {
    const { taxYear } = year;
    const before = soFar(taxYear);
    const yearLabel = financialYearLabel(taxYear);
    const notes: WithholdingNote[] = [];
    if (year.commissionPaise > 0 && !withheld('194H', taxYear)) {
      const thresholdPaise = inForce(COMMISSION_THRESHOLDS, `${taxYear + 1}-03-31`)?.paise ?? 0;
      const yearCommissionPaise = before.commissionPaise + year.commissionPaise;
      notes.push(
        yearCommissionPaise > thresholdPaise
          ? { section: '194H', reason: 'too_small', taxYear }
          : {
              section: '194H',
              reason: 'under_threshold',
              taxYear,
              yearCommissionPaise,
              thresholdPaise,
              financialYear: yearLabel,
            },
      );
    }
    if (year.salesPaise > 0 && !withheld('194O', taxYear)) {
      notes.push(
        year.exemptSalesPaise === year.salesPaise
          ? {
              section: '194O',
              reason: 'individual_exemption',
              taxYear,
              yearSalesPaise: before.salesPaise + year.salesPaise,
              thresholdPaise: inForce(INDIVIDUAL_EXEMPTIONS, `${taxYear + 1}-03-31`)?.paise ?? 0,
              financialYear: yearLabel,
            }
          : { section: '194O', reason: 'too_small', taxYear },
      );
    }
    return notes;
  });
}

/**
 * The rules a payee's earnings are taxed by on a day, with the rates and thresholds in force: 194H (section 393 from
 * 2026-27) for a creator's commission, 194-O (section 393) and GST TCS for a seller's sales.
 */
export function withholdingRules(at: Date, earns: { commission: boolean; sales: boolean }): WithholdingRule[] {
  const day = indiaDate(at);
  const taxYear = taxYearOf(at);
  const rate = (rates: Rate[]) => inForce(rates, day)?.bps ?? 0;
  return [
    ...(earns.commission
      ? [
          {
            section: '194H' as const,
            taxYear,
            rateBps: rate(RATES['194H']),
            withoutPanRateBps: rate(RATES['194H_NO_PAN']),
            yearThresholdPaise: inForce(COMMISSION_THRESHOLDS, day)?.paise ?? 0,
            financialYear: financialYearLabel(taxYear),
          },
        ]
      : []),
    ...(earns.sales
      ? [
          {
            section: '194O' as const,
            taxYear,
            rateBps: rate(RATES['194O']),
            withoutPanRateBps: rate(RATES['194O_NO_PAN']),
            individualExemptionPaise: inForce(INDIVIDUAL_EXEMPTIONS, day)?.paise ?? 0,
          },
          { section: 'TCS52' as const, taxYear, rateBps: tcs52RateBps(day) },
        ]
      : []),
  ];
}
