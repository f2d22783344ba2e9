// What the buyer pays for an order as its lines stand (decision 060).
import type { PriceSummary } from '#shared/contracts/cart.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { OrderLineRow } from './orders.repository.ts';

/** Lines the buyer does not pay for: a returned line was paid for, and is refunded by its return. */
const UNCHARGED: readonly LineStatus[] = ['cancelled', 'delivery_failed'];

type ChargedLine = Pick<
  OrderLineRow,
  'sellerId' | 'status' | 'basePricePaise' | 'markupPaise' | 'quantity' | 'deliveryPaise'
>;

/**
 * What the buyer pays for these lines of one order as they stand: the lines not cancelled and not undelivered, and
 * each parcel's delivery fee while any of its lines is.
 */
export function chargedSummary(lines: readonly ChargedLine[]): PriceSummary {
  const charged = lines.filter((line) => !UNCHARGED.includes(line.status));
  const parcels = new Set(charged.map((line) => line.sellerId));
  const itemsPaise = charged.reduce((sum, line) => sum + (line.basePricePaise + line.markupPaise) * line.quantity, 0);
  const deliveryPaise = lines
    .filter((line) => parcels.has(line.sellerId))
    .reduce((sum, line) => sum + line.deliveryPaise, 0);
  return { itemsPaise, deliveryPaise, totalPaise: itemsPaise + deliveryPaise };
}
