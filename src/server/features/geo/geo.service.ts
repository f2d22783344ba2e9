import {
  type DeliveryEstimate,
  PINCODE_STATE_MISMATCH,
  type PincodePlace,
  pincodeServesState,
  UNKNOWN_PINCODE,
} from '#shared/contracts/geo.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { type DayRange, deliveryDays, transitDays } from './delivery-estimate.ts';
import type { Place } from './pincode-places.ts';
import { findPlace } from './pincodes.ts';

const toContract = ({ pincode, city, district, state, states }: Place): PincodePlace => ({
  pincode,
  city,
  district,
  state,
  states,
});

/** A PIN code's place, or null when India Post's directory does not have it. */
export async function placeOfPincode(pincode: string): Promise<PincodePlace | null> {
  const place = await findPlace(pincode);
  return place ? toContract(place) : null;
}

/** GET /api/pincodes/{pin}: the place, or a 404 saying the PIN is not known. */
export async function lookupPincode(pincode: string): Promise<PincodePlace> {
  const place = await findPlace(pincode);
  if (!place) throw new AppError('not_found', phrase(UNKNOWN_PINCODE, { pincode }));
  return toContract(place);
}

/**
 * An address is delivered by its PIN code: one not in the directory, or in
 * another state than the one chosen, is refused on `address.pincode` before
 * anything is written (the checkout form says the same before it sends).
 */
export async function checkAddressPincode(address: { state: string; pincode: string }): Promise<void> {
  const place = await findPlace(address.pincode);
  const problem = !place
    ? phrase(UNKNOWN_PINCODE, { pincode: address.pincode })
    : pincodeServesState(toContract(place), address.state)
      ? null
      : phrase(PINCODE_STATE_MISMATCH, { pincode: place.pincode, state: place.state, chosen: address.state });
  if (problem) throw new AppError('validation_failed', problem, { fields: { 'address.pincode': [problem] } });
}

/** The range across India for a seller who dispatches in so many days: no buyer PIN known yet. */
export const deliveryAcrossIndia = (dispatchDays: number): DayRange => deliveryDays(dispatchDays);

/**
 * When a seller's parcel reaches a PIN code (or anywhere in India, without one).
 * An unknown destination PIN is refused on `pincode`; an unknown pickup PIN
 * falls back to the PIN digits' zones.
 */
export async function estimateDelivery(
  origin: { pickupPincode: string; dispatchDays: number },
  pincode?: string,
): Promise<DeliveryEstimate> {
  if (pincode === undefined)
    return { ...deliveryAcrossIndia(origin.dispatchDays), dispatchDays: origin.dispatchDays, to: null, carrier: null };
  const to = await findPlace(pincode);
  if (!to) {
    const unknown = phrase(UNKNOWN_PINCODE, { pincode });
    throw new AppError('validation_failed', unknown, { fields: { pincode: [unknown] } });
  }
  const from = (await findPlace(origin.pickupPincode)) ?? { pincode: origin.pickupPincode };
  return {
    ...deliveryDays(origin.dispatchDays, transitDays(from, to)),
    dispatchDays: origin.dispatchDays,
    to: toContract(to),
    carrier: null,
  };
}
