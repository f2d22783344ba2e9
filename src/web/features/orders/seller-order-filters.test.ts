import { describe, expect, it } from 'vitest';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { ReturnRequest, ReturnStatus } from '#shared/contracts/orders-returns.ts';
import { groupByOrder, matchesFilter } from './seller-order-filters.ts';

function line(id: string, orderId: string, status: LineStatus): SellerOrderLine {
  return {
    id,
    productId: `product-${id}`,
    listingId: null,
    storeHandle: 'priya.styles',
    storeName: 'Priya Styles',
    sellerName: 'Rangmahal Jewels',
    name: `Item ${id}`,
    image: null,
    quantity: 1,
    unitPricePaise: 1_000,
    lineTotalPaise: 1_000,
    status,
    courier: null,
    trackingNumber: null,
    returnWindowEndsAt: null,
    returnDays: 7,
    returnWindowOpen: false,
    returns: [],
    events: [],
    orderId,
    orderNumber: `HT-${orderId.toUpperCase().padEnd(8, '0')}`,
    placedAt: '2025-03-12T10:00:00.000Z',
    buyerName: 'Asha',
    buyerPhone: '+919876543210',
    address: { line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
    basePaise: 800,
    earning: {
      basePaise: 800,
      commissionBps: 500,
      commissionPaise: 40,
      commissionGstPaise: 0,
      markupGstPaise: 0,
      deliveryPaise: 0,
      netPaise: 760,
    },
    collectOnDeliveryPaise: null,
    buyerConfirmBy: null,
    actions: [],
  };
}

const request = (status: ReturnStatus): ReturnRequest => ({
  id: `r-${status}`,
  reason: 'damaged',
  details: 'Torn at the seam.',
  photos: [],
  status,
  sellerNote: status === 'requested' ? null : 'Noted.',
  requestedAt: '2025-03-14T10:00:00.000Z',
  decidedAt: status === 'requested' ? null : '2025-03-15T10:00:00.000Z',
});

describe('seller order filters', () => {
  it('puts each status under exactly one chip besides All', () => {
    const statuses: LineStatus[] = [
      'placed',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
      'cancelled',
      'returned',
      'delivery_failed',
    ];
    const chips = ['to-confirm', 'to-ship', 'in-transit', 'done'] as const;
    for (const status of statuses) {
      const target = line('1', 'a', status);
      expect(matchesFilter(target, 'all')).toBe(true);
      expect(chips.filter((chip) => matchesFilter(target, chip))).toHaveLength(1);
    }
    expect(matchesFilter(line('1', 'a', 'out_for_delivery'), 'in-transit')).toBe(true);
    expect(matchesFilter(line('1', 'a', 'placed'), 'to-ship')).toBe(false);
  });

  it('lists under Return requests the delivered lines whose buyer waits for an answer', () => {
    const waiting = { ...line('1', 'a', 'delivered'), returns: [request('rejected'), request('requested')] };
    const declined = { ...line('2', 'a', 'delivered'), returns: [request('rejected')] };
    const accepted = { ...line('3', 'a', 'returned'), returns: [request('accepted')] };
    expect(
      [waiting, declined, accepted, line('4', 'a', 'delivered')]
        .filter((entry) => matchesFilter(entry, 'returns'))
        .map((entry) => entry.id),
    ).toEqual(['1']);
  });

  it('groups lines by order, keeping the newest-first order of the list', () => {
    const groups = groupByOrder([line('1', 'b', 'placed'), line('2', 'a', 'shipped'), line('3', 'b', 'confirmed')]);
    expect(groups.map((group) => [group.orderId, group.lines.map((entry) => entry.id)])).toEqual([
      ['b', ['1', '3']],
      ['a', ['2']],
    ]);
    expect(groups[0]).toMatchObject({ buyerName: 'Asha', address: { city: 'Pune' } });
  });
});
