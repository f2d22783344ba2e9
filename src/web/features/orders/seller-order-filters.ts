import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import { openReturnOf } from './line-returns.ts';

/**
 * The chips above a seller's orders: each is a set of line statuses, "all" is every line; "returns" is the
 * delivered lines whose buyer asked to return them and waits for an answer.
 */
export const sellerOrderFilters = [
  { id: 'all', label: msg`All`, statuses: null },
  { id: 'to-confirm', label: msg`To confirm`, statuses: ['placed'] },
  { id: 'to-ship', label: msg`To ship`, statuses: ['confirmed'] },
  { id: 'in-transit', label: msg`In transit`, statuses: ['shipped', 'out_for_delivery'] },
  { id: 'returns', label: msg`Return requests`, statuses: ['delivered'] },
  { id: 'done', label: msg`Done`, statuses: ['delivered', 'cancelled', 'returned', 'delivery_failed'] },
] as const satisfies readonly { id: string; label: MessageDescriptor; statuses: readonly LineStatus[] | null }[];

export type SellerOrderFilter = (typeof sellerOrderFilters)[number]['id'];

const filterSchema = z
  .enum(sellerOrderFilters.map((filter) => filter.id) as [SellerOrderFilter, ...SellerOrderFilter[]])
  .catch('all');

export function matchesFilter(line: Pick<SellerOrderLine, 'status' | 'returns'>, filter: SellerOrderFilter): boolean {
  if (filter === 'returns') return openReturnOf(line) !== null;
  const statuses: readonly LineStatus[] | null =
    sellerOrderFilters.find((entry) => entry.id === filter)?.statuses ?? null;
  return statuses === null || statuses.includes(line.status);
}

export interface SellerOrderGroup {
  orderId: string;
  orderNumber: string;
  placedAt: string;
  buyerName: string;
  buyerPhone: string;
  address: SellerOrderLine['address'];
  /** What the courier collects for the parcel, while cash on delivery is due. */
  collectOnDeliveryPaise: number | null;
  /** A COD order waiting for its buyer's confirmation: until when (it cannot be confirmed or shipped before). */
  buyerConfirmBy: string | null;
  lines: SellerOrderLine[];
}

/** Lines of one order together, in the order the server sent them (newest first). */
export function groupByOrder(lines: SellerOrderLine[]): SellerOrderGroup[] {
  const groups = new Map<string, SellerOrderGroup>();
  for (const line of lines) {
    const group = groups.get(line.orderId);
    if (group) group.lines.push(line);
    else {
      const { orderId, orderNumber, placedAt, buyerName, buyerPhone, address, collectOnDeliveryPaise, buyerConfirmBy } =
        line;
      groups.set(orderId, {
        orderId,
        orderNumber,
        placedAt,
        buyerName,
        buyerPhone,
        address,
        collectOnDeliveryPaise,
        buyerConfirmBy,
        lines: [line],
      });
    }
  }
  return [...groups.values()];
}

/** The chosen chip lives in the URL (?show=to-ship) so a reload or a shared link keeps it. */
export function useSellerOrderFilter(): [SellerOrderFilter, (filter: SellerOrderFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterSchema.parse(params.get('show') ?? 'all');
  const setFilter = (next: SellerOrderFilter) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'all') updated.delete('show');
        else updated.set('show', next);
        return updated;
      },
      { replace: true },
    );
  return [filter, setFilter];
}
