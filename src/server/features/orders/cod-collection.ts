import type { Db } from '../../db/client.ts';
import { paymentDetails } from '../payments/payment-view.ts';
import { listOrderLines } from './orders.repository.ts';
import { chargedSummary } from './parcel-charges.ts';

/**
 * What the courier collects from each parcel of a cash-on-delivery order whose buyer paid a token by UPI first
 * (decision 070): each parcel's charged total, the token taken from the parcels in turn (by seller id), so the parcels
 * together collect the order's charged total less the token, to the paisa.
 */
export function collectAfterToken(parcels: Map<string, number>, tokenPaise: number): Map<string, number> {
  let left = tokenPaise;
  return new Map(
    [...parcels]
      .toSorted(([a], [b]) => a.localeCompare(b))
      .map(([sellerId, charged]) => {
        const taken = Math.min(left, charged);
        left -= taken;
        return [sellerId, charged - taken];
      }),
  );
}

/**
 * For COD orders whose buyer paid a token: what each parcel's courier collects (collectAfterToken), from all the
 * order's lines; orders without a token are absent.
 */
export async function tokensPaid(db: Db, orders: { id: string }[]): Promise<Map<string, Map<string, number>>> {
  const paid = await paymentDetails(
    db,
    orders.map((order) => order.id),
  );
  const withToken = orders.filter((order) => (paid.get(order.id)?.paidPaise ?? 0) > 0);
  const result = new Map<string, Map<string, number>>();
  for (const order of withToken) {
    const lines = await listOrderLines(db, order.id);
    const parcels = new Map(
      [...Map.groupBy(lines, (line) => line.sellerId)].map(([sellerId, group]) => [
        sellerId,
        chargedSummary(group).totalPaise,
      ]),
    );
    result.set(order.id, collectAfterToken(parcels, paid.get(order.id)?.paidPaise ?? 0));
  }
  return result;
}
