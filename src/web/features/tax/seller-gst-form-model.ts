import { z } from 'zod';
import { type SellerGstParsed, type SellerGstView, sellerGstInputSchema } from '#shared/contracts/tax.ts';
import { gstinStateCode, gstStateName, TURNOVER_BANDS } from '#shared/gst.ts';

/** What the form holds: every field as typed, the radio as text; checked with the API's own contract. */
export const sellerGstFormSchema = z
  .object({
    registered: z.enum(['yes', 'no'], /*i18n*/ 'Choose whether you are registered for GST.'),
    gstin: z.string(),
    legalName: z.string(),
    address: z.string(),
    state: z.string(),
    turnoverBand: z.enum(TURNOVER_BANDS).optional(),
    enrolmentNumber: z.string(),
  })
  .transform(({ registered, gstin, legalName, address, state, turnoverBand, enrolmentNumber }) =>
    registered === 'yes'
      ? { registered: true as const, gstin, legalName, address, turnoverBand }
      : { registered: false as const, legalName, address, state, enrolmentNumber },
  )
  .pipe(sellerGstInputSchema);
export type SellerGstFormValues = z.input<typeof sellerGstFormSchema>;
export type { SellerGstParsed };

export function sellerGstFormDefaults(saved: SellerGstView): SellerGstFormValues {
  return {
    registered: saved.registered ? 'yes' : 'no',
    gstin: saved.gstin ?? '',
    legalName: saved.legalName ?? '',
    address: saved.address ?? '',
    state: saved.state,
    turnoverBand: saved.turnoverBand ?? 'up_to_5_crore',
    enrolmentNumber: saved.enrolmentNumber ?? '',
  };
}

/** The state a GSTIN being typed is registered in, once its first two digits name one. */
export function gstinState(gstin: string): string | null {
  const code = gstinStateCode(gstin.trim());
  return /^\d{2}$/.test(code) ? gstStateName(code) : null;
}
