import type { Db } from '../../db/client.ts';
import type { CancelledBy, orderLines, orders } from './orders.schema.ts';

/**
 * Mail about an order: to the buyer's contact email (when they gave one) and to the sellers whose lines it holds,
 * returns included (the seller hears of a request, the buyer of the decision).
 * A change records the mail it owes in its own transaction (`record`); once it has committed, `compose` asks the
 * `orders.mail` job to write the mails to the outbox, which sends them (decision 044). A mail refused by its
 * server is logged and changes nothing about the order.
 */
export interface OrderMails {
  record(tx: Db, event: OrderMailEvent): Promise<string>;
  /**
   * After the commit: compose the recorded mail (the sweep does it if this process stops first). A checkout gives
   * the order it has just written, so its confirmation is composed without reading it back.
   */
  compose(eventId: string, placed?: PlacedOrder): void;
}

/** An order as the transaction that placed it wrote it, with nothing paid online yet (a COD order at checkout). */
export interface PlacedOrder {
  order: typeof orders.$inferSelect;
  lines: (typeof orderLines.$inferSelect)[];
}

export type OrderMailEvent =
  | { kind: 'placed'; orderId: string }
  | { kind: 'shipped' | 'delivered'; orderId: string; lineId: string }
  | { kind: 'cancelled'; orderId: string; lineIds: string[]; by: CancelledBy }
  | { kind: 'return_requested' | 'return_decided'; orderId: string; lineId: string; returnId: string }
  | { kind: 'refunded'; orderId: string; refundId: string };
