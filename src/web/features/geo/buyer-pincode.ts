import { createPersistedStore } from '#web/lib/persisted-store.ts';
import { shapeOf } from '#web/lib/stored-shape.ts';

/** An Indian PIN code as a visitor types it: six digits, the first not 0. */
const PINCODE = /^[1-9]\d{5}$/;

/** The PIN code a visitor checked delivery to, remembered on this device for every product they open. */
/** Checked by hand: a product link's popup reads it, and hydrates without zod (decision 087). */
export const pincodeShape = shapeOf(
  (value): value is string | null => value === null || (typeof value === 'string' && PINCODE.test(value)),
);

export const buyerPincode = createPersistedStore<string | null>('haat:delivery-pincode', pincodeShape, null, {
  followOtherTabs: true,
});
