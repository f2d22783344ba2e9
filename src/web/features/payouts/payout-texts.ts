import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WithholdingSection } from '#shared/contracts/payouts-runs.ts';

/** A tax withheld from a payout, by the section of the law it is withheld under (the contract's sections). */
export const WITHHOLDING_LABELS: Record<WithholdingSection, MessageDescriptor> = {
  '194O': msg`TDS u/s 194-O`,
  '194H': msg`TDS u/s 194H`,
  TCS52: msg`GST TCS u/s 52`,
};
