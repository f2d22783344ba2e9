import { describe, expect, it } from 'vitest';
import { capDeductions } from './payout-runs.service.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { financialYear, withholding, type WithholdingInput } from './withholding.ts';

const seller: WithholdingInput = {
  hasPan: true,
  gstRegistered: false,
  sellerSalesPaise: 0,
  sellerTaxablePaise: 0,
  creatorCommissionPaise: 0,
  yearCommissionBeforePaise: 0,
  yearCommissionTaxedPaise: 0,
};
const at = (iso: string) => new Date(iso);

describe('tax withheld from a payout', () => {
  it('takes 194-O at 0.1% of a seller’s gross sales since 1 Oct 2024, 1% before, and 5% without a PAN', () => {
    const sales = { ...seller, sellerSalesPaise: 1_000_000 };
    expect(withholding(sales, at('2026-11-23T06:00:00Z'))).toEqual([
      { section: '194O', label: 'TDS u/s 194-O', basePaise: 1_000_000, rateBps: 10, amountPaise: 1_000 },
    ]);
    expect(withholding(sales, at('2024-09-30T12:00:00Z'))[0]).toMatchObject({ rateBps: 100, amountPaise: 10_000 });
    // 1 Oct 2024 begins at 18:30 UTC on 30 Sep in India's time.
    expect(withholding(sales, at('2024-09-30T18:30:00Z'))[0]).toMatchObject({ rateBps: 10 });
    expect(withholding({ ...sales, hasPan: false }, at('2026-11-23T06:00:00Z'))[0]).toMatchObject({
      rateBps: 500,
      amountPaise: 50_000,
    });
  });

  it('adds GST TCS at 0.5% (1% before 10 Jul 2024) of the invoices’ taxable value, for a GST-registered seller only', () => {
    const registered = { ...seller, gstRegistered: true, sellerSalesPaise: 2_345_678, sellerTaxablePaise: 2_400_000 };
    expect(withholding(registered, at('2026-11-23T06:00:00Z'))).toEqual([
      { section: '194O', label: 'TDS u/s 194-O', basePaise: 2_345_678, rateBps: 10, amountPaise: 2_346 },
      { section: 'TCS52', label: 'GST TCS u/s 52', basePaise: 2_400_000, rateBps: 50, amountPaise: 12_000 },
    ]);
    expect(withholding({ ...registered, gstRegistered: false }, at('2026-11-23T06:00:00Z'))).toHaveLength(1);
    expect(withholding(registered, at('2024-07-09T12:00:00Z'))[1]).toMatchObject({ rateBps: 100 });
  });

  it('takes 194H at 2% only once a creator’s commission in the financial year passes ₹20,000, on the whole year', () => {
    const creator = { ...seller, creatorCommissionPaise: 500_000 };
    // ₹5,000 this payout, ₹14,000 before: ₹19,000 in the year, under the threshold.
    expect(withholding({ ...creator, yearCommissionBeforePaise: 1_400_000 }, at('2026-11-23T06:00:00Z'))).toEqual([]);
    // ₹5,000 more after ₹16,000: ₹21,000 — the whole year is taxed, including what was paid untaxed before.
    expect(withholding({ ...creator, yearCommissionBeforePaise: 1_600_000 }, at('2026-11-23T06:00:00Z'))).toEqual([
      { section: '194H', label: 'TDS u/s 194H', basePaise: 2_100_000, rateBps: 200, amountPaise: 42_000 },
    ]);
    // Past the threshold already, with ₹21,000 taxed: only this payout's commission.
    expect(
      withholding(
        { ...creator, yearCommissionBeforePaise: 2_100_000, yearCommissionTaxedPaise: 2_100_000 },
        at('2026-11-23T06:00:00Z'),
      ),
    ).toEqual([{ section: '194H', label: 'TDS u/s 194H', basePaise: 500_000, rateBps: 200, amountPaise: 10_000 }]);
    // FY 2024-25 had the ₹15,000 threshold and, until 30 Sep 2024, a 5% rate.
    expect(
      withholding({ ...creator, yearCommissionBeforePaise: 1_100_000 }, at('2024-08-01T06:00:00Z'))[0],
    ).toMatchObject({ basePaise: 1_600_000, rateBps: 500 });
  });

  it('withholds nothing from campaign cash or a payout without sales or commission', () => {
    expect(withholding(seller, at('2026-11-23T06:00:00Z'))).toEqual([]);
  });

  it('reads dates and financial years in India’s time', () => {
    expect(indiaDate(at('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
    expect(financialYear(at('2026-03-31T18:29:59Z'))).toMatchObject({ from: '2025-04-01', label: 'FY 2025-26' });
    expect(financialYear(at('2026-03-31T18:30:00Z'))).toMatchObject({ from: '2026-04-01', label: 'FY 2026-27' });
  });

  it('never withholds more than a payout leaves ₹1 of; a 194H catch-up cut short keeps the base it covered', () => {
    // ₹19,950 earlier this year, ₹100 now: 2% of ₹20,050 is ₹401, far more than the payout.
    const [deduction] = withholding(
      { ...seller, creatorCommissionPaise: 10_000, yearCommissionBeforePaise: 1_995_000 },
      at('2026-11-23T06:00:00Z'),
    );
    expect(deduction).toMatchObject({ basePaise: 2_005_000, amountPaise: 40_100 });
    expect(capDeductions(deduction ? [deduction] : [], 10_000)).toEqual([
      { ...deduction, amountPaise: 9_900, basePaise: 495_000 },
    ]);
    // A payout large enough keeps every deduction whole; one with nothing to spare keeps none.
    expect(capDeductions(deduction ? [deduction] : [], 1_000_000)).toEqual([deduction]);
    expect(capDeductions(deduction ? [deduction] : [], 100)).toEqual([]);
  });
});
