// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '#shared/contracts/ops.ts';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { AuditLog } from './audit-log.tsx';

const productId = '3f1c9a52-6d0e-4c55-9a0c-2b7e41d8a001';
const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-30T06:30:00.000Z',
  operatorName: 'Asha Rao',
  operatorEmail: 'asha@haat.demo',
  action: 'product.hide',
  subjectType: 'product',
  subjectId: productId,
  subject: { name: 'Kanjivaram saree', detail: 'Kaveri Silks', at: null },
  reason: 'Counterfeit brand label',
  details: { title: 'Kanjivaram saree', state: 'hidden' },
  ...fields,
});

const page: AuditPage = {
  items: [
    entry({}),
    entry({
      id: '2',
      action: 'seller.suspend',
      subjectType: 'seller',
      subjectId: '7d2f0e11-2b1c-4f6a-8e55-0c1d2e3f4a02',
      subject: { name: 'Kaveri Silks', detail: '/seller/kaveri-silks', at: null },
      reason: 'Unpaid GST',
    }),
    entry({
      id: '3',
      action: 'payout_run.start',
      subjectType: 'payout_run',
      subjectId: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c03',
      subject: { name: null, detail: 'manual', at: '2026-11-30T04:30:00.000Z' },
      reason: null,
      details: { provider: 'manual', minimumPaise: 10_000, payouts: 2, withoutMethod: 0 },
    }),
    entry({
      id: '4',
      action: 'payout.paid',
      subjectType: 'payout',
      subjectId: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d04',
      subject: { name: 'Meera Iyer', detail: '₹300.00 · meera@example.in', at: null },
      reason: null,
      details: { utr: 'AXISN12345678901' },
    }),
    entry({
      id: '5',
      action: 'store.hide',
      subjectType: 'store',
      subjectId: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a05',
      subject: null,
      reason: 'Spam',
      details: { title: 'Old Bazaar', state: 'hidden' },
    }),
  ],
  nextBefore: null,
};

/** The log, the server answering its first page (the last: `nextBefore` is null). */
function renderLog(data: AuditPage) {
  server.use(answer(opsEndpoints.audit, () => data));
  return renderScreen(<AuditLog />);
}

const rowOf = (table: HTMLElement, index: number) => within(table).getAllByRole('row')[index + 1] as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the audit log', () => {
  it('says each action in words, who took it, and names what it was done to as it is called now', async () => {
    renderLog(page);
    const table = await screen.findByRole('table', { name: 'Operator actions, newest first' });
    const [, actor, action, subject, why] = cells(rowOf(table, 0));
    expect(actor).toBe('Asha Raoasha@haat.demo');
    expect(action).toBe('Hid a product');
    expect(subject).toBe('Product · Kanjivaram sareeSold by Kaveri Silks');
    expect(why).toBe('Counterfeit brand label');
    expect(cells(rowOf(table, 1)).slice(2, 4)).toEqual([
      'Suspended a seller',
      'Seller · Kaveri Silks/seller/kaveri-silks',
    ]);
    expect(cells(rowOf(table, 2))[2]).toBe('Started a payout run');
    expect(cells(rowOf(table, 2))[3]).toMatch(
      /^Payout run · started .+2026Manual \(bank file\)2 payouts, each balance of ₹100\.00 or more$/,
    );
    expect(cells(rowOf(table, 3)).slice(2, 4)).toEqual([
      'Recorded a payout as paid',
      'Payout · Meera Iyer₹300.00 · meera@example.inUTR AXISN12345678901',
    ]);
    // Gone since: the name it had then, said to be gone.
    expect(cells(rowOf(table, 4))[3]).toBe('Store · Old BazaarNo longer exists');
    // No code or id stands in for words.
    expect(table.textContent).not.toMatch(/product\.hide|seller\.suspend|payout_run|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it('says the same on a phone’s cards, with who acted under each', async () => {
    renderLog(page);
    const cards = await screen.findByRole('list', { name: 'Operator actions, newest first' });
    const first = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(first.textContent).toContain('Hid a product');
    expect(first.textContent).toContain('Product · Kanjivaram saree');
    expect(first.textContent).toContain('by Asha Rao (asha@haat.demo)');
    expect(cards.textContent).not.toMatch(/product\.hide|[0-9a-f]{8}-[0-9a-f]{4}-/);
  });
});
