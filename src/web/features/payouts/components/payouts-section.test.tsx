// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { OwnPayouts } from '#shared/contracts/payouts-runs.ts';
import type { PayoutMethodAnswer } from '#shared/contracts/payouts.ts';
import { payoutRunEndpoints } from '#shared/endpoints/payouts-runs.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { PayoutsSection } from './payouts-section.tsx';

// Half past midnight on 1 July in India, still 30 June in UTC: the second quarter of FY 2026-27 has begun.
vi.hoisted(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-30T19:00:00.000Z'));
});

afterAll(() => {
  vi.useRealTimers();
});

const own: OwnPayouts = {
  balance: { awaiting: 59_800, pending: 120_000, payable: 45_050, in_payout: 0, paid: 250_000, reversed: 0 },
  nextRunAt: '2026-07-06T04:30:00.000Z',
  minimumPaise: 10_000,
  // A creator's: section 194H, as the server says it is in force.
  withholdingRules: [
    {
      section: '194H',
      taxYear: 2026,
      rateBps: 200,
      withoutPanRateBps: 2_000,
      yearThresholdPaise: 2_000_000,
      financialYear: 'FY 2026-27',
    },
  ],
  payouts: [],
};

/** The section once the server has answered the payout method and the payouts (nothing else is answered). */
async function renderSection(method: PayoutMethodAnswer, payouts: OwnPayouts = own) {
  server.use(
    answer(payoutEndpoints.method, () => method),
    answer(payoutRunEndpoints.own, () => payouts),
  );
  const { client } = renderScreen(<PayoutsSection />);
  await screen.findByRole('region', { name: 'Balance' });
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

const upi: PayoutMethodAnswer = {
  method: {
    kind: 'upi',
    upiIdMasked: 'prXXXXes@okaxis',
    panMasked: 'XXXXXX234F',
    panName: 'Priya Sharma',
    updatedAt: '2026-06-01T10:00:00.000Z',
  },
};

const link = () => screen.getByRole('link', { name: 'Download CSV' });

describe('PayoutsSection', () => {
  it('shows the balance by status and when the next run pays it', async () => {
    await renderSection(upi);
    const balance = screen.getByRole('region', { name: 'Balance' });
    const figure = (term: string) =>
      within(balance).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Payable')).toBe('₹450.50');
    expect(within(balance).getByText('Paid in the next run')).toBeTruthy();
    expect(figure('In payout')).toBe('₹0.00');
    expect(figure('Paid')).toBe('₹2,500.00');
    expect(figure('Pending (return window open)')).toBe('₹1,200.00');
    expect(figure('Awaiting delivery')).toBe('₹598.00');
    expect(within(balance).getByText(/^Next payout:/).parentElement?.textContent).toBe(
      'Next payout: Mon, 6 Jul 2026 — payable balances of ₹100 or more are paid to your payout method.',
    );
    expect(within(balance).queryByText(/No payout method yet/)).toBeNull();
    expect(screen.getByText('No payouts yet')).toBeTruthy();
  });

  it('explains a creator’s rule, 194H, and what a missing PAN costs them, never a seller’s rule', async () => {
    await renderSection({
      method: { ...(upi.method as NonNullable<PayoutMethodAnswer['method']>), panMasked: null, panName: null },
    });
    const rules = screen.getByRole('region', { name: 'Tax withheld from your payouts' });
    expect(within(rules).getByText('TDS u/s 393 (commission)')).toBeTruthy();
    expect(
      within(rules).getByText(
        '2% of your commission, once your commission in a tax year passes ₹20,000.00 (now FY 2026-27); from then on the whole year’s commission is taxed, what was paid before included. Commission counts in the year it becomes payable to you. 20% without a PAN.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/Without a PAN, TDS on your commission is 20% instead of 2%\./)).toBeTruthy();
    expect(screen.queryByText(/194-O|TCS|seller’s earnings/)).toBeNull();
  });

  it('explains a seller’s rules, 194-O and GST TCS', async () => {
    await renderSection(upi, {
      ...own,
      withholdingRules: [
        { section: '194O', taxYear: 2026, rateBps: 10, withoutPanRateBps: 500, individualExemptionPaise: 50_000_000 },
        { section: 'TCS52', taxYear: 2026, rateBps: 50 },
      ],
    });
    const rules = screen.getByRole('region', { name: 'Tax withheld from your payouts' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'TDS u/s 393 (e-commerce sales)0.1% of your gross sales as invoiced: what buyers pay, a creator’s markup included, and delivery fees, without the GST your invoices show separately. Nothing while an individual’s or family’s (HUF) sales stay within ₹5,00,000.00 in a tax year, with a PAN; beyond it, on what lies beyond. 5% without a PAN.',
      'GST TCS u/s 520.5% of the taxable value your tax invoices bill (a bill of supply carries no GST, so none).',
    ]);
    expect(within(rules).queryByText(/commission\)/)).toBeNull();
  });

  it('says the payable balance waits while no payout method is saved', async () => {
    await renderSection({ method: null });
    const balance = screen.getByRole('region', { name: 'Balance' });
    expect(within(balance).getByText('Waits for a payout method')).toBeTruthy();
    expect(
      within(balance).getByText(
        'No payout method yet: your payable balance of ₹450.50 waits until you add one under Payout method above.',
      ),
    ).toBeTruthy();
  });

  it('links the statement of this quarter in India, back to FY 2024-25, never a quarter still to come', async () => {
    await renderSection(upi);
    const year = screen.getByLabelText('Financial year') as HTMLSelectElement;
    const quarter = screen.getByLabelText('Quarter') as HTMLSelectElement;
    expect([...year.options].map((option) => option.text)).toEqual(['FY 2026-27', 'FY 2025-26', 'FY 2024-25']);
    expect(quarter.selectedOptions[0]?.text).toBe('Q2 (Jul–Sep)');
    expect([...quarter.options].filter((option) => option.disabled).map((option) => option.value)).toEqual(['3', '4']);
    expect(link().getAttribute('href')).toBe('/api/me/payouts/statement.csv?year=2026&quarter=2');
    expect(link().hasAttribute('download')).toBe(true);

    fireEvent.change(year, { target: { value: '2025' } });
    fireEvent.change(quarter, { target: { value: '4' } });
    expect(link().getAttribute('href')).toBe('/api/me/payouts/statement.csv?year=2025&quarter=4');
    fireEvent.change(year, { target: { value: '2026' } });
    expect(link().getAttribute('href')).toBe('/api/me/payouts/statement.csv?year=2026&quarter=2');
  });
});
