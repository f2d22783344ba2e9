import {
  type ContactAddress,
  type ContactAddressInput,
  contactAddressSchema,
} from '#web/components/contact-address/contact-address.ts';
import { createPersistedStore, storage } from '#web/lib/persisted-store.ts';

/*
 * A guest's name, mobile number, email and address, kept in this browser's local
 * storage so their next checkout on the same device is filled in. Only when they
 * tick "Remember my details on this device" and the order is placed; forgotten
 * when they untick it for an order or press "Not you? Clear" (a shared phone).
 * Nothing here is sent anywhere: the details go to the server only in an order,
 * as typed ones do. Signed-in buyers' checkout does not use it.
 */

const STORAGE_KEY = 'haat:checkout-details';

/** Read back through the checkout's own contract: details it would refuse are not filled in. */
export const rememberedDetails = createPersistedStore<ContactAddress | null>(
  STORAGE_KEY,
  contactAddressSchema.nullable(),
  null,
  { followOtherTabs: true },
);

/**
 * The details as the checkout form holds them: the ten digits of the mobile number (the form shows the +91 in front
 * of its box) and an email left empty as the empty text, not null.
 */
export function detailsAsFormValues({ contact, address }: ContactAddress): ContactAddressInput {
  return {
    contact: { name: contact.name, phone: contact.phone.replace(/^\+91/, ''), email: contact.email ?? '' },
    address: { ...address },
  };
}

export function rememberDetails(details: ContactAddress): void {
  // Stored as the form has them: the contract reads an empty email back, not null.
  rememberedDetails.set({ ...details, contact: { ...details.contact, email: details.contact.email ?? '' } });
}

/** Forgets them here and in other tabs, leaving no key behind. */
export function forgetDetails(): void {
  rememberedDetails.set(null);
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage kept nothing to remove.
  }
}
