import { z } from 'zod';
import { ledgerStatusSchema } from './ledger.ts';
import { lineStatusSchema } from './orders.ts';
import { payoutProviders, payoutSchema, withholdingSectionSchema } from './payouts-runs.ts';

/* The operator console's money views: the marketplace's overview, payees, payout runs and tax to deposit. */

const byStatus = z.record(ledgerStatusSchema, z.number().int());

export const marketplaceOverviewSchema = z.object({
  days: z.number().int(),
  /** Gross merchandise value: what buyers paid for lines placed in the period (cancelled ones left out). */
  gmvPaise: z.number().int(),
  orders: z.number().int(),
  /** The platform's commission and fees over all time, by ledger status (payable = earned). */
  platformRevenue: byStatus,
  /** The GST Haat charges on its fees (owed to the government, not revenue), by ledger status. */
  platformGst: byStatus,
  linesByStatus: z.record(lineStatusSchema, z.number().int()),
  /** Creators' and sellers' earnings, by status, over all time: what the marketplace owes. */
  payables: byStatus,
  /** One point per day of the period (India's dates), oldest first. */
  daily: z.array(z.object({ day: z.string(), gmvPaise: z.number().int(), revenuePaise: z.number().int() })),
});
export type MarketplaceOverview = z.infer<typeof marketplaceOverviewSchema>;

export const payeeSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(['creator', 'seller'])),
  method: z.object({ kind: z.enum(['upi', 'bank']), label: z.string(), hasPan: z.boolean() }).nullable(),
  balance: byStatus,
});
export type Payee = z.infer<typeof payeeSchema>;

export const payoutRunSummarySchema = z.object({
  id: z.string(),
  provider: z.enum(payoutProviders),
  minimumPaise: z.number().int(),
  startedBy: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
  payouts: z.number().int(),
  netPaise: z.number().int(),
  open: z.number().int(),
});
export type PayoutRunSummary = z.infer<typeof payoutRunSummarySchema>;

export const payoutRunDetailSchema = payoutRunSummarySchema.extend({
  items: z.array(payoutSchema.extend({ payeeName: z.string(), payeeEmail: z.string() })),
});
export type PayoutRunDetail = z.infer<typeof payoutRunDetailSchema>;

export const startRunSchema = z.object({
  provider: z.enum(payoutProviders).optional(),
  /** The smallest payable balance to pay, in paise; ₹100 when left out. */
  minimumPaise: z.number().int().min(100).max(100_000_000).optional(),
});

export const payoutResultSchema = z.union([
  z.object({
    utr: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{12,22}$/, /*i18n*/ 'A UTR is 12–22 letters or digits, as the bank shows it.'),
  }),
  z.object({ failed: z.string().trim().min(3, /*i18n*/ 'Say why the payout failed.').max(300) }),
]);

export const taxToDepositSchema = z.object({
  from: z.string(),
  to: z.string(),
  sections: z.array(
    z.object({
      section: withholdingSectionSchema,
      /** The tax year of the earnings' credit: a quarter's payouts may pay some of the year before. */
      taxYear: z.number().int(),
      label: z.string(),
      basePaise: z.number().int(),
      amountPaise: z.number().int(),
    }),
  ),
});
export type TaxToDeposit = z.infer<typeof taxToDepositSchema>;

/**
 * A GSTR-8 as the GST portal's offline tool imports it: Haat's TCS registration in the state, the period (MMYYYY) and
 * one row per supplier GSTIN, in rupees: supplies to registered (`supR`) and unregistered persons (`supU`) and their
 * returns, the net amount liable (`amt`) and the TCS by head.
 */
export const gstr8Schema = z.object({
  gstin: z.string(),
  fp: z.string(),
  tcs: z.array(
    z.object({
      stin: z.string(),
      supR: z.number(),
      retsupR: z.number(),
      supU: z.number(),
      retsupU: z.number(),
      amt: z.number(),
      iamt: z.number(),
      camt: z.number(),
      samt: z.number(),
    }),
  ),
});
export type Gstr8 = z.infer<typeof gstr8Schema>;
