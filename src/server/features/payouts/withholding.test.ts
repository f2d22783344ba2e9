import { describe, expect, it } from 'vitest';
import { indiaDate } from '#shared/financial-year.ts';
import { capDeductions } from './payout-runs.service.ts';
import {
  financialYear,
  notWithheld,
  panHolderOf,
  type TaxedEarning,
  type TaxPayee,
  withholding,
  type YearSoFar,
} from './withholding.ts';

/*
 * The withholding table (issue 36, item 3): each case a payee, the earnings a payout pays with the day each was
 * credited, and what the year's earlier payouts paid; the deductions by section, tax year and rate, with the Act
 * cited for the year.
 */

const at = (iso: string) => new Date(iso);
const NOVEMBER = at('2026-11-23T06:00:00Z');
const sale = (basePaise: number, assignedAt = NOVEMBER, taxablePaise = 0, tcsRateBps = 50): TaxedEarning => ({
  kind: 'sale',
  assignedAt,
  basePaise,
  taxablePaise,
  // As one intra-state invoice line: two equal halves of the rate.
  tcsPaise: 2 * Math.round((taxablePaise * tcsRateBps) / 20_000),
  tcsRateBps,
});
const commission = (basePaise: number, assignedAt = NOVEMBER): TaxedEarning => ({
  kind: 'commission',
  assignedAt,
  basePaise,
  taxablePaise: 0,
  tcsPaise: 0,
  tcsRateBps: 0,
});
const company: TaxPayee = { hasPan: true, holder: 'other' };
const individual: TaxPayee = { hasPan: true, holder: 'individual' };
const nothingYet = (): YearSoFar => ({ salesPaise: 0, commissionPaise: 0, commissionTaxedPaise: 0 });
const soFar =
  (years: Record<number, Partial<YearSoFar>>) =>
  (taxYear: number): YearSoFar => ({ ...nothingYet(), ...years[taxYear] });

describe('tax withheld from a payout', () => {
  it('takes 194-O at 0.1% of a company’s gross sales since 1 Oct 2024, 1% before, and 5% without a PAN', () => {
    expect(withholding([sale(1_000_000)], company, nothingYet).deductions).toEqual([
      {
        section: '194O',
        taxYear: 2026,
        label: 'TDS u/s 393 (e-commerce sales)',
        basePaise: 1_000_000,
        rateBps: 10,
        amountPaise: 1_000,
        deductedOn: '2026-11-23',
      },
    ]);
    const september = withholding([sale(1_000_000, at('2024-09-30T12:00:00Z'))], company, nothingYet);
    expect(september.deductions[0]).toMatchObject({ rateBps: 100, amountPaise: 10_000, label: 'TDS u/s 194-O' });
    // 1 Oct 2024 begins at 18:30 UTC on 30 Sep in India's time.
    expect(withholding([sale(1_000_000, at('2024-09-30T18:30:00Z'))], company, nothingYet).deductions[0]).toMatchObject(
      { rateBps: 10 },
    );
    const noPan = withholding([sale(1_000_000)], { hasPan: false, holder: null }, nothingYet);
    expect(noPan.deductions[0]).toMatchObject({ rateBps: 500, amountPaise: 50_000 });
  });

  it('exempts an individual or HUF with a PAN while the year’s sales stay within ₹5 lakh, and taxes what lies beyond', () => {
    // ₹4,99,999 in the year: nothing withheld, all of it exempt.
    const within = withholding([sale(49_999_900)], individual, nothingYet);
    expect(within.deductions).toEqual([]);
    expect(within.years).toEqual([
      { taxYear: 2026, salesPaise: 49_999_900, exemptSalesPaise: 49_999_900, commissionPaise: 0 },
    ]);
    // ₹4,99,999 before, ₹1,001 now: ₹1,000 lies beyond the ₹5 lakh.
    const across = withholding([sale(100_100)], individual, soFar({ 2026: { salesPaise: 49_999_900 } }));
    expect(across.deductions).toEqual([
      {
        section: '194O',
        taxYear: 2026,
        label: 'TDS u/s 393 (e-commerce sales)',
        basePaise: 100_000,
        rateBps: 10,
        amountPaise: 100,
        deductedOn: '2026-11-23',
      },
    ]);
    // Past it, every sale is taxed in full; a family (H) is exempt like an individual (P), a firm (F) is not.
    expect(withholding([sale(200_000)], individual, soFar({ 2026: { salesPaise: 60_000_000 } })).deductions).toEqual([
      expect.objectContaining({ basePaise: 200_000 }),
    ]);
    expect(panHolderOf('ABCHK1234L')).toBe('huf');
    expect(panHolderOf('ABCPE1234F')).toBe('individual');
    expect(panHolderOf('AAPFU0939F')).toBe('other');
    expect(withholding([sale(200_000)], { hasPan: true, holder: 'huf' }, nothingYet).deductions).toEqual([]);
    // ₹2 lakh from an individual without a PAN: no exemption, 5%.
    expect(withholding([sale(20_000_000)], { hasPan: false, holder: null }, nothingYet).deductions).toEqual([
      expect.objectContaining({ basePaise: 20_000_000, rateBps: 500, amountPaise: 1_000_000 }),
    ]);
    // A new year starts from nothing again.
    expect(withholding([sale(200_000)], individual, soFar({ 2025: { salesPaise: 90_000_000 } })).deductions).toEqual(
      [],
    );
  });

  it('explains an exempt payout: the individual’s year within ₹5 lakh', () => {
    const { years } = withholding([sale(200_000)], individual, soFar({ 2026: { salesPaise: 300_000 } }));
    expect(notWithheld({ years, withheld: [] }, soFar({ 2026: { salesPaise: 300_000 } }))).toEqual([
      {
        section: '194O',
        reason: 'individual_exemption',
        taxYear: 2026,
        yearSalesPaise: 500_000,
        thresholdPaise: 50_000_000,
        financialYear: 'FY 2026-27',
      },
    ]);
  });

  it('adds GST TCS at 0.5% (1% before 10 Jul 2024) of a tax invoice’s taxable value', () => {
    expect(withholding([sale(2_400_000, NOVEMBER, 2_400_000)], company, nothingYet).deductions).toEqual([
      expect.objectContaining({ section: '194O', basePaise: 2_400_000, amountPaise: 2_400 }),
      {
        section: 'TCS52',
        taxYear: 2026,
        label: 'GST TCS u/s 52',
        basePaise: 2_400_000,
        rateBps: 50,
        amountPaise: 12_000,
        deductedOn: '2026-11-23',
      },
    ]);
    const july = withholding([sale(2_400_000, at('2024-07-09T12:00:00Z'), 2_400_000, 100)], company, nothingYet);
    expect(july.deductions[1]).toMatchObject({ section: 'TCS52', rateBps: 100 });
  });

  it('takes 194H at 2% once a creator’s commission in the tax year passes ₹20,000, on the whole year', () => {
    // ₹5,000 this payout, ₹14,000 before: ₹19,000 in the year, under the threshold.
    expect(
      withholding([commission(500_000)], company, soFar({ 2026: { commissionPaise: 1_400_000 } })).deductions,
    ).toEqual([]);
    // ₹5,000 more after ₹16,000: ₹21,000, the whole year taxed, what was paid untaxed before included.
    expect(
      withholding([commission(500_000)], company, soFar({ 2026: { commissionPaise: 1_600_000 } })).deductions,
    ).toEqual([
      {
        section: '194H',
        taxYear: 2026,
        label: 'TDS u/s 393 (commission)',
        basePaise: 2_100_000,
        rateBps: 200,
        amountPaise: 42_000,
        deductedOn: '2026-11-23',
      },
    ]);
    // Past it already, ₹21,000 taxed: only this payout's commission.
    const taxed = soFar({ 2026: { commissionPaise: 2_100_000, commissionTaxedPaise: 2_100_000 } });
    expect(withholding([commission(500_000)], company, taxed).deductions).toEqual([
      expect.objectContaining({ basePaise: 500_000, amountPaise: 10_000 }),
    ]);
    // FY 2024-25 had the ₹15,000 threshold and, until 30 Sep 2024, a 5% rate.
    const august = withholding(
      [commission(500_000, at('2024-08-01T06:00:00Z'))],
      company,
      soFar({ 2024: { commissionPaise: 1_100_000 } }),
    );
    expect(august.deductions[0]).toMatchObject({ basePaise: 1_600_000, rateBps: 500, label: 'TDS u/s 194H' });
  });

  it('assigns a creator’s commission credited in March and paid in April to the year of its credit', () => {
    // ₹15,000 paid earlier in FY 2025-26; ₹6,000 credited on 31 March 2026, paid on 6 April: it crosses ₹20,000 in
    // FY 2025-26, under the 1961 Act. Had it been assigned by payment, FY 2026-27 would have had only ₹6,000.
    const march = withholding(
      [commission(600_000, at('2026-03-31T10:00:00Z'))],
      company,
      soFar({ 2025: { commissionPaise: 1_500_000 } }),
    );
    expect(march.deductions).toEqual([
      {
        section: '194H',
        taxYear: 2025,
        label: 'TDS u/s 194H',
        basePaise: 2_100_000,
        rateBps: 200,
        amountPaise: 42_000,
        // Deducted on the day of its credit, so due with March's deposit (by 30 April).
        deductedOn: '2026-03-31',
      },
    ]);
    expect(march.years).toEqual([{ taxYear: 2025, salesPaise: 0, exemptSalesPaise: 0, commissionPaise: 600_000 }]);
  });

  it('cites the 1961 Act for a year before 1 April 2026 and section 393 of the 2025 Act after, in one payout', () => {
    const mixed = withholding(
      [sale(1_000_000, at('2026-03-30T06:00:00Z')), sale(2_000_000, at('2026-04-02T06:00:00Z'))],
      company,
      nothingYet,
    );
    expect(mixed.deductions.map(({ taxYear, label, basePaise }) => [taxYear, label, basePaise])).toEqual([
      [2025, 'TDS u/s 194-O', 1_000_000],
      [2026, 'TDS u/s 393 (e-commerce sales)', 2_000_000],
    ]);
  });

  it('dates each deduction by the credit it covers: sales credited in two months are two deductions', () => {
    const { deductions } = withholding(
      [
        sale(1_000_000, at('2026-10-29T06:00:00Z')),
        sale(500_000, at('2026-10-31T06:00:00Z')),
        sale(2_000_000, at('2026-11-02T06:00:00Z')),
      ],
      company,
      nothingYet,
    );
    expect(deductions.map(({ deductedOn, basePaise, amountPaise }) => [deductedOn, basePaise, amountPaise])).toEqual([
      ['2026-10-31', 1_500_000, 1_500],
      ['2026-11-02', 2_000_000, 2_000],
    ]);
  });

  it('withholds nothing from campaign cash or a payout without sales or commission', () => {
    const cash: TaxedEarning = {
      kind: 'campaign',
      assignedAt: NOVEMBER,
      basePaise: 500_000,
      taxablePaise: 0,
      tcsPaise: 0,
      tcsRateBps: 0,
    };
    expect(withholding([cash], company, nothingYet).deductions).toEqual([]);
    expect(withholding([], company, nothingYet)).toEqual({ deductions: [], years: [] });
  });

  it('reads dates and financial years in India’s time', () => {
    expect(indiaDate(at('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(financialYear(at('2026-03-31T18:29:59Z'))).toMatchObject({ from: '2025-04-01', label: 'FY 2025-26' });
    expect(financialYear(at('2026-03-31T18:30:00Z'))).toMatchObject({ from: '2026-04-01', label: 'FY 2026-27' });
  });

  it('never withholds more than a payout leaves ₹1 of; a 194H catch-up cut short keeps the base it covered', () => {
    // ₹19,950 earlier this year, ₹100 now: 2% of ₹20,050 is ₹401, far more than the payout.
    const [deduction] = withholding(
      [commission(10_000)],
      company,
      soFar({ 2026: { commissionPaise: 1_995_000 } }),
    ).deductions;
    expect(deduction).toMatchObject({ basePaise: 2_005_000, amountPaise: 40_100 });
    expect(capDeductions(deduction ? [deduction] : [], 10_000)).toEqual([
      { ...deduction, amountPaise: 9_900, basePaise: 495_000 },
    ]);
    // A payout large enough keeps every deduction whole; one with nothing to spare keeps none.
    expect(capDeductions(deduction ? [deduction] : [], 1_000_000)).toEqual([deduction]);
    expect(capDeductions(deduction ? [deduction] : [], 100)).toEqual([]);
  });
});
