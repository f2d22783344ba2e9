// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Quote } from '#shared/contracts/cart.ts';
import { renderScreen } from '#web/testing/render-screen.tsx';
import { OrderSummaryCard } from './order-summary-card.tsx';

const quote: Quote = {
  lines: [],
  summary: { itemsPaise: 110_000, deliveryPaise: 12_000, codFeePaise: 0, totalPaise: 122_000 },
  parcels: 2,
};

const renderCard = (paying: { method: 'cod' | 'upi'; codFeePaise: number }) =>
  renderScreen(
    <OrderSummaryCard
      formId="checkout-form"
      quote={quote}
      itemCount={2}
      updating={false}
      failed={false}
      onRetry={() => undefined}
      needsChange={false}
      placing={false}
      paying={paying}
    />,
    { route: '/checkout' },
  );

describe('the order summary', () => {
  it('adds the COD fee of each parcel when the buyer pays on delivery', () => {
    renderCard({ method: 'cod', codFeePaise: 2_500 });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Cash on delivery fee').nextSibling?.textContent).toBe('₹50.00');
    expect(within(summary).getByText('Total').nextSibling?.textContent).toBe('₹1,270.00');
    expect(
      within(summary).getByText('Pay ₹1,270.00 in cash or by UPI when it arrives. You can cancel until it ships.'),
    ).toBeTruthy();
  });

  it('has no COD fee for UPI', () => {
    renderCard({ method: 'upi', codFeePaise: 0 });
    expect(screen.queryByText('Cash on delivery fee')).toBeNull();
    expect(screen.getByText('Total').nextSibling?.textContent).toBe('₹1,220.00');
  });
});
