// What the buyer pays for an order as its lines stand (decision 060).
import type { PriceSummary } from '#shared/contracts/cart.ts';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { OrderLineRow } from './orders.repository.ts';

/** Lines the buyer does not pay for: a returned line was paid for, and is refunded by its return. */
const UNCHARGED: readonly LineStatus[] = ['cancelled', 'delivery_failed'];

/** Whether the buyer pays for this line as it stands. */
export const isCharged = (line: Pick<OrderLineRow, 'status'>): boolean => !UNCHARGED.includes(line.status);

type ChargedLine = Pick<
  OrderLineRow,
  'sellerId' | 'status' | 'basePricePaise' | 'markupPaise' | 'quantity' | 'deliveryPaise'
>;

/**
 * What the buyer pays for these lines of one order as they stand: the lines not cancelled and not undelivered, and
 * each parcel's delivery fee while any of its lines is. A parcel's COD fee is inside its delivery fee (decision 072);
 * given the fee of one parcel, it is told apart (`codFeePaise`), else counted as delivery. The total is the same.
 */
export function chargedSummary(lines: readonly ChargedLine[], codFeePerParcelPaise = 0): PriceSummary {
  const charged = lines.filter(isCharged);
  const parcels = new Set(charged.map((line) => line.sellerId));
  const itemsPaise = charged.reduce((sum, line) => sum + (line.basePricePaise + line.markupPaise) * line.quantity, 0);
  const withFees = lines
    .filter((line) => parcels.has(line.sellerId))
    .reduce((sum, line) => sum + line.deliveryPaise, 0);
  const codFeePaise = codFeePerParcelPaise * parcels.size;
  return { itemsPaise, deliveryPaise: withFees - codFeePaise, codFeePaise, totalPaise: itemsPaise + withFees };
}

/** The COD fee each parcel of an order carries: the order's fee as placed, shared by all its sellers' parcels. */
export function codFeePerParcel(order: { codFeePaise: number }, lines: readonly Pick<ChargedLine, 'sellerId'>[]) {
  const parcels = new Set(lines.map((line) => line.sellerId)).size;
  return parcels === 0 ? 0 : order.codFeePaise / parcels;
}

/** A COD order's lines and summary with each parcel's COD fee on its first line's delivery (decision 072). */
export function withCodFee<Line extends { offer: { sellerId: string }; delivery: number }>(
  lines: Line[],
  summary: PriceSummary,
  feePaise: number,
): { lines: Line[]; summary: PriceSummary } {
  if (feePaise === 0) return { lines, summary };
  const first = new Set<string>();
  const charged = lines.map((line) => {
    if (first.has(line.offer.sellerId)) return line;
    first.add(line.offer.sellerId);
    return { ...line, delivery: line.delivery + feePaise };
  });
  const codFeePaise = feePaise * first.size;
  return { lines: charged, summary: { ...summary, codFeePaise, totalPaise: summary.totalPaise + codFeePaise } };
}
