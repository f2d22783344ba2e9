import { checkedBy, createPersistedStore } from '#web/lib/persisted-store.ts';

/** A PIN code as the checkout's contract takes it: six digits, the first not 0. */
const PIN_CODE = /^[1-9]\d{5}$/;

const isStoredPincode = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && PIN_CODE.test(value));

/** The PIN code a visitor checked delivery to, remembered on this device for every product they open. */
export const buyerPincode = createPersistedStore<string | null>(
  'haat:delivery-pincode',
  checkedBy(isStoredPincode),
  null,
  {
    followOtherTabs: true,
  },
);
