// The buyer's personal data in orders, as privacy reaches it: what an erasure waits for and erases, and whom a breach window reached.
import type { Db } from '../../db/client.ts';
import { countOpenOrdersOfUser, eraseBuyerContacts, listOrderContactsBetween } from './orders.repository.ts';

/** How many of the account's orders are on their way or have a return undecided: an erasure waits for them. */
export function openOrdersOf(db: Db, userId: string): Promise<number> {
  return countOpenOrdersOfUser(db, userId);
}

/**
 * The account's orders stay for the seller's books and the tax documents, without the buyer's name, phone, email
 * or street address (decision 057). Their ids.
 */
export function eraseBuyerOfOrders(tx: Db, userId: string): Promise<string[]> {
  return eraseBuyerContacts(tx, userId);
}

/** Who gave their contact with an order placed in [from, to], accounts and guests: a breach's reach. */
export function orderContactsBetween(db: Db, from: Date, to: Date) {
  return listOrderContactsBetween(db, from, to);
}
