// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ModerationItem, ModerationSearch, Operator } from '#shared/contracts/ops.ts';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { answer, recordRequests, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { ModerationPanel } from './moderation-panel.tsx';
import { OpsGate } from './ops-gate.tsx';

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

const renderAtModeration = (ui: ReactNode) => renderScreen(ui, { route: '/ops/moderation' });

/** The tab with the server answering its search (no words yet) with `found`, shown once it has come. */
async function renderPanel(found: ModerationSearch) {
  server.use(answer(opsEndpoints.search, () => found));
  renderAtModeration(<ModerationPanel />);
  await screen.findByRole('region', { name: /^Products/ });
}

describe('the Moderation tab', () => {
  it('groups what it found by kind, each with its state and the one action it offers', async () => {
    await renderPanel(results);
    const products = screen.getByRole('region', { name: 'Products (2)' });
    expect(within(products).getByText('Hidden')).toBeTruthy();
    expect(within(products).getByText('Counterfeit')).toBeTruthy();
    expect(within(products).getByRole('button', { name: 'Restore Fake Kanjeevaram' })).toBeTruthy();
    expect(within(products).getByRole('button', { name: 'Hide Banarasi Silk Saree' })).toBeTruthy();
    const sellers = screen.getByRole('region', { name: 'Sellers (1)' });
    expect(within(sellers).getByRole('button', { name: 'Suspend Kaveri Silks' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Reviews (0)' }).textContent).toContain('Nothing here matches.');
  });

  it('counts every match of a kind, not the 20 it lists, and says how to find the rest', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => item({ id: `p-${index}`, title: `Saree ${index + 1}` }));
    await renderPanel({ ...results, products: twenty, totals: { ...results.totals, products: 45 } });
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

  it('asks for a reason before hiding, and sends nothing without one', async () => {
    const sent = recordRequests();
    await renderPanel(results);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Banarasi Silk Saree' }));
    const dialog = screen.getByRole('dialog', { name: 'Hide product' });
    expect(dialog.textContent).toContain('The seller is notified and shown your reason.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide product' }));
    expect(within(dialog).getByText(/Give a reason of at least 3 characters/)).toBeTruthy();
    // The search is all that went to the server.
    expect(sent).toEqual(['GET /api/ops/moderation/search']);
  });
});

describe('the console’s gate', () => {
  it('tells a signed-in non-operator whom the page is for', async () => {
    server.use(answer(opsEndpoints.me, () => refuse(403, 'forbidden', 'This is for Haat’s operators.')));
    renderAtModeration(<OpsGate>secret</OpsGate>);
    expect(await screen.findByRole('heading', { name: 'This page is for Haat’s operators' })).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('lets an operator in', async () => {
    const operator: Operator = { userId: 'u-1', email: 'ops@haat.demo', grantedAt: '2026-11-01T00:00:00Z' };
    server.use(answer(opsEndpoints.me, () => operator));
    renderAtModeration(<OpsGate>console</OpsGate>);
    expect(await screen.findByText('console')).toBeTruthy();
  });
});
