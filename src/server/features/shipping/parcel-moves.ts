import type { ParcelStatus } from './carriers/carrier.ts';

/*
 * Whether a carrier's event moves a parcel (decision 073). Carriers deliver webhooks twice and out of order, so a
 * parcel moves only forward: its ends (delivered, back with the seller, lost) are final; once going back (RTO) it
 * does not take up the forward journey again; and on the way it follows the carrier's clock, so an event from before
 * the last one applied changes nothing. Out for delivery, a failed attempt and in transit may follow each other
 * (a re-attempt), in the carrier's order; a second failed attempt counts again.
 */

const STAGE: Record<ParcelStatus, number> = {
  booked: 0,
  picked_up: 1,
  in_transit: 2,
  out_for_delivery: 2,
  ndr: 2,
  rto_initiated: 3,
  delivered: 4,
  rto_delivered: 4,
  lost: 4,
};

export function movesParcel(
  current: { status: ParcelStatus; statusAt: Date },
  event: { status: ParcelStatus; at: Date },
): boolean {
  if (STAGE[current.status] === 4) return false;
  if (STAGE[event.status] < STAGE[current.status]) return false;
  if (STAGE[event.status] > STAGE[current.status]) return true;
  return event.at.getTime() > current.statusAt.getTime();
}
