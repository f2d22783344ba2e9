import { z } from 'zod';
import { ledgerStatusSchema } from './ledger.ts';

/* Payouts: runs that pay creators' and sellers' payable earnings, with the tax withheld. */

/**
 * manual: the operator pays by a bank bulk-transfer file and records each UTR; razorpayx: through its API; route:
 * releases the transfers a prepaid order's payment made to the payee's linked account (decision 069), started by the
 * server, never by the operator.
 */
export const payoutProviders = ['manual', 'razorpayx', 'route'] as const;
export type PayoutProviderName = (typeof payoutProviders)[number];
/** The providers an operator starts a run with. */
export const runProviders = ['manual', 'razorpayx'] as const;
export type RunProviderName = (typeof runProviders)[number];

/** pending: created, not yet handed to the provider; processing: with the bank; paid (with a UTR); failed. */
export const payoutStatuses = ['pending', 'processing', 'paid', 'failed'] as const;
export const payoutStatusSchema = z.enum(payoutStatuses);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

/**
 * What is withheld, by kind: income-tax TDS on e-commerce sales (194O) and on commission (194H), and GST TCS under
 * CGST Act section 52. The kinds keep the 1961 Act's names; which Act a deduction is under is its tax year's.
 */
export const withholdingSections = ['194O', '194H', 'TCS52'] as const;
export const withholdingSectionSchema = z.enum(withholdingSections);
export type WithholdingSection = z.infer<typeof withholdingSectionSchema>;

/**
 * The first tax year (financial year, by the calendar year it starts in) of the Income-tax Act, 2025: in force from
 * 1 April 2026 (s. 1(3)); it repealed the Income-tax Act, 1961 (s. 536), whose sections 194-O, 194H and 206AA are
 * section 393 in it, at the same rates.
 */
export const INCOME_TAX_ACT_2025_FIRST_YEAR = 2026;

/** A deduction's citation: its section in the Act of its tax year. */
export const withholdingCitations = ['194O', '194H', '393_sales', '393_commission', 'TCS52'] as const;
export type WithholdingCitation = (typeof withholdingCitations)[number];

/** The citation of a kind of deduction in a tax year: the 1961 Act's section before 2026-27, section 393 after. */
export function withholdingCitation(section: WithholdingSection, taxYear: number): WithholdingCitation {
  if (section === 'TCS52' || taxYear < INCOME_TAX_ACT_2025_FIRST_YEAR) return section;
  return section === '194O' ? '393_sales' : '393_commission';
}

/** The law's names for what is withheld, as statements and files print them. */
export const WITHHOLDING_LABELS: Record<WithholdingCitation, string> = {
  '194O': 'TDS u/s 194-O',
  '194H': 'TDS u/s 194H',
  '393_sales': 'TDS u/s 393 (e-commerce sales)',
  '393_commission': 'TDS u/s 393 (commission)',
  TCS52: 'GST TCS u/s 52',
};

/** A deduction's label: its section in the Act of its tax year. */
export const withholdingLabel = (section: WithholdingSection, taxYear: number): string =>
  WITHHOLDING_LABELS[withholdingCitation(section, taxYear)];

/** The smallest payable balance a run pays, unless the run says otherwise: ₹100. */
export const DEFAULT_PAYOUT_MINIMUM_PAISE = 10_000;

export const deductionSchema = z.object({
  section: withholdingSectionSchema,
  /**
   * The tax year (the financial year, by the calendar year it starts in) the tax was assigned to: the year of the
   * earlier of the earnings' credit (becoming payable) and their payment. It decides the Act cited.
   */
  taxYear: z.number().int(),
  label: z.string(),
  basePaise: z.number().int(),
  rateBps: z.number().int(),
  amountPaise: z.number().int(),
});
export type Deduction = z.infer<typeof deductionSchema>;

export const payoutSchema = z.object({
  id: z.string(),
  runId: z.string(),
  status: payoutStatusSchema,
  grossPaise: z.number().int(),
  deductions: z.array(deductionSchema),
  netPaise: z.number().int(),
  destination: z.string(),
  /** The bank's reference of a paid payout; for a route payout (decision 069), the gateway's settlement id. */
  utr: z.string().nullable(),
  referenceKind: z.enum(['utr', 'settlement']),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

/**
 * Why nothing was withheld under a section that covers what a payout paid, by the rule the run applied: a creator's
 * commission in the financial year (this payout's included) within section 194H's threshold, or a tax too small to
 * take (under a paisa, or it would leave less than ₹1 to send).
 */
export const withholdingNoteSchema = z.discriminatedUnion('reason', [
  z.object({
    section: z.literal('194H'),
    reason: z.literal('under_threshold'),
    taxYear: z.number().int(),
    yearCommissionPaise: z.number().int(),
    thresholdPaise: z.number().int(),
    /** "FY 2026-27". */
    financialYear: z.string(),
  }),
  /** An individual's or HUF's sales through Haat in the year, with a PAN, within 194-O's exemption. */
  z.object({
    section: z.literal('194O'),
    reason: z.literal('individual_exemption'),
    taxYear: z.number().int(),
    yearSalesPaise: z.number().int(),
    thresholdPaise: z.number().int(),
    financialYear: z.string(),
  }),
  z.object({ section: withholdingSectionSchema, reason: z.literal('too_small'), taxYear: z.number().int() }),
]);
export type WithholdingNote = z.infer<typeof withholdingNoteSchema>;

/** A payee's own payout, with why a section that covers its earnings withheld nothing. */
export const ownPayoutSchema = payoutSchema.extend({ notWithheld: z.array(withholdingNoteSchema) });
export type OwnPayout = z.infer<typeof ownPayoutSchema>;

/** A rule the payee's earnings are taxed by today, with the rates (and 194H's yearly threshold) in force. */
export const withholdingRuleSchema = z.discriminatedUnion('section', [
  z.object({
    section: z.literal('194H'),
    taxYear: z.number().int(),
    rateBps: z.number().int(),
    withoutPanRateBps: z.number().int(),
    yearThresholdPaise: z.number().int(),
    financialYear: z.string(),
  }),
  z.object({
    section: z.literal('194O'),
    taxYear: z.number().int(),
    rateBps: z.number().int(),
    withoutPanRateBps: z.number().int(),
    /** No deduction while an individual's or HUF's sales in the year stay within it, with a PAN. */
    individualExemptionPaise: z.number().int(),
  }),
  z.object({ section: z.literal('TCS52'), taxYear: z.number().int(), rateBps: z.number().int() }),
]);
export type WithholdingRule = z.infer<typeof withholdingRuleSchema>;

/** A creator's or seller's payouts: balance by status over all their earnings, the next run, and every payout. */
export const ownPayoutsSchema = z.object({
  balance: z.record(ledgerStatusSchema, z.number().int()),
  /** When the next scheduled run pays what is payable by then (ISO); null when only Haat's operators start runs. */
  nextRunAt: z.string().nullable(),
  minimumPaise: z.number().int(),
  /** The rules that tax this payee's earnings: 194H for a creator's commission, 194-O and GST TCS for a seller's sales. */
  withholdingRules: z.array(withholdingRuleSchema),
  payouts: z.array(ownPayoutSchema),
});
export type OwnPayouts = z.infer<typeof ownPayoutsSchema>;
