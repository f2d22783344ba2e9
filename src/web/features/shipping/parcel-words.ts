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
