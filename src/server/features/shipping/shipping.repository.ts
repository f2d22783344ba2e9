// The shipping slice's tables: parcels and their carriers' events (decision 073).
import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CarrierName, ParcelStatus } from './carriers/carrier.ts';
import { parcelEvents, parcels } from './shipping.schema.ts';

export type ParcelRow = typeof parcels.$inferSelect;

export async function insertParcel(tx: Db, values: typeof parcels.$inferInsert): Promise<ParcelRow> {
  const [row] = await tx.insert(parcels).values(values).returning();
  if (!row) throw new Error('The parcel was not written');
  return row;
}

export async function findParcelByAwb(db: Db, carrier: CarrierName, awb: string): Promise<ParcelRow | null> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.carrier, carrier), eq(parcels.awb, awb)));
  return row ?? null;
}

/** The parcel of this AWB, locked until the transaction ends: its events apply one after another. */
export async function lockParcelByAwb(tx: Db, carrier: CarrierName, awb: string): Promise<ParcelRow | null> {
  const [row] = await tx
    .select()
    .from(parcels)
    .where(and(eq(parcels.carrier, carrier), eq(parcels.awb, awb)))
    .for('update');
  return row ?? null;
}

export async function findParcel(db: Db, id: string): Promise<ParcelRow | null> {
  const [row] = await db.select().from(parcels).where(eq(parcels.id, id));
  return row ?? null;
}

/** The seller's parcel of the order on its way to the buyer (not a return's pickup). */
export async function findParcelOf(db: Db, orderId: string, sellerId: string): Promise<ParcelRow | null> {
  const [row] = await db
    .select()
    .from(parcels)
    .where(and(eq(parcels.orderId, orderId), eq(parcels.sellerId, sellerId), eq(parcels.direction, 'forward')));
  return row ?? null;
}

/** The event, once: null when its key was recorded before (a redelivery). */
export async function insertParcelEvent(
  tx: Db,
  values: typeof parcelEvents.$inferInsert,
): Promise<{ id: string } | null> {
  const [row] = await tx
    .insert(parcelEvents)
    .values(values)
    .onConflictDoNothing({ target: parcelEvents.key })
    .returning({ id: parcelEvents.id });
  return row ?? null;
}

/** Moves the parcel if it still stands where it was read (another process may have moved it meanwhile). */
export async function moveParcel(
  tx: Db,
  parcel: Pick<ParcelRow, 'id' | 'status' | 'statusAt'>,
  to: { status: ParcelStatus; statusAt: Date; reason: string | null; attempts: number; updatedAt: Date },
): Promise<boolean> {
  const moved = await tx
    .update(parcels)
    .set(to)
    .where(and(eq(parcels.id, parcel.id), eq(parcels.status, parcel.status), eq(parcels.statusAt, parcel.statusAt)))
    .returning({ id: parcels.id });
  return moved.length > 0;
}

export function listEventsOfParcels(db: Db, parcelIds: string[]) {
  if (parcelIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(parcelEvents)
    .where(inArray(parcelEvents.parcelId, parcelIds))
    .orderBy(asc(parcelEvents.at), asc(parcelEvents.receivedAt));
}

/** The seller's parcels, newest first. */
export function listParcelsOfSeller(db: Db, sellerId: string, limit: number): Promise<ParcelRow[]> {
  return db.select().from(parcels).where(eq(parcels.sellerId, sellerId)).orderBy(desc(parcels.createdAt)).limit(limit);
}

export function listParcelsOfOrder(db: Db, orderId: string): Promise<ParcelRow[]> {
  return db.select().from(parcels).where(eq(parcels.orderId, orderId)).orderBy(asc(parcels.createdAt));
}

/** The parcel, locked until the transaction ends. */
export async function lockParcel(tx: Db, id: string): Promise<ParcelRow | null> {
  const [row] = await tx.select().from(parcels).where(eq(parcels.id, id)).for('update');
  return row ?? null;
}

/** Keeps the buyer's answer to the failed attempt it answers. */
export async function saveNdrAnswer(
  tx: Db,
  id: string,
  answer: { ndrAnswer: NonNullable<ParcelRow['ndrAnswer']>; ndrAnsweredAttempt: number; updatedAt: Date },
): Promise<ParcelRow> {
  const [row] = await tx.update(parcels).set(answer).where(eq(parcels.id, id)).returning();
  if (!row) throw new Error('The parcel was not found to keep the answer');
  return row;
}

/** The labels of these orders' parcels and the addresses their buyer gave the courier, erased with them (decision 057). */
export async function eraseLabelsOfOrders(tx: Db, orderIds: string[], at: Date): Promise<number> {
  if (orderIds.length === 0) return 0;
  const erased = await tx
    .update(parcels)
    .set({ label: null, ndrAnswer: null, updatedAt: at })
    .where(and(inArray(parcels.orderId, orderIds), or(isNotNull(parcels.label), isNotNull(parcels.ndrAnswer))))
    .returning({ id: parcels.id });
  return erased.length;
}

/**
 * The parcels booked since `since`, counted by carrier, PIN zone (the first digit of where they went) and seller:
 * booked, delivered, failed at least once (NDR), going or gone back (RTO), lost; the cash-on-delivery ones apart.
 */
export function countParcelsSince(db: Db, since: Date) {
  const zone = sql<string>`substr(${parcels.toPincode}, 1, 1)`;
  const rto = sql`${parcels.status} in ('rto_initiated', 'rto_delivered')`;
  const cod = sql`${parcels.codPaise} > 0`;
  return db
    .select({
      carrier: parcels.carrier,
      zone,
      sellerId: parcels.sellerId,
      booked: count(),
      delivered: count(sql`case when ${parcels.status} = 'delivered' then 1 end`),
      ndr: count(sql`case when ${parcels.attempts} > 0 then 1 end`),
      rto: count(sql`case when ${rto} then 1 end`),
      lost: count(sql`case when ${parcels.status} = 'lost' then 1 end`),
      codBooked: count(sql`case when ${cod} then 1 end`),
      codRto: count(sql`case when ${cod} and ${rto} then 1 end`),
    })
    .from(parcels)
    .where(gte(parcels.createdAt, since))
    .groupBy(parcels.carrier, zone, parcels.sellerId);
}

/** The seller's parcels to buyers booked in [from, to) that still have their label, oldest first. */
export function listLabelsOfSellerBetween(db: Db, sellerId: string, from: Date, to: Date) {
  return db
    .select({ awb: parcels.awb, label: parcels.label })
    .from(parcels)
    .where(
      and(
        eq(parcels.sellerId, sellerId),
        eq(parcels.direction, 'forward'),
        isNotNull(parcels.label),
        gte(parcels.createdAt, from),
        lt(parcels.createdAt, to),
      ),
    )
    .orderBy(asc(parcels.createdAt));
}
