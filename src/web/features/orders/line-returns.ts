import type { OrderLine } from '#shared/contracts/orders.ts';
import type { ReturnRequest } from '#shared/contracts/orders-returns.ts';

/** The request waiting for the seller, if any: only a line's last request can be. */
export function openReturnOf(line: Pick<OrderLine, 'returns'>): ReturnRequest | null {
  const last = line.returns.at(-1);
  return last?.status === 'requested' ? last : null;
}

export type BuyerReturnState =
  | { kind: 'requested'; request: ReturnRequest }
  | { kind: 'collecting'; request: ReturnRequest }
  | { kind: 'open'; until: string }
  | { kind: 'closed'; closedAt: string | null }
  | { kind: 'none' };

/** What the buyer of a delivered line can do about a return now, as the server's clock sees it; null before delivery. */
export function buyerReturnState(
  line: Pick<OrderLine, 'status' | 'returns' | 'returnDays' | 'returnWindowOpen' | 'returnWindowEndsAt'>,
): BuyerReturnState | null {
  if (line.status !== 'delivered') return null;
  const request = openReturnOf(line);
  if (request) return { kind: 'requested', request };
  const last = line.returns.at(-1);
  // Accepted, and the seller's courier is bringing it back (decision 073).
  if (last?.status === 'collecting') return { kind: 'collecting', request: last };
  if (line.returnDays === 0) return { kind: 'none' };
  if (line.returnWindowOpen && line.returnWindowEndsAt) return { kind: 'open', until: line.returnWindowEndsAt };
  return { kind: 'closed', closedAt: line.returnWindowEndsAt };
}
