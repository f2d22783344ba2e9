import { z } from 'zod';
import { INDIAN_STATES, pincodeSchema } from './orders-checkout.ts';

/*
 * Places by PIN code and delivery estimates (decision 024). The PIN data lives
 * on the server; these are the shapes and the sentences both sides show.
 */

export const pincodeParamsSchema = z.object({ pin: pincodeSchema });

/** What a PIN code tells: its district, the city a buyer would write, and its state or union territory. */
export const pincodePlaceSchema = z.object({
  pincode: z.string(),
  /** The district, as the buyer's City field takes it (Bengaluru Urban → Bengaluru, Delhi's districts → Delhi). */
  city: z.string(),
  district: z.string(),
  state: z.enum(INDIAN_STATES),
  /** Every state or union territory the PIN's post offices are in, `state` (most of them) first; a few PINs cross a border. */
  states: z.array(z.enum(INDIAN_STATES)).min(1),
});
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;

export const deliveryQuerySchema = z.object({ pincode: pincodeSchema.optional() });

/** Days until a parcel arrives: the seller's dispatch days plus the courier's transit days. */
export const deliveryEstimateSchema = z.object({
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** Days the seller takes to hand the parcel to the courier. */
  dispatchDays: z.number().int(),
  /** Where it goes; null for the range across India (no PIN given). */
  to: pincodePlaceSchema.nullable(),
  /**
   * The seller's carrier's word for this PIN code (decision 073): whether it delivers there, why not, and its date;
   * the days above are then the seller's dispatch and the carrier's. Null without a carrier, a PIN code, or an
   * answer in time (the days are Haat's own estimate).
   */
  carrier: z
    .object({ serviceable: z.boolean(), reason: z.string().nullable(), estimatedDelivery: z.string().nullable() })
    .nullable()
    .default(null),
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/*
 * The sentences are their own ids in the catalogs (decision 047), said with their values in the reader's language:
 * `phrase(UNKNOWN_PINCODE, { pincode })` on the server, `translateText(UNKNOWN_PINCODE, { pincode })` on the web.
 */

/** The sentence when an address's PIN code is in another state than the one chosen. */
export const PINCODE_STATE_MISMATCH = /*i18n*/ 'PIN code {pincode} is in {state}, not {chosen}.';
/** The sentence when a PIN code is not in India Post's directory. */
export const UNKNOWN_PINCODE = /*i18n*/ 'We can’t find PIN code {pincode}. Check the 6 digits.';

/** Whether a place's PIN code serves the state chosen for the address (else PINCODE_STATE_MISMATCH). */
export function pincodeServesState(place: PincodePlace, chosen: string): boolean {
  return (place.states as readonly string[]).includes(chosen);
}
