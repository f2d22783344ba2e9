// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { PaymentWays } from './payment-ways.tsx';

const terms = (available: boolean) => ({
  available,
  reason: available ? null : 'Cash on delivery is not available for PIN code 600017. Pay by UPI instead.',
  tokenPaise: 0,
  confirmation: false,
  feePaise: 0,
});

describe('the ways to pay a product', () => {
  it('says UPI or cash on delivery where both are taken', async () => {
    server.use(
      answer(paymentEndpoints.options, () => ({ methods: ['upi' as const, 'cod' as const], cod: terms(true) })),
    );
    renderScreen(<PaymentWays totalPaise={99_900} pincode={null} />);
    expect(await screen.findByText('UPI or cash on delivery')).toBeTruthy();
  });

  it('says UPI only, and why, where the rules refuse cash on delivery for the buyer’s PIN code', async () => {
    server.use(
      answer(paymentEndpoints.options, ({ query }) => ({
        methods: ['upi' as const, 'cod' as const],
        cod: terms(query.pincode !== '600017'),
      })),
    );
    renderScreen(<PaymentWays totalPaise={99_900} pincode="600017" />);
    expect(await screen.findByText('Pay by UPI: no cash on delivery to 600017')).toBeTruthy();
  });

  it('says cash on delivery where no gateway is set up', async () => {
    server.use(answer(paymentEndpoints.options, () => ({ methods: ['cod' as const], cod: terms(true) })));
    renderScreen(<PaymentWays totalPaise={99_900} pincode={null} />);
    expect(await screen.findByText('Cash on delivery')).toBeTruthy();
  });
});
