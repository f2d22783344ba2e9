import { z } from 'zod';
import { gstinStateCode, gstStateName } from '../gst.ts';
import { INDIAN_STATES } from './orders-checkout.ts';
import { text } from './common.ts';
import { gstinSchema } from './onboarding.ts';

/*
 * A seller's GST registration (decision 038): registered sellers give their GSTIN (its first two digits are the
 * state they supply from), unregistered ones the state they sell from; both give their legal name and principal
 * place of business, which their invoices show. An unregistered seller is identified by their PAN (payout details).
 */

export const NO_PAN_FOR_UNREGISTERED =
  /*i18n*/ 'Add your PAN in Payouts first: an unregistered seller is identified by it.';

const legalNameSchema = text()
  .trim()
  .min(2, /*i18n*/ 'Enter your legal name, as on your PAN or GST registration.')
  .max(100, /*i18n*/ 'At most 100 characters.');
const businessAddressSchema = text()
  .trim()
  .min(10, /*i18n*/ 'Enter your full business address, with the PIN code.')
  .max(300, /*i18n*/ 'At most 300 characters.');

export const sellerGstInputSchema = z.discriminatedUnion('registered', [
  z.object({
    registered: z.literal(true),
    gstin: gstinSchema.refine(
      (gstin) => gstStateName(gstinStateCode(gstin)) !== null,
      /*i18n*/ 'This GSTIN’s first two digits are not a state Haat delivers to.',
    ),
    legalName: legalNameSchema,
    address: businessAddressSchema,
  }),
  z.object({
    registered: z.literal(false),
    legalName: legalNameSchema,
    address: businessAddressSchema,
    state: z.enum(INDIAN_STATES, /*i18n*/ 'Choose the state you sell from.'),
  }),
]);
export type SellerGstInput = z.input<typeof sellerGstInputSchema>;
export type SellerGstParsed = z.output<typeof sellerGstInputSchema>;

/** The seller's GST details as they see them. */
export const sellerGstViewSchema = z.object({
  registered: z.boolean(),
  gstin: z.string().nullable(),
  /** As given; none until the seller gives their details (their Haat name and pickup place stand in meanwhile). */
  legalName: z.string().nullable(),
  address: z.string().nullable(),
  detailsGiven: z.boolean(),
  /** The state they supply from: the one they gave, else their GSTIN's, else their pickup PIN code's ('' unknown). */
  state: z.string(),
  stateCode: z.string(),
  /** What their invoices show meanwhile. */
  invoiceName: z.string(),
  invoiceAddress: z.string(),
  /** Their PAN from their payout details, masked, or none. */
  panMasked: z.string().nullable(),
});
export type SellerGstView = z.infer<typeof sellerGstViewSchema>;
