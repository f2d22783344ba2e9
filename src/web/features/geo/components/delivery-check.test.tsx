// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryEstimate } from '#shared/contracts/geo.ts';
import { geoEndpoints } from '#shared/endpoints/geo.ts';
import { answer, renderScreen, server } from '#web/testing/render-screen.tsx';
import { buyerPincode } from '../buyer-pincode.ts';
import { DeliveryCheck } from './delivery-check.tsx';

const chennai = {
  pincode: '641001',
  city: 'Coimbatore',
  district: 'Coimbatore',
  state: 'Tamil Nadu' as const,
  states: ['Tamil Nadu' as const],
};
const acrossIndia = { minDays: 3, maxDays: 9, dispatchDays: 2 };

function renderWith(estimate: DeliveryEstimate) {
  buyerPincode.set('641001');
  server.use(answer(geoEndpoints.delivery, () => estimate));
  renderScreen(<DeliveryCheck sellerId="seller-1" acrossIndia={acrossIndia} />, { route: '/@priya.styles' });
}

afterEach(() => buyerPincode.set(null));

describe('the delivery check', () => {
  it('gives the seller’s carrier’s days when it promises them', async () => {
    renderWith({
      minDays: 5,
      maxDays: 5,
      dispatchDays: 2,
      to: chennai,
      carrier: { serviceable: true, reason: null, estimatedDelivery: '2026-12-04' },
    });
    expect(await screen.findByText('Delivery in 5 days to Coimbatore, Tamil Nadu 641001')).toBeTruthy();
  });

  it('promises no days where the seller’s courier does not deliver, and says why', async () => {
    renderWith({
      minDays: 4,
      maxDays: 6,
      dispatchDays: 2,
      to: chennai,
      carrier: { serviceable: false, reason: 'No courier serviceable for this pincode', estimatedDelivery: null },
    });
    expect(await screen.findByText('Not delivered to 641001 by this seller’s courier')).toBeTruthy();
    expect(screen.getByText('No courier serviceable for this pincode')).toBeTruthy();
    expect(screen.queryByText(/Delivery in/)).toBeNull();
  });
});
