// The sellers' carriers, their pickup places registered with them, the sizes they pack products at, and the
// carriers' answers for PIN code pairs (decision 073).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CarrierName } from './carriers/carrier.ts';
import { carrierPickupLocations, carrierQuotes, parcelSizes, sellerCarriers } from './shipping.schema.ts';

export type PromiseAnswer = (typeof carrierQuotes.$inferSelect)['answer'];

export async function findSellerCarriers(db: Db, sellerIds: string[]): Promise<Map<string, CarrierName>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sellerCarriers)
    .where(inArray(sellerCarriers.sellerId, [...new Set(sellerIds)]));
  return new Map(rows.map((row) => [row.sellerId, row.carrier]));
}

export async function setSellerCarrier(db: Db, sellerId: string, carrier: CarrierName | null, at: Date) {
  if (carrier === null) return db.delete(sellerCarriers).where(eq(sellerCarriers.sellerId, sellerId));
  return db
    .insert(sellerCarriers)
    .values({ sellerId, carrier, updatedAt: at })
    .onConflictDoUpdate({ target: sellerCarriers.sellerId, set: { carrier, updatedAt: at } });
}

export async function findCarrierQuote(
  db: Db,
  key: { carrier: CarrierName; fromPincode: string; toPincode: string; cod: boolean },
) {
  const [row] = await db
    .select()
    .from(carrierQuotes)
    .where(
      and(
        eq(carrierQuotes.carrier, key.carrier),
        eq(carrierQuotes.fromPincode, key.fromPincode),
        eq(carrierQuotes.toPincode, key.toPincode),
        eq(carrierQuotes.cod, key.cod),
      ),
    );
  return row ?? null;
}

export async function saveCarrierQuote(
  db: Db,
  key: { carrier: CarrierName; fromPincode: string; toPincode: string; cod: boolean },
  answer: PromiseAnswer,
  at: Date,
) {
  await db
    .insert(carrierQuotes)
    .values({ ...key, answer, fetchedAt: at })
    .onConflictDoUpdate({
      target: [carrierQuotes.carrier, carrierQuotes.fromPincode, carrierQuotes.toPincode, carrierQuotes.cod],
      set: { answer, fetchedAt: at },
    });
}

/** The nickname the seller's pickup place is registered under with the carrier, if it is. */
export async function findPickupLocation(db: Db, sellerId: string, carrier: CarrierName): Promise<string | null> {
  const [row] = await db
    .select({ nickname: carrierPickupLocations.nickname })
    .from(carrierPickupLocations)
    .where(and(eq(carrierPickupLocations.sellerId, sellerId), eq(carrierPickupLocations.carrier, carrier)));
  return row?.nickname ?? null;
}

export async function savePickupLocation(db: Db, sellerId: string, carrier: CarrierName, nickname: string, at: Date) {
  await db
    .insert(carrierPickupLocations)
    .values({ sellerId, carrier, nickname, registeredAt: at })
    .onConflictDoNothing({ target: [carrierPickupLocations.sellerId, carrierPickupLocations.carrier] });
}

type Size = Pick<typeof parcelSizes.$inferSelect, 'weightGrams' | 'lengthCm' | 'breadthCm' | 'heightCm'>;

export async function findParcelSize(db: Db, sellerId: string, productId: string): Promise<Size | null> {
  const [row] = await db
    .select({
      weightGrams: parcelSizes.weightGrams,
      lengthCm: parcelSizes.lengthCm,
      breadthCm: parcelSizes.breadthCm,
      heightCm: parcelSizes.heightCm,
    })
    .from(parcelSizes)
    .where(and(eq(parcelSizes.sellerId, sellerId), eq(parcelSizes.productId, productId)));
  return row ?? null;
}

export async function saveParcelSize(db: Db, sellerId: string, productId: string, size: Size, at: Date) {
  await db
    .insert(parcelSizes)
    .values({ sellerId, productId, ...size, updatedAt: at })
    .onConflictDoUpdate({ target: [parcelSizes.sellerId, parcelSizes.productId], set: { ...size, updatedAt: at } });
}
