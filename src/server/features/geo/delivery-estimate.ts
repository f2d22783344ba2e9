import type { Place } from './pincode-places.ts';

/*
 * The one delivery-estimate rule (decision 024): the seller's dispatch days plus
 * the courier's transit days between the seller's pickup PIN and the buyer's.
 */

export interface DayRange {
  minDays: number;
  maxDays: number;
}

/** Transit by straight-line distance between the two PINs' post offices, when both have coordinates. */
const DISTANCE_BANDS: readonly { upToKm: number; days: DayRange }[] = [
  { upToKm: 50, days: { minDays: 1, maxDays: 2 } },
  { upToKm: 300, days: { minDays: 2, maxDays: 3 } },
  { upToKm: 1000, days: { minDays: 3, maxDays: 5 } },
];
const SAME_ZONE: DayRange = { minDays: 3, maxDays: 5 };
const ACROSS_ZONES: DayRange = { minDays: 4, maxDays: 7 };

/** The shortest and longest transit the rule ever gives: the range across India when the buyer's PIN is not known. */
export const TRANSIT_ACROSS_INDIA: DayRange = { minDays: 1, maxDays: 7 };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

type Located = Pick<Place, 'pincode' | 'district' | 'state' | 'lat' | 'lng'>;

/**
 * Transit days from the seller's pickup PIN to the buyer's. With coordinates on
 * both sides, by distance; without, by what the directory says: same district
 * 1–2, same state 2–3; and when the pickup PIN is not in the directory at all,
 * by the PIN's own digits (zone, sub-zone, sorting district). Beyond that: the
 * same postal zone (first digit) 3–5 days, elsewhere in India 4–7.
 */
export function transitDays(from: Located | { pincode: string }, to: Located): DayRange {
  if ('state' in from) {
    if (from.lat !== null && from.lng !== null && to.lat !== null && to.lng !== null) {
      const km = distanceKm({ lat: from.lat, lng: from.lng }, { lat: to.lat, lng: to.lng });
      return DISTANCE_BANDS.find((band) => km <= band.upToKm)?.days ?? ACROSS_ZONES;
    }
    if (from.state === to.state && from.district === to.district) return { minDays: 1, maxDays: 2 };
    if (from.state === to.state) return { minDays: 2, maxDays: 3 };
  } else {
    if (from.pincode.slice(0, 3) === to.pincode.slice(0, 3)) return { minDays: 1, maxDays: 2 };
    if (from.pincode.slice(0, 2) === to.pincode.slice(0, 2)) return { minDays: 2, maxDays: 3 };
  }
  return from.pincode.charAt(0) === to.pincode.charAt(0) ? SAME_ZONE : ACROSS_ZONES;
}

/** Dispatch plus transit: to one place, or across India when no place is given. */
export function deliveryDays(dispatchDays: number, transit: DayRange = TRANSIT_ACROSS_INDIA): DayRange {
  return { minDays: dispatchDays + transit.minDays, maxDays: dispatchDays + transit.maxDays };
}
