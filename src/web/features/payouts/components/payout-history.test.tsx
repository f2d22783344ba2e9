// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnPayout } from '#shared/contracts/payouts-runs.ts';
import { PayoutHistory } from './payout-history.tsx';

afterEach(cleanup);

const payout = (id: string, extra: Partial<OwnPayout> = {}): OwnPayout => ({
  id,
  runId: 'run-1',
  status: 'paid',
  grossPaise: 10_000,
  deductions: [],
  netPaise: 10_000,
  destination: 'UPI meXXXXrs@okaxis',
  utr: 'AXISN000000000001',
  referenceKind: 'utr',
  failureReason: null,
  createdAt: '2026-11-23T04:30:00.000Z',
  settledAt: '2026-11-24T06:00:00.000Z',
  notWithheld: [],
  ...extra,
});

/** A seller's payout: 194-O and GST TCS withheld from ₹13,000 of sales. */
const paidWithTax = payout('p-paid', {
  grossPaise: 131_256,
  deductions: [
    {
      section: '194O',
      taxYear: 2026,
      label: 'TDS u/s 393 (e-commerce sales)',
      basePaise: 1_300_000,
      rateBps: 10,
      amountPaise: 1_300,
    },
    { section: 'TCS52', taxYear: 2026, label: 'GST TCS u/s 52', basePaise: 1_300_000, rateBps: 50, amountPaise: 6_500 },
  ],
  netPaise: 123_456,
  destination: 'HDFC Bank XXXXXX6789',
  utr: 'AXISN123456789012',
  // 1:30 in the morning of 30 November in India.
  settledAt: '2026-11-29T20:00:00.000Z',
});

const rowText = (list: HTMLElement, label: string) =>
  within(list).getByText(label, { exact: false, selector: 'dt' }).parentElement?.textContent?.replace(/\s+/g, ' ');

describe('PayoutHistory', () => {
  it('reads a paid payout with its UTR, destination and each tax withheld with its base and rate', () => {
    render(<PayoutHistory payouts={[paidWithTax]} />);
    const [item] = within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    if (!item) throw new Error('no payout shown');
    expect(within(item).getByText('Paid ₹1,234.56 on 30 Nov 2026, UTR AXISN123456789012')).toBeTruthy();
    expect(within(item).getByText('HDFC Bank XXXXXX6789')).toBeTruthy();
    expect(rowText(item, 'Gross')).toBe('Gross ₹1,312.56');
    // Tax year 2026-27: the Income-tax Act, 2025's section 393.
    expect(rowText(item, 'TDS u/s 393')).toBe('TDS u/s 393 (e-commerce sales) (0.1% of ₹13,000.00) −₹13.00');
    expect(rowText(item, 'GST TCS u/s 52')).toBe('GST TCS u/s 52 (0.5% of ₹13,000.00) −₹65.00');
    expect(rowText(item, 'Net paid')).toBe('Net paid ₹1,234.56');
  });

  it('says a failed payout is payable again, and where the others stand, newest first', () => {
    render(
      <PayoutHistory
        payouts={[
          payout('p-4', { status: 'pending', utr: null, settledAt: null }),
          payout('p-3', { status: 'processing', netPaise: 250_000, grossPaise: 250_000, utr: null, settledAt: null }),
          payout('p-2', { status: 'failed', utr: null, failureReason: 'The beneficiary account is closed.' }),
          payout('p-1', {
            grossPaise: 500_000,
            netPaise: 490_000,
            deductions: [
              // Credited in March 2026: tax year 2025-26, under the 1961 Act.
              {
                section: '194H',
                taxYear: 2025,
                label: 'TDS u/s 194H',
                basePaise: 500_000,
                rateBps: 200,
                amountPaise: 10_000,
              },
            ],
          }),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Payouts' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Being prepared',
      'On its way: ₹2,500.00 sent on 23 Nov 2026, waiting for the bank',
      'Failed: The beneficiary account is closed. The amount is payable again.',
      'Paid ₹4,900.00 on 24 Nov 2026, UTR AXISN000000000001',
    ]);
    const [, processing, failed, paid] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(rowText(processing, 'Net payout')).toBe('Net payout ₹2,500.00');
    expect(rowText(failed, 'No tax withheld')).toBe('No tax withheld ₹0.00');
    expect(rowText(paid, 'TDS u/s 194H')).toBe('TDS u/s 194H (2% of ₹5,000.00) −₹100.00');
  });

  it('says why a creator’s payout withheld no tax: the year’s commission within 194H’s threshold, as the server says', () => {
    render(
      <PayoutHistory
        payouts={[
          payout('p-1', {
            notWithheld: [
              {
                section: '194H',
                reason: 'under_threshold',
                taxYear: 2026,
                yearCommissionPaise: 1_530_000,
                thresholdPaise: 2_000_000,
                financialYear: 'FY 2026-27',
              },
            ],
          }),
          payout('p-0', { notWithheld: [{ section: '194O', reason: 'too_small', taxYear: 2025 }] }),
        ]}
      />,
    );
    // Each payout is an item of the list; its notes are a list of their own inside it.
    const [creators, tiny] = [...screen.getByRole('list', { name: 'Payouts' }).children] as [HTMLElement, HTMLElement];
    expect(rowText(creators, 'No tax withheld')).toBe('No tax withheld ₹0.00');
    expect(
      within(creators).getByText(
        'No TDS u/s 393 (commission): your commission in FY 2026-27, ₹15,300.00 with this payout, is within the ₹20,000.00 a year threshold.',
      ),
    ).toBeTruthy();
    expect(
      within(tiny).getByText(
        'Nothing withheld as TDS u/s 194-O: the tax came to less than a paisa, or would have left less than ₹1.00 to send.',
      ),
    ).toBeTruthy();
  });

  it('shows ten payouts at first, then all of them', () => {
    const many = Array.from({ length: 12 }, (_, index) => payout(`p-${index}`));
    render(<PayoutHistory payouts={many} />);
    const list = screen.getByRole('list', { name: 'Payouts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 payouts' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  });

  it('says there are no payouts yet, and how they come', () => {
    render(<PayoutHistory payouts={[]} />);
    expect(screen.getByText('No payouts yet')).toBeTruthy();
    expect(screen.getByText(/return window closes/)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
