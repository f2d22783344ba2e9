import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WithholdingSection } from '#shared/contracts/payout-runs.ts';

/** Why a payee adds their PAN: income tax withholds more from earnings without one (section 194-O for sellers). */
export const WITHOUT_PAN_NOTE = msg`Without a PAN, income tax of 5% is withheld from a seller’s earnings instead of 0.1%.`;

/** A tax withheld from a payout, by the section of the law it is withheld under (the contract's sections). */
export const WITHHOLDING_LABELS: Record<WithholdingSection, MessageDescriptor> = {
  '194O': msg`TDS u/s 194-O`,
  '194H': msg`TDS u/s 194H`,
  TCS52: msg`GST TCS u/s 52`,
};
