// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import type { MarketplaceOverview } from '#shared/contracts/payouts-ops.ts';
import { overviewQueryOptions } from '../api/ops-money.ts';
import { OpsOverview } from './ops-overview.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
  platformRevenue: ledger({
    awaiting: 10_000,
    pending: 5_000,
    payable: 40_000,
    in_payout: 2_000,
    paid: 8_000,
    reversed: 1_500,
  }),
  linesByStatus: {
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

// The answers are in the cache and never stale: nothing goes to the network.
function renderOverview(path = '/ops') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(overviewQueryOptions(30).queryKey, overview(30, 4_500_000));
  client.setQueryData(overviewQueryOptions(7).queryKey, overview(7, 99_900));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <OpsOverview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the Overview tab', () => {
  it('shows GMV and orders of the period, revenue earned and on its way, and what is owed to payees', () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderOverview();
    expect(figure('GMV')).toBe('₹45,000.00');
    expect(figure('Orders')).toBe('12');
    // Earned: payable + in payout + paid; the reversed part is said beside it.
    expect(figure('Revenue earned')).toBe('₹500.00');
    expect(screen.getByText(/\(₹15\.00 reversed\)/)).toBeTruthy();
    expect(figure('Revenue on its way')).toBe('₹150.00');
    expect(figure('Due to payees')).toBe('₹12,345.00');
    expect(figure('In payout')).toBe('₹3,000.00');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('draws the days and the lines by status with a text alternative for each chart', () => {
    renderOverview();
    const gmv = within(screen.getByRole('region', { name: 'GMV by day' })).getByRole('img');
    expect(gmv.getAttribute('aria-label')).toBe('GMV, last 30 days: ₹45,000 in total, highest ₹45,000 on 5 Nov.');
    expect(screen.getByRole('table', { name: 'Platform revenue by day' })).toBeTruthy();
    const lines = within(screen.getByRole('region', { name: 'Order lines by status' })).getByRole('img');
    expect(lines.getAttribute('aria-label')).toBe(
      'Order lines by status: Placed 3, Confirmed 2, Shipped 1 and 5 more.',
    );
  });

  it('switches the period with the picker, keeping it in the URL’s days', () => {
    renderOverview();
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(figure('GMV')).toBe('₹999.00');
    expect(screen.getByText('Paid by buyers, last 7 days')).toBeTruthy();
  });
});
