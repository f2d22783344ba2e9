import { z } from 'zod';
import { text } from './common.ts';
import { ledgerStatusSchema } from './ledger.ts';
import { lineStatusSchema } from './orders.ts';
import { payoutProviders, payoutSchema, runProviders, withholdingSectionSchema } from './payouts-runs.ts';

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
  provider: z.enum(runProviders).optional(),
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

/** The income-tax sections a challan pays (GST TCS is paid through the GST portal, not a challan). */
export const challanSections = ['194O', '194H'] as const;

/**
 * A TDS deposit as its challan identifies it (the challan identification number: the bank's BSR code, the date of
 * deposit and the challan's serial number), the month of deduction it pays, its section and amount.
 */
export const tdsChallanInputSchema = z.object({
  section: z.enum(challanSections, /*i18n*/ 'Choose the section the challan pays.'),
  month: text().regex(/^20\d\d-(0[1-9]|1[0-2])$/, /*i18n*/ 'A month as YYYY-MM, e.g. 2026-11.'),
  bsrCode: text()
    .trim()
    .regex(/^\d{7}$/, /*i18n*/ 'The BSR code is the bank branch’s 7 digits on the challan.'),
  depositedOn: text().regex(/^20\d\d-\d\d-\d\d$/, /*i18n*/ 'A date as YYYY-MM-DD.'),
  serial: text()
    .trim()
    .regex(/^\d{5}$/, /*i18n*/ 'The challan serial number has 5 digits.'),
  amountPaise: z
    .number(/*i18n*/ 'Enter the amount deposited.')
    .int(/*i18n*/ 'Enter the amount deposited.')
    .positive(/*i18n*/ 'Enter the amount deposited.')
    .max(100_000_000_000, /*i18n*/ 'That is more than a challan holds.'),
});
export type TdsChallanInput = z.infer<typeof tdsChallanInputSchema>;

export const tdsChallanSchema = tdsChallanInputSchema.extend({ id: z.string(), recordedAt: z.string() });
export type TdsChallan = z.infer<typeof tdsChallanSchema>;

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
  /**
   * Each month of the quarter and income-tax section: tax deducted from the month's payouts, what the challans
   * recorded for it deposited, and when it is due (#shared/tds-deposit.ts).
   */
  deposits: z.array(
    z.object({
      month: z.string(),
      section: z.enum(challanSections),
      deductedPaise: z.number().int(),
      depositedPaise: z.number().int(),
      dueOn: z.string(),
      /** Due and not (wholly) deposited by then, or deposited after it. */
      late: z.boolean(),
    }),
  ),
  challans: z.array(tdsChallanSchema),
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
