// The orders feature's tables (orders, their lines and the lines' timelines): every statement on them that
// placing an order, a gift order and a line's moves need.
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql, sum } from 'drizzle-orm';
import type { LineStatus } from '#shared/contracts/orders.ts';
import type { Db } from '../../db/client.ts';
import { OPEN_RETURN_STATUSES } from '#shared/contracts/orders-returns.ts';
import { sellers } from '../catalog/catalog.schema.ts';
import { creatorStores } from '../stores/stores.schema.ts';
import { orderLineEvents, orderLines, orderReturns, orders } from './orders.schema.ts';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type LineEventRow = typeof orderLineEvents.$inferSelect;
export type NewLineEventRow = typeof orderLineEvents.$inferInsert;

export function insertLineEvents(tx: Db, values: NewLineEventRow[]): Promise<LineEventRow[]> {
  return tx.insert(orderLineEvents).values(values).returning();
}

/**
 * Moves a line to `to` if it is still in one of `from` (one conditional update), setting the columns given.
 * False when it had already moved on.
 */
export async function moveLineStatus(
  tx: Db,
  lineId: string,
  from: readonly LineStatus[],
  to: LineStatus,
  columns: { updatedAt: Date; courier?: string; trackingNumber?: string; deliveredAt?: Date },
): Promise<boolean> {
  const moved = await tx
    .update(orderLines)
    .set({ status: to, ...columns })
    .where(and(eq(orderLines.id, lineId), inArray(orderLines.status, [...from])))
    .returning({ id: orderLines.id });
  return moved.length > 0;
}

/** Moves every line of the order still in `from` to `to` (one conditional update): the lines moved. */
export function moveOrderLines(
  tx: Db,
  orderId: string,
  from: LineStatus,
  to: LineStatus,
  updatedAt: Date,
): Promise<OrderLineRow[]> {
  return tx
    .update(orderLines)
    .set({ status: to, updatedAt })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.status, from)))
    .returning();
}

/** Who hears of each line's sale: its seller's account and its creator's. */
export function listLineParties(db: Db, lineIds: string[]) {
  return db
    .select({ lineId: orderLines.id, sellerUserId: sellers.userId, storeUserId: creatorStores.userId })
    .from(orderLines)
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .leftJoin(creatorStores, eq(creatorStores.id, orderLines.storeId))
    .where(inArray(orderLines.id, lineIds));
}

/**
 * Sets a line's share of its parcel's delivery fee while its status is one of `statuses` (one conditional update, so
 * a line stopped meanwhile does not take it); false when it is not.
 */
export async function setLineDelivery(
  tx: Db,
  lineId: string,
  deliveryPaise: number,
  statuses: readonly LineStatus[],
  at: Date,
): Promise<boolean> {
  const set = await tx
    .update(orderLines)
    .set({ deliveryPaise, updatedAt: at })
    .where(and(eq(orderLines.id, lineId), inArray(orderLines.status, [...statuses])))
    .returning({ id: orderLines.id });
  return set.length > 0;
}

export async function findPayment(tx: Db, orderId: string) {
  const [order] = await tx
    .select({ method: orders.paymentMethod, status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  return order ?? null;
}

export async function listLineStatuses(tx: Db, orderId: string): Promise<LineStatus[]> {
  const lines = await tx.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return lines.map((line) => line.status);
}

export async function setPaymentStatus(tx: Db, orderId: string, status: OrderRow['paymentStatus']): Promise<void> {
  await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.id, orderId));
}

export async function findOrder(db: Db, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export function findOrders(db: Db, ids: string[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/** The user's latest orders, newest first. */
export function listUserOrders(db: Db, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.placedAt)).limit(100);
}

export async function findOrderByNumberAndPhone(db: Db, number: string, phone: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.contactPhone, phone)));
  return row ?? null;
}

export function findLines(db: Db, lineIds: string[]): Promise<OrderLineRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderLines).where(inArray(orderLines.id, lineIds));
}

export function listOrderLines(db: Db, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** Guest orders placed with this email (compared without case) become the user's: their ids. */
export async function attachGuestOrdersByEmail(tx: Db, userId: string, email: string): Promise<string[]> {
  const attached = await tx
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), sql`lower(${orders.contactEmail}) = ${email.toLowerCase()}`))
    .returning({ id: orders.id });
  return attached.map((row) => row.id);
}

/** Units of a store's lines in the given status. */
export async function sumStoreUnits(db: Db, storeId: string, status: LineStatus): Promise<number> {
  const [row] = await db
    .select({ units: sum(orderLines.quantity) })
    .from(orderLines)
    .where(and(eq(orderLines.storeId, storeId), eq(orderLines.status, status)));
  return Number(row?.units ?? 0);
}

/** Lines of the given orders (or the given lines) with their store's handle and name and their seller's name. */
export function listLinesWithNames(db: Db, where: { orderIds: string[] } | { lineIds: string[] }) {
  const ids = 'orderIds' in where ? where.orderIds : where.lineIds;
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      line: orderLines,
      storeHandle: creatorStores.handle,
      storeName: creatorStores.displayName,
      sellerName: sellers.businessName,
    })
    .from(orderLines)
    .innerJoin(sellers, eq(sellers.id, orderLines.sellerId))
    .leftJoin(creatorStores, eq(creatorStores.id, orderLines.storeId))
    .where('orderIds' in where ? inArray(orderLines.orderId, ids) : inArray(orderLines.id, ids));
}

/** The lines' timelines, oldest step first. */
export function listLineEvents(db: Db, lineIds: string[]): Promise<LineEventRow[]> {
  if (lineIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderLineEvents)
    .where(inArray(orderLineEvents.lineId, lineIds))
    .orderBy(asc(orderLineEvents.id));
}

/** A seller's latest line ids, newest order first (read in order from the seller's placed_at index). */
export async function listSellerLineIds(db: Db, sellerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(eq(orderLines.sellerId, sellerId))
    .orderBy(desc(orderLines.placedAt), orderLines.productName)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A line with its order's number and buyer. */
export async function findLineWithOrder(db: Db, lineId: string) {
  const [row] = await db
    .select({ line: orderLines, number: orders.number, buyerId: orders.userId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId));
  return row ?? null;
}

/** Whether one of the user's orders has a delivered line of the product. */
export async function hasDeliveredLine(db: Db, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orderLines.productId, productId), eq(orderLines.status, 'delivered')))
    .limit(1);
  return rows.length > 0;
}

/** Lines still on their way to the buyer; a return asked for and not yet decided counts too. */
const OPEN_LINE_STATUSES: LineStatus[] = ['placed', 'confirmed', 'shipped', 'out_for_delivery'];

/** How many of the account's orders are still under way: an erasure waits for them (decision 057). */
export async function countOpenOrdersOfUser(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ open: sql<number>`count(distinct ${orders.id})::int` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(
      orderReturns,
      and(eq(orderReturns.lineId, orderLines.id), inArray(orderReturns.status, OPEN_RETURN_STATUSES)),
    )
    .where(
      and(eq(orders.userId, userId), or(inArray(orderLines.status, OPEN_LINE_STATUSES), isNotNull(orderReturns.id))),
    );
  return row?.open ?? 0;
}

/**
 * The account's orders keep what the seller's books and the tax documents need (the lines, the amounts, the city,
 * state and PIN code that fix the place of supply) and lose the buyer's name, phone, email and street address.
 * Their ids.
 */
export async function eraseBuyerContacts(tx: Db, userId: string): Promise<string[]> {
  const erased = await tx
    .update(orders)
    .set({ contactName: '', contactPhone: '', contactEmail: null, addressLine1: '', addressLine2: '' })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return erased.map((row) => row.id);
}

/** The contacts of orders placed in [from, to]: accounts' and guests' alike (a breach's reach). */
export function listOrderContactsBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ userId: orders.userId, name: orders.contactName, email: orders.contactEmail, locale: orders.locale })
    .from(orders)
    .where(and(gte(orders.placedAt, from), lte(orders.placedAt, to), ne(orders.contactName, '')));
}
