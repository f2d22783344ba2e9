/* How carriers' APIs write Haat's amounts: rupees (not paise), kilograms (not grams), a phone as its 10 digits. */

export const rupees = (paise: number) => Math.round(paise) / 100;
export const kg = (grams: number) => Math.max(grams, 1) / 1000;
/** An Indian mobile number without +91, spaces or dashes. */
export const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
