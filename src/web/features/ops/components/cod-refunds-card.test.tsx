// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpsCodRefund, OpsCodRefunds } from '#shared/contracts/payments-cod.ts';
import { codEndpoints } from '#shared/endpoints/payments.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { CodRefundsCard } from './cod-refunds-card.tsx';

const refund = (fields: Partial<OpsCodRefund>): OpsCodRefund => ({
  id: '5f1e2d3c-4b5a-4968-8776-655443322110',
  orderId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  orderNumber: 'HT-260512',
  amountPaise: 61_000,
  state: 'with_bank',
  upiIdMasked: 'meXXXXer@okaxis',
  utr: null,
  failure: null,
  createdAt: '2026-11-26T04:30:00.000Z',
  ...fields,
});

async function renderCard(refunds: OpsCodRefunds) {
  server.use(answer(codEndpoints.refunds, () => refunds));
  renderScreen(<CodRefundsCard />, { route: '/ops/payments' });
  await screen.findByRole('heading', { name: 'Refunds of cash-on-delivery returns' });
}

describe('the COD refunds card', () => {
  it('without a payout provider, adds the refunds ready to pay to the bank file and records a UTR', async () => {
    let batched = 0;
    let recorded: unknown = null;
    server.use(
      answer(codEndpoints.refundsToBank, () => {
        batched += 1;
        return { count: 1 };
      }),
      answer(codEndpoints.recordRefund, ({ params, body }) => {
        recorded = { params, body };
        return refund({ state: 'paid', utr: 'AXISN12345678901' });
      }),
    );
    await renderCard({
      paidBy: 'bank_file',
      items: [
        refund({}),
        refund({ id: '6a1e2d3c-4b5a-4968-8776-655443322111', orderNumber: 'HT-260519', state: 'queued' }),
        refund({ id: '7b1e2d3c-4b5a-4968-8776-655443322112', state: 'paid', utr: 'AXISN99988877766' }),
      ],
    });
    expect(await screen.findByText(/No payout provider is set up/)).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download bank file' });
    expect(download.getAttribute('href')).toBe('/api/ops/cod/refunds/bank-file.csv');
    expect(screen.getByText('1 refund with full UPI IDs. Each download is in the audit log.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 refund to the bank file' }));
    await waitFor(() => expect(batched).toBe(1));

    const list = screen.getAllByRole('listitem');
    expect(list.map((item) => within(item).getByText(/Waiting|Ready|With|Paid|Failed/).textContent)).toEqual([
      'With the bank',
      'Ready to pay',
      'Paid',
    ]);
    expect(within(list[2] as HTMLElement).getByText('AXISN99988877766')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Record UTR for the refund of order HT-260512' }));
    fireEvent.input(screen.getByLabelText('UTR'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save UTR' }));
    expect(await screen.findByText('A UTR is 12–22 letters or digits, as the bank shows it.')).toBeTruthy();
    expect(recorded).toBeNull();
    fireEvent.input(screen.getByLabelText('UTR'), { target: { value: 'AXISN12345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save UTR' }));
    await waitFor(() =>
      expect(recorded).toEqual({
        params: { refundId: '5f1e2d3c-4b5a-4968-8776-655443322110' },
        body: { utr: 'AXISN12345678901' },
      }),
    );
  });

  it('through RazorpayX, has no bank file and nothing to record', async () => {
    await renderCard({ paidBy: 'razorpayx', items: [refund({ state: 'processing' })] });
    expect(await screen.findByText(/Paid through RazorpayX/)).toBeTruthy();
    expect(screen.getByText('With RazorpayX')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download bank file' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Record UTR/ })).toBeNull();
  });

  it('says when nobody is owed a refund', async () => {
    await renderCard({ paidBy: 'bank_file', items: [] });
    expect(await screen.findByText('No buyer is owed a refund for a cash-on-delivery return.')).toBeTruthy();
  });
});
