// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LedgerEntry, LedgerStatus } from '#shared/contracts/ledger.ts';
import { LedgerEntries, ledgerNote } from './ledger-entries.tsx';

afterEach(cleanup);

const entry = (id: number, status: LedgerStatus, extra: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: String(id),
  orderNumber: `HT-0000000${id % 10}`,
  productName: 'Kundan jhumkas',
  quantity: 2,
  amountPaise: 29_800,
  status,
  payableAt: null,
  reason: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  ...extra,
});

describe('ledger entries', () => {
  it('says when each line is payable, or why it was reversed', () => {
    expect(ledgerNote(entry(1, 'pending', { payableAt: '2025-04-02T06:30:00.000Z' }))).toBe('Payable on 2 Apr 2025');
    expect(ledgerNote(entry(2, 'reversed', { reason: 'Returned: wrong size' }))).toBe('Returned: wrong size');
    expect(ledgerNote(entry(3, 'awaiting'))).toMatch(/after delivery/);
    expect(ledgerNote(entry(4, 'pending'))).toBe('On hold: the buyer asked to return it');
  });

  // The server pages the ledger now (ledger-view.test.tsx): every entry given is shown.
  it('lists the entries as a table and as a phone list', () => {
    const entries = Array.from({ length: 23 }, (_, index) =>
      entry(index + 1, 'payable', { payableAt: '2025-03-20T00:00:00.000Z' }),
    );
    render(<LedgerEntries entries={entries} empty="Nothing yet" />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(24);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(23);
    expect(screen.getAllByText('₹298.00')).toHaveLength(46);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a campaign payout as its campaign, without a count', () => {
    const payout = entry(1, 'payable', {
      orderNumber: 'COLLAB-7',
      productName: 'Festive Jhumka Edit',
      quantity: 1,
      amountPaise: 200_000,
    });
    render(<LedgerEntries entries={[payout, entry(2, 'pending')]} empty="Nothing yet" />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Festive Jhumka Edit');
    expect(rows[1]?.textContent).not.toContain('×');
    expect(rows[2]?.textContent).toContain('Kundan jhumkas × 2');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]?.textContent).not.toContain('×');
    expect(items[0]?.textContent).toContain('COLLAB-7');
  });

  it('shows the empty message', () => {
    render(<LedgerEntries entries={[]} empty="No earnings yet." />);
    expect(screen.getByText('No earnings yet.')).toBeTruthy();
  });
});
