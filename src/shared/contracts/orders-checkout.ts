import { z } from 'zod';
import { text } from './common.ts';
import { MAX_MARKUP_PAISE, MAX_PRICE_PAISE } from './catalog.ts';
import { cartLineInputSchema, distinctListings, MAX_ORDER_LINES } from './cart.ts';

/*
 * Cash-on-delivery checkout (the cart and its quote are in cart.ts): who the order is for, where it goes, how it is
 * paid, and the lines at the price the buyer saw. Money is integer paise.
 */

/** The 28 states and 8 union territories, as a buyer picks them at checkout. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/**
 * An Indian mobile number: +91 and 10 digits starting 6–9. Spaces and dashes
 * are ignored and a missing +91 is added, so "98765 43210" becomes "+919876543210".
 */
export const indianMobileSchema = text()
  .trim()
  .transform((value) => value.replaceAll(/[\s-]/g, ''))
  .transform((value) => (/^\d{10}$/.test(value) ? `+91${value}` : value.replace(/^0091|^91(?=\d{10}$)/, '+91')))
  .pipe(z.string().regex(/^\+91[6-9]\d{9}$/, /*i18n*/ 'Enter a 10-digit Indian mobile number, e.g. +91 98765 43210.'));

export const pincodeSchema = text()
  .trim()
  .regex(/^[1-9]\d{5}$/, /*i18n*/ 'Enter the 6-digit PIN code.');

export const contactSchema = z.object({
  name: text().trim().min(2, /*i18n*/ 'Enter your name.').max(80, /*i18n*/ 'At most 80 characters.'),
  phone: indianMobileSchema,
  email: z
    .union([z.literal(''), z.email(/*i18n*/ 'Enter a valid email or leave it empty.')])
    .optional()
    .transform((value) => value || null),
});
export type Contact = z.output<typeof contactSchema>;

export const addressSchema = z.object({
  line1: text()
    .trim()
    .min(3, /*i18n*/ 'Enter the house number and street.')
    .max(120, /*i18n*/ 'At most 120 characters.'),
  line2: text().trim().max(120, /*i18n*/ 'At most 120 characters.').default(''),
  city: text().trim().min(2, /*i18n*/ 'Enter the city.').max(60, /*i18n*/ 'At most 60 characters.'),
  state: z.enum(INDIAN_STATES, /*i18n*/ 'Choose a state or union territory.'),
  pincode: pincodeSchema,
});
export type Address = z.output<typeof addressSchema>;

/**
 * How a buyer pays: cash on delivery, or UPI before the parcel ships through the payment gateway (decision 068),
 * offered when a gateway is configured.
 */
export const paymentMethods = ['cod', 'upi'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
/**
 * `awaiting_payment`: a UPI order placed, its stock held, until the gateway reports the payment captured (then
 * `paid`) or failed, or the window closes (then `void`).
 */
export const paymentStatuses = ['awaiting_payment', 'due_on_delivery', 'paid', 'void'] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The most a buyer pays for one unit: the highest base price plus the highest markup. */
export const MAX_BUYER_PRICE_PAISE = MAX_PRICE_PAISE + MAX_MARKUP_PAISE;

/** A line to order: the listing, how many, the attribution, and the price the buyer saw. */
export const orderLineInputSchema = cartLineInputSchema.extend({
  /** The unit price the buyer was shown; when it no longer holds the order is refused (409 price_changed). */
  expectedUnitPricePaise: z
    .number()
    .int()
    .min(0, /*i18n*/ 'A price cannot be negative.')
    .max(MAX_BUYER_PRICE_PAISE, /*i18n*/ 'Not a price Haat sells at.')
    .optional(),
});

export const placeOrderSchema = z.object({
  contact: contactSchema,
  address: addressSchema,
  payment: z.object({ method: paymentMethodSchema }),
  lines: z
    .array(orderLineInputSchema)
    .min(1, /*i18n*/ 'The cart is empty.')
    .max(MAX_ORDER_LINES, /*i18n*/ 'At most 30 different items.')
    .refine(distinctListings, /*i18n*/ 'Each item once; set its quantity instead.'),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;
export type PlaceOrderParsed = z.output<typeof placeOrderSchema>;

export const idempotencyKeySchema = text().regex(
  /^[\w-]{8,100}$/,
  /*i18n*/ 'Idempotency-Key: 8 to 100 letters, digits, dashes or underscores.',
);
