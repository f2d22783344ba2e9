// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import type { MarketplaceOverview } from '#shared/contracts/payouts-ops.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { answer, renderScreen, recordRequests, server } from '#web/testing/render-screen.tsx';
import { OpsOverview } from './ops-overview.tsx';

const ledger = (amounts: Partial<Record<LedgerStatus, number>>): Record<LedgerStatus, number> => ({
  awaiting: 0,
  pending: 0,
  payable: 0,
  in_payout: 0,
  paid: 0,
  reversed: 0,
  ...amounts,
});

const overview = (days: number, gmvPaise: number): MarketplaceOverview => ({
  days,
  gmvPaise,
  orders: 12,
  platformGst: ledger({}),
  platformRevenue: ledger({
    awaiting: 10_000,
    pending: 5_000,
    payable: 40_000,
    in_payout: 2_000,
    paid: 8_000,
    reversed: 1_500,
  }),
  linesByStatus: {
    awaiting_payment: 1,
    placed: 3,
    confirmed: 2,
    shipped: 1,
    out_for_delivery: 0,
    delivered: 9,
    cancelled: 1,
    returned: 0,
    delivery_failed: 0,
  },
  payables: ledger({ payable: 1_234_500, in_payout: 300_000 }),
  daily: Array.from({ length: days }, (_, index) => ({
    day: `2026-11-${String(index + 1).padStart(2, '0')}`,
    gmvPaise: index === 4 ? gmvPaise : 0,
    revenuePaise: index === 4 ? 5_000 : 0,
  })),
});

// The server answers each period's figures; the tab is shown once the first have come.
async function renderOverview(path = '/ops') {
  server.use(
    answer(opsMoneyEndpoints.overview, ({ query }) =>
      query.days === 7 ? overview(7, 99_900) : overview(30, 4_500_000),
    ),
  );
  renderScreen(<OpsOverview />, { route: path });
  await screen.findByText('GMV', { selector: 'dt' });
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the Overview tab', () => {
  it('shows GMV and orders of the period, revenue earned and on its way, and what is owed to payees', async () => {
    const sent = recordRequests();
    await renderOverview();
    expect(figure('GMV')).toBe('₹45,000.00');
    expect(figure('Orders')).toBe('12');
    // Earned: payable + in payout + paid; the reversed part is said beside it.
    expect(figure('Revenue earned')).toBe('₹500.00');
    expect(screen.getByText(/\(₹15\.00 reversed\)/)).toBeTruthy();
    expect(figure('Revenue on its way')).toBe('₹150.00');
    expect(figure('Due to payees')).toBe('₹12,345.00');
    expect(figure('In payout')).toBe('₹3,000.00');
    // The period's figures are all it asks for.
    expect(sent).toEqual(['GET /api/ops/overview?days=30']);
  });

  it('draws the days and the lines by status with a text alternative for each chart', async () => {
    await renderOverview();
    const gmv = within(screen.getByRole('region', { name: 'GMV by day' })).getByRole('img');
    expect(gmv.getAttribute('aria-label')).toBe('GMV, last 30 days: ₹45,000 in total, highest ₹45,000 on 5 Nov.');
    expect(screen.getByRole('table', { name: 'Platform revenue by day' })).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'Order lines by status' })).getByRole('img');
    expect(lines.getAttribute('aria-label')).toBe(
      'Order lines by status: Awaiting payment 1, Placed 3, Confirmed 2 and 6 more.',
    );
  });

  it('switches the period with the picker, keeping it in the URL’s days', async () => {
    await renderOverview();
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(figure('GMV')).toBe('₹999.00'));
    expect(screen.getByText('Paid by buyers, last 7 days')).toBeTruthy();
  });
});
