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
}

/**
 * What Haat takes of one order line at these rates: its commission on the seller's base price and its fee on the
 * creator's markup (none for a line sold without a creator's store, which has no markup). Checkout freezes it onto
 * the line; screens that tell a payee what a sale will bring them before it happens use the same arithmetic.
 */
export function lineCommission(
  rates: CommissionRates,
  line: { category: string; basePricePaise: number; markupPaise: number; quantity: number; viaStore: boolean },
): LineCommission {
  const commissionBps = sellerRateBps(rates, line.category);
  const markupFeeBps = line.viaStore ? rates.creatorMarkupBps : 0;
  return {
    commissionBps,
    commissionPaise: shareOf(line.basePricePaise * line.quantity, commissionBps),
    markupFeeBps,
    markupFeePaise: shareOf(line.markupPaise * line.quantity, markupFeeBps),
  };
}
