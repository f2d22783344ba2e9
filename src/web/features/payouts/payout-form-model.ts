import { z } from 'zod';
import {
  ifscPattern,
  PAYOUT_METHOD_KINDS,
  type PayoutMethodFields,
  type PayoutMethodInput,
  type PayoutMethodView,
  payoutMethodInputSchema,
} from '#shared/contracts/payouts.ts';

/*
 * The payout form's model: every field as typed (the fields of the kind not chosen are left out when it is sent),
 * and, while a saved PAN is kept, no PAN at all: the contract then keeps the saved one. Checked with the contract.
 */

export const payoutFormSchema = z
  .object({
    kind: z.enum(PAYOUT_METHOD_KINDS, /*i18n*/ 'Choose UPI or a bank account.'),
    upiId: z.string(),
    accountHolderName: z.string(),
    accountNumber: z.string(),
    accountNumberConfirm: z.string(),
    ifsc: z.string(),
    mobile: z.string(),
    /** A PAN is saved and the payee did not ask to change it. */
    keepPan: z.boolean(),
    pan: z.string(),
    panName: z.string(),
  })
  // The kind's own variant of the contract checks the rest (the type says so before the pipe has).
  .transform(
    ({ keepPan, pan, panName, ...fields }) => (keepPan ? fields : { ...fields, pan, panName }) as PayoutMethodInput,
  )
  .pipe(payoutMethodInputSchema);

export type PayoutFormValues = z.input<typeof payoutFormSchema>;
export type PayoutFormField = keyof PayoutFormValues;
export type { PayoutMethodFields };

/** A new form, or one to change a saved method: its clear details filled in, never the hidden ones. */
export function payoutFormDefaults(saved: PayoutMethodView | null): PayoutFormValues {
  return {
    kind: saved?.kind ?? 'upi',
    upiId: '',
    accountHolderName: saved?.kind === 'bank' ? saved.accountHolderName : '',
    accountNumber: '',
    accountNumberConfirm: '',
    ifsc: saved?.kind === 'bank' ? saved.ifsc : '',
    mobile: saved?.kind === 'bank' ? (saved.mobile ?? '') : '',
    keepPan: Boolean(saved?.panMasked),
    pan: '',
    panName: saved?.panName ?? '',
  };
}

/** The IFSC as typed, once it is a whole one worth looking up (any case, spaces around); otherwise null. */
export function completeIfsc(typed: string): string | null {
  const code = typed.trim().toUpperCase();
  return ifscPattern.test(code) ? code : null;
}

/** The server names the contract's fields, which are the form's own. */
export const formFieldOf = (name: string): PayoutFormField | null =>
  (
    [
      'kind',
      'upiId',
      'accountHolderName',
      'accountNumber',
      'accountNumberConfirm',
      'ifsc',
      'mobile',
      'pan',
      'panName',
    ] as const satisfies readonly PayoutFormField[]
  ).find((field) => field === name) ?? null;
