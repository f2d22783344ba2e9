import { NDR_REATTEMPT_DAYS, type OrderParcel, type Parcel } from '#shared/contracts/shipping.ts';
import { indiaDate } from '#shared/financial-year.ts';
import { endpointUrl } from '#shared/endpoints/define.ts';
import { shippingEndpoints } from '#shared/endpoints/shipping.ts';
import type { Db } from '../../db/client.ts';
import { listEventsOfParcels, type ParcelRow } from './shipping.repository.ts';

/* Parcels as their seller and their buyer read them: the carrier's timeline (the events that moved it), in order. */

type EventRow = Awaited<ReturnType<typeof listEventsOfParcels>>[number];

const timelineOf = (events: EventRow[]) =>
  events
    .filter((event) => event.applied === 1)
    .map((event) => ({ status: event.status, label: event.label, reason: event.reason, at: event.at.toISOString() }));

function ndrAnswerOf(row: ParcelRow): Parcel['ndrAnswer'] {
  const answer = row.ndrAnswer;
  if (!answer) return null;
  return { action: answer.action, date: answer.action === 're_attempt' ? answer.date : null, at: answer.at };
}

function common(row: ParcelRow, events: EventRow[]) {
  return {
    id: row.id,
    orderId: row.orderId,
    carrier: row.carrier,
    direction: row.direction,
    awb: row.awb,
    courierName: row.courierName,
    status: row.status,
    statusAt: row.statusAt.toISOString(),
    reason: row.reason,
    attempts: row.attempts,
    promisedDate: row.promisedDate,
    pickupDate: row.pickupDate,
    ndrAnswer: ndrAnswerOf(row),
    events: timelineOf(events),
  };
}

async function eventsByParcel(db: Db, rows: ParcelRow[]): Promise<Map<string, EventRow[]>> {
  const events = await listEventsOfParcels(
    db,
    rows.map((row) => row.id),
  );
  return Map.groupBy(events, (event) => event.parcelId);
}

/** The seller's view: with the label and what the courier collects. */
export async function sellerParcels(db: Db, rows: ParcelRow[]): Promise<Parcel[]> {
  const events = await eventsByParcel(db, rows);
  return rows.map((row) => ({
    ...common(row, events.get(row.id) ?? []),
    codPaise: row.codPaise,
    labelUrl: endpointUrl(shippingEndpoints.label, { params: { id: row.id } }),
  }));
}

/** The failed attempt is the buyer's to answer: the parcel waits after it, and this attempt has no answer yet. */
export const waitsForBuyer = (row: ParcelRow): boolean =>
  row.direction === 'forward' && row.status === 'ndr' && row.ndrAnsweredAttempt < row.attempts;

/** The buyer's view: the timeline, the promised date, and whether a failed attempt waits for their answer. */
export async function buyerParcels(db: Db, rows: ParcelRow[], now: Date): Promise<OrderParcel[]> {
  const events = await eventsByParcel(db, rows);
  return rows.map((row) => ({
    ...common(row, events.get(row.id) ?? []),
    canAnswerNdr: waitsForBuyer(row),
    reattemptDates: waitsForBuyer(row) ? reattemptDates(now) : [],
  }));
}

/** Re-attempt dates the courier is asked for: from tomorrow, NDR_REATTEMPT_DAYS ahead, in India. */
export function reattemptDates(now: Date): string[] {
  return Array.from({ length: NDR_REATTEMPT_DAYS }, (_, index) =>
    indiaDate(new Date(now.getTime() + (index + 1) * 86_400_000)),
  );
}
