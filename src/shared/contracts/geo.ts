import { z } from 'zod';
import { INDIAN_STATES, pincodeSchema } from './checkout.ts';

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
});
export type DeliveryEstimate = z.infer<typeof deliveryEstimateSchema>;

/*
 * The sentences are their own ids in the catalogs (decision 047): the server says them in the reader's language
 * with their values, `phrase(UNKNOWN_PINCODE, { pincode })`; the functions below fill them in English.
 */

/** The sentence when an address's PIN code is in another state than the one chosen. */
export const PINCODE_STATE_MISMATCH = /*i18n*/ 'PIN code {pincode} is in {state}, not {chosen}.';
/** The sentence when a PIN code is not in India Post's directory. */
export const UNKNOWN_PINCODE = /*i18n*/ 'We can’t find PIN code {pincode}. Check the 6 digits.';

const fill = (sentence: string, values: Record<string, string>) =>
  sentence.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);

export const pincodeStateMismatch = (pincode: string, state: string, chosen: string) =>
  fill(PINCODE_STATE_MISMATCH, { pincode, state, chosen });

export const unknownPincode = (pincode: string) => fill(UNKNOWN_PINCODE, { pincode });

/** Whether a place's PIN code serves the state chosen for the address; the message to show when not. */
export function pincodeStateProblem(place: PincodePlace, chosen: string): string | null {
  return (place.states as readonly string[]).includes(chosen)
    ? null
    : pincodeStateMismatch(place.pincode, place.state, chosen);
}
