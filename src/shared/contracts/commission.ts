import { z } from 'zod';
import { productCategoryIds } from '../catalog/categories.ts';
import { text } from './common.ts';

/*
 * The platform's commission: a percentage of the seller's base price (per
 * category, with a default) and a percentage of the creator's markup. Rates are
 * basis points (1% = 100 bps) so every figure stays an integer; at most 50%.
 */

export const MAX_COMMISSION_BPS = 5_000;

const bpsSchema = z
  .number({ error: /*i18n*/ 'Enter a percentage.' })
  .int(/*i18n*/ 'Use at most two decimals.')
  .min(0, /*i18n*/ 'A rate cannot be negative.')
  .max(MAX_COMMISSION_BPS, /*i18n*/ 'A rate can be at most 50%.');

const categoryRatesSchema = z.partialRecord(z.enum(productCategoryIds), bpsSchema);

export const commissionRatesSchema = z.object({
  /** Of the seller's base price, for a category without a rate of its own. */
  sellerDefaultBps: bpsSchema,
  /** Of the seller's base price, by product category; a category left out takes the default. */
  sellerCategoryBps: categoryRatesSchema,
  /** Of the creator's markup. */
  creatorMarkupBps: bpsSchema,
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;

export const commissionSettingsSchema = commissionRatesSchema.extend({
  /** GST on Haat's fees in force (added to each fee, decision 059), in basis points: 1800 = 18%. */
  feeGstBps: z.number().int(),
  /** When these rates took effect; null before an operator has set any (everything at 0%). */
  effectiveFrom: z.string().nullable(),
  /** Who set them. */
  setBy: z.string().nullable(),
});
export type CommissionSettings = z.infer<typeof commissionSettingsSchema>;

export const commissionUpdateSchema = commissionRatesSchema.extend({
  /** Why the rates change: kept in the audit log. */
  reason: text().trim().min(3, /*i18n*/ 'Say why the rates change (at least 3 characters).').max(500),
});
export type CommissionUpdate = z.infer<typeof commissionUpdateSchema>;

/** A rate in basis points as a percentage for people: 850 → "8.5%". */
export const formatBps = (bps: number) => `${(bps / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/** The part of `amountPaise` a rate takes, rounded to the nearest paisa (half away from zero). */
export const shareOf = (amountPaise: number, bps: number) => Math.round((amountPaise * bps) / 10_000);

/** The rates in force as anyone may read them: Haat's terms for sellers and creators. */
export const commissionTermsSchema = commissionRatesSchema.extend({
  /** GST on Haat's fees in force (added to each fee, decision 059), in basis points: 1800 = 18%. */
  feeGstBps: z.number().int(),
  /** When these rates took effect; null before an operator has set any (everything at 0%). */
  effectiveFrom: z.string().nullable(),
});
export type CommissionTerms = z.infer<typeof commissionTermsSchema>;

/** Haat's commission on a category's base price. */
export const sellerRateBps = (rates: CommissionRates, category: string): number =>
  rates.sellerCategoryBps[category as keyof CommissionRates['sellerCategoryBps']] ?? rates.sellerDefaultBps;

export interface LineCommission {
  commissionBps: number;
  commissionPaise: number;
  markupFeeBps: number;
  markupFeePaise: number;
  /** GST on Haat's fees, in basis points of the fee (decision 059). */
  feeGstBps: number;
  commissionGstPaise: number;
  markupFeeGstPaise: number;
  /** The GST the buyer paid inside the markup: the seller invoices and remits it, so it is the seller's. */
  markupGstPaise: number;
}

/**
 * GST on one of Haat's fees: one half-rate head (CGST, or SGST) rounded to the paisa and doubled, so CGST and SGST
 * are always equal and IGST is the same amount (decision 059).
 */
export const feeGst = (feePaise: number, rateBps: number): number => 2 * shareOf(feePaise, rateBps / 2);

/** The GST inside an amount that includes it at a rate (the amount less its taxable value, as the invoice splits it). */
const gstInside = (amountPaise: number, rateBps: number): number =>
  amountPaise - Math.round((amountPaise * 10_000) / (10_000 + rateBps));

export interface SaleLine {
  category: string;
  basePricePaise: number;
  /** The markup per unit the buyer paid (0 without a creator's store). */
  markupPaise: number;
  quantity: number;
  viaStore: boolean;
  /** The goods' GST rate, and whether the seller charges it (an unregistered seller bills no GST). */
  gstRateBps: number;
  chargesGst: boolean;
}

/**
 * What Haat takes of one order line at these rates: its commission on the seller's base price, its fee on the
 * creator's markup net of the GST inside it (none without a creator's store), and GST on both fees on top. Checkout
 * freezes it onto the line; screens that tell a payee what a sale will bring them before it happens use the same
 * arithmetic.
 */
export function lineCommission(rates: CommissionRates & { feeGstBps: number }, line: SaleLine): LineCommission {
  const commissionBps = sellerRateBps(rates, line.category);
  const markupFeeBps = line.viaStore ? rates.creatorMarkupBps : 0;
  const commissionPaise = shareOf(line.basePricePaise * line.quantity, commissionBps);
  return {
    commissionBps,
    commissionPaise,
    markupFeeBps,
    feeGstBps: rates.feeGstBps,
    commissionGstPaise: feeGst(commissionPaise, rates.feeGstBps),
    ...markupParts({ ...line, markupFeeBps, feeGstBps: rates.feeGstBps }),
  };
}

/**
 * What a line's markup carries at its rates: the GST inside it (the line's GST as the invoice computes it, less the
 * GST inside the base price alone), Haat's fee on the rest, and the GST on that fee. Checkout prices a line with it,
 * and a discount taken from the markup reprices it (decision 072).
 */
export function markupParts(line: {
  basePricePaise: number;
  markupPaise: number;
  quantity: number;
  gstRateBps: number;
  chargesGst: boolean;
  markupFeeBps: number;
  feeGstBps: number;
}): Pick<LineCommission, 'markupGstPaise' | 'markupFeePaise' | 'markupFeeGstPaise'> {
  const base = line.basePricePaise * line.quantity;
  const markup = line.markupPaise * line.quantity;
  const markupGstPaise = line.chargesGst
    ? gstInside(base + markup, line.gstRateBps) - gstInside(base, line.gstRateBps)
    : 0;
  const markupFeePaise = shareOf(markup - markupGstPaise, line.markupFeeBps);
  return { markupGstPaise, markupFeePaise, markupFeeGstPaise: feeGst(markupFeePaise, line.feeGstBps) };
}

/** A sold line's frozen figures: its prices and what Haat took (LineCommission's amounts) and the delivery it carries. */
export interface FrozenLine {
  quantity: number;
  basePricePaise: number;
  markupPaise: number;
  commissionPaise: number;
  commissionGstPaise: number;
  markupFeePaise: number;
  markupFeeGstPaise: number;
  markupGstPaise: number;
  deliveryPaise: number;
}

/**
 * Each party's share of a line: together exactly what the buyer paid for it (items and its delivery fee). The seller
 * keeps the GST inside the markup (they remit it); Haat's fees and the GST on them come out of each payee's share.
 */
export function lineShares(line: FrozenLine) {
  return {
    creator: line.markupPaise * line.quantity - line.markupGstPaise - line.markupFeePaise - line.markupFeeGstPaise,
    seller:
      line.basePricePaise * line.quantity -
      line.commissionPaise -
      line.commissionGstPaise +
      line.markupGstPaise +
      line.deliveryPaise,
    platform: line.commissionPaise + line.markupFeePaise,
    platformGst: line.commissionGstPaise + line.markupFeeGstPaise,
  };
}
