import { randomInt } from 'node:crypto';
import type { Address, Contact } from '#shared/contracts/orders-checkout.ts';

/* What every new order starts with, a buyer's checkout or a campaign's gift: its number and its delivery columns. */

const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** HT- and eight characters without look-alikes (0/O, 1/I): easy to read out on a phone call. */
export function newOrderNumber(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) code += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  return `HT-${code}`;
}

/** Who receives an order and where, as the order's columns. */
export function deliveryColumns(contact: Contact, address: Address) {
  return {
    contactName: contact.name,
    contactPhone: contact.phone,
    contactEmail: contact.email,
    addressLine1: address.line1,
    addressLine2: address.line2,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
  };
}
