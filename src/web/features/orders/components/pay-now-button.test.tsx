// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '#shared/contracts/orders.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { PayNowButton } from './pay-now-button.tsx';

const order = (payNowPaise: number | null): Order => ({
  id: 'order-1',
  invoices: [],
  number: 'HT-7K3M9Q2P',
  placedAt: '2026-11-28T10:00:00.000Z',
  status: 'placed',
  contact: { name: 'Asha Rao', phone: '+919876543210', email: null },
  address: { line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  payment: {
    method: 'cod',
    status: 'due_on_delivery',
    upi: null,
    paidPaise: 0,
    refunds: [],
    confirmBy: null,
    payNow: payNowPaise !== null,
    payNowPaise,
    codRefunds: [],
  },
  summary: { itemsPaise: 55_000, deliveryPaise: 6_000, codFeePaise: 2_500, totalPaise: 63_500 },
  charged: { itemsPaise: 55_000, deliveryPaise: 6_000, codFeePaise: 2_500, totalPaise: 63_500 },
  lines: [],
  cancellable: true,
});

const upiTaken = () =>
  server.use(
    answer(paymentEndpoints.options, () => ({
      methods: ['upi' as const, 'cod' as const],
      cod: { available: true, reason: null, tokenPaise: 0, confirmation: false, feePaise: 2_500 },
    })),
  );

describe('pay now instead', () => {
  it('says what paying now costs and what it saves (no COD fee, the creator’s discount)', async () => {
    upiTaken();
    let asked = 0;
    server.use(
      answer(orderEndpoints.payNow, () => {
        asked += 1;
        return order(58_250);
      }),
    );
    renderScreen(<PayNowButton order={order(58_250)} />, { route: '/order' });
    const button = await screen.findByRole('button', { name: 'Pay ₹582.50 now by UPI instead' });
    expect(button.getAttribute('aria-describedby')).toBe('pay-now-saving');
    expect(screen.getByText('You save ₹52.50 by paying now.')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(asked).toBe(1));
  });

  it('says nothing about saving when paying now costs the same', async () => {
    upiTaken();
    renderScreen(<PayNowButton order={order(63_500)} />, { route: '/order' });
    expect(await screen.findByRole('button', { name: 'Pay ₹635.00 now by UPI instead' })).toBeTruthy();
    expect(screen.queryByText(/You save/)).toBeNull();
  });

  it('is not offered when the order cannot be paid now', () => {
    upiTaken();
    renderScreen(<PayNowButton order={order(null)} />, { route: '/order' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
