// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Ledger, LedgerEntry } from '#shared/contracts/ledger.ts';
import { LedgerView } from './ledger-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

function renderLedger(ledger: Ledger) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LedgerView ledger={ledger} as="seller" description="Your base price." empty="No earnings yet." />
    </QueryClientProvider>,
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

describe('the dashboard’s earnings ledger', () => {
  it('opens on the dashboard’s entries and loads the pages after them on “Show more”', async () => {
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(200, { totals, entries: entries(4, 6), nextCursor: 'page-3' }))
      .mockResolvedValueOnce(json(200, { totals, entries: entries(7, 7), nextCursor: null }));
    vi.stubGlobal('fetch', fetchSpy);
    renderLedger({ totals, entries: entries(1, 3), nextCursor: 'page-2' });
    expect(rows()).toBe(3);
    expect(screen.getByText('₹12,345.67')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing the newest 6 entries.')).toBeTruthy();
    expect(rows()).toBe(6);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/me/earnings?as=seller&cursor=page-2');

    const button = screen.getByRole('button', { name: 'Show more' });
    button.focus();
    fireEvent.click(button);
    expect(await screen.findByText('All 7 entries shown.')).toBeTruthy();
    // The button is gone with the last page: its focus is on the line that says so.
    expect(document.activeElement).toBe(screen.getByText('All 7 entries shown.'));
    expect(rows()).toBe(7);
    expect(String(fetchSpy.mock.calls[1]?.[0])).toBe('/api/me/earnings?as=seller&cursor=page-3');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
  });

  it('has no “Show more” when the dashboard holds every entry', () => {
    renderLedger({ totals, entries: entries(1, 2), nextCursor: null });
    expect(rows()).toBe(2);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when more could not be loaded, and tries again', async () => {
    const fetchSpy = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(503, { error: { code: 'unavailable', message: 'Try again soon.' } }))
      .mockResolvedValueOnce(json(200, { totals, entries: entries(2, 2), nextCursor: null }));
    vi.stubGlobal('fetch', fetchSpy);
    renderLedger({ totals, entries: entries(1, 1), nextCursor: 'page-2' });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/More earnings could not be loaded/)).toBeTruthy();
    expect(rows()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('All 2 entries shown.')).toBeTruthy();
    expect(rows()).toBe(2);
  });
});
