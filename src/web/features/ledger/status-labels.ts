import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';

/*
 * What each ledger state means for the money, in the reader's language (decision 047); the states' own words are in
 * #web/lib/state-labels.ts.
 */

/** What each state means for the money, under its total. */
export const LEDGER_STATUS_HINTS: Record<LedgerStatus, MessageDescriptor> = {
  awaiting: msg`Ordered, not yet delivered`,
  pending: msg`Delivered, return window open`,
  payable: msg`Return window closed, paid in the next run`,
  in_payout: msg`Sent to your bank, waiting for it`,
  paid: msg`In your bank account`,
  reversed: msg`Cancelled, returned or failed`,
};
