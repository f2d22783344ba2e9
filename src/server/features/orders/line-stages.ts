import type { LineStatus } from '#shared/contracts/orders.ts';

/* Where an order's lines stand, as more than one part of the orders feature asks it. */

/** Not yet on its way: the buyer may still cancel it. */
export const CANCELLABLE: readonly LineStatus[] = ['placed', 'confirmed'];

/** Whether the buyer may pay this order by UPI now instead of on delivery. */
export function mayPayNow(
  order: { paymentMethod: string; paymentStatus: string },
  lines: { status: string }[],
  upiOffered: boolean,
): boolean {
  const live = lines.filter((line) => line.status !== 'cancelled');
  return (
    upiOffered &&
    order.paymentMethod === 'cod' &&
    order.paymentStatus === 'due_on_delivery' &&
    live.length > 0 &&
    live.every((line) => CANCELLABLE.includes(line.status as never))
  );
}
