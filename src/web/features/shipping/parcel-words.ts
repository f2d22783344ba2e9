import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CarrierName, ParcelStatus } from '#shared/contracts/shipping.ts';

/** Where a parcel is, in the reader's language, whatever the carrier called it. */
export const PARCEL_STATUS_LABELS: Record<ParcelStatus, MessageDescriptor> = {
  booked: msg`Booked, waiting for pickup`,
  picked_up: msg`Picked up`,
  in_transit: msg`In transit`,
  out_for_delivery: msg`Out for delivery`,
  ndr: msg`Delivery attempt failed`,
  delivered: msg`Delivered`,
  rto_initiated: msg`Going back to the seller`,
  rto_delivered: msg`Back with the seller`,
  lost: msg`Lost by the courier`,
};

/** A return's pickup, on its way back from the buyer to the seller. */
const RETURN_STATUS_LABELS: Record<ParcelStatus, MessageDescriptor> = {
  booked: msg`Return pickup booked`,
  picked_up: msg`Return picked up`,
  in_transit: msg`Return in transit`,
  out_for_delivery: msg`Return out for delivery to the seller`,
  ndr: msg`Pickup attempt failed`,
  delivered: msg`Return back with the seller`,
  rto_initiated: msg`Going back to the buyer`,
  rto_delivered: msg`Back with the buyer`,
  lost: msg`Lost by the courier`,
};

/** The words for where a parcel is, by which way it travels. */
export const parcelStatusLabel = (direction: 'forward' | 'return', status: ParcelStatus): MessageDescriptor =>
  (direction === 'return' ? RETURN_STATUS_LABELS : PARCEL_STATUS_LABELS)[status];

export const CARRIER_LABELS: Record<CarrierName, string> = {
  shiprocket: 'Shiprocket',
  delhivery: 'Delhivery',
};

/** The tone of a status: done, in trouble, or on its way. */
export function statusTone(status: ParcelStatus): 'done' | 'trouble' | 'moving' {
  if (status === 'delivered') return 'done';
  if (status === 'ndr' || status === 'rto_initiated' || status === 'rto_delivered' || status === 'lost')
    return 'trouble';
  return 'moving';
}
