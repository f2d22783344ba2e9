// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModerationItem, ModerationSearch, Operator } from '#shared/contracts/ops.ts';
import { moderationSearchQueryOptions, operatorQueryOptions } from '../api/ops.ts';
import { ModerationPanel } from './moderation-panel.tsx';
import { OpsGate } from './ops-gate.tsx';

afterEach(cleanup);

const item = (fields: Partial<ModerationItem>): ModerationItem => ({
  subject: 'product',
  id: 'p-1',
  title: 'Banarasi Silk Saree',
  detail: 'Kaveri Silks · ₹4,500.00',
  link: '/seller/kaveri-silks?product=p-1',
  state: 'visible',
  reason: null,
  since: null,
  ...fields,
});

const results: ModerationSearch = {
  products: [
    item({
      id: 'p-2',
      title: 'Fake Kanjeevaram',
      state: 'hidden',
      reason: 'Counterfeit',
      since: '2026-11-20T10:00:00Z',
    }),
    item({}),
  ],
  stores: [],
  creators: [],
  sellers: [item({ subject: 'seller', id: 's-1', title: 'Kaveri Silks', detail: '/seller/kaveri-silks' })],
  campaigns: [],
  reviews: [],
  totals: { products: 2, stores: 0, creators: 0, sellers: 1, campaigns: 0, reviews: 0 },
};

// The answers are in the cache and never stale: nothing goes to the network unless an action is sent.
function renderWith(ui: React.ReactNode, seed: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/ops/moderation']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Moderation tab', () => {
  it('groups what it found by kind, each with its state and the one action it offers', () => {
    renderWith(<ModerationPanel />, (client) =>
      client.setQueryData(moderationSearchQueryOptions('').queryKey, results),
    );
    const products = screen.getByRole('region', { name: 'Products (2)' });
    expect(within(products).getByText('Hidden')).toBeTruthy();
    expect(within(products).getByText('Counterfeit')).toBeTruthy();
    expect(within(products).getByRole('button', { name: 'Restore Fake Kanjeevaram' })).toBeTruthy();
    expect(within(products).getByRole('button', { name: 'Hide Banarasi Silk Saree' })).toBeTruthy();
    const sellers = screen.getByRole('region', { name: 'Sellers (1)' });
    expect(within(sellers).getByRole('button', { name: 'Suspend Kaveri Silks' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Reviews (0)' }).textContent).toContain('Nothing here matches.');
  });

  it('counts every match of a kind, not the 20 it lists, and says how to find the rest', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => item({ id: `p-${index}`, title: `Saree ${index + 1}` }));
    renderWith(<ModerationPanel />, (client) =>
      client.setQueryData(moderationSearchQueryOptions('').queryKey, {
        ...results,
        products: twenty,
        totals: { ...results.totals, products: 45 },
      }),
    );
    const products = screen.getByRole('region', { name: 'Products (45)' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(5);
    expect(products.textContent).toContain(
      '45 match; the first 20 are listed, hidden and suspended first. Search by name or id to find the others.',
    );
    fireEvent.click(within(products).getByRole('button', { name: 'Show the first 20' }));
    expect(within(products).getAllByRole('listitem')).toHaveLength(20);
    // A kind whose every match is listed says nothing more.
    expect(screen.getByRole('region', { name: 'Sellers (1)' }).textContent).not.toContain('match;');
  });

  it('asks for a reason before hiding, and sends nothing without one', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderWith(<ModerationPanel />, (client) =>
      client.setQueryData(moderationSearchQueryOptions('').queryKey, results),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide Banarasi Silk Saree' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide product' });
    expect(dialog.textContent).toContain('The seller is notified and shown your reason.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide product' }));
    expect(within(dialog).getByText(/Give a reason of at least 3 characters/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});

describe('the console’s gate', () => {
  it('tells a signed-in non-operator whom the page is for', () => {
    renderWith(<OpsGate>secret</OpsGate>, (client) => client.setQueryData(operatorQueryOptions.queryKey, null));
    expect(screen.getByRole('heading', { name: 'This page is for Haat’s operators' })).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('lets an operator in', () => {
    const operator: Operator = { userId: 'u-1', email: 'ops@haat.demo', grantedAt: '2026-11-01T00:00:00Z' };
    renderWith(<OpsGate>console</OpsGate>, (client) => client.setQueryData(operatorQueryOptions.queryKey, operator));
    expect(screen.getByText('console')).toBeTruthy();
  });
});
