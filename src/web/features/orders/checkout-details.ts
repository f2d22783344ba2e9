import { z } from 'zod';
import { addressSchema, contactSchema } from '#shared/contracts/checkout.ts';

/** What the checkout form asks: the contract's contact and address, as the server checks them. */
export const checkoutDetailsSchema = z.object({ contact: contactSchema, address: addressSchema });
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/** Server field names (`contact.phone`, `address.pincode`) the form has; others (`lines.0.quantity`) belong to the bag. */
export const isDetailsField = (field: string) => field.startsWith('contact.') || field.startsWith('address.');
