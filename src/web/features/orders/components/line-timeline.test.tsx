// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderLine } from '#shared/contracts/orders.ts';
import { LineTimeline } from './line-timeline.tsx';

afterEach(cleanup);

const base: OrderLine = {
  id: 'line-1',
  productId: 'p',
  listingId: 'l',
  storeHandle: 'priya.styles',
  storeName: 'Priya',
  sellerName: 'Rangmahal Jewels',
  name: 'Kundan jhumka',
  image: null,
  quantity: 1,
  unitPricePaise: 49_900,
  lineTotalPaise: 49_900,
  status: 'shipped',
  courier: 'Delhivery',
  trackingNumber: 'DL123456',
  returnWindowEndsAt: null,
  returnDays: 7,
  returnWindowOpen: false,
  returns: [],
  events: [
    { status: 'placed', at: '2025-01-01T10:00:00Z', note: null },
    { status: 'confirmed', at: '2025-01-01T12:00:00Z', note: null },
    { status: 'shipped', at: '2025-01-02T09:00:00Z', note: null },
  ],
};

describe('LineTimeline', () => {
  it('lists the steps in order and marks where the line is now', () => {
    render(<LineTimeline line={base} />);
    const list = screen.getByRole('list', { name: 'Delivery progress of Kundan jhumka' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split('(')[0]?.trim().replace(/\d.*$/, ''))).toEqual([
      'Placed',
      'Confirmed',
      'Shipped',
      'Out for delivery',
      'Delivered',
    ]);
    expect(steps[2]).toHaveProperty('ariaCurrent', 'step');
    expect(steps.filter((step) => step.getAttribute('aria-current'))).toHaveLength(1);
    expect(within(steps[2] as HTMLElement).getByText('Delhivery, tracking DL123456')).toBeTruthy();
    expect(within(steps[3] as HTMLElement).getByText('(to come)')).toBeTruthy();
  });

  it('ends a cancelled line on its own step with the reason', () => {
    render(
      <LineTimeline
        line={{
          ...base,
          status: 'cancelled',
          courier: null,
          trackingNumber: null,
          events: [
            base.events[0]!,
            { status: 'cancelled', at: '2025-01-01T11:00:00Z', note: 'Cancelled by the buyer' },
          ],
        }}
      />,
    );
    const steps = screen.getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(within(steps[1] as HTMLElement).getByText('Cancelled by the buyer')).toBeTruthy();
  });
});
