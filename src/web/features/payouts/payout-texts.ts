import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type WithholdingCitation,
  type WithholdingSection,
  withholdingCitation,
} from '#shared/contracts/payouts-runs.ts';

/** A tax withheld from a payout, by its section in the Act of its tax year (the contract's citations). */
export const WITHHOLDING_LABELS: Record<WithholdingCitation, MessageDescriptor> = {
  '194O': msg`TDS u/s 194-O`,
  '194H': msg`TDS u/s 194H`,
  '393_sales': msg`TDS u/s 393 (e-commerce sales)`,
  '393_commission': msg`TDS u/s 393 (commission)`,
  TCS52: msg`GST TCS u/s 52`,
};

/** The label of a kind of tax in a tax year: the 1961 Act's section before 2026-27, section 393 of the 2025 Act after. */
export const withholdingLabelOf = (section: WithholdingSection, taxYear: number): MessageDescriptor =>
  WITHHOLDING_LABELS[withholdingCitation(section, taxYear)];
