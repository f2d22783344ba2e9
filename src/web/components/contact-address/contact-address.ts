import { z } from 'zod';
import { addressSchema, contactSchema } from '#shared/contracts/orders-checkout.ts';

/** A buyer's contact and delivery address as the contract has them (the checkout's, or where a collab gift ships). */
export const contactAddressSchema = z.object({ contact: contactSchema, address: addressSchema });
export type ContactAddressInput = z.input<typeof contactAddressSchema>;
export type ContactAddress = z.output<typeof contactAddressSchema>;

/** Server field names (`contact.phone`, `address.pincode`) such a form has; others (`lines.0.quantity`) are not its own. */
export const isContactAddressField = (field: string) => field.startsWith('contact.') || field.startsWith('address.');
