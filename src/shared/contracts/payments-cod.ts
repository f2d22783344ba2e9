import { z } from 'zod';
import { text } from './common.ts';
import { pincodeSchema } from './orders-checkout.ts';

/*
 * Cash-on-delivery risk controls (decision 070): operator-set data, each change with a reason in the audit log.
 * COD allowed or not per PIN code, a largest COD order, a token paid by UPI before a COD order is placed, and the
 * buyer's confirmation from the mail before the seller may ship (unconfirmed orders expire).
 */

/** How long a buyer may take to confirm a COD order, at most. */
export const MAX_COD_CONFIRM_HOURS = 72;
/** The largest COD fee a parcel may carry: above a courier's dearest cash-handling charge. */
export const MAX_COD_FEE_PAISE = 20_000;

export const codRulesSchema = z.object({
  /** The largest order total paid on delivery; null: no limit beyond the one every order has. */
  maxOrderPaise: z.number().int().nullable(),
  /** Paid by UPI before a COD order is placed (the rest on delivery); 0: none. */
  tokenPaise: z.number().int(),
  /** Whether the buyer must confirm a COD order from its mail before the seller may ship. */
  confirmation: z.boolean(),
  /** How long they have; the order is cancelled and its stock released after. */
  confirmHours: z.number().int(),
  /** Added to each parcel's delivery charge on a COD order, the seller's (decision 072); 0: none. */
  feePaise: z.number().int(),
  /** PIN codes where COD is off. */
  blockedPincodes: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type CodRules = z.infer<typeof codRulesSchema>;

const reason = text().trim().min(3, /*i18n*/ 'Say why (at least 3 characters).').max(500);
const paise = (most: number) => z.number().int().min(0).max(most);

export const codRulesUpdateSchema = z.object({
  maxOrderPaise: z.number().int().min(100, /*i18n*/ 'At least ₹1.').max(10_000_000).nullable(),
  tokenPaise: paise(100_000),
  confirmation: z.boolean(),
  confirmHours: z
    .number()
    .int()
    .min(1, /*i18n*/ 'At least an hour.')
    .max(MAX_COD_CONFIRM_HOURS, /*i18n*/ 'At most 72 hours.'),
  feePaise: z
    .number()
    .int()
    .min(0, /*i18n*/ 'A fee, ₹0 or more.')
    .max(MAX_COD_FEE_PAISE, /*i18n*/ 'At most ₹200 a parcel.'),
  reason,
});
export type CodRulesUpdate = z.input<typeof codRulesUpdateSchema>;

export const codPincodeSchema = z.object({
  pincode: z.string(),
  codAllowed: z.boolean(),
  updatedAt: z.string(),
});
export type CodPincode = z.infer<typeof codPincodeSchema>;

export const codPincodeUpdateSchema = z.object({ codAllowed: z.boolean(), reason });
/** The PIN code in the path: its format is checked by the handler, so a bad body is still named first. */
export const codPincodeParams = z.object({ pincode: text().max(100) });
export const codPincodesQuery = z.object({ pincode: pincodeSchema.optional() });
/** The reason a CSV of PIN codes is uploaded with, a field of its form. */
export const codUploadFields = z.object({ reason });
export const codUploadResultSchema = z.object({ allowed: z.number().int(), blocked: z.number().int() });

/** Whether this order may be paid on delivery, and on what terms, as checkout and the trust strip ask. */
export const codTermsSchema = z.object({
  available: z.boolean(),
  /** Why not, or why it is limited, in the buyer's language. */
  reason: z.string().nullable(),
  tokenPaise: z.number().int(),
  confirmation: z.boolean(),
  /** The COD fee each parcel carries (decision 072); 0: none. */
  feePaise: z.number().int(),
});
export type CodTerms = z.infer<typeof codTermsSchema>;

/**
 * A COD refund as the operator sees it (decision 071): who is owed what, and where its payment stands. Without a
 * payout provider the operator pays them by the bank file (`with_bank`) and records each one's UTR.
 */
export const opsCodRefundSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  amountPaise: z.number().int(),
  state: z.enum(['awaiting_upi', 'queued', 'processing', 'with_bank', 'paid', 'failed']),
  upiIdMasked: z.string().nullable(),
  utr: z.string().nullable(),
  failure: z.string().nullable(),
  createdAt: z.string(),
});
export type OpsCodRefund = z.infer<typeof opsCodRefundSchema>;

export const opsCodRefundsSchema = z.object({
  /** How they are paid: through RazorpayX on its own, or by the operator's bank file. */
  paidBy: z.enum(['razorpayx', 'bank_file']),
  /** Every refund not yet paid, then the latest paid (newest first). */
  items: z.array(opsCodRefundSchema),
});
export type OpsCodRefunds = z.infer<typeof opsCodRefundsSchema>;
export const codRefundParams = z.object({ refundId: z.uuid(/*i18n*/ 'No refund has this id.') });
export const codBankBatchSchema = z.object({ count: z.number().int() });
