import { z } from 'zod';
import { createPersistedStore } from '#web/lib/persisted-store.ts';

/** The PIN code a visitor checked delivery to, remembered on this device for every product they open. */
export const buyerPincode = createPersistedStore<string | null>(
  'haat:delivery-pincode',
  z
    .string()
    .regex(/^[1-9]\d{5}$/)
    .nullable(),
  null,
  {
    followOtherTabs: true,
  },
);
