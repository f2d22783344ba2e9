// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerDashboard } from '#shared/contracts/ledger-dashboards.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { answer, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { SellerOverview } from './seller-overview.tsx';

const totals = { awaiting: 0, pending: 0, payable: 0, in_payout: 0, paid: 0, reversed: 0 };

/** A seller's 30 days as the server answers them: ₹1,200 of base price, sold through one creator. */
const figures: SellerDashboard = {
  days: 30,
  revenueByDay: [{ day: '2026-03-01', value: 120_000 }],
  revenuePaise: 120_000,
  ordersByStatus: [{ status: 'placed', lines: 1 }],
  topProducts: [{ productId: 'p-1', name: 'Cotton stole', units: 3, revenuePaise: 120_000 }],
  creators: [
    { storeId: 's-1', handle: 'tara.finds', displayName: 'Tara', listings: 1, units: 3, revenuePaise: 120_000 },
  ],
  creatorCount: 1,
  ledger: { totals, entries: [], nextCursor: null },
};

/** The overview once the server has answered the seller's 30 days. */
async function renderOverview() {
  server.use(
    answer(ledgerEndpoints.sellerDashboard, ({ query }) =>
      query.days === 30 ? figures : refuse(422, 'validation_failed', 'Not this period.'),
    ),
  );
  renderScreen(<SellerOverview onOpenToConfirm={() => {}} />, { route: '/dashboard' });
  await screen.findByText('Revenue', { selector: 'dt' });
}

describe('the seller’s overview', () => {
  it('says what the revenue counts: base price of items ordered, unsold ones out, before commission', async () => {
    await renderOverview();
    const revenue = screen.getByText('Revenue', { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(revenue).getByText('₹1,200.00')).toBeTruthy();
    expect(
      within(revenue).getByText(
        'Your base price on items ordered, less cancelled, returned and undelivered ones; before Haat’s commission',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/before returns/)).toBeNull();
  });

  it('lists the creators with the seller’s base price on what they sold, not what buyers paid', async () => {
    await renderOverview();
    const creators = screen.getByRole('region', { name: 'Creators selling your products' });
    expect(within(creators).getByText(/your base price on them/)).toBeTruthy();
    const row = within(creators).getByRole('listitem');
    expect(within(row).getByText('₹1,200.00')).toBeTruthy();
    expect(within(row).getByText('3 sold · 1 listed')).toBeTruthy();
  });
});
