import { describe, expect, it } from 'vitest';
import type { LineEvent, LineStatus } from '#shared/contracts/orders.ts';
import { timelineSteps } from './timeline-steps.ts';

const event = (status: LineStatus, at: string, note: string | null = null): LineEvent => ({ status, at, note });
const line = (status: LineStatus, events: LineEvent[], shipping: { courier?: string; trackingNumber?: string } = {}) => ({
  status,
  events,
  courier: shipping.courier ?? null,
  trackingNumber: shipping.trackingNumber ?? null,
});

describe('line timelines', () => {
  it('shows the whole happy path with the reached steps dated and the current one marked', () => {
    const steps = timelineSteps(
      line('shipped', [event('placed', '2025-01-01T10:00:00Z'), event('confirmed', '2025-01-01T12:00:00Z'), event('shipped', '2025-01-02T09:00:00Z', 'Delhivery 123')], {
        courier: 'Delhivery',
        trackingNumber: 'DL123456',
      }),
    );
    expect(steps.map((step) => [step.label, step.reached, step.current])).toEqual([
      ['Placed', true, false],
      ['Confirmed', true, false],
      ['Shipped', true, true],
      ['Out for delivery', false, false],
      ['Delivered', false, false],
    ]);
    expect(steps[2]?.at).toBe('2025-01-02T09:00:00Z');
    expect(steps[2]?.note).toBe('Delhivery, tracking DL123456');
    expect(steps[3]?.at).toBeNull();
  });

  it('ends a cancelled line with its own step and reason after the steps it reached', () => {
    const steps = timelineSteps(
      line('cancelled', [event('placed', '2025-01-01T10:00:00Z'), event('confirmed', '2025-01-01T11:00:00Z'), event('cancelled', '2025-01-01T12:00:00Z', 'Cancelled by the buyer')]),
    );
    expect(steps.map((step) => step.status)).toEqual(['placed', 'confirmed', 'cancelled']);
    expect(steps.at(-1)).toMatchObject({ label: 'Cancelled', current: true, offPath: true, note: 'Cancelled by the buyer' });
  });

  it('knows a failed delivery was shipped and a return was delivered, even without those events', () => {
    expect(timelineSteps(line('delivery_failed', [event('delivery_failed', '2025-01-05T10:00:00Z', 'Nobody home')])).map((step) => step.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivery_failed',
    ]);
    expect(timelineSteps(line('returned', [])).map((step) => step.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'returned',
    ]);
  });
});
