// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/contracts/orders.ts';
import type { CodRefund } from '#shared/contracts/payments.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { answer, refuse, renderScreen, server } from '#web/testing/render-screen.tsx';
import { CodRefundPanel } from './cod-refund-panel.tsx';

const refund = (fields: Partial<CodRefund> = {}): CodRefund => ({
  id: 'refund-1',
  amountPaise: 61_000,
  status: 'awaiting_upi',
  upiIdMasked: null,
  utr: null,
  ...fields,
});

const order = (codRefunds: CodRefund[]): Order => ({
  id: 'order-1',
  number: 'HT-7K3M9Q2P',
  placedAt: '2026-11-20T10:00:00.000Z',
  status: 'returned',
  contact: { name: 'Asha Rao', phone: '+919876543210', email: null },
  address: { line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  payment: {
    method: 'cod',
    status: 'paid',
    upi: null,
    paidPaise: 0,
    refunds: [],
    confirmBy: null,
    payNow: false,
    payNowPaise: null,
    codRefunds,
  },
  summary: { itemsPaise: 55_000, deliveryPaise: 6_000, codFeePaise: 0, totalPaise: 61_000 },
  charged: { itemsPaise: 55_000, deliveryPaise: 6_000, codFeePaise: 0, totalPaise: 61_000 },
  lines: [],
  cancellable: false,
  invoices: [],
});

describe('a cash-on-delivery refund', () => {
  it('asks for the UPI ID, says a slip at the field before sending, and sends a good one', async () => {
    let sent: unknown = null;
    server.use(
      answer(orderEndpoints.codRefundUpi, ({ body }) => {
        sent = body;
        return order([refund({ status: 'queued', upiIdMasked: 'meXXXXer@okaxis' })]);
      }),
    );
    renderScreen(<CodRefundPanel order={order([refund()])} />);
    expect(screen.getByText(/₹610.00 is owed back to you for what you returned/)).toBeTruthy();
    const field = screen.getByLabelText('Your UPI ID');
    fireEvent.input(field, { target: { value: 'oops' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my refund' }));
    expect(await screen.findByText('A UPI ID looks like name@bank, e.g. meera@okaxis.')).toBeTruthy();
    fireEvent.input(field, { target: { value: 'meera.iyer@okaxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my refund' }));
    await waitFor(() => expect(sent).toEqual({ upiId: 'meera.iyer@okaxis' }));
  });

  it('says the server’s refusal', async () => {
    server.use(
      answer(orderEndpoints.codRefundUpi, () =>
        refuse(409, 'conflict', 'This refund is not waiting for a UPI ID: it is on its way or paid.'),
      ),
    );
    renderScreen(<CodRefundPanel order={order([refund()])} />);
    fireEvent.input(screen.getByLabelText('Your UPI ID'), { target: { value: 'meera@okaxis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my refund' }));
    expect(await screen.findByText('This refund is not waiting for a UPI ID: it is on its way or paid.')).toBeTruthy();
  });

  it('shows a paid refund with its UTR', () => {
    renderScreen(
      <CodRefundPanel order={order([refund({ status: 'paid', upiIdMasked: 'meXXXXer@okaxis', utr: 'AXISN999' })])} />,
    );
    expect(screen.getByText('Refunded ₹610.00 to meXXXXer@okaxis (UTR AXISN999).')).toBeTruthy();
  });
});
