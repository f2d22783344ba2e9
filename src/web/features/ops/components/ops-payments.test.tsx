// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OpsPayment, OpsPayments as Payments } from '#shared/contracts/payments.ts';
import { codEndpoints, paymentEndpoints } from '#shared/endpoints/payments.ts';
import type { CodRules } from '#shared/contracts/payments-cod.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { OpsPayments } from './ops-payments.tsx';

const payment = (fields: Partial<OpsPayment>): OpsPayment => ({
  id: '3c1f7a2e-5b4d-4e6f-8a9b-0c1d2e3f4a5b',
  orderId: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  orderNumber: 'HT-260512',
  providerPaymentId: 'pay_Nf3kQ8xY2mLp7T',
  capturedAt: '2026-11-26T04:30:00.000Z',
  capturedPaise: 1_24_900,
  transferredPaise: 1_12_410,
  heldPaise: 0,
  releasedPaise: 1_10_162,
  reversedPaise: 2_248,
  refundedPaise: 0,
  settlementIds: ['setl_Ng8hT2kLm4Qw1Z'],
  ...fields,
});

const items: OpsPayment[] = [
  payment({}),
  payment({
    id: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    orderNumber: 'HT-260519',
    providerPaymentId: 'pay_Nf9zR1vB6cDs0K',
    capturedAt: '2026-11-27T09:15:00.000Z',
    capturedPaise: 59_900,
    transferredPaise: 53_910,
    heldPaise: 23_960,
    releasedPaise: 0,
    reversedPaise: 29_950,
    refundedPaise: 29_950,
    settlementIds: [],
  }),
];

const differences: Payments['differences'] = [
  {
    orderNumber: 'HT-260519',
    subject: 'rfnd_Ng2aW7pE5tYu3J',
    kind: 'refund_unknown',
    ours: '—',
    theirs: '₹150.00',
  },
  {
    orderNumber: 'HT-260512',
    subject: 'trf_Ng1cX4oR8sLk2H',
    kind: 'transfer_hold',
    ours: 'released',
    theirs: 'on hold',
  },
  {
    orderNumber: 'HT-260512',
    subject: 'pay_Nf3kQ8xY2mLp7T',
    kind: 'payment_amount',
    ours: '₹1,249.00',
    theirs: '₹1,200.00',
  },
];

const razorpay: Payments = { gateway: 'razorpay', items, reconciledAt: '2026-11-28T20:30:00.000Z', differences };

const noRules: CodRules = {
  maxOrderPaise: null,
  tokenPaise: 0,
  confirmation: false,
  confirmHours: 24,
  feePaise: 0,
  blockedPincodes: 0,
  updatedAt: null,
};

/** The page, the server answering `payments` (and the COD rules), once it has come. */
async function renderPage(payments: Payments, rules: CodRules = noRules, blocked: string[] = []) {
  server.use(
    answer(paymentEndpoints.ops, () => payments),
    answer(codEndpoints.rules, () => rules),
    answer(codEndpoints.pincodes, () => ({
      items: blocked.map((pincode) => ({ pincode, codAllowed: false, updatedAt: '2026-11-20T06:00:00.000Z' })),
    })),
    answer(codEndpoints.refunds, () => ({ paidBy: 'bank_file' as const, items: [] })),
  );
  renderScreen(<OpsPayments />, { route: '/ops/payments' });
  await screen.findByRole('heading', { name: 'Payments' });
  await screen.findByText(/Buyers pay by UPI through|No payment gateway is set up/);
}

/** The cells of a row of a table, as text. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the Payments page', () => {
  it('lists each captured payment with where its money went, in rupees', async () => {
    await renderPage(razorpay);
    expect(screen.getByText('Razorpay')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Captured UPI payments, newest first' });
    const first = within(table).getByRole('row', { name: /HT-260512/ });
    expect(within(first).getByRole('rowheader').textContent).toContain('pay_Nf3kQ8xY2mLp7T');
    expect(cells(first)).toEqual([
      '₹1,249.00',
      '₹1,124.10',
      '₹0.00',
      '₹1,101.62',
      '₹22.48',
      '₹0.00',
      'setl_Ng8hT2kLm4Qw1Z',
    ]);
    const second = within(table).getByRole('row', { name: /HT-260519/ });
    expect(cells(second)).toEqual(['₹599.00', '₹539.10', '₹239.60', '₹0.00', '₹299.50', '₹299.50', '—']);

    // On a phone the same payments are cards, each a list of its figures.
    const cards = screen.getByRole('list', { name: 'Captured UPI payments, newest first' });
    const card = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByText('Released').nextSibling?.textContent).toBe('₹1,101.62');
    expect(within(card).getByText('setl_Ng8hT2kLm4Qw1Z')).toBeTruthy();
  });

  it('lists the reconciliation’s differences with what each means and both sides’ figures', async () => {
    await renderPage(razorpay);
    const card = screen.getByRole('region', { name: 'Reconciliation' });
    expect(card.textContent).toContain('Last run');
    expect(within(card).getByText('3 differences')).toBeTruthy();
    const table = within(card).getByRole('table', { name: 'Where the gateway’s records differ from Haat’s' });
    expect(cells(within(table).getByRole('row', { name: /rfnd_Ng2aW7pE5tYu3J/ }))).toEqual([
      'HT-260519',
      'rfnd_Ng2aW7pE5tYu3J',
      'A refund Haat did not make',
      '—',
      '₹150.00',
    ]);
    expect(cells(within(table).getByRole('row', { name: /trf_Ng1cX4oR8sLk2H/ })).slice(2)).toEqual([
      'Held or released differently',
      'Released',
      'On hold',
    ]);
    expect(cells(within(table).getByRole('row', { name: /Amount captured differs/ })).slice(3)).toEqual([
      '₹1,249.00',
      '₹1,200.00',
    ]);
    expect(within(card).queryByText('The gateway’s records agree with Haat’s.')).toBeNull();
  });

  it('says when the gateway’s records agree with Haat’s', async () => {
    await renderPage({ ...razorpay, gateway: 'cashfree', differences: [] });
    expect(screen.getByText('Cashfree')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Reconciliation' });
    expect(within(card).getByText('The gateway’s records agree with Haat’s.')).toBeTruthy();
    expect(within(card).getByText('Agrees')).toBeTruthy();
    expect(within(card).queryByRole('table')).toBeNull();
  });

  it('says it has not run yet, and that no payment was captured yet', async () => {
    await renderPage({ gateway: 'razorpay', items: [], reconciledAt: null, differences: [] });
    const card = screen.getByRole('region', { name: 'Reconciliation' });
    expect(within(card).getByText('Not run yet.')).toBeTruthy();
    expect(within(card).queryByText('The gateway’s records agree with Haat’s.')).toBeNull();
    expect(screen.getByText('No UPI payment has been captured yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says plainly when no gateway is set up', async () => {
    await renderPage({ gateway: null, items: [], reconciledAt: null, differences: [] });
    expect(screen.getByText('No payment gateway is set up: buyers pay cash on delivery only.')).toBeTruthy();
    expect(screen.getByText(/set PAYMENT_PROVIDER and the gateway’s keys/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Reconciliation' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Captured UPI payments' })).toBeNull();
  });
});

describe('the cash-on-delivery rules', () => {
  it('shows the rules in force and the PIN codes without COD, and saves a change with its reason', async () => {
    let saved: unknown = null;
    server.use(
      answer(codEndpoints.setRules, ({ body }) => {
        saved = body;
        return { ...noRules, maxOrderPaise: body.maxOrderPaise, updatedAt: '2026-11-29T10:00:00.000Z' };
      }),
    );
    await renderPage(razorpay, { ...noRules, maxOrderPaise: 500_000, updatedAt: '2026-11-20T06:00:00.000Z' }, [
      '600017',
      '110001',
    ]);
    const largest = (await screen.findByLabelText('Largest COD order (₹)')) as HTMLInputElement;
    expect(largest.value).toBe('5000');
    expect(
      within(screen.getByRole('list', { name: 'PIN codes with cash on delivery off' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['600017', '110001']);
    fireEvent.input(largest, { target: { value: '3000' } });
    fireEvent.input(screen.getByLabelText('Reason (kept in the audit log)'), {
      target: { value: 'Returns doubled above ₹3,000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() =>
      expect(saved).toEqual({
        maxOrderPaise: 300_000,
        tokenPaise: 0,
        confirmation: false,
        confirmHours: 24,
        feePaise: 0,
        reason: 'Returns doubled above ₹3,000',
      }),
    );
  });

  it('asks for no token without a payment gateway', async () => {
    await renderPage({ gateway: null, items: [], reconciledAt: null, differences: [] });
    const token = (await screen.findByLabelText('Token paid by UPI first (₹)')) as HTMLInputElement;
    expect(token.disabled).toBe(true);
    expect(screen.getByText('Needs a payment gateway for UPI.')).toBeTruthy();
    expect(screen.getByText('None: cash on delivery is on everywhere.')).toBeTruthy();
  });
});
