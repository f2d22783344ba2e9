import { z } from 'zod';
import { gstinStateCode, gstStateCode, gstStateName, TURNOVER_BANDS } from '../gst.ts';
import { INDIAN_STATES } from './orders-checkout.ts';
import { text } from './common.ts';
import { gstinSchema } from './onboarding.ts';

/*
 * A seller's GST registration (decision 038): registered sellers give their GSTIN (its first two digits are the
 * state they supply from), unregistered ones the state they sell from; both give their legal name and principal
 * place of business, which their invoices show. An unregistered seller is identified by their PAN (payout details)
 * and may sell only once the GST portal has enrolled them for their state (CGST notifications 34/2023 and
 * 37/2023-Central Tax): their enrolment number, which starts with that state's code, is on their bills of supply.
 * A registered seller declares their turnover band, which sets how many HSN digits they give (#shared/gst.ts).
 */

/** An enrolment number as the GST portal grants it: 15 letters and digits, the first two its state's code. */
export const ENROLMENT_PATTERN = /^\d{2}[A-Z0-9]{13}$/;

export const ENROLMENT_NEEDED =
  /*i18n*/ 'Before your products go on sale, give your GSTIN, or your GST enrolment number if you are not registered, in GST details.';

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
    turnoverBand: z.enum(TURNOVER_BANDS, /*i18n*/ 'Choose your turnover band.').default('up_to_5_crore'),
  }),
  z
    .object({
      registered: z.literal(false),
      legalName: legalNameSchema,
      address: businessAddressSchema,
      state: z.enum(INDIAN_STATES, /*i18n*/ 'Choose the state you sell from.'),
      enrolmentNumber: text()
        .trim()
        .toUpperCase()
        .regex(ENROLMENT_PATTERN, /*i18n*/ 'Enter the 15-character enrolment number the GST portal gave you.'),
    })
    .refine((input) => input.enrolmentNumber.slice(0, 2) === gstStateCode(input.state), {
      path: ['enrolmentNumber'],
      message: /*i18n*/ 'This enrolment number is for another state: its first two digits are its state’s code.',
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
  /** An unregistered seller's GST enrolment number, or none. */
  enrolmentNumber: z.string().nullable(),
  /** A registered seller's turnover band; none when not registered. */
  turnoverBand: z.enum(TURNOVER_BANDS).nullable(),
  /** The fewest HSN digits their products declare. */
  hsnDigits: z.number().int(),
  /** Whether their products may be on sale: registered, or enrolled. */
  maySell: z.boolean(),
});
export type SellerGstView = z.infer<typeof sellerGstViewSchema>;
