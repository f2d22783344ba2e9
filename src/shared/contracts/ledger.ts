import { z } from 'zod';
import { text } from './common.ts';

/* The earnings ledger: what a creator's markups and a seller's base prices earn, and when each becomes payable. */

/**
 * awaiting: ordered, not yet delivered; pending: delivered, in the return window; payable; in_payout: in a
 * payout the bank has not confirmed yet; paid; reversed.
 */
export const ledgerStatuses = ['awaiting', 'pending', 'payable', 'in_payout', 'paid', 'reversed'] as const;
export const ledgerStatusSchema = z.enum(ledgerStatuses);
export type LedgerStatus = z.infer<typeof ledgerStatusSchema>;

export const LEDGER_STATUS_LABELS: Record<LedgerStatus, string> = {
  awaiting: /*i18n*/ 'Awaiting delivery',
  pending: /*i18n*/ 'Pending',
  payable: /*i18n*/ 'Payable',
  in_payout: /*i18n*/ 'In payout',
  paid: /*i18n*/ 'Paid',
  reversed: /*i18n*/ 'Reversed',
};

/**
 * Who an entry pays: the creator (the markup less its GST, the platform's fee and the GST on it), the seller (base
 * less commission and the GST on it, plus the markup's GST and delivery), the platform (its fees) or the GST the
 * platform owes on its fees (decision 059).
 */
export const ledgerParties = ['creator', 'seller', 'platform', 'platform_gst'] as const;
/** The parties a payout pays. */
export const payeeParties = ['creator', 'seller'] as const;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  /**
   * The creator's or the seller's share of the line (`lineShares`, decision 059): the markup less the GST inside it,
   * Haat's fee and the GST on it; or the base price less the commission and the GST on it, plus the markup's GST and
   * the parcel's delivery fee.
   */
  amountPaise: z.number().int(),
  status: ledgerStatusSchema,
  /** When it becomes (or became) payable; null until delivery, while a return request is open, and when reversed before. */
  payableAt: z.string().nullable(),
  /** Why it was reversed. */
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const earningsByStatusSchema = z.object({
  awaiting: z.number().int(),
  pending: z.number().int(),
  payable: z.number().int(),
  in_payout: z.number().int(),
  paid: z.number().int(),
  reversed: z.number().int(),
});
export type EarningsByStatus = z.infer<typeof earningsByStatusSchema>;

/** Entries in a page of `GET /me/earnings` unless it asks for another number (at most MAX_LEDGER_PAGE). */
export const LEDGER_PAGE_SIZE = 50;
export const MAX_LEDGER_PAGE = 100;
/** Entries a dashboard opens with (its "Show more" loads the pages after them). */
export const DASHBOARD_LEDGER_ENTRIES = 20;

/**
 * Totals by status over every entry, and a page of entries, newest first. `nextCursor` asks for the entries after
 * the page (`GET /me/earnings?cursor=…`); null when the page is the last.
 */
export const ledgerSchema = z.object({
  totals: earningsByStatusSchema,
  entries: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type Ledger = z.infer<typeof ledgerSchema>;

/** `GET /me/earnings`: whose ledger, and which page. */
export const ledgerQuerySchema = z.object({
  as: z.enum(['creator', 'seller']).default('creator'),
  /** The `nextCursor` of the page before; none for the newest entries. */
  cursor: text().max(200, /*i18n*/ 'Use the nextCursor of the page before, as it was given.').optional(),
  limit: z.coerce
    .number()
    .int(/*i18n*/ 'Ask for a whole number of entries.')
    .min(1, /*i18n*/ 'Ask for at least 1 entry.')
    .max(MAX_LEDGER_PAGE, /*i18n*/ 'Ask for at most 100 entries at a time.')
    .default(LEDGER_PAGE_SIZE),
});
