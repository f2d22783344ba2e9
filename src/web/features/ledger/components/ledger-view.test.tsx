// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ledger, LedgerEntry } from '#shared/contracts/ledger.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { answer, recordRequests, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { LedgerView } from './ledger-view.tsx';

const entry = (id: number): LedgerEntry => ({
  id: `entry-${id}`,
  orderNumber: `HT-${String(id).padStart(8, '0')}`,
  productName: 'Kundan jhumkas',
  quantity: 1,
  amountPaise: 10_000 + id,
  status: 'awaiting',
  payableAt: null,
  reason: null,
  createdAt: '2025-03-01T10:00:00.000Z',
});
const entries = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => entry(from + index));
const totals = { awaiting: 1_234_567, pending: 0, payable: 0, in_payout: 0, paid: 0, reversed: 0 };

const renderLedger = (ledger: Ledger) =>
  renderScreen(<LedgerView ledger={ledger} as="seller" description="Your base price." empty="No earnings yet." />);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

describe('the dashboard’s earnings ledger', () => {
  it('opens on the dashboard’s entries and loads the pages after them on “Show more”', async () => {
    const pages: Record<string, Ledger> = {
      'page-2': { totals, entries: entries(4, 6), nextCursor: 'page-3' },
      'page-3': { totals, entries: entries(7, 7), nextCursor: null },
    };
    server.use(
      answer(ledgerEndpoints.earnings, ({ query }) => {
        const page = query.cursor === undefined ? undefined : pages[query.cursor];
        return page ?? refuse(422, 'validation_failed', 'No such page.');
      }),
    );
    const sent = recordRequests();
    renderLedger({ totals, entries: entries(1, 3), nextCursor: 'page-2' });
    expect(rows()).toBe(3);
    expect(screen.getByText('₹12,345.67')).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing the newest 6 entries.')).toBeTruthy();
    expect(rows()).toBe(6);
    expect(sent[0]).toBe('GET /api/me/earnings?as=seller&cursor=page-2');

    const button = screen.getByRole('button', { name: 'Show more' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('All 7 entries shown.')).toBeTruthy();
    // The button is gone with the last page: its focus is on the line that says so.
    expect(document.activeElement).toBe(screen.getByText('All 7 entries shown.'));
    expect(rows()).toBe(7);
    expect(sent[1]).toBe('GET /api/me/earnings?as=seller&cursor=page-3');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
    // The two pages are all that was asked for.
    expect(sent).toHaveLength(2);
  });

  it('has no “Show more” when the dashboard holds every entry', () => {
    renderLedger({ totals, entries: entries(1, 2), nextCursor: null });
    expect(rows()).toBe(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when more could not be loaded, and tries again', async () => {
    // The first try fails, the second brings the page.
    let tries = 0;
    server.use(
      answer(ledgerEndpoints.earnings, () =>
        ++tries === 1
          ? refuse(503, 'unavailable', 'Try again soon.')
          : { totals, entries: entries(2, 2), nextCursor: null },
      ),
    );
    renderLedger({ totals, entries: entries(1, 1), nextCursor: 'page-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/More earnings could not be loaded/)).toBeTruthy();
    expect(rows()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('All 2 entries shown.')).toBeTruthy();
    expect(rows()).toBe(2);
  });
});
