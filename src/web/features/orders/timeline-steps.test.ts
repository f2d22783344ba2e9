import { describe, expect, it } from 'vitest';
import type { LineEvent, LineStatus } from '#shared/contracts/orders.ts';
import type { ReturnRequest } from '#shared/contracts/orders-returns.ts';
import { timelineSteps } from './timeline-steps.ts';

const event = (status: LineStatus, at: string, note: string | null = null): LineEvent => ({ status, at, note });
const line = (
  status: LineStatus,
  events: LineEvent[],
  shipping: { courier?: string; trackingNumber?: string } = {},
) => ({
  status,
  events,
  courier: shipping.courier ?? null,
  trackingNumber: shipping.trackingNumber ?? null,
  returns: [],
});

const request = (id: string, status: ReturnRequest['status'], extra: Partial<ReturnRequest> = {}): ReturnRequest => ({
  id,
  reason: 'size_or_fit',
  details: 'Too tight.',
  photos: [],
  status,
  sellerNote: null,
  requestedAt: '2025-01-04T10:00:00Z',
  decidedAt: status === 'requested' ? null : '2025-01-05T10:00:00Z',
  ...extra,
});

describe('line timelines', () => {
  it('shows the whole happy path with the reached steps dated and the current one marked', () => {
    const steps = timelineSteps(
      line(
        'shipped',
        [
          event('placed', '2025-01-01T10:00:00Z'),
          event('confirmed', '2025-01-01T12:00:00Z'),
          event('shipped', '2025-01-02T09:00:00Z', 'Delhivery 123'),
        ],
        {
          courier: 'Delhivery',
          trackingNumber: 'DL123456',
        },
      ),
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
      line('cancelled', [
        event('placed', '2025-01-01T10:00:00Z'),
        event('confirmed', '2025-01-01T11:00:00Z'),
        event('cancelled', '2025-01-01T12:00:00Z', 'Cancelled by the buyer'),
      ]),
    );
    expect(steps.map((step) => step.status)).toEqual(['placed', 'confirmed', 'cancelled']);
    expect(steps.at(-1)).toMatchObject({
      label: 'Cancelled',
      current: true,
      offPath: true,
      note: 'Cancelled by the buyer',
    });
  });

  it('knows a failed delivery was shipped and a return was delivered, even without those events', () => {
    expect(
      timelineSteps(line('delivery_failed', [event('delivery_failed', '2025-01-05T10:00:00Z', 'Nobody home')])).map(
        (step) => step.status,
      ),
    ).toEqual(['placed', 'confirmed', 'shipped', 'delivery_failed']);
    expect(timelineSteps(line('returned', [])).map((step) => step.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'returned',
    ]);
  });

  it('adds each return request after Delivered, the open one where the line is now, and a decline with the seller’s note', () => {
    const delivered = [
      event('placed', '2025-01-01T10:00:00Z'),
      event('shipped', '2025-01-02T10:00:00Z'),
      event('delivered', '2025-01-03T10:00:00Z'),
    ];

    const asked = timelineSteps({ ...line('delivered', delivered), returns: [request('a', 'requested')] });
    expect(asked.slice(-2).map((step) => [step.label, step.current, step.note])).toEqual([
      ['Delivered', false, null],
      ['Return requested', true, 'Size or fit: Too tight.'],
    ]);

    const again = timelineSteps({
      ...line('delivered', delivered),
      returns: [
        request('a', 'rejected', { sellerNote: 'Worn already.' }),
        request('b', 'requested', { requestedAt: '2025-01-06T10:00:00Z' }),
      ],
    });
    expect(again.slice(-3).map((step) => [step.label, step.offPath, step.current, step.note])).toEqual([
      ['Return requested', false, false, 'Size or fit: Too tight.'],
      ['Return declined', true, false, 'Worn already.'],
      ['Return requested', false, true, 'Size or fit: Too tight.'],
    ]);
    expect(new Set(again.map((step) => step.key)).size).toBe(again.length);

    const returned = timelineSteps({
      ...line('returned', [...delivered, event('returned', '2025-01-05T10:00:00Z', 'Pickup on Monday')]),
      returns: [request('a', 'accepted')],
    });
    expect(returned.slice(-3).map((step) => [step.label, step.current])).toEqual([
      ['Delivered', false],
      ['Return requested', false],
      ['Returned', true],
    ]);
    expect(returned.at(-1)?.note).toBe('Pickup on Monday');
  });
});
